import Foundation
import TestSupport
import Testing

/// The real trackd and trackctl binaries over a real socket, on a real SQLite
/// file, replaying the bundled ride.
///
/// Longer than the project's files mostly are, for a reason: one suite,
/// run in order, whose journeys all check against the same ride read once
/// (``input``); each test reads top to bottom as a user's session.
@Suite("End to end", .serialized)
struct EndToEndTests {
    let input = try! GPXOracle.read(Binaries.demoRide)

    @Test("start, note, stop, save, tracks, show and export: the export is the input, point for point")
    func fullJourney() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"])

        let started = try daemon.trackctl("start")
        #expect(started.status == 0, "\(started)")
        #expect(started.output.contains("Recording started"))
        let finished = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(finished["points"] as? Int == 600)
        #expect(finished["recording"] as? Bool == true)

        let note = try daemon.trackctl("note", "Halfway", "there")
        #expect(note.status == 0, "\(note)")
        #expect(try daemon.trackctl("stop").status == 0)

        let save = try daemon.trackctl("--json", "save", "--name", "Morning ride", "--description", "demo")
        #expect(save.status == 0, "\(save)")
        let saved = try #require(try save.json() as? [String: Any])
        #expect(saved["name"] as? String == "Morning ride")
        #expect(saved["points"] as? Int == 600)
        let id = try #require(saved["id"] as? Int)
        let distance = try #require(saved["distance_m"] as? Double)
        #expect(distance > 1000)

        let list = try #require(try daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(list.count == 1)
        for key in ["id", "name", "description", "start", "end", "points", "distance_m", "duration_s", "notes"] {
            #expect(list[0][key] != nil, "tracks lacks \(key)")
        }
        #expect(list[0]["start"] as? String == input.trackPoints.first?.time)
        #expect(list[0]["end"] as? String == input.trackPoints.last?.time)
        #expect(list[0]["duration_s"] as? Double == 599)

        let human = try daemon.trackctl("tracks")
        #expect(human.output.contains("Morning ride"))

        let map = try daemon.trackctl("map", String(id), "--width", "50", "--height", "18")
        #expect(map.status == 0, "\(map)")
        let mapLines = map.output.split(separator: "\n")
        #expect(mapLines.first.map(String.init) == "┌" + String(repeating: "─", count: 48) + "┐")
        #expect(mapLines.count == 18, "box, start, note, end and scale in the 18 lines asked for")
        #expect(mapLines.contains { $0.hasPrefix(" 1  Halfway there") })
        let mapJSON = try #require(try daemon.trackctl("--json", "map", String(id)).json() as? [String: Any])
        #expect((mapJSON["lines"] as? [String])?.first?.count == 80, "80 columns without a terminal")

        let shown = try #require(try daemon.trackctl("--json", "show", String(id)).json() as? [String: Any])
        let notes = try #require(shown["notes"] as? [[String: Any]])
        #expect(notes.map { $0["text"] as? String } == ["Halfway there"])
        for key in [
            "moving_time_s", "max_speed_mps", "avg_speed_mps", "elevation_gain_m", "elevation_loss_m", "segments",
        ] {
            #expect(shown[key] != nil, "show lacks \(key)")
        }

