import Foundation
import Testing

/// Saved journeys leaving the box: `on_save_export_dir` and
/// `on_save_command`, with the real trackd.
@Suite("On save: export and command")
struct OnSaveTests {
    /// Starts `daemon` with a configuration of `lines`, replaying the demo
    /// ride at full speed to its end, and saves it as `name`.
    /// - Returns: what `trackctl --json save` printed.
    private func recordAndSave(_ daemon: DaemonHarness, configuration lines: String, name: String = "Ride") throws
        -> [String: Any]
    {
        let configuration = daemon.folder.appendingPathComponent("trackd.conf")
        try Data(lines.utf8).write(to: configuration)
        try daemon.start([
            "--config", configuration.path, "--source", "replay", "--replay", Binaries.demoRide.path,
            "--replay-speed", "max",
        ])
        #expect(try daemon.trackctl("start").status == 0)
        _ = try daemon.waitForStatus { ($0["source"] as? [String: Any])?["finished"] as? Bool == true }
        return try #require(try daemon.trackctl("--json", "save", "-n", name).json() as? [String: Any])
    }

    /// trackd's log once it holds `text`, or after 15 s.
    private func log(of daemon: DaemonHarness, once text: String) -> String {
        let deadline = Date().addingTimeInterval(15)
        while !daemon.log().contains(text), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        return daemon.log()
    }

    @Test("each saved track is written whole as GPX into the folder, then handed to the command with its ID, no shell")
    func exportAndCommand() throws {
        let daemon = try DaemonHarness()
        let exports = daemon.folder.appendingPathComponent("exports")
        let calls = daemon.folder.appendingPathComponent("calls.txt")
        let hook = daemon.folder.appendingPathComponent("hook.sh")
        // Writes its words one a line (a word with spaces stays one), then
        // fails, so that the log has an exit status to report.
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(calls.path)'\nexit 3\n".utf8).write(to: hook)
        #expect(chmod(hook.path, 0o755) == 0)
        let saved = try recordAndSave(
            daemon,
            configuration: """
                on_save_export_dir = \(exports.path)
                on_save_command = \(hook.path) "two words" $HOME

                """, name: "Morning ride")
        let id = try #require(saved["id"] as? Int)
        let file = exports.appendingPathComponent("\(id)-morning-ride.gpx")
        // The command's exit is logged once trackd has seen it end.
        let logged = log(of: daemon, once: "exited 3 for track \(id)")
        let words = try String(contentsOf: calls, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words == ["two words", "$HOME", file.path, String(id)], "no shell expands or splits")
        let input = try GPXOracle.read(Binaries.demoRide)
        #expect(try GPXOracle.read(file).trackPoints == input.trackPoints)
        let left = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        #expect(left == [file.lastPathComponent], "no temporary file left: \(left)")
        #expect(try mode(of: file) == 0o600, "trackd's user's alone unless on_save_export_mode says otherwise")
        #expect(logged.contains("wrote track \(id) to \(file.path)"), "\(logged)")
        #expect(logged.contains("exited 3 for track \(id)"), "\(logged)")
        #expect(daemon.terminate() == 0)
    }

