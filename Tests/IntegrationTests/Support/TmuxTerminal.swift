import Foundation

/// A terminal of a given size whose screen a test reads back: a detached
/// tmux session on its own server socket, running one shell command.
final class TmuxTerminal {
    private let socketPath: String

    /// Starts `command` (a shell command line) in a terminal of `width` ×
    /// `height`, with `environment` added to its environment.
    init(
        _ command: String, width: Int, height: Int, environment: [String: String] = [:], folder: URL
    ) throws {
        socketPath = folder.appendingPathComponent("tmux-\(UUID().uuidString.prefix(6))").path
        let variables = environment.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        let started = try tmux(
            ["new-session", "-d", "-x", "\(width)", "-y", "\(height)"] + variables + [command])
        guard started.status == 0 else { throw TmuxFailure(description: "tmux would not start: \(started.stderr)") }
        // The terminal keeps its size whatever tmux's window-size option.
        _ = try tmux(["set-option", "-g", "window-size", "manual"])
        _ = try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socketPath)
    }

    /// The screen as it is: one string a row, trailing spaces removed.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).output.components(separatedBy: "\n").dropLast().map { $0 }
    }

    /// Waits up to `seconds` for the screen to satisfy `condition`; returns
    /// the last screen seen either way.
    @discardableResult
    func waitForScreen(_ seconds: Double = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var shown = try screen()
        while !condition(shown) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            shown = try screen()
        }
        return shown
    }

    /// A format of tmux's about the pane (`#{alternate_on}`).
    func pane(_ format: String) throws -> String {
        try tmux(["display-message", "-p", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the program has the alternate screen, as full-screen
    /// programs take it.
    var alternateScreen: Bool { get throws { try pane("#{alternate_on}") == "1" } }
    /// Whether the cursor shows.
    var cursorVisible: Bool { get throws { try pane("#{cursor_flag}") == "1" } }

    /// Types keys, in tmux's names (`C-c`).
    func send(keys: String...) throws {
        _ = try tmux(["send-keys"] + keys)
    }

    /// Makes the terminal another size, as a window resized by hand.
    func resize(width: Int, height: Int) throws {
        _ = try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Runs tmux and waits for it, with no descriptor of this process but
    /// standard input, output and error: the first call forks tmux's
    /// server, which would keep any other inherited descriptor open for as
    /// long as it runs (and Foundation's Process waits for those of its own).
    private func tmux(_ arguments: [String]) throws -> CommandResult {
        let closeInheritedAndRun = """
            for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done
            exec /usr/bin/tmux "$@"
            """
        return try run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", closeInheritedAndRun, "tmux", "-S", socketPath] + arguments)
    }

    struct TmuxFailure: Error, CustomStringConvertible {
        var description: String
    }
}
