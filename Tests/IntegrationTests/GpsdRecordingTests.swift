import Foundation
import Testing

/// A real gpsd fed by real receiver logs from gpsd's own test corpus, the
/// real trackd reading it through libgps.
@Suite("Recording from gpsd")
struct GpsdRecordingTests {
    /// Records `log` through gpsd until `expected` points are in (or a minute
    /// has passed), then a little longer to catch any extra; returns the final
    /// status and the daemon, still running.
    func record(_ log: String, expected: Int) throws -> (
        status: [String: Any], daemon: DaemonHarness, gpsd: GpsdProcess
    ) {
        let gpsd = try GpsdProcess(log: try #require(Binaries.receiverLog(log), "no receiver log \(log)"))
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "gpsd", "--gpsd", "127.0.0.1:\(gpsd.port)"])
        let started = try daemon.trackctl("start")
        guard started.status == 0 else { throw HarnessError("start failed: \(started)") }
        // Under the load of the whole suite, one fsync'd commit a fix can
        // take a while: wait for the count rather than for a quiet spell.
        let deadline = Date().addingTimeInterval(60)
        var last = try daemon.status()
        while (last["points"] as? Int ?? 0) < expected && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            last = try daemon.status()
        }
        Thread.sleep(forTimeInterval: 1)
        return (try daemon.status(), daemon, gpsd)
    }

    @Test("the synthetic Munich run: 60 fixes, 590 m at 10 m/s, altitude and time as sent")
    func synthetic() throws {
        let (status, daemon, gpsd) = try record("synthetic-munich-60s.nmea", expected: 60)
        defer { gpsd.stop() }
        #expect(status["points"] as? Int == 60)
        #expect(abs((status["distance_m"] as? Double ?? 0) - 590) < 1)
        #expect(abs((status["speed_mps"] as? Double ?? 0) - 10) < 0.01)
        #expect(status["speed"] as? String == "36.0 km/h")
        let fix = try #require(status["fix"] as? [String: Any])
        #expect(fix["mode"] as? Int == 3)
        #expect(fix["time"] as? String == "2024-06-15T12:00:59Z")
        #expect((status["source"] as? [String: Any])?["connected"] as? Bool == true)

        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", "Munich").json() as? [String: Any])
        let exported = daemon.folder.appendingPathComponent("munich.gpx")
        #expect(try daemon.trackctl("export", "\(saved["id"]!)", "--output", exported.path).status == 0)
        let points = try GPXOracle.read(exported).trackPoints
        #expect(points.count == 60)
        #expect(points.first?.time == "2024-06-15T12:00:00Z")
        #expect(points.last?.time == "2024-06-15T12:00:59Z")
        #expect(points.dropFirst().allSatisfy { $0.elevation == 520 })
        #expect(daemon.terminate() == 0)
    }
}

extension GpsdRecordingTests {
    /// Each receiver log with the fixes trackd must record: gpsd's TPVs with
    /// mode 2D or 3D, a TPV that repeats the time of the one before it kept
    /// once (SOURCES.md, column "uniq"; humminbird-M37's time goes backwards
    /// with new positions, so all 31 of its fixes count). Ten are in
    /// `Tests/Fixtures/nmea`; the others run when `../shared` is beside the
    /// package.
    static let logs: [(file: String, fixes: Int)] = [
        ("bundg_zeus_9.log", 148), ("haicom-305N.log", 67), ("humminbird-M37.log", 31), ("bt451.log", 12),
        ("nl2008u.log", 9), ("quectel-eg25-g.log", 23), ("ublox-lea-4h.log", 9), ("sl869.log", 8), ("rst39.log", 40),
        ("garmin15x.log", 7), ("nmea-rtk.log", 122), ("iTrek.log", 35), ("unicore-um621.log", 16),
        ("garmin-10x.log", 9), ("firefly-II.log", 23), ("gp-320fw-2019-04-07-coldboot.log", 1),
        ("synthetic-munich-60s.nmea", 60),
    ].filter { Binaries.receiverLog($0.0) != nil }

    @Test("every receiver log: exactly the de-duplicated valid fixes gpsd reported", arguments: logs)
    func receiverLog(file: String, fixes: Int) throws {
        let (status, daemon, gpsd) = try record(file, expected: fixes)
        defer { gpsd.stop() }
        #expect(status["points"] as? Int == fixes, "\(file)\n\(daemon.log())")
        #expect(daemon.terminate() == 0)
    }
}

