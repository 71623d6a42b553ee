import ArgumentParser

/// The options every subcommand takes (also accepted before the subcommand:
/// `trackctl --json status`).
struct ClientOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "trackd's control socket (default: TRACKD_SOCKET, else the first that exists of $XDG_RUNTIME_DIR/trackd.sock and /run/trackd/control.sock).",
            valueName: "path"))
    var socket: String?

    @Flag(name: .shortAndLong, help: "Print machine-readable JSON on standard output.")
    var json = false

    /// The global options' names, for moving them after the subcommand.
    static let valueOptions: Set<String> = ["--socket", "-s"]
    static let flags: Set<String> = ["--json", "-j"]
}
