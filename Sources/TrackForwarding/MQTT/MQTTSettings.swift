import FoundationEssentials
import TrackModel

/// Where and how positions are published over MQTT (`mqtt_url`,
/// `mqtt_topic`, `mqtt_credentials_file`).
public struct MQTTSettings: Sendable, Equatable {
    /// mqtts:// (TLS, checked against the system's certificates) or mqtt://.
    public var usesTLS: Bool
    public var host: String
    public var port: Int
    /// The user named in the URL, if any; the credentials file can name one.
    public var user: String?
    /// The topic published to; `nil`: `owntracks/USER/DEVICE`.
    public var topic: String?
    /// A file whose first line is `USER:PASSWORD`, readable by trackd's user
    /// alone; `nil`: none.
    public var credentialsFile: String?

    /// Reads `mqtt://[USER@]HOST[:PORT]` or `mqtts://...`.
    /// - Throws: ``ForwardingError`` saying what is wrong, such as a
    ///   password in the URL (it belongs in the credentials file, where the
    ///   unit, `ps` and the log never show it).
    public init(url: String, topic: String? = nil, credentialsFile: String? = nil) throws(ForwardingError) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "mqtt" || scheme == "mqtts"
        else {
            throw ForwardingError("expected mqtt://HOST[:PORT] or mqtts://HOST[:PORT], not '\(url)'")
        }
        guard let host = components.host, !host.isEmpty else {
            throw ForwardingError("the URL names no host: '\(url)'")
        }
        guard components.password == nil else {
            throw ForwardingError("put the password in mqtt_credentials_file, not in the URL")
        }
        guard components.path.isEmpty || components.path == "/", components.query == nil else {
            throw ForwardingError("a broker's URL has no path; the topic is mqtt_topic")
        }
        usesTLS = scheme == "mqtts"
        // An IPv6 address comes in brackets, which the library does not take.
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? (usesTLS ? 8883 : 1883)
        user = components.user.flatMap { $0.isEmpty ? nil : $0 }
        if let topic, topic.isEmpty || topic.contains("+") || topic.contains("#") {
            throw ForwardingError("a topic to publish to is not empty and has no + or #: '\(topic)'")
        }
        self.topic = topic
        self.credentialsFile = credentialsFile
    }

    /// The broker, for people: no user, no password.
    public var destination: String {
        "\(usesTLS ? "mqtts" : "mqtt")://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// The topic published to by the device `deviceID` as `user`.
    public func topic(user: String?, deviceID: String) -> String {
        topic ?? "owntracks/\(user ?? "trackd")/\(deviceID)"
    }
}
