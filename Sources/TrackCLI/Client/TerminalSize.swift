import FoundationEssentials
import Glibc

/// The size of the terminal trackctl writes to: standard output's window
/// when it is a terminal, else `COLUMNS` and `LINES`, else 80 × 24.
struct TerminalSize {
    var columns: Int
    var rows: Int

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        return TerminalSize(
            columns: environment["COLUMNS"].flatMap { Int($0) }.map { max(22, min($0, 1000)) } ?? 80,
            rows: environment["LINES"].flatMap { Int($0) }.map { max(8, min($0, 1000)) } ?? 24)
    }
}
