import FoundationEssentials
import Glibc
import Logging
import SyncPrimitives
import TrackExport
import TrackModel
import TrackStorage
import TrackViewModels

/// Sends each saved journey on its way (`on_save_export_dir`,
/// `on_save_command`): writes it as GPX into a folder, whole or not at all
/// (a temporary file renamed when complete), then runs a command with the
/// file's path and the track's ID, not through a shell, and logs how the
/// command ended. So users sync with rclone, scp or anything.
///
/// It works on a thread of its own, one track after another: a slow disk or
/// a command that takes minutes never holds up recording.
final class SavedTrackExporter: @unchecked Sendable {
    private let directory: String
    private let command: [String]?
    private let tracks: any TracksViewModeling
    private let logger: Logger
    private let thread = WorkerThread(name: "on-save")
    /// Tracks to write, guarded by the thread's lock.
    private var waiting = FIFOQueue<Int64>()

    init(directory: String, command: [String]?, tracks: any TracksViewModeling, logger: Logger) {
        self.directory = directory
        self.command = command
        self.tracks = tracks
        self.logger = logger
    }

    /// Starts the thread.
    func start() throws {
        try thread.start { [self] in
            // Once stopping, what is queued is still written.
            while let id = thread.wait(until: { !waiting.isEmpty }, then: { waiting.popFirst() }) { export(id) }
        }
    }

    /// Queues the track `id` to be written and handed to the command.
    func add(_ id: Int64) {
        thread.signalling { waiting.append(id) }
    }

    /// Writes what is queued, then ends the thread and waits for it.
    func stop() {
        thread.stop()
    }

    private func export(_ id: Int64) {
        let path: String
        do {
            path = try write(id)
        } catch {
            logger.error("on_save_export_dir: cannot write track \(id) to \(directory): \(error)")
            return
        }
        logger.notice("on_save_export_dir: wrote track \(id) to \(path)")
        if let command { run(command + [path, String(id)], track: id) }
    }

    /// Writes track `id` as GPX into the folder; returns the file's path.
    private func write(_ id: Int64) throws -> String {
        let content = try tracks.content(id)
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName(content.summary)
        let temporary = path + ".part"
        unlink(temporary)  // one a crash left
        do {
            let file = try PlainFile.create(exclusive: temporary)
            try TrackExport.gpx(content).write { chunk in try file.write(Array(chunk)) }
            try file.sync()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let failure = FileError("rename", path: temporary)
            unlink(temporary)
            throw failure
        }
        return path
    }

    /// `12-morning-ride.gpx`: the ID, then the name's letters and digits.
    static func fileName(_ track: TrackSummary) -> String {
        var slug = ""
        for character in track.name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        let name = String(slug.prefix(60))
        return name.isEmpty ? "\(track.id).gpx" : "\(track.id)-\(name).gpx"
    }

    /// Runs `arguments` (no shell) and logs how it ended.
    private func run(_ arguments: [String], track: Int64) {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], nil, nil, argv, environ)
        guard spawned == 0 else {
            logger.error(
                "on_save_command: cannot run \(arguments[0]) for track \(track): \(String(cString: strerror(spawned)))")
            return
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7F == 0 {
            let code = (status >> 8) & 0xFF
            let line = "on_save_command: \(arguments[0]) exited \(code) for track \(track)"
            if code == 0 { logger.notice("\(line)") } else { logger.warning("\(line)") }
        } else {
            logger.warning("on_save_command: \(arguments[0]) was ended by signal \(status & 0x7F) for track \(track)")
        }
    }
}