        let exported = daemon.folder.appendingPathComponent("export.gpx")
        let export = try daemon.trackctl("export", String(id), "--format", "gpx", "--output", exported.path)
        #expect(export.status == 0, "\(export)")
        // The schema is not the project's to copy: without ../shared, the
        // writer's own schema test says it skipped.
        if let schema = Fixtures.gpxSchema {
            let lint = try run(
                URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", "--schema", schema.path, exported.path])
            #expect(lint.status == 0, "\(lint)")
        }

        let output = try GPXOracle.read(exported)
        #expect(output.trackPoints.count == input.trackPoints.count)
        #expect(output.trackPoints == input.trackPoints)
        #expect(output.segments == 1)
        #expect(output.waypointNames == ["Halfway there"])

        let stdoutExport = try daemon.trackctl("export", String(id))
        #expect(stdoutExport.stdout == (try Data(contentsOf: exported)))

        // Exported and imported again: the same points, segments and figures.
        let reimport = try daemon.trackctl("--json", "import", exported.path)
        #expect(reimport.status == 0, "\(reimport)")
        let reimported = try #require(try reimport.json() as? [String: Any])
        #expect(reimported["name"] as? String == "Morning ride")
        #expect(reimported["points"] as? Int == 600)
        #expect(reimported["distance_m"] as? Double == distance)
        let again = daemon.folder.appendingPathComponent("again.gpx")
        #expect(try daemon.trackctl("export", "\(reimported["id"]!)", "--output", again.path).status == 0)
        #expect(try GPXOracle.read(again).trackPoints == input.trackPoints)
        #expect(try daemon.trackctl("delete", "\(reimported["id"]!)").status == 0)
        let broken = daemon.folder.appendingPathComponent("broken.gpx")
        try Data("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"1\">\n</gpx>".utf8).write(to: broken)
        let refused = try daemon.trackctl("import", broken.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("broken.gpx:2:"), "\(refused)")

        let geojson = try daemon.trackctl("export", String(id), "--format", "geojson")
        let collection = try #require(try geojson.json() as? [String: Any])
        #expect(collection["type"] as? String == "FeatureCollection")
        let csv = try daemon.trackctl("export", String(id), "--format", "csv")
        #expect(csv.output.split(separator: "\r\n").count == 601)

        #expect(try daemon.trackctl("delete", String(id)).status == 0)
        let deletedAgain = try daemon.trackctl("delete", String(id))
        #expect(deletedAgain.status == 1)
        #expect(deletedAgain.stderr.contains("no such track \(id)"))
        let remaining = try #require(try daemon.trackctl("--json", "tracks").json() as? [Any])
        #expect(remaining.isEmpty)
        #expect(daemon.terminate() == 0)
    }

    /// trackd replaying `gpx` (written beside its database as `name`) at
    /// full speed into a recording, once the replay has finished: the
    /// daemon, the file and the last status.
    func recordReplay(of gpx: String, named name: String) throws -> (DaemonHarness, URL, [String: Any]) {
        let daemon = try DaemonHarness()
        let file = daemon.folder.appendingPathComponent(name)
        try gpx.write(to: file, atomically: true, encoding: .utf8)
        try daemon.start(["--source", "replay", "--replay", file.path, "--replay-speed", "max"])
        #expect(try daemon.trackctl("start").status == 0)
        let finished = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        return (daemon, file, finished)
    }

