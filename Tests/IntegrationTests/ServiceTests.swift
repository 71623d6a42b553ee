import ControlSocket
import Foundation
import Testing
import TrackControl

/// trackd under a service manager: the notifications systemd reads, a
/// socket systemd passes, and a prompt, lossless stop.
@Suite("Running as a service", .serialized)
struct ServiceTests {
    let replay = ["--source", "replay", "--replay", Binaries.demoRide.path]

    @Test("READY=1 once the database is open and the socket listens, STATUS=, WATCHDOG=1, STOPPING=1")
    func notifications() throws {
        let daemon = try DaemonHarness()
        let listener = try NotifyListener(path: daemon.folder.appendingPathComponent("notify.sock").path)
        try daemon.start(
            replay + ["--replay-speed", "5"],
            environment: ["NOTIFY_SOCKET": listener.path, "WATCHDOG_USEC": "1000000"], waitUntilListening: false)

        let ready = try #require(try listener.waitFor("READY").last)
        #expect(ready["READY"] == "1")
        // Ready means ready: the socket answers and the database exists at once.
        let fd = try UnixSocket.connect(path: daemon.socketPath)
        close(fd)
        #expect(FileManager.default.fileExists(atPath: daemon.databasePath))
        #expect(ready["STATUS"] == "Not recording; replay paused", "\(ready)")

        #expect(try daemon.trackctl("start").status == 0)
        let recording = try listener.waitFor("STATUS").last?["STATUS"] ?? ""
        // The first status may come with the first point: "1 point", not "1 points".
        let counted = /Recording: (1 point|(0|[2-9]|[1-9][0-9]+) points), [0-9]+\.[0-9]{3} km, .+/
        #expect(recording.wholeMatch(of: counted) != nil, "\(recording)")

        // WatchdogSec=1s: a ping at least every half second.
        var pings = 0
        let until = Date().addingTimeInterval(2.5)
        while Date() < until, let message = listener.next(within: 1) {
            if message["WATCHDOG"] == "1" { pings += 1 }
        }
        #expect(pings >= 3, "\(pings) watchdog pings in 2.5 s")

        #expect(daemon.terminate() == 0)
        let stopping = try #require(try listener.waitFor("STOPPING").last)
        #expect(stopping["STOPPING"] == "1")
        #expect(stopping["STATUS"]?.hasPrefix("Stopping: Recording: ") == true, "\(stopping)")
    }

    @Test("no WatchdogSec, no WATCHDOG=1; outside systemd, no notifications at all and no harm")
    func noWatchdog() throws {
        let daemon = try DaemonHarness()
        let listener = try NotifyListener(path: daemon.folder.appendingPathComponent("notify.sock").path)
        try daemon.start(replay, environment: ["NOTIFY_SOCKET": listener.path])
        _ = try listener.waitFor("READY")
        #expect(listener.next(within: 2.5) == nil, "nothing changes, so nothing is sent")
        #expect(daemon.terminate() == 0)

        let plain = try DaemonHarness()
        try plain.start(replay, environment: ["NOTIFY_SOCKET": ""])
        #expect(try plain.status()["recording"] as? Bool == false)
        #expect(plain.terminate() == 0)
    }

    @Test("socket activation: trackd serves the socket systemd-socket-activate passes and leaves it in place")
    func socketActivation() throws {
        let daemon = try DaemonHarness()
        // systemd-socket-activate closes every other descriptor before it
        // execs trackd, the one Foundation's Process watches to see its child
        // exit among them. A small parent in between keeps that one open,
        // passes SIGTERM on, and unblocks the signals Process leaves blocked.
        let parent = """
            import signal, subprocess, sys
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            child = subprocess.Popen(sys.argv[1:])
            signal.signal(signal.SIGTERM, lambda *_: child.terminate())
            sys.exit(child.wait())
            """
        try daemon.start(
            replay,
            launcher: ["/usr/bin/python3", "-c", parent, "/usr/bin/systemd-socket-activate", "-l", daemon.socketPath])
        let status = try daemon.waitForStatus { _ in true }
        #expect(status["recording"] as? Bool == false)
        #expect(try daemon.trackctl("start").status == 0)
        #expect(daemon.log().contains("listening on \(daemon.socketPath) (socket from systemd)"), "\(daemon.log())")
        #expect(daemon.terminate() == 0, "\(daemon.log())")
        #expect(daemon.log().contains("SIGTERM: shutting down"))
        // The socket belongs to the service manager: it stays for the next start.
        #expect(FileManager.default.fileExists(atPath: daemon.socketPath))
    }

