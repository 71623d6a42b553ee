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
        let host: Substring
        let port: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                return nil
            }
            host = text[text.index(after: text.startIndex)..<close]
            port = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            port = text[text.index(after: colon)...]
            if host.contains(":") { return nil }  // IPv6 without brackets
        }
        guard !host.isEmpty, host.allSatisfy({ !$0.isWhitespace }), let number = Int(port), (0...65535).contains(number)
        else { return nil }
        self.host = String(host)
        self.port = number
    }

    /// Whether only this machine can reach the address: then trackweb needs
    /// no password (whoever can reach it can reach trackd's socket as well).
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
