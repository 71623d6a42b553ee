import Foundation
import Testing

/// The terminal surfaces, read back from a real terminal of a given size
/// (tmux) running the real trackctl against a real trackd.
@Suite("trackctl on a terminal")
struct TerminalTests {
    /// A trackd replaying the demo ride, recording, with `notes` notes.
    func recordingDaemon(notes: Int = 0, speed: String = "4") throws -> DaemonHarness {
        let daemon = try DaemonHarness()
        try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", speed])
        #expect(try daemon.trackctl("start").status == 0)
        try daemon.waitForStatus { ($0["points"] as? Int ?? 0) >= 3 }
        for number in 0..<notes { #expect(try daemon.trackctl("note", "Note \(number + 1): a stop").status == 0) }
        return daemon
    }

    /// trackctl with `arguments` in a terminal, then what it exited with
    /// where a shell's prompt would be (no newline: a map that fits leaves
    /// the last line for it).
    func terminal(_ daemon: DaemonHarness, _ arguments: String, width: Int, height: Int) throws -> TmuxTerminal {
        try TmuxTerminal(
            "'\(Binaries.trackctl.path)' --socket '\(daemon.socketPath)' \(arguments); printf \"exited %s\" $?; sleep 60",
            width: width, height: height, environment: ["TERM": "xterm-256color"], folder: daemon.folder)
    }

    @Test("watch is a dashboard redrawn in place that fits the terminal, in words a user knows")
    func dashboard() throws {
        let daemon = try recordingDaemon()
        let terminal = try terminal(daemon, "watch", width: 80, height: 24)
        let first = try terminal.waitForScreen { $0.first?.hasPrefix("Recording") == true && $0.count == 24 }
        #expect(try terminal.alternateScreen)
        #expect(!(try terminal.cursorVisible))
        let labels = first.compactMap { $0.split(separator: " ").first.map(String.init) }
        for label in ["Recording", "Fix", "Position", "Accuracy", "Speed", "Heading", "Altitude", "Distance", "Source"]
        {
            #expect(labels.contains(label), "no \(label) in \(first)")
        }
        for name in ["regionRadius", "currentLocation", "locations"] {
            #expect(!first.joined().contains(name))
        }
        // Redrawn in place: the distance changes, the first row stays.
        let distance = { (screen: [String]) in screen.first { $0.hasPrefix("Distance") } }
        let later = try terminal.waitForScreen { distance($0) != distance(first) }
        #expect(distance(later) != distance(first))
        #expect(later.first?.hasPrefix("Recording") == true)
        // Resized to the smallest supported: drawn again to fit, top row kept.
        try terminal.resize(width: 40, height: 15)
        let small = try terminal.waitForScreen {
            $0.count == 15 && $0.first?.hasPrefix("Recording") == true && $0.contains { $0.hasPrefix("Speed") }
        }
        #expect(small.first?.hasPrefix("Recording") == true, "\(small)")
        #expect(small.allSatisfy { $0.count <= 40 })
        // Ctrl-C gives the terminal back as it was.
        try terminal.send(keys: "C-c")
        let after = try terminal.waitForScreen { $0.contains("exited 0") }
        #expect(after.contains("exited 0"), "\(after)")
        #expect(!(try terminal.alternateScreen))
        #expect(try terminal.cursorVisible)
        #expect(try daemon.trackctl("status").status == 0)
    }

    @Test("watch on a large terminal draws the live trace below the figures; resized small, the figures alone")
    func dashboardWithMap() throws {
        let daemon = try recordingDaemon(notes: 1)
        let terminal = try terminal(daemon, "watch", width: 200, height: 60)
        let large = try terminal.waitForScreen { screen in
            screen.first?.hasPrefix("Recording") == true && screen.contains { $0.hasPrefix(" @  position") }
        }
        let box = try #require(large.firstIndex { $0.hasPrefix("┌") }, "no map in \(large)")
        #expect(large[..<box].contains { $0.hasPrefix("Distance") }, "the figures first")
        #expect(large.contains { $0.contains("across") }, "the map's scale")
        #expect(large.contains { $0.hasPrefix(" 1  Note 1") }, "the note marked")
        #expect(large.last { !$0.isEmpty }?.hasPrefix("Ctrl-C") == true, "\(large)")
        #expect(large.allSatisfy { $0.count <= 200 })
        try terminal.resize(width: 40, height: 15)
        let small = try terminal.waitForScreen {
            $0.first?.hasPrefix("Recording") == true && !$0.contains { $0.hasPrefix("┌") }
        }
        #expect(!small.contains { $0.contains("across") }, "\(small)")
        try terminal.send(keys: "C-c")
        _ = try terminal.waitForScreen { $0.contains("exited 0") }
        #expect(daemon.terminate() == 0)
    }

    @Test("SIGTERM, SIGHUP or trackd going away give the terminal back too")
    func terminalRestored() throws {
        let daemon = try recordingDaemon()
        for signal in [SIGTERM, SIGHUP] {
            let terminal = try terminal(daemon, "watch", width: 80, height: 24)
            try terminal.waitForScreen { $0.first?.hasPrefix("Recording") == true }
            #expect(try terminal.alternateScreen)
            let pids = try run(
                URL(fileURLWithPath: "/usr/bin/pgrep"), ["-f", "trackctl --socket \(daemon.socketPath) watch"])
            for pid in pids.output.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, signal) }
            let after = try terminal.waitForScreen { $0.contains { $0.hasPrefix("exited") } }
            #expect(after.first == "exited 0", "\(after)")
            #expect(!(try terminal.alternateScreen))
            #expect(try terminal.cursorVisible)
        }
        let terminal = try terminal(daemon, "watch", width: 80, height: 24)
        try terminal.waitForScreen { $0.first?.hasPrefix("Recording") == true }
        #expect(daemon.terminate() == 0)
        let after = try terminal.waitForScreen { $0.contains { $0.contains("exited") } }
        #expect(after.contains { $0.contains("trackd stopped") }, "\(after)")
        #expect(after.contains { $0.hasSuffix("exited 0") }, "\(after)")
        #expect(!(try terminal.alternateScreen))
        #expect(try terminal.cursorVisible)
    }

    @Test(
        "map fits the terminal, legend and scale included, with 0, 3 and 20 notes",
        arguments: [0, 3, 20])
    func mapFits(notes: Int) throws {
        let daemon = try recordingDaemon(notes: notes, speed: "max")
        for (width, height) in [(80, 24), (40, 15), (200, 60)] {
            let terminal = try terminal(daemon, "map", width: width, height: height)
            let screen = try terminal.waitForScreen { $0.contains { $0.contains("exited") } }
            #expect(screen.contains { $0.hasSuffix("exited 0") }, "\(screen)")
            // Nothing scrolled away: the box's top is the first row, the
            // scale is on the screen, and no line wrapped.
            #expect(screen.first?.hasPrefix("┌") == true, "\(width)x\(height), \(notes) notes: \(screen)")
            #expect(screen.contains { $0.contains("across") }, "\(width)x\(height): \(screen)")
            #expect(screen.contains { $0.hasPrefix(" S  start") })
            #expect(screen.contains { $0.hasPrefix(" @  position") })
            if notes > 0 { #expect(screen.contains { $0.hasPrefix(" 1") }) }
        }
    }

    @Test("map --watch redraws the live map in place, and Ctrl-C gives the terminal back")
    func mapWatch() throws {
        let daemon = try recordingDaemon(notes: 3)
        let terminal = try terminal(daemon, "map --watch", width: 40, height: 15)
        let first = try terminal.waitForScreen { $0.first?.hasPrefix("┌") == true && $0.contains { $0.contains("@") } }
        #expect(try terminal.alternateScreen)
        #expect(first.count == 15)
        #expect(first.contains { $0.contains("across") }, "\(first)")
        let legend = { (screen: [String]) in screen.first { $0.hasPrefix(" @  position") } }
        let later = try terminal.waitForScreen { $0.first?.hasPrefix("┌") == true && $0 != first }
        #expect(later != first && legend(later) != nil)
        try terminal.send(keys: "C-c")
        try terminal.waitForScreen { $0.contains("exited 0") }
        #expect(!(try terminal.alternateScreen))
        #expect(try terminal.cursorVisible)
    }
}
