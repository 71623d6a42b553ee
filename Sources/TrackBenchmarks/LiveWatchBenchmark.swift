import ControlSocket
import Foundation
import TrackControl
import TrackModel

/// The real `trackd` recording a 10 Hz source with durability full (an
/// fsync a fix) while 100 clients `watch` it over the control socket and 100
/// more ask for `status` ten times a second each: does each fix reach the
/// watchers on the receiver's schedule, with none lost, and how long does a
/// status round trip take meanwhile?
///
/// The source is a replay at ten times the speed of a 1 Hz ride, which
/// paces fixes as a 10 Hz receiver sends them. Each watcher notes when each
/// `currentLocation` event arrives; a fix's lag is how much later than its
/// place in the schedule it arrived, so a pipeline that falls behind shows a
/// growing lag. Each status client times every round trip it makes.
enum LiveWatchBenchmark {
    static func run(trackd: String, fixes: Int, watchers watcherCount: Int, askers askerCount: Int) throws
        -> [String: Any]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ride = folder.appendingPathComponent("ride.gpx").path
        try writeRide(fixes: fixes, to: ride)
        let socket = folder.appendingPathComponent("control.sock").path

        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: trackd)
        daemon.arguments = [
            "--db", folder.appendingPathComponent("tracks.db").path, "--socket", socket, "--config", "/dev/null",
            "--source", "replay", "--replay", ride, "--replay-speed", "10", "--log-level", "warning",
        ]
        try daemon.run()
        defer { if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) } }
        try waitForSocket(socket)

        let watchers = try (0..<watcherCount).map { _ in try Watcher(socket: socket) }
        let askers = try (0..<askerCount).map { _ in try StatusAsker(socket: socket) }
        let control = SocketChannel(fd: try UnixSocket.connect(path: socket))
        _ = try request(#"{"v":1,"command":"start"}"#, on: control)
        var status: [String: Any] = [:]
        repeat {
            Thread.sleep(forTimeInterval: 0.2)
            status = try request(#"{"v":1,"command":"status"}"#, on: control)
        } while (status["source"] as? [String: Any])?["finished"] as? Bool != true
        Thread.sleep(forTimeInterval: 0.3)  // the last events on their way
        let usage = processUsage(daemon.processIdentifier)
        for watcher in watchers { watcher.stop() }
        let statusTimes = askers.flatMap { $0.stop() }.sorted()
        daemon.terminate()
        daemon.waitUntilExit()

        let lags = watchers.flatMap { $0.lags() }.sorted()
        let seen = watchers.map { $0.fixTimes().count }
        return [
            "task": "live-watch",
            "fixes_sent": Double(fixes),
            "fixes_recorded": Double(status["points"] as? Int ?? 0),
            "watchers": Double(watcherCount),
            "status_clients": Double(askerCount),
            "status_requests": Double(statusTimes.count),
            "fixes_seen_min": Double(seen.min() ?? 0),
            "fixes_seen_mean": Double(seen.reduce(0, +)) / Double(max(seen.count, 1)),
            "lag_p50_ms": percentile(lags, 0.5),
            "lag_p99_ms": percentile(lags, 0.99),
            "lag_max_ms": lags.last ?? 0,
            "status_p50_ms": percentile(statusTimes, 0.5),
            "status_p99_ms": percentile(statusTimes, 0.99),
            "trackd_cpu_s": usage.cpuSeconds,
            "trackd_rss_mb": usage.residentMegabytes,
            "seconds": Double(fixes) / 10,
        ]
    }

    /// A 1 Hz ride of `fixes` points, the drive the recording benchmark uses.
    private static func writeRide(fixes: Int, to path: String) throws {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        var text = #"<?xml version="1.0"?><gpx version="1.1" creator="trackd-bench"><trk><trkseg>"#
        for index in 0..<fixes {
            let fix = RecordingBenchmark.fix(index, start: start)
            text += #"<trkpt lat="\#(fix.latitude)" lon="\#(fix.longitude)"><ele>\#(fix.altitudeMSL ?? 0)</ele>"#
            text += "<time>\(ISO8601.format(start.addingTimeInterval(Double(index))))</time></trkpt>\n"
        }
        text += "</trkseg></trk></gpx>\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private static func waitForSocket(_ path: String) throws {
        for _ in 0..<500 {
            if let fd = try? UnixSocket.connect(path: path) {
                close(fd)
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw BenchmarkError("trackd did not listen on \(path)")
    }

    static func request(_ line: String, on channel: SocketChannel) throws -> [String: Any] {
        try channel.write(Array((line + "\n").utf8))
        guard let reply = try channel.readLine(maxBytes: 1 << 20),
            let object = try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any],
            object["ok"] as? Bool == true
        else { throw BenchmarkError("trackd refused \(line)") }
        return object["result"] as? [String: Any] ?? [:]
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    /// CPU seconds and peak resident memory of a running process.
    private static func processUsage(_ pid: Int32) -> (cpuSeconds: Double, residentMegabytes: Double) {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // Fields after the command name (which may hold spaces): utime, stime are the 12th and 13th.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let ticks = fields.count > 12 ? (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0) : 0
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kilobytes = peak?.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return (ticks / Double(sysconf(Int32(_SC_CLK_TCK))), kilobytes / 1024)
    }
}

/// One `watch` client on a thread of its own, noting when each fix arrives.
private final class Watcher: @unchecked Sendable {
    private let channel: SocketChannel
    private let lock = NSLock()
    private var arrivals: [(fixTime: Double, arrived: Double)] = []
    private let done = DispatchSemaphore(value: 0)

    init(socket: String) throws {
        channel = SocketChannel(fd: try UnixSocket.connect(path: socket))
        try channel.write(Array(#"{"v":1,"command":"watch"}"#.utf8) + [0x0A])
        _ = try channel.readLine(maxBytes: 1 << 20)
        let thread = Thread { [self] in
            defer { done.signal() }
            while let line = try? channel.readLine(maxBytes: 1 << 20) {
                let arrived = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
                guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                    let event = object["event"] as? [String: Any], event["property"] as? String == "currentLocation",
                    let value = event["value"] as? [String: Any], let time = value["time"] as? String,
                    let fixTime = ISO8601.parse(time)
                else { continue }
                lock.withLock { arrivals.append((fixTime.timeIntervalSince1970, arrived)) }
            }
        }
        thread.start()
    }

    /// Hangs up and waits for the reading thread.
    func stop() {
        shutdown(channel.fd, Int32(SHUT_RDWR))
        done.wait()
    }

    func fixTimes() -> [Double] { lock.withLock { arrivals.map(\.fixTime) } }

    /// Each fix's delay past its place in a 10 Hz schedule that starts with
    /// the earliest arrival, in milliseconds.
    func lags() -> [Double] {
        lock.withLock {
            guard let first = arrivals.min(by: { $0.arrived - $0.fixTime / 10 < $1.arrived - $1.fixTime / 10 })
            else { return [] }
            return arrivals.map { (($0.arrived - first.arrived) - ($0.fixTime - first.fixTime) / 10) * 1000 }
        }
    }
}

/// A client asking for `status` every 100 ms on a thread of its own, timing
/// each round trip.
private final class StatusAsker: @unchecked Sendable {
    private let channel: SocketChannel
    private let lock = NSLock()
    private var times: [Double] = []
    private var isStopping = false
    private let done = DispatchSemaphore(value: 0)

    init(socket: String) throws {
        channel = SocketChannel(fd: try UnixSocket.connect(path: socket))
        let thread = Thread { [self] in
            defer { done.signal() }
            while !lock.withLock({ isStopping }) {
                let asked = DispatchTime.now().uptimeNanoseconds
                guard (try? LiveWatchBenchmark.request(#"{"v":1,"command":"status"}"#, on: channel)) != nil else {
                    return
                }
                let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - asked) / 1e6
                lock.withLock { times.append(milliseconds) }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        thread.start()
    }

    /// Stops asking; returns every round trip, in milliseconds.
    func stop() -> [Double] {
        lock.withLock { isStopping = true }
        done.wait()
        channel.close()
        return lock.withLock { times }
    }
}

/// The benchmark could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
