import SettingsFile

/// Where trackweb listens for browsers: an address (IPv4, IPv6 in
/// brackets, or a host name) and a TCP port, `ADDR:PORT`.
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    /// Only this machine: what trackweb listens on unless told otherwise.
    public static let standard = ListenAddress(host: "127.0.0.1", port: 8080)
    /// The form a value must take, for messages.
    public static let expected = "ADDR:PORT, such as 127.0.0.1:8080, 0.0.0.0:8080 or [::]:8080"

    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Reads `ADDR:PORT` (`[ADDR]:PORT` for IPv6); `nil` for anything else
    /// or a port outside 0-65535 (0: any free port, for tests).
    public init?(_ text: String) {
        guard let address = HostAndPort(text), let port = address.port, (0...65535).contains(port) else { return nil }
        host = address.host
        self.port = port
    }

    /// Whether only this machine can reach the address: then trackweb needs
    /// no password (whoever can reach it can reach trackd's socket as well).
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    public var description: String { HostAndPort.text(host: host, port: port) }
}
