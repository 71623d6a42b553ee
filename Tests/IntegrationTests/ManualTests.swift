import Foundation
import Testing
import TrackControl

/// The manual pages, made by `scripts/manpages.py` from the real binaries
/// and the installed configuration file, as `make install` makes them; and
/// the help texts they come from.
@Suite("Manual pages and help")
struct ManualTests {
    /// The three pages, written into a fresh folder.
    func pages() throws -> (trackd: URL, trackctl: URL, trackweb: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-man-\(UUID().uuidString)")
        let made = try run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                Binaries.packageRoot.appendingPathComponent("scripts/manpages.py").path, Binaries.trackd.path,
                Binaries.trackctl.path, Binaries.packageRoot.appendingPathComponent("systemd/trackd.conf").path,
                folder.path, Binaries.trackweb.path,
                Binaries.packageRoot.appendingPathComponent("systemd/trackweb.conf").path,
            ])
        #expect(made.status == 0, "\(made)")
        return (
            folder.appendingPathComponent("trackd.8"), folder.appendingPathComponent("trackctl.1"),
            folder.appendingPathComponent("trackweb.8")
        )
    }

    /// The keys a configuration file in `systemd/` shows with their defaults.
    func configurationKeys(_ file: String) throws -> [String] {
        let configuration = try String(
            contentsOf: Binaries.packageRoot.appendingPathComponent("systemd/\(file)"), encoding: .utf8)
        return configuration.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("#"), !line.hasPrefix("# "), let equals = line.firstIndex(of: "=") else { return nil }
            return line[line.index(after: line.startIndex)..<equals].trimmingCharacters(in: .whitespaces)
        }
    }

    /// `man --warnings -l PAGE` at 80 columns.
    func render(_ page: URL) throws -> CommandResult {
        try run(
            URL(fileURLWithPath: "/usr/bin/man"), ["--warnings", "-E", "UTF-8", "-l", page.path],
            environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8"])
    }

    @Test("trackd(8): every section a Debian maintainer expects, every configuration key, no warnings")
    func trackdPage() throws {
        let shown = try render(try pages().trackd)
        #expect(shown.status == 0)
        #expect(shown.stderr.isEmpty, "man --warnings: \(shown.stderr)")
        let text = shown.output
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "CONFIGURATION", "FILES", "ENVIRONMENT", "SIGNALS",
            "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(text.contains("\n\(section)\n"), "no \(section)")
        }
        #expect(!text.contains("subcommand"), "trackd has no subcommands")
        let keys = try configurationKeys("trackd.conf")
        #expect(keys.count >= 14)
        for key in keys { #expect(text.contains("\(key) = "), "\(key) is not in CONFIGURATION") }
        for option in ["--source", "--gpsd", "--replay-speed", "--db", "--socket", "--config", "--log-level"] {
            #expect(text.contains(option), "\(option)")
        }
        #expect(text.contains("64") && text.contains("SIGHUP"))
        #expect(text.contains("trackd \(TrackdVersion.current)"))
    }

    @Test("trackweb(8): its options, every key of trackweb.conf with its default, no warnings")
    func trackwebPage() throws {
        let shown = try render(try pages().trackweb)
        #expect(shown.status == 0)
        #expect(shown.stderr.isEmpty, "man --warnings: \(shown.stderr)")
        let text = shown.output
        for section in ["NAME", "SYNOPSIS", "OPTIONS", "CONFIGURATION", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO"]
        {
            #expect(text.contains("\n\(section)\n"), "no \(section)")
        }
        let keys = try configurationKeys("trackweb.conf")
        #expect(Set(keys) == ["socket", "listen", "password_file", "tile_url", "leaflet_dir"])
        for key in keys { #expect(text.contains("\(key) = "), "\(key) is not in CONFIGURATION") }
        for option in ["--socket", "--listen", "--password-file", "--config"] {
            #expect(text.contains(option), "\(option)")
        }
    }

    @Test("trackctl(1): each subcommand with its options and examples, the real exit codes, no warnings")
    func trackctlPage() throws {
        let shown = try render(try pages().trackctl)
        #expect(shown.status == 0)
        #expect(shown.stderr.isEmpty, "man --warnings: \(shown.stderr)")
        let text = shown.output
        for section in [
            "NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES", "SEE ALSO",
        ] {
            #expect(text.contains("\n\(section)\n"), "no \(section)")
        }
        for command in ControlCommand.names {
            #expect(text.contains("\n   \(command)\n"), "no \(command) in COMMANDS")
            #expect(text.contains("trackctl [-s path] [-j] \(command)"), "no \(command) in SYNOPSIS")
        }
        for option in ["--count", "--width", "--height", "--watch", "--name", "--description", "--format", "--output"] {
            #expect(text.contains(option), "\(option)")
        }
        for status in ["0", "1", "2", "69"] { #expect(text.contains("\n       \(status) ")) }
    }

    @Test("help texts are not hard-wrapped: each paragraph is one line, for the terminal to wrap")
    func helpNotHardWrapped() throws {
        for binary in [Binaries.trackd, Binaries.trackctl] {
            let dump = try run(binary, ["--experimental-dump-help"])
            let tree = try #require(try dump.json() as? [String: Any])
            var commands = [try #require(tree["command"] as? [String: Any])]
            while let command = commands.popLast() {
                commands += command["subcommands"] as? [[String: Any]] ?? []
                let discussion = command["discussion"] as? String ?? ""
                for paragraph in discussion.components(separatedBy: "\n\n") {
                    let lines = paragraph.split(separator: "\n")
                    // An example block: a heading, then indented lines.
                    if lines.dropFirst().allSatisfy({ $0.hasPrefix("  ") }) { continue }
                    Issue.record("\(command["commandName"] ?? "") has a hard-wrapped paragraph: \(paragraph)")
                }
            }
        }
        let narrow = try run(Binaries.trackctl, ["import", "--help"], environment: ["COLUMNS": "80"])
        #expect(narrow.output.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix("USAGE") })
    }

    @Test("--version on both binaries")
    func version() throws {
        for binary in [Binaries.trackd, Binaries.trackctl] {
            let shown = try run(binary, ["--version"])
            #expect(shown.status == 0)
            #expect(shown.output == TrackdVersion.current + "\n")
        }
    }
}
