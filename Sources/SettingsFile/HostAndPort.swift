/// An address as settings write it: `HOST:PORT` or `HOST`, an IPv6 host in
/// brackets when a port follows (`[::1]:2947`). The one reading of gpsd's
/// address (trackd's `gpsd`) and trackweb's `listen`; each checks the port
/// it accepts.
public struct HostAndPort: Sendable, Equatable {
    public var host: String
    /// The port, when the text gives one.
    public var port: Int?

    /// Reads `text`; `nil` when it is not an address (an empty host, a
    /// space in it, a port that is not a number, a bracket left open).
    public init?(_ text: String) {
        var host = Substring(text)
        var port: Int?
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
        // Several colons without brackets: an IPv6 host, no port.
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { return nil }
        self.host = String(host)
        self.port = port
    }

    /// `host:port`, the host in brackets when it is IPv6.
    public static func text(host: String, port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
