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
        var host = Substring(text)
        var port = Self.defaultPort
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()) else { return nil }
                port = number
            }
        } else if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            guard let number = Int(host[host.index(after: colon)...]) else { return nil }
            port = number
            host = host[..<colon]
        }
        guard !host.isEmpty, (1...65535).contains(port) else { return nil }
        self.host = String(host)
        self.port = port
    }

    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
