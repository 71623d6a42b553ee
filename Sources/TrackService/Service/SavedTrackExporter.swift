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
/// a command that takes minutes never holds up recording. A command is
/// stopped when it runs past its time limit (`on_save_command_timeout`), and
/// when trackd stops: the files still queued then are written, but no
/// command is started for them (logged), so that shutdown stays short.
final class SavedTrackExporter: @unchecked Sendable {
    private let directory: String
    /// The permissions of each file written (`on_save_export_mode`).
    private let mode: mode_t
    private let command: [String]?
    /// The longest a command may run, in seconds.
    private let commandTimeout: Double
    private let tracks: any TracksViewModeling
    private let logger: Logger
    private let thread = WorkerThread(name: "on-save")
    /// Tracks to write, guarded by the thread's lock.
    private var waiting = FIFOQueue<Int64>()

    init(
        directory: String, mode: mode_t, command: [String]?, commandTimeout: Double, tracks: any TracksViewModeling,
        logger: Logger
    ) {
        self.directory = directory
        self.mode = mode
        self.command = command
        self.commandTimeout = commandTimeout
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

    /// Asks the thread to end without waiting: a running command is
    /// stopped, the files still queued are written without their commands.
    func requestStop() {
        thread.requestStop()
    }

    /// Ends the thread as ``requestStop()`` does, waiting for it until
    /// `deadline`.
    /// - Returns: whether it ended.
    func stop(before deadline: MonotonicInstant) -> Bool {
        thread.stop(before: deadline)
    }

    private func export(_ id: Int64) {
        let path: String
        do {
            path = try write(id)
        } catch {
            logger.error(
                "on_save_export_dir: cannot write track \(id) to \(directory): \(error); the track is saved: 'trackctl export \(id)' writes it"
            )
            return
        }
        logger.notice("on_save_export_dir: wrote track \(id) to \(path)")
        guard let command else { return }
        if thread.isStopRequested {
            logger.warning("on_save_command: not run for track \(id): trackd is stopping")
        } else {
            run(command + [path, String(id)], track: id)
        }
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
            let file = try PlainFile.create(exclusive: temporary, mode: mode)
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

    /// Runs `arguments` (no shell) within the time limit and logs how it
    /// ended.
    private func run(_ arguments: [String], track: Int64) {
        let program = arguments[0]
        let child: ChildProcess
        switch ChildProcess.start(arguments) {
        case .success(let started): child = started
        case .failure(let error):
            logger.error("on_save_command: cannot run \(program) for track \(track): \(error)")
            return
        }
        let ending = child.wait(
            until: MonotonicInstant.now().adding(seconds: commandTimeout),
            limit: "on_save_command_timeout (\(DecimalText.plain(commandTimeout)) s)",
            keepWaiting: thread.sleep(until:))
        switch ending {
        case .exited(0): logger.notice("on_save_command: \(program) exited 0 for track \(track)")
        case .exited(let code): logger.warning("on_save_command: \(program) exited \(code) for track \(track)")
        case .signalled(let signal):
            logger.warning("on_save_command: \(program) was ended by signal \(signal) for track \(track)")
        case .stopped(let reason, let killed):
            logger.warning(
                "on_save_command: stopped \(program) for track \(track) with \(killed ? "SIGKILL" : "SIGTERM"): \(reason)"
            )
        }
    }
}