extension GpsdRecordingTests {
    @Test("a boat's receiver whose clock goes back 13 s mid-log: the way after counts, recorded as imported")
    func clockGoesBack() throws {
        // humminbird-M37: 31 fixes a boat at 2.7 m/s made over 86 m, its
        // time going from 19:41:24 back to 19:41:11. Before, the model left
        // out every fix older than its last: 62 m recorded and imported.
        let (status, daemon, gpsd) = try record("humminbird-M37.log", expected: 31)
        defer { gpsd.stop() }
        let recorded = status["distance_m"] as? Double ?? 0
        #expect(recorded > 75, "\(status)")
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", "Boat").json() as? [String: Any])
        let log = try #require(Binaries.receiverLog("humminbird-M37.log"))
        let imported = try #require(try daemon.trackctl("--json", "import", log.path).json() as? [String: Any])
        let savedDistance = saved["distance_m"] as? Double ?? 0
        let importedDistance = imported["distance_m"] as? Double ?? 0
        #expect(savedDistance > 75 && importedDistance > 75, "saved \(saved), imported \(imported)")
        // The log read whole has two fixes gpsd merges: within 2%.
        #expect(abs(savedDistance - importedDistance) < importedDistance / 50, "saved \(saved), imported \(imported)")
        #expect(daemon.terminate() == 0)
    }

    @Test("an old receiver log through gpsd: the clocks' disagreement is logged once and shown, recording goes on")
    func oldLogClockDisagreement() throws {
        let (status, daemon, gpsd) = try record("synthetic-munich-60s.nmea", expected: 60)
        defer { gpsd.stop() }
        #expect(status["points"] as? Int == 60, "recorded all the same")
        let clock = try #require(status["clock_disagreement"] as? [String: Any], "\(status)")
        #expect(clock["fix_time"] as? String == "2024-06-15T12:00:00Z", "the first fix where they disagreed")
        #expect(clock["trusted"] as? String == "receiver")
        #expect((clock["seconds"] as? Double ?? 0) < -86_400)
        let text = try daemon.trackctl("status").output
        #expect(text.contains("Clock") && text.contains("the receiver says 2024-06-15T12:00:00Z"), "\(text)")
        let log = daemon.log()
        #expect(log.components(separatedBy: "clock: the receiver says").count - 1 == 1, "\(log)")
        #expect(daemon.terminate() == 0)
    }

    @Test("gpsd with no receiver reporting is a state: connected, said once, never reconnected")
    func noReceiver() throws {
        let silent = FileManager.default.temporaryDirectory.appendingPathComponent("silent-\(UUID().uuidString).nmea")
        try Data().write(to: silent)
        defer { try? FileManager.default.removeItem(at: silent) }
        let gpsd = try GpsdProcess(log: silent)
        defer { gpsd.stop() }
        let daemon = try DaemonHarness()
        // gpsd's silences made short (2 s, where trackd waits 15 by default).
        try daemon.start(
            try daemon.configuration("gpsd_timeout = 2s") + ["--source", "gpsd", "--gpsd", "127.0.0.1:\(gpsd.port)"])
        #expect(try daemon.trackctl("start").status == 0)
        // Past two silences: asked once, answered, asked again.
        let status = try daemon.waitForStatus(20) { status in
            (status["source"] as? [String: Any])?["problem"] as? String == "no receiver reporting"
        }
        Thread.sleep(forTimeInterval: 5)
        let source = try #require(try daemon.status()["source"] as? [String: Any])
        #expect(source["connected"] as? Bool == true, "\(status)")
        #expect(source["problem"] as? String == "no receiver reporting")
        let log = daemon.log()
        #expect(log.components(separatedBy: "connected to gpsd").count - 1 == 1, "\(log)")
        #expect(log.components(separatedBy: "no receiver is reporting").count - 1 == 1, "\(log)")
        #expect(!log.contains("lost gpsd") && !log.contains("reconnect"), "\(log)")
        #expect(daemon.terminate() == 0)
    }

