#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the control socket lives when no `--socket` is given, shared by
/// trackd (which creates it) and trackctl (which looks for it).
public enum SocketLocation {
    /// The system-wide socket, for trackd run as a service.
    public static let system = "/run/trackd/control.sock"

    /// Where trackd creates its socket: `TRACKD_SOCKET`, else
    /// `$RUNTIME_DIRECTORY/control.sock` (systemd), else
    /// `$XDG_RUNTIME_DIR/trackd.sock`, else ``system``.
    public static func forDaemon(environment: [String: String]) -> String {
        candidates(environment: environment).first ?? system
    }

    /// Where trackctl looks: `TRACKD_SOCKET` when set; otherwise the first of
    /// the daemon's candidates that exists, so that a user's trackctl finds
    /// both a trackd of their own and the system service.
    public static func forClient(environment: [String: String]) -> String {
        if let path = nonEmpty(environment["TRACKD_SOCKET"]) { return path }
        let all = candidates(environment: environment) + [system]
        return all.first { access($0, F_OK) == 0 } ?? all[0]
    }

    private static func candidates(environment: [String: String]) -> [String] {
        var paths: [String] = []
        if let path = nonEmpty(environment["TRACKD_SOCKET"]) { paths.append(path) }
        if let runtime = nonEmpty(environment["RUNTIME_DIRECTORY"]) {
            // systemd may pass several colon-separated directories.
            let first = runtime.split(separator: ":").first.map(String.init) ?? runtime
            paths.append(join(first, "control.sock"))
        }
        if let runtime = nonEmpty(environment["XDG_RUNTIME_DIR"]) { paths.append(join(runtime, "trackd.sock")) }
        return paths
    }

    /// `value` unless it is missing or empty.
    public static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// `base/rest`, with one slash between.
    public static func join(_ base: String, _ rest: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + rest
    }
}
