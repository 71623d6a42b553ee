import SettingsFile

/// Where gpsd listens: `HOST[:PORT]`, with IPv6 hosts in brackets
/// (`[::1]:2947`).
public struct GpsdAddress: Sendable, Equatable, CustomStringConvertible {
    public static let defaultPort = 2947
    public static let `default` = GpsdAddress(host: "127.0.0.1", port: defaultPort)

    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST[:PORT]`; `nil` when it is not one.
    public init?(_ text: String) {
        guard let address = HostAndPort(text), (1...65535).contains(address.port ?? Self.defaultPort) else {
            return nil
        }
        host = address.host
        port = address.port ?? Self.defaultPort
    }

    public var description: String { HostAndPort.text(host: host, port: port) }
}