    @Test("a passed descriptor that is not a listening Unix socket is refused with the reason")
    func wrongSocketPassed() throws {
        let daemon = try DaemonHarness()
        // LISTEN_PID is filled in by the shell once it is trackd's own PID.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            [
                "-c", "export LISTEN_PID=$$ LISTEN_FDS=1; exec \"$0\" \"$@\" 3</dev/null", Binaries.trackd.path,
            ] + daemon.standardArguments + replay
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(log.contains("not a listening Unix stream socket"), "\(log)")
    }

    @Test(
        "SIGTERM (or SIGHUP: the terminal closed) while recording: trackd exits 0 within 2 s and every counted point is in the database",
        arguments: [SIGTERM, SIGHUP])
    func promptLosslessStop(signal: Int32) throws {
        let daemon = try DaemonHarness()
        try daemon.start(replay + ["--replay-speed", "50"])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 100 }
        let pid = try #require(daemon.processIdentifier)
        let sent = Date()
        kill(pid, signal)
        let status = daemon.terminate()
        let took = Date().timeIntervalSince(sent)
        #expect(status == 0)
        #expect(took < 2, "took \(took) s to stop")
        let log = daemon.log()
        #expect(log.contains(signal == SIGHUP ? "SIGHUP: shutting down" : "SIGTERM: shutting down"), "\(log)")
        let stopped = try #require(log.split(separator: "\n").last { $0.contains("stopped; ") })
        let counted = try #require(Int(stopped.split(separator: " ").first { Int($0) != nil } ?? ""))
        #expect(counted >= 100)

        try daemon.start(replay)
        let resumed = try daemon.status()
        #expect(resumed["points"] as? Int ?? 0 >= counted, "\(resumed), \(counted) counted before")
        #expect(try daemon.trackctl("stop").status == 0)
        #expect(try daemon.status()["points"] as? Int ?? 0 >= counted)
        #expect(daemon.terminate() == 0)
    }
}

/// Headless recording: nobody types `trackctl start` or `save` in a car.
@Suite("Headless journeys", .serialized)
struct HeadlessJourneyTests {
    /// A GPX track: a drive north at 12 m/s for `firstDrive` seconds, parked
    /// (wandering 4 m either side) for `parked` seconds, then a drive on for
    /// `secondDrive` seconds; one point a second from 2026-05-17 07:30:00 UTC.
    static func driveParkDrive(firstDrive: Int, parked: Int, secondDrive: Int) -> String {
        var points: [String] = []
        var north = 0.0
        let start = Date(timeIntervalSince1970: 1_779_003_000)
        for second in 0..<(firstDrive + parked + secondDrive) {
            let driving = second < firstDrive || second >= firstDrive + parked
            if driving && second > 0 { north += 12 }
            let wander = driving ? 0 : (second % 2 == 0 ? 4.0 : -4.0)
            let latitude = 48.15 + north / 111_200
            let longitude = 11.59 + wander / 74_000
            let time = ISO8601DateFormatter().string(from: start.addingTimeInterval(Double(second)))
            points.append(
                String(
                    format: "<trkpt lat=\"%.8f\" lon=\"%.8f\"><ele>520</ele><time>%@</time></trkpt>", latitude,
                    longitude, time))
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="trackd tests" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><trkseg>
            \(points.joined(separator: "\n"))
            </trkseg></trk>
            </gpx>
            """
    }

    @Test("record_on_start + autosave_after_idle: drive, park 10 min, drive: one journey saved, the next under way")
    func driveParkDrive() throws {
        let daemon = try DaemonHarness()
        let ride = daemon.folder.appendingPathComponent("drive-park-drive.gpx")
        try Self.driveParkDrive(firstDrive: 200, parked: 600, secondDrive: 100).write(
            to: ride, atomically: true, encoding: .utf8)
        let config = daemon.folder.appendingPathComponent("trackd.conf")
        try "record_on_start = yes\nautosave_after_idle = 5m\n".write(to: config, atomically: true, encoding: .utf8)
        try daemon.start(
            ["--config", config.path, "--source", "replay", "--replay", ride.path, "--replay-speed", "max"],
            environment: ["TZ": "UTC"])

        let finished = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        // Nobody typed start: recording since trackd started, and now the
        // second journey from where the car was parked (the last parked fix,
        // then every fix of the drive on).
        #expect(finished["recording"] as? Bool == true)
        #expect(finished["points"] as? Int == 1 + 100, "\(finished)")

        let tracks = try #require(try daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(tracks.count == 1)
        let journey = try #require(tracks.first)
        // Named by its start in local time: where the car stood when it left.
        #expect(journey["name"] as? String == "2026-05-17 07:30")
        #expect(journey["start"] as? String == "2026-05-17T07:30:00Z")
        #expect(journey["description"] as? String == "Saved automatically: no movement for 5 min")
        // The whole drive, and the parked minutes until the limit.
        let points = try #require(journey["points"] as? Int)
        #expect((200 + 290)...(200 + 300) ~= points, "\(points) points")
        #expect(daemon.log().contains("saved journey '2026-05-17 07:30'"), "\(daemon.log())")
        #expect(try daemon.trackctl("status").output.contains("yes"))
        #expect(daemon.terminate() == 0)
    }
}