    /// The permission bits of `file`.
    private func mode(of file: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("on_save_export_mode = 0640 gives the group read: exactly that, whatever the umask narrows")
    func exportMode() throws {
        let daemon = try DaemonHarness()
        let exports = daemon.folder.appendingPathComponent("exports")
        let saved = try recordAndSave(
            daemon,
            configuration: """
                on_save_export_dir = \(exports.path)
                on_save_export_mode = 0640

                """, name: "Shared")
        let id = try #require(saved["id"] as? Int)
        let file = exports.appendingPathComponent("\(id)-shared.gpx")
        _ = log(of: daemon, once: "wrote track \(id)")
        #expect(try mode(of: file) == 0o640)
        #expect(daemon.terminate() == 0)
    }

    /// A trackd recording the demo ride with `on_save_command` set to a
    /// shell script of `script`'s lines (given the file and the ID), and
    /// `timeout` as its limit; the ride is saved, so the command runs.
    /// - Returns: the running daemon and the saved track's ID.
    private func savedWithCommand(_ script: String, timeout: String) throws -> (DaemonHarness, Int) {
        let daemon = try DaemonHarness()
        let hook = daemon.folder.appendingPathComponent("hook.sh")
        try Data("#!/bin/sh\n\(script)\n".utf8).write(to: hook)
        #expect(chmod(hook.path, 0o755) == 0)
        let saved = try recordAndSave(
            daemon,
            configuration: """
                on_save_export_dir = \(daemon.folder.appendingPathComponent("exports").path)
                on_save_command = \(hook.path)
                on_save_command_timeout = \(timeout)

                """)
        return (daemon, try #require(saved["id"] as? Int))
    }

    /// Waits up to `seconds` for `file` to hold something; its text.
    private func contents(of file: URL, within seconds: Double = 15) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return ""
    }

    @Test(
        "the command runs with no signal blocked or ignored, and SIGTERM to trackd stops it and what it started within seconds"
    )
    func commandStoppedWithTrackd() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onsave-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let signals = folder.appendingPathComponent("signals")
        let helper = folder.appendingPathComponent("helper")
        // The shell's own mask and dispositions, read with builtins before
        // it forks anything (while it forks, dash has every signal blocked:
        // read then, the mask showed fffffffe7ffbfeff under load), then
        // a helper in the background (its process group's), then a wait of
        // a minute.
        let (daemon, id) = try savedWithCommand(
            """
            while read -r key value; do
              case $key in SigBlk:|SigIgn:) printf '%s\\t%s\\n' "$key" "$value";; esac
            done < /proc/$$/status > '\(signals.path).part'
            mv '\(signals.path).part' '\(signals.path)'
            sleep 60 &
            echo $! > '\(helper.path)'
            wait
            """, timeout: "5m")
        let shown = contents(of: signals)
        #expect(shown.contains("SigBlk:\t0000000000000000"), "\(shown)")
        // Signals 1-31; 32 and 33 are glibc's own (thread cancellation,
        // setuid across threads), which no program sets or resets.
        let ignored = shown.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }.flatMap {
            UInt64($0.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
        }
        #expect(ignored.map { $0 & 0x7FFF_FFFF } == 0, "\(shown)")
        let helperID = try #require(Int32(contents(of: helper).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(helperID, 0) == 0, "the helper runs")
        let started = Date()
        #expect(daemon.terminate() == 0)
        let took = Date().timeIntervalSince(started)
        #expect(took < 5, "trackd stopped in \(took) s")
        var gone = false
        for _ in 0..<100 where !gone {
            gone = kill(helperID, 0) != 0
            if !gone { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(gone, "the command's helper was stopped along with it")
        let logged = daemon.log()
        #expect(logged.contains("for track \(id) with SIGTERM: trackd is stopping"), "\(logged)")
        #expect(logged.contains("stopped; "), "shut down cleanly: \(logged)")
    }

    @Test("a command past on_save_command_timeout is stopped, with SIGKILL when it ignores SIGTERM, and trackd goes on")
    func commandPastItsTimeLimit() throws {
        let (daemon, id) = try savedWithCommand("trap '' TERM\nsleep 30", timeout: "1s")
        let logged = log(of: daemon, once: "for track \(id) with SIGKILL")
        #expect(
            logged.contains("for track \(id) with SIGKILL: it ran longer than on_save_command_timeout (1 s)"),
            "\(logged)")
        #expect(try daemon.trackctl("status").status == 0, "trackd goes on")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "an export folder that cannot be made is logged with the folder and the reason; the track stays saved and trackd goes on"
    )
    func exportFolderThatCannotBeMade() throws {
        let daemon = try DaemonHarness()
        // A file where a folder should be: even root cannot make it.
        let blocker = daemon.folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let exports = blocker.appendingPathComponent("exports").path
        let saved = try recordAndSave(
            daemon, configuration: "on_save_export_dir = \(exports)\non_save_command = /bin/true\n")
        let id = try #require(saved["id"] as? Int)
        let logged = log(of: daemon, once: "cannot write track \(id)")
        #expect(logged.contains("on_save_export_dir: cannot write track \(id) to \(exports)"), "\(logged)")
        try expectSavedAndGoingOn(daemon, saved: saved, logged: logged)
    }

    /// After an export that failed: no command ran, the track is saved and
    /// the log says how to write it, and trackd goes on.
    private func expectSavedAndGoingOn(_ daemon: DaemonHarness, saved: [String: Any], logged: String) throws {
        let id = try #require(saved["id"] as? Int)
        #expect(!logged.contains("on_save_command: /bin/true"), "no command for a file not written: \(logged)")
        #expect(logged.contains("the track is saved: 'trackctl export \(id)' writes it"), "\(logged)")
        let shown = try #require(try daemon.trackctl("--json", "show", String(id)).json() as? [String: Any])
        #expect(shown["points"] as? Int == saved["points"] as? Int, "the track stays saved")
        #expect(try daemon.trackctl("start").status == 0, "trackd goes on")
        #expect(daemon.terminate() == 0)
    }

    @Test(
        "an export folder that is full or read-only: the log names the reason, no partial file is left, the track stays saved and trackd goes on",
        .enabled(
            if: StorageFailureTests.canMount, "mounts a small filesystem, which takes root and the capability to mount"),
        arguments: ["full", "read-only"])
    func exportFolderFullOrReadOnly(_ trouble: String) throws {
        let daemon = try DaemonHarness()
        let exports = daemon.folder.appendingPathComponent("exports")
        try #require(StorageFailureTests.mountSmallFilesystem(at: exports), "cannot mount a tmpfs")
        defer { _ = try? run(URL(fileURLWithPath: "/usr/bin/umount"), ["-l", exports.path]) }
        let filler: String
        if trouble == "full" {
            filler = try StorageFailureTests.fill(exports)
        } else {
            filler = ""
            #expect(try run(URL(fileURLWithPath: "/usr/bin/mount"), ["-o", "remount,ro", exports.path]).status == 0)
        }
        let saved = try recordAndSave(
            daemon, configuration: "on_save_export_dir = \(exports.path)\non_save_command = /bin/true\n")
        let id = try #require(saved["id"] as? Int)
        let logged = log(of: daemon, once: "cannot write track \(id)")
        let reason = trouble == "full" ? "No space left on device" : "Read-only file system"
        #expect(logged.contains("on_save_export_dir: cannot write track \(id) to \(exports.path)"), "\(logged)")
        #expect(logged.contains(reason), "\(logged)")
        let left = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        #expect(left == (trouble == "full" ? [URL(fileURLWithPath: filler).lastPathComponent] : []), "\(left)")
        try expectSavedAndGoingOn(daemon, saved: saved, logged: logged)
    }
}
