import TrackModel

/// Forwarding as configured in trackd.conf; off unless a server is named.
public struct ForwardingSettings: Sendable, Equatable {
    /// `mqtt_url`, `mqtt_topic`, `mqtt_credentials_file`.
    public var mqtt: MQTTSettings?
    /// `traccar_url`.
    public var traccar: TraccarSettings?
    /// `forward_ca_file`: a CA certificate (PEM) trusted for mqtts:// and
    /// https:// instead of the system's; `nil`: the system's.
    public var certificateAuthorityFile: String?
    /// `device_id`; `nil`: derived from /etc/machine-id.
    public var deviceID: String?
    /// `forward_interval`, `forward_min_distance`, `forward_heartbeat`.
    public var rule = ForwardingRule()
    /// `forward_queue_limit`: positions held for a server that is away.
    public var queueLimit = 20_000
    /// `forward_max_rate`: positions sent a second at most, catching up.
    public var maximumRate = 50.0

    public init() {}

    /// Whether any server is named.
    public var isEnabled: Bool { mqtt != nil || traccar != nil }
}
