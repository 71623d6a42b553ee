import Glibc
import Synchronization

/// Set by SIGWINCH: the terminal changed size since the frame being shown
/// was asked for.
let terminalResized = Atomic<Bool>(false)

/// The terminal taken over to draw frames in place, as `top` does: the
/// alternate screen with the cursor hidden, given back as it was on every
/// way out (the stream's end, an error, Ctrl-C, SIGTERM, SIGHUP, a closed
/// terminal).
///
/// The escape sequences are xterm's, which every terminal emulator and the
/// Linux console understand; ``isUsable()`` says when to print lines instead.
enum FullScreen {
    /// Switches to the alternate screen, clears it, hides the cursor.
    private static let enterSequence = Array("\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?25l".utf8)
    /// Shows the cursor and goes back to the normal screen and its text.
    private static let leaveSequence = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    /// Whether the terminal is taken; only the main thread changes it.
    private static let active = Atomic<Bool>(false)

    /// Whether standard output is a terminal that can redraw in place.
    static func isUsable(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) == 1 && environment["TERM"].map { !$0.isEmpty && $0 != "dumb" } ?? false
    }

    /// Takes the terminal over, and makes every signal that ends trackctl
    /// give it back first.
    static func enter() {
        _ = leaveSequence.count  // initialised before any handler may read it
        active.store(true, ordering: .sequentiallyConsistent)
        for quitting in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            signal(quitting) { _ in
                FullScreen.restore()
                _exit(0)
            }
        }
        signal(SIGWINCH) { _ in terminalResized.store(true, ordering: .relaxed) }
        var handled = sigset_t()
        sigemptyset(&handled)
        for unblocked in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGWINCH] { sigaddset(&handled, unblocked) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        try? StandardStreams.write(enterSequence, to: STDOUT_FILENO)
    }

    /// Gives the terminal back; does nothing when it was not taken.
    static func leave() {
        restore()
    }

    /// What ``leave()`` does, safe in a signal handler: one atomic exchange
    /// and one write(2).
    private static func restore() {
        guard active.exchange(false, ordering: .sequentiallyConsistent) else { return }
        leaveSequence.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Draws `lines` from the top left over the last frame, within a
    /// terminal of `size`: each line cut to the width and the rest of it
    /// cleared, the lines below cleared, and no newline after the last one
    /// (which would scroll a full screen).
    static func draw(_ lines: [String], size: TerminalSize) {
        var frame = "\u{1B}[H"
        for (index, line) in lines.prefix(size.rows).enumerated() {
            if index > 0 { frame += "\r\n" }
            let shown = line.prefix(size.columns)
            frame += shown
            // A full line leaves the cursor on its last cell, which an
            // erase would blank.
            if shown.count < size.columns { frame += "\u{1B}[K" }
        }
        frame += "\u{1B}[J"
        try? StandardStreams.write(Array(frame.utf8), to: STDOUT_FILENO)
    }
}