    @Test("a port that accepts and hangs up is not gpsd: trackd never says it connected, and warns once")
    func acceptsAndHangsUp() throws {
        let hangUp = try LoopbackServer { _, _ in }
        defer { hangUp.stop() }
        let port = hangUp.port

        let daemon = try DaemonHarness()
        try daemon.start(["--source", "gpsd", "--gpsd", "127.0.0.1:\(port)"])
        #expect(try daemon.trackctl("start").status == 0)
        let failing = try daemon.waitForStatus {
            (($0["source"] as? [String: Any])?["problem"] as? String)?.contains("cannot reach gpsd") == true
        }
        let source = try #require(failing["source"] as? [String: Any])
        #expect(source["connected"] as? Bool == false)
        // "connection closed" or "Connection reset by peer", as the hang-up races trackd's first write.
        let problem = source["problem"] as? String ?? ""
        #expect(problem.hasPrefix("cannot reach gpsd at 127.0.0.1:\(port): "), "\(problem)")
        #expect(problem.lowercased().contains("connection"), "\(problem)")
        // Retries back off (1, 2, 4 s...) and are logged at debug only.
        Thread.sleep(forTimeInterval: 3.5)
        let log = daemon.log()
        #expect(!log.contains("connected to gpsd"), "\(log)")
        #expect(log.components(separatedBy: "cannot reach gpsd").count - 1 == 1, "\(log)")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "a server on gpsd's port sending broken reports (cut, not JSON, wrong types, out of range, repeated, longer than libgps reads): each valid fix recorded once, trackd reconnects saying why"
    )
    func brokenReports() throws {
        func second(_ second: Int) -> String { "2024-06-15T12:00:0\(second).000Z" }
        func fix(_ index: Int) -> String {
            ScriptedGpsd.report(time: second(index), latitude: 48.1 + Double(index) * 0.0001, longitude: 11.5)
        }
        let gpsd = try ScriptedGpsd(sessions: [
            [
                ScriptedGpsd.version, fix(0), fix(1),
                #"{"class":"TPV","mode":3,"time":"#,
                "not a report at all",
                #"{"class":"TPV","mode":3,"time":"\#(second(2))","lat":"north","lon":11.5}"#,
                fix(2), fix(2), fix(3),
                #"{"class":"TPV","mode":3,"time":"\#(second(4))","lat":1e308,"lon":11.5}"#,
                #"{"class":"TPV","mode":3,"time":"\#(second(4))","lat":95.0,"lon":-200.0}"#,
                #"{"class":"TPV","mode":3,"time":"\#(second(4))","lat":48.1004,"lon":11.5,"altMSL":1e300,"speed":-5,"track":720}"#,
                #"{"class":"DEVICE","path":""# + String(repeating: "x", count: 200_000) + #""}"#,
                fix(5),
            ],
            [ScriptedGpsd.version, fix(6), fix(7)],
        ])
        defer { gpsd.stop() }
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "gpsd", "--gpsd", "127.0.0.1:\(gpsd.port)"])
        #expect(try daemon.trackctl("start").status == 0)
        let status = try daemon.waitForStatus(20) {
            ($0["fix"] as? [String: Any])?["time"] as? String == "2024-06-15T12:00:07Z"
        }
        Thread.sleep(forTimeInterval: 0.5)
        // The fix after the long report went with the connection it came on.
        #expect(try daemon.status()["points"] as? Int == 7)
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", "Broken").json() as? [String: Any])
        let exported = daemon.folder.appendingPathComponent("broken.gpx")
        #expect(try daemon.trackctl("export", "\(saved["id"]!)", "--output", exported.path).status == 0)
        let points = try GPXOracle.read(exported).trackPoints
        #expect(points.map(\.time) == [0, 1, 2, 3, 4, 6, 7].map { "2024-06-15T12:00:0\($0)Z" })
        // The fourth second's altitude past space, negative speed and course of 720 are left out.
        let csv = try daemon.trackctl("export", "\(saved["id"]!)", "--format", "csv").output.split(
            whereSeparator: \.isNewline)
        try #require(csv.count == 8, "\(csv)")
        let header = csv[0].split(separator: ",", omittingEmptySubsequences: false)
        let fourth = csv[5].split(separator: ",", omittingEmptySubsequences: false)
        for column in ["altitude_msl_m", "speed_mps", "course_deg"] {
            let value = header.firstIndex { $0 == column }.map { fourth[$0] }
            #expect(value == "", "\(column) in \(csv[5])")
        }
        #expect(points[3].elevation == 520, "the others keep theirs")
        #expect((status["source"] as? [String: Any])?["connected"] as? Bool == true)
        let log = daemon.log()
        #expect(
            log.contains(
                "lost gpsd at 127.0.0.1:\(gpsd.port) (it sent a report longer than libgps reads); reconnecting"),
            "\(log)")
        #expect(log.components(separatedBy: "connected to gpsd").count - 1 == 2, "\(log)")
        #expect(daemon.terminate() == 0)
    }

    @Test("an error estimate of 0 is gpsd's 'unknown': null in status and watch, never ±0 m; a real one as sent")
    func unknownAccuracy() throws {
        func report(second: Int, errors: String) -> String {
            #"{"class":"TPV","mode":3,"time":"2024-06-15T12:00:0\#(second).000Z","lat":48.1,"lon":11.5,"#
                + #""altMSL":520.0,\#(errors)}"#
        }
        let gpsd = try ScriptedGpsd(sessions: [
            [
                ScriptedGpsd.version, report(second: 0, errors: #""eph":3.2,"epv":0.25"#),
                report(second: 1, errors: #""eph":0,"epv":0"#),
            ]
        ])
        defer { gpsd.stop() }
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "gpsd", "--gpsd", "127.0.0.1:\(gpsd.port)"])
        #expect(try daemon.trackctl("start").status == 0)
        let status = try daemon.waitForStatus(20) { $0["points"] as? Int == 2 }
        let fix = try #require(status["fix"] as? [String: Any])
        #expect(fix["eph_m"] is NSNull && fix["epv_m"] is NSNull, "\(fix)")
        let watched = try daemon.trackctl("--json", "watch", "--count", "6").output
        #expect(watched.contains(#""eph_m":null"#) && !watched.contains(#""eph_m":0"#), "\(watched)")
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", "Errors").json() as? [String: Any])
        let csv = try daemon.trackctl("export", "\(saved["id"]!)", "--format", "csv").output.split(
            whereSeparator: \.isNewline)
        try #require(csv.count == 3, "\(csv)")
        let header = csv[0].split(separator: ",", omittingEmptySubsequences: false)
        let columns = try ["eph_m", "epv_m"].map { name in try #require(header.firstIndex { $0 == name }) }
        let rows = csv.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(columns.map { rows[0][$0] } == ["3.2", "0.25"], "a real estimate as sent")
        #expect(columns.map { rows[1][$0] } == ["", ""], "0 is unknown")
        #expect(daemon.terminate() == 0)
    }

    @Test("gpsd killed and restarted mid-recording: trackd reconnects, records on, nothing twice")
    func gpsdRestart() throws {
        let log = try #require(Binaries.receiverLog("synthetic-munich-60s.nmea"))
        // 123 lines (two sentences an epoch, plus comments) at 25 a second: about 5 s.
        let feed = try NMEAFeed(log: log, linesPerSecond: 25)
        defer { feed.stop() }
        let port = try freePort()
        var gpsd = try GpsdProcess(feed: feed, port: port)
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "gpsd", "--gpsd", "127.0.0.1:\(port)"])
        #expect(try daemon.trackctl("start").status == 0)
        let before = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 15 }
        gpsd.kill()
        let disconnected = try daemon.waitForStatus(10) {
            ($0["source"] as? [String: Any])?["connected"] as? Bool == false
        }
        #expect(disconnected["recording"] as? Bool == true)
        gpsd = try GpsdProcess(feed: feed, port: port)
        let after = try daemon.waitForStatus(20) {
            ($0["source"] as? [String: Any])?["connected"] as? Bool == true
                && ($0["points"] as? Int ?? 0) > (before["points"] as? Int ?? 0) + 10
        }
        _ = try daemon.waitForStatus(20) { _ in feed.linesSent >= 120 }
        Thread.sleep(forTimeInterval: 1)
        gpsd.stop()
        #expect(after["recording"] as? Bool == true)
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(try daemon.trackctl("--json", "save", "--name", "Restart").json() as? [String: Any])
        let exported = daemon.folder.appendingPathComponent("restart.gpx")
        #expect(try daemon.trackctl("export", "\(saved["id"]!)", "--output", exported.path).status == 0)
        let times = try GPXOracle.read(exported).trackPoints.compactMap(\.time)
        #expect(times == times.sorted())
        #expect(Set(times).count == times.count, "a fix was recorded twice")
        // The few sentences in flight when gpsd died may be lost; the rest are not.
        #expect(times.count >= 55, "\(times.count) fixes")
        #expect(times.last == "2024-06-15T12:00:59Z")
        #expect(daemon.terminate() == 0)
    }
}
