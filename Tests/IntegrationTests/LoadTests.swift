import ControlSocket
import Foundation
import Testing
import TrackControl

/// Many clients at once while a 10 Hz source records.
@Suite("Load", .serialized)
struct LoadTests {
    /// trackd's open descriptors and resident memory (KiB), from /proc.
    func usage(of pid: Int32) throws -> (descriptors: Int, residentKiB: Int) {
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
        return (descriptors, try statusKiB("VmRSS", of: pid))
    }

    /// A figure in KiB of trackd's /proc status (`VmRSS`, `VmHWM`).
    func statusKiB(_ field: String, of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test("500 export clients that never read, then hang up: exports are bounded, descriptors and memory come back")
    func exportsThatNeverRead() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path])
        let file = try generatedRide(30_000, in: daemon.folder)
        #expect(try daemon.trackctl("import", file.path).status == 0)
        let pid = try #require(daemon.processIdentifier)
        // At rest, after one export (SQLite keeps a reader's descriptor to reuse).
        #expect(try daemon.trackctl("export", "1").stdout.count > 1_000_000)
        let rest = try usage(of: pid)
        let request = Array(#"{"v":1,"command":"export","args":{"id":1,"format":"gpx"}}"#.utf8) + [0x0A]
        var clients: [RawClient] = []
        for _ in 0..<500 {
            let client = try RawClient(socket: daemon.socketPath)
            try client.send(request)
            clients.append(client)
        }
        Thread.sleep(forTimeInterval: 2)
        let busy = try usage(of: pid)
        // A socket each, and the database read by at most maximumBodies exports.
        #expect(busy.descriptors <= rest.descriptors + 500 + 3 * 8 + 10, "\(busy.descriptors) open while busy")
        #expect(try daemon.trackctl("status").status == 0)
        for client in clients { client.close() }
        var after = try usage(of: pid)
        let deadline = Date().addingTimeInterval(15)
        // Threads end, and the last of them trims, a moment after the hang-ups.
        while after.descriptors > rest.descriptors + 8 || after.residentKiB > rest.residentKiB + 20_000,
            Date() < deadline
        {
            Thread.sleep(forTimeInterval: 0.2)
            after = try usage(of: pid)
        }
        #expect(
            after.descriptors <= rest.descriptors + 8, "\(after.descriptors) open after, \(rest.descriptors) at rest")
        #expect(
            after.residentKiB <= rest.residentKiB + 20_000,
            "\(after.residentKiB) KiB after, \(rest.residentKiB) at rest")
        // And exports work on.
        #expect(try daemon.trackctl("export", "1").stdout.count > 1_000_000)
        #expect(daemon.terminate() == 0)
    }

    @Test("600 connections that send nothing cannot lock out status, and recording goes on")
    func silentConnections() throws {
        let daemon = try DaemonHarness()
        let file = try generatedRide(600, in: daemon.folder)
        // A client's first request is waited for 5 s (client_timeout's default).
        try daemon.start(["--source", "replay", "--replay", file.path, "--replay-speed", "10"])
        #expect(try daemon.trackctl("start").status == 0)
        let before = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 3 }["points"] as? Int ?? 0
        var silent: [Int32] = []
        defer { for fd in silent { close(fd) } }
        for _ in 0..<600 { silent.append(try UnixSocket.connect(path: daemon.socketPath)) }
        let status = try daemon.trackctl("--json", "status")
        #expect(status.status == 0, "\(status)")
        // Answered while trackd still held most of them: past the
        // connections it serves at once it let the oldest silent ones go
        // to make room, rather than status waiting until their timeout let
        // them all go (an order of events, not a time, which a loaded
        // machine could miss).
        let letGo = Self.closedByPeer(silent)
        #expect(letGo < silent.count / 2, "status answered once \(letGo) of \(silent.count) were let go")
        let after = try daemon.waitForStatus(10) { ($0["points"] as? Int ?? 0) > before + 5 }
        #expect((after["points"] as? Int ?? 0) > before)
        // Those never heard from are let go once client_timeout has passed.
        let deadline = Date().addingTimeInterval(15)
        while Self.closedByPeer(silent) < silent.count, Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        let closed = Self.closedByPeer(silent)
        #expect(closed == silent.count, "\(closed) of \(silent.count) closed by trackd")
        #expect(daemon.terminate() == 0)
    }

    /// How many of the connections `sockets` the daemon has closed: a read
    /// that does not wait finds their end (an open one has nothing yet).
    static func closedByPeer(_ sockets: [Int32]) -> Int {
        sockets.filter { fd in
            var byte: UInt8 = 0
            return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) == 0
        }.count
    }

    @Test("200 clients, half watching and half asking for status, while 10 Hz fixes record: none lost, none starved")
    func twoHundredClients() throws {
        let daemon = try DaemonHarness()
        let fixes = 100
        let file = try generatedRide(fixes, in: daemon.folder)
        try daemon.start(["--source", "replay", "--replay", file.path, "--replay-speed", "10"])

        let lastTime = "2026-06-01T10:01:39Z"
        let socket = daemon.socketPath
        let group = DispatchGroup()
        let results = LoadResults()
        for index in 0..<200 {
            let watcher = index % 2 == 0
            let thread = Thread {
                defer { group.leave() }
                do {
                    let client = try RawClient(socket: socket)
                    defer { client.close() }
                    if watcher {
                        results.watched(try Self.watchUntil(lastTime, client))
                    } else {
                        results.asked(try Self.askUntilFinished(client))
                    }
                } catch {
                    results.failed("\(error)")
                }
            }
            group.enter()
            thread.start()
        }
        Thread.sleep(forTimeInterval: 0.5)  // everyone connected before the fixes come
        #expect(try daemon.trackctl("start").status == 0)
        #expect(group.wait(timeout: .now() + 60) == .success, "clients still waiting after 60 s")

        let summary = results.summary()
        #expect(summary.failures.isEmpty, "\(summary.failures.prefix(3))")
        #expect(summary.watchersSeeingLastFix == 100)
        #expect(summary.askers == 100)
        #expect(summary.fewestAnswers >= 5, "a status client was starved")
        let status = try daemon.status()
        #expect(status["points"] as? Int == fixes)
        #expect(daemon.terminate() == 0)
    }

    /// Watches until the fix at `time` arrives; returns whether it did.
    static func watchUntil(_ time: String, _ client: RawClient) throws -> Bool {
        #expect(try client.request(#"{"v":1,"command":"watch"}"#)["ok"] as? Bool == true)
        while let line = try client.channel.readLine(maxBytes: 1 << 20) {
            guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let event = object["event"] as? [String: Any], event["property"] as? String == "currentLocation",
                let value = event["value"] as? [String: Any]
            else { continue }
            if value["time"] as? String == time { return true }
        }
        return false
    }

    /// Asks for status every 20 ms until the replay has finished; returns
    /// how many answers came.
    static func askUntilFinished(_ client: RawClient) throws -> Int {
        var answers = 0
        while true {
            let reply = try client.request(#"{"v":1,"command":"status"}"#)
            guard reply["ok"] as? Bool == true, let result = reply["result"] as? [String: Any] else {
                throw HarnessError("status failed: \(reply)")
            }
            answers += 1
            if (result["source"] as? [String: Any])?["finished"] as? Bool == true { return answers }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// How often `marker` occurs in a text file (strstr: a debug build's
    /// `Data.range(of:)` takes minutes over a 100 MB export).
    func occurrences(of marker: String, in file: URL) throws -> Int {
        var bytes = try Data(contentsOf: file)
        bytes.append(0)
        return bytes.withUnsafeBytes { buffer in
            var count = 0
            var from = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            while let found = strstr(from, marker) {
                count += 1
                from = UnsafePointer(found + marker.utf8.count)
            }
            return count
        }
    }

    /// trackd's peak resident memory so far (KiB), from /proc.
    func peakResidentKiB(of pid: Int32) throws -> Int {
        try statusKiB("VmHWM", of: pid)
    }

    @Test("a GPX file of a million waypoints: imported whole, shown in part, exported whole, in bounded memory")
    func millionWaypoints() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path])
        let pid = try #require(daemon.processIdentifier)
        let file = daemon.folder.appendingPathComponent("waypoints.gpx")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let out = try FileHandle(forWritingTo: file)
        out.write(Data(#"<gpx version="1.1" creator="test">"#.utf8))
        let waypoints = 1_000_000
        for block in 0..<(waypoints / 10_000) {
            var text = ""
            for index in block * 10_000..<(block + 1) * 10_000 {
                text += #"<wpt lat="48.\#(index)" lon="11.5"><name>w\#(index)</name></wpt>"#
            }
            out.write(Data(text.utf8))
        }
        out.write(
            Data(
                #"<trk><trkseg><trkpt lat="48.1" lon="11.5"/><trkpt lat="48.2" lon="11.5"/></trkseg></trk></gpx>"#.utf8)
        )
        try out.close()
        let atRest = try peakResidentKiB(of: pid)

        let imported = try daemon.trackctl("--json", "import", file.path)
        #expect(imported.status == 0, "\(imported)")
        let listed = try #require(try daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(listed.first?["notes"] as? Int == waypoints)
        let shown = try #require(try daemon.trackctl("--json", "show", "1").json() as? [String: Any])
        #expect((shown["notes"] as? [Any])?.count == 1000)
        #expect(shown["notes_unlisted"] as? Int == waypoints - 1000)
        #expect(
            try daemon.trackctl("show", "1").output.contains("... and 999000 more (trackctl export 1 writes them all)"))
        for format in ["gpx", "geojson"] {
            let exported = daemon.folder.appendingPathComponent("out.\(format)")
            let result = try daemon.trackctl("export", "1", "--format", format, "--output", exported.path)
            #expect(result.status == 0, "\(result)")
            let marker = format == "gpx" ? "<wpt " : #""type":"Point""#
            #expect(try occurrences(of: marker, in: exported) == waypoints, "\(format)")
        }
        let peak = try peakResidentKiB(of: pid)
        #expect(peak < atRest + 150_000, "peak \(peak) KiB, \(atRest) KiB before the import")
        #expect(daemon.terminate() == 0)
    }
}

/// What the load test's clients report, from their threads.
private final class LoadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var sawLastFix = 0
    private var answers: [Int] = []
    private var failures: [String] = []

    func watched(_ sawLast: Bool) { lock.withLock { sawLastFix += sawLast ? 1 : 0 } }
    func asked(_ count: Int) { lock.withLock { answers.append(count) } }
    func failed(_ reason: String) { lock.withLock { failures.append(reason) } }

    func summary() -> (watchersSeeingLastFix: Int, askers: Int, fewestAnswers: Int, failures: [String]) {
        lock.withLock { (sawLastFix, answers.count, answers.min() ?? 0, failures) }
    }
}