    @Test("import reads what export writes: GPX -> CSV -> trackd gives the same points, times and figures")
    func csvRoundTrip() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        #expect(try daemon.trackctl("import", Binaries.demoRide.path).status == 0)
        let csv = daemon.folder.appendingPathComponent("ride.csv")
        #expect(try daemon.trackctl("export", "1", "--format", "csv", "--output", csv.path).status == 0)
        // Under a name that says nothing: the format comes from the content.
        let renamed = daemon.folder.appendingPathComponent("ride.dat")
        try FileManager.default.moveItem(at: csv, to: renamed)
        #expect(try daemon.trackctl("import", renamed.path).status == 0)
        let again = daemon.folder.appendingPathComponent("again.csv")
        #expect(try daemon.trackctl("export", "2", "--format", "csv", "--output", again.path).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: renamed), "the same points and times, byte for byte")
        let shown = try [1, 2].map {
            try #require(try daemon.trackctl("--json", "show", "\($0)").json() as? [String: Any])
        }
        for key in [
            "points", "distance_m", "moving_time_s", "max_speed_mps", "elevation_gain_m", "start", "end", "segments",
        ] {
            #expect("\(shown[0][key] ?? "-")" == "\(shown[1][key] ?? "-")", "\(key)")
        }
        #expect(daemon.terminate() == 0)
    }

    @Test("import reads the GeoJSON export writes: the same positions, elevations, times, segments and notes")
    func geoJSONRoundTrip() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"])
        #expect(try daemon.trackctl("start").status == 0)
        #expect(try daemon.trackctl("note", "Bridge").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("save", "--name", "Ride").status == 0)
        let geoJSON = daemon.folder.appendingPathComponent("ride.geojson")
        #expect(try daemon.trackctl("export", "1", "--format", "geojson", "--output", geoJSON.path).status == 0)
        #expect(try daemon.trackctl("import", geoJSON.path).status == 0)
        let gpx = try [1, 2].map { id in
            let file = daemon.folder.appendingPathComponent("\(id).gpx")
            #expect(try daemon.trackctl("export", "\(id)", "--output", file.path).status == 0)
            return try GPXOracle.read(file)
        }
        #expect(gpx[1].trackPoints.count == 600)
        #expect(gpx[1].trackPoints.map(\.time) == gpx[0].trackPoints.map(\.time))
        #expect(gpx[1].trackPoints.map(\.elevation) == gpx[0].trackPoints.map(\.elevation))
        #expect(gpx[1].trackPoints.map(\.latitude) == gpx[0].trackPoints.map(\.latitude))
        #expect(gpx[1].waypointNames == ["Bridge"])
        #expect(gpx[1].segments == gpx[0].segments)
        let shown = try #require(try daemon.trackctl("--json", "show", "2").json() as? [String: Any])
        #expect(shown["name"] as? String == "Ride")
        #expect(daemon.terminate() == 0)
    }

    @Test("import reads an NMEA log: the synthetic run as gpsd reports it, 60 fixes, 590 m, dated from its RMC")
    func nmeaImport() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        let log = try #require(Binaries.receiverLog("synthetic-munich-60s.nmea"))
        let imported = try #require(try daemon.trackctl("--json", "import", log.path).json() as? [String: Any])
        #expect(imported["points"] as? Int == 60)
        #expect(abs((imported["distance_m"] as? Double ?? 0) - 590) < 1)
        let shown = try #require(try daemon.trackctl("--json", "show", "\(imported["id"]!)").json() as? [String: Any])
        #expect(
            shown["start"] as? String == "2024-06-15T12:00:00Z" && shown["end"] as? String == "2024-06-15T12:00:59Z")
        #expect(daemon.terminate() == 0)
    }

    @Test("a drawn route without times replays one point a second times --replay-speed, and trackd says so once")
    func timelessReplayIsPaced() throws {
        let points = (0..<21).map { index in
            String(format: "<trkpt lat=\"%.8f\" lon=\"11.59\"/>", 48.15 + Double(index) * 100 / 111_200)
        }
        let daemon = try DaemonHarness()
        let file = daemon.folder.appendingPathComponent("route.gpx")
        try "<gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>".write(
            to: file, atomically: true, encoding: .utf8)
        try daemon.start(["--source", "replay", "--replay", file.path, "--replay-speed", "10"])
        let started = Date()
        #expect(try daemon.trackctl("start").status == 0)
        let finished = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        let seconds = Date().timeIntervalSince(started)
        #expect(finished["points"] as? Int == 21)
        // 20 steps of 0.1 s: 2 s, not at once and not at real time.
        #expect(seconds >= 1.9 && seconds < 10, "\(seconds) s")
        let log = daemon.log()
        let told = "its points without a time play one second apart at speed 1, 0.1 s apart at this speed (10)"
        #expect(log.components(separatedBy: told).count - 1 == 1, "\(log)")
        #expect(daemon.terminate() == 0)
    }

    @Test("a replayed file's tracks stay apart: a timeless track, then a timed one 12 km away")
    func replayKeepsTracksApart() throws {
        func track(north start: Double, times: Bool) -> String {
            let points = (0..<10).map { index in
                let latitude = 48.15 + (start + Double(index) * 100) / 111_200
                let time = times ? "<time>2026-05-17T07:30:\(String(format: "%02d", index * 10))Z</time>" : ""
                return String(format: "<trkpt lat=\"%.8f\" lon=\"11.59\">%@</trkpt>", latitude, time)
            }
            return "<trk><trkseg>\(points.joined())</trkseg></trk>"
        }
        let (daemon, _, finished) = try recordReplay(
            of: "<gpx version=\"1.1\">\(track(north: 0, times: false))\(track(north: 12_000, times: true))</gpx>",
            named: "two-tracks.gpx")
        #expect(finished["points"] as? Int == 20)
        #expect(finished["segments"] as? Int == 2)
        // Two tracks of 900 m each, nothing across the 12 km between them.
        let distance = try #require(finished["distance_m"] as? Double)
        #expect(abs(distance - 1800) < 20, "\(distance) m")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "a drive through a 3-minute tunnel: replayed live (a new segment at segment_gap) and imported, the same distance"
    )
    func tunnelLiveEqualsImport() throws {
        // North at 20 m/s for two minutes, three minutes without fixes, two more.
        let seconds = Array(0..<120) + Array(300..<420)
        let points = seconds.map { second in
            let latitude = 48.15 + Double(second) * 20 / 111_200
            let time = Date(timeIntervalSince1970: 1_779_000_000 + Double(second)).formatted(.iso8601)
            return String(format: "<trkpt lat=\"%.8f\" lon=\"11.59\"><time>%@</time></trkpt>", latitude, time)
        }
        let (daemon, file, finished) = try recordReplay(
            of: "<gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>", named: "tunnel.gpx")
        #expect(finished["segments"] as? Int == 2)
        #expect(try daemon.trackctl("stop").status == 0)
        let save = try daemon.trackctl("--json", "save", "--name", "Tunnel")
        let live = try #require(try save.json() as? [String: Any], "\(save)")
        let imported = try #require(try daemon.trackctl("--json", "import", file.path).json() as? [String: Any])
        let liveDistance = try #require(live["distance_m"] as? Double)
        let importedDistance = try #require(imported["distance_m"] as? Double)
        #expect(
            abs(liveDistance - importedDistance) <= importedDistance * 0.001, "\(liveDistance) m, \(importedDistance) m"
        )
        #expect(abs(importedDistance - 419 * 20) < 20, "\(importedDistance) m")
        #expect(daemon.terminate() == 0)
    }

    @Test("exit statuses: 1 refused, 2 usage, 69 unreachable, each with a clear message")
    func exitStatuses() throws {
        let daemon = try DaemonHarness()
        let unreachable = try daemon.trackctl("status")
        #expect(unreachable.status == 69)
        #expect(unreachable.stderr.contains(daemon.socketPath))
        #expect(unreachable.stderr.contains("trackd"))

        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path])
        let stop = try daemon.trackctl("stop")
        #expect(stop.status == 1)
        #expect(stop.stderr.contains("not recording"))
        let refusedJSON = try daemon.trackctl("--json", "show", "42")
        #expect(refusedJSON.status == 1)
        let error = (try refusedJSON.json() as? [String: Any])?["error"] as? [String: Any]
        #expect(error?["message"] as? String == "no such track 42")
        #expect(try daemon.trackctl("save").status == 2)
        #expect(try daemon.trackctl("teleport").status == 2)
        #expect(try daemon.trackctl("show", "abc").status == 2)
        // With --json a usage error is a JSON document on stdout too, wherever
        // --json stands; the message for people still goes to stderr.
        for arguments in [
            ["--json", "teleport"], ["show", "abc", "--json"], ["map", "--json", "--width", "5"], ["--json", "note"],
            ["-j", "teleport"], ["-j", "-s", daemon.socketPath, "save"],
        ] {
            let usage = try daemon.trackctl(arguments)
            #expect(usage.status == 2, "\(arguments)")
            let document = try #require(try usage.json() as? [String: Any], "\(arguments): \(usage.stdout)")
            let error = document["error"] as? [String: Any]
            #expect(error?["code"] as? String == "usage")
            #expect((error?["message"] as? String)?.isEmpty == false)
            #expect(!usage.stderr.isEmpty)
        }
        #expect(try daemon.trackctl("teleport").stderr.contains("Unexpected argument 'teleport'"))
        // The short forms of the common options.
        #expect(try daemon.trackctl("-j", "status").json() is [String: Any])
        let nothing = try daemon.trackctl("save", "-n", "x")
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("nothing to save"))
        #expect(try daemon.trackctl("start").status == 0)
        #expect(try daemon.trackctl("start").status == 1)

        #expect(daemon.terminate() == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        #expect(try daemon.trackctl("status").status == 69)
    }

    @Test("watch streams the Map properties as they change, one JSON document a line")
    func watch() throws {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "50"])
        #expect(try daemon.trackctl("start").status == 0)
        let watched = try daemon.trackctl("--json", "watch", "--count", "25")
        #expect(watched.status == 0, "\(watched)")
        let events = watched.output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(events.count == 25)
        let properties = Set(events.compactMap { $0["property"] as? String })
        #expect(properties.isSuperset(of: ["recording", "speed", "distance", "currentLocation", "locations"]))
        let distances = events.filter { $0["property"] as? String == "distance" }.compactMap { $0["value"] as? Double }
        #expect(distances == distances.sorted())
        let human = try daemon.trackctl("watch", "--count", "3")
        #expect(human.output.split(separator: "\n").count == 3)
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "kill -9 in the middle of a replay loses nothing status reported, and records nothing twice, keeps one segment and the figures of the whole, at either durability",
        arguments: ["full", "normal"])
    func survivesKill(durability: String) throws {
        let daemon = try DaemonHarness()
        let configuration = daemon.folder.appendingPathComponent("trackd.conf")
        try Data("durability = \(durability)\n".utf8).write(to: configuration)
        let arguments = [
            "--config", configuration.path, "--source", "replay", "--replay", Binaries.demoRide.path,
            "--replay-speed", "150",
        ]
        try daemon.start(arguments)
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 30 }
        #expect(try daemon.trackctl("note", "before the crash").status == 0)
        // Five crashes at different moments of the replay.
        var crashes = 0
        for threshold in [80, 170, 260, 350, 440] {
            let before = try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= threshold }
            let reported = try #require(before["points"] as? Int)
            daemon.crash()
            crashes += 1
            try daemon.start(arguments)
            let resumed = try daemon.status()
            #expect((resumed["points"] as? Int ?? 0) >= reported, "crash \(crashes)")
            #expect(resumed["recording"] as? Bool == true)
            #expect(resumed["notes"] as? Int == 1)
            // Live figures settle as later fixes arrive (the smoothing; a
            // fix the outlier gate held counts while it is the last, and may
            // be left out once the next arrives): by 1.4 cm once on this
            // ride, never by a metre.
            #expect((resumed["distance_m"] as? Double ?? 0) >= (before["distance_m"] as? Double ?? 0) - 1)
        }

        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        #expect(try daemon.trackctl("stop").status == 0)
        let saved = try #require(
            try daemon.trackctl("--json", "save", "--name", "Crashed ride").json() as? [String: Any])
        #expect(saved["points"] as? Int == 600)
        let exported = daemon.folder.appendingPathComponent("crashed.gpx")
        #expect(try daemon.trackctl("export", "\(saved["id"]!)", "--output", exported.path).status == 0)
        let output = try GPXOracle.read(exported)
        #expect(output.trackPoints == input.trackPoints)
        // A crash is not a stop: the ride stays one segment, its figures those of the ride imported whole.
        #expect(output.segments == 1)
        #expect(output.waypointNames == ["before the crash"])
        let imported = try #require(
            try daemon.trackctl("--json", "import", Binaries.demoRide.path).json() as? [String: Any])
        let savedDistance = try #require(saved["distance_m"] as? Double)
        let importedDistance = try #require(imported["distance_m"] as? Double)
        #expect(abs(savedDistance - importedDistance) <= importedDistance * 0.001, "\(savedDistance) m")
        #expect(daemon.terminate() == 0)
    }
}
