import FoundationEssentials
import TrackModel

/// Where positions are sent over HTTP with Traccar's OsmAnd protocol
/// (`traccar_url`): `http://HOST:5055/` for a Traccar server's OsmAnd port,
/// or an https:// URL in front of it.
public struct TraccarSettings: Sendable, Equatable {
    public var url: String

    /// - Throws: ``ForwardingError`` for a URL that is not http(s)://HOST...,
    ///   or that carries a password (say who you are with `device_id`).
    public init(url: String) throws(ForwardingError) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else {
            throw ForwardingError("expected http://HOST[:PORT][/PATH] or https://..., not '\(url)'")
        }
        guard components.password == nil, components.user == nil else {
            throw ForwardingError("a traccar_url carries no user or password; the device is named by device_id")
        }
        self.url = url
    }

    /// The URL, for people: it has no credentials.
    public var destination: String { url }
}
