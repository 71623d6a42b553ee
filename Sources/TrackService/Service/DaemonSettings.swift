import ControlSocket
import Glibc
import Logging
import SettingsFile
import TrackControl
import TrackForwarding
import TrackLocation
import TrackModel
import TrackStorage

/// Everything trackd runs with, merged from the defaults, the configuration
/// file and the command line (which wins).
public struct DaemonSettings: Sendable, Equatable {
    public enum Source: String, Sendable, CaseIterable {
        case gpsd, replay
    }

    public var source: Source = .gpsd
    public var gpsd: GpsdAddress = .default
    public var replayFile: String?
    public var replaySpeed: ReplaySpeed = .factor(1)
    public var databasePath: String
    public var socketPath: String
    public var logLevel: Logger.Level = .info
    public var recordOnStart = false
    public var durability: Durability = .full
    public var units: UnitSystem = .metric
    public var recording = RecordingSettings()
    /// The group the control socket trackd creates is given (`socket_group`):
    /// its members may use trackctl. `nil` keeps trackd's own group. A
    /// socket passed by systemd keeps what `trackd.socket` set.
    public var socketGroup: String?
    /// The folder each saved track is written to as GPX
    /// (`on_save_export_dir`); `nil`: none.
    public var onSaveExportDirectory: String?
    /// The permissions of each file written there (`on_save_export_mode`,
    /// octal): 0600 unless a sync tool running as another user of the
    /// folder's group is to read them (0640).
    public var onSaveExportMode: mode_t = 0o600
    /// The command run with each written file's path and the track's ID
    /// (`on_save_command`), as words: no shell runs it.
    public var onSaveCommand: [String]?
    /// The longest `on_save_command` may run, in seconds
    /// (`on_save_command_timeout`): then it is stopped, SIGTERM and SIGKILL.
    public var onSaveCommandTimeout = 60.0
    /// Forwarding to the user's servers; off unless one is named.
    public var forwarding = ForwardingSettings()
    /// How long trackd waits on gpsd, its clients and servers
    /// (`gpsd_timeout`, `client_timeout`, `forward_retry_max`).
    public var timeouts = ServiceTimeouts()

    /// Defaults for the paths from the environment.
    public init(environment: [String: String]) {
        databasePath = DatabaseLocation.forDaemon(environment: environment)
        socketPath = SocketLocation.forDaemon(environment: environment)
    }

    /// Applies a configuration file.
    /// - Returns: the keys it does not know, to be logged.
    public mutating func apply(_ file: ConfigurationFile) throws -> [String] {
        if let value = file[Key.source] {
            guard let source = Source(rawValue: value) else { throw file.error(Key.source, "expected gpsd or replay") }
            self.source = source
        }
        if let value = file[Key.gpsd] {
            guard let address = GpsdAddress(value) else { throw file.error(Key.gpsd, "expected HOST[:PORT]") }
            gpsd = address
        }
        if let value = file[Key.replay] { replayFile = value }
        if let value = file[Key.replaySpeed] {
            guard let speed = ReplaySpeed(value) else {
                throw file.error(Key.replaySpeed, "expected \(ReplaySpeed.expected)")
            }
            replaySpeed = speed
        }
        if let value = file[Key.database] { databasePath = value }
        if let value = file[Key.socket] { socketPath = value }
        if let value = file[Key.logLevel] {
            guard let level = Logger.Level(rawValue: value) else { throw file.error(Key.logLevel, "unknown level") }
            logLevel = level
        }
        if let value = try file.bool(Key.recordOnStart) { recordOnStart = value }
        if let value = file[Key.durability] {
            guard let durability = Durability(rawValue: value) else {
                throw file.error(Key.durability, "expected full or normal")
            }
            self.durability = durability
        }
        if let value = file[Key.units] {
            guard let units = UnitSystem(rawValue: value) else {
                throw file.error(Key.units, "expected metric, imperial or nautical")
            }
            self.units = units
        }
        if let value = file[Key.accuracyLimit] {
            guard let metres = Double(value), metres > 0 else {
                throw file.error(Key.accuracyLimit, "expected a number of metres above 0")
            }
            recording.statistics.accuracyLimit = metres
        }
        if let gap = try file.positiveDuration(Key.segmentGap) { recording.segmentGap = gap }
        if let value = file[Key.socketGroup] { socketGroup = value.isEmpty ? nil : value }
        if let idle = try file.duration(Key.autosaveAfterIdle) {
            recording.autosaveAfterIdle = idle > 0 ? idle : nil
        }
        if let value = file[Key.onSaveExportDir] { onSaveExportDirectory = value.isEmpty ? nil : value }
        if let value = file[Key.onSaveExportMode] {
            guard let mode = Self.exportMode(value) else {
                throw file.error(
                    Key.onSaveExportMode,
                    "expected an octal file mode from 0600 to 0666, such as 0640 (no execute bits)")
            }
            onSaveExportMode = mode
        }
        if let value = file[Key.onSaveCommand], !value.isEmpty {
            guard let words = CommandWords.split(value), !words.isEmpty else {
                throw file.error(Key.onSaveCommand, "a quote is left open")
            }
            guard onSaveExportDirectory != nil else {
                throw file.error(Key.onSaveCommand, "needs on_save_export_dir: the command is given the written file")
            }
            onSaveCommand = words
        }
        if let timeout = try file.positiveDuration(Key.onSaveCommandTimeout) { onSaveCommandTimeout = timeout }
        try applyTimeouts(file)
        try applyForwarding(file)
        return file.unknownKeys(Key.self)
    }

    /// `0640` or `640`: read and write for the owner, at most read and write
    /// for the group and others; `nil` for anything else.
    static func exportMode(_ text: String) -> mode_t? {
        guard (3...4).contains(text.count), text.allSatisfy({ ("0"..."7").contains($0) }),
            let mode = mode_t(text, radix: 8), mode & 0o600 == 0o600, mode & ~0o666 == 0
        else { return nil }
        return mode
    }

    /// Applies the configuration's timeouts.
    private mutating func applyTimeouts(_ file: ConfigurationFile) throws {
        if let seconds = try file.positiveDuration(Key.gpsdTimeout) { timeouts.gpsdSilence = seconds }
        if let seconds = try file.positiveDuration(Key.clientTimeout) { timeouts.clientFirstRequest = seconds }
        if let seconds = try file.positiveDuration(Key.forwardRetryMax) {
            timeouts.forwardLongestRetry = seconds
            timeouts.forwardFirstRetry = min(timeouts.forwardFirstRetry, seconds)
        }
    }

    /// The forwarding keys: servers, the device's name, the thinning and
    /// the queue.
    private mutating func applyForwarding(_ file: ConfigurationFile) throws {
        func server<Settings>(_ key: Key, _ make: (String) throws(ForwardingError) -> Settings) throws -> Settings? {
            guard let url = file[key], !url.isEmpty else { return nil }
            do {
                return try make(url)
            } catch {
                throw file.error(key, error.description)
            }
        }
        let topic = file[Key.mqttTopic].flatMap { $0.isEmpty ? nil : $0 }
        let credentials = file[Key.mqttCredentialsFile].flatMap { $0.isEmpty ? nil : $0 }
        forwarding.mqtt = try server(.mqttURL) { url throws(ForwardingError) in
            try MQTTSettings(url: url, topic: topic, credentialsFile: credentials)
        }
        forwarding.traccar = try server(.traccarURL) { url throws(ForwardingError) in try TraccarSettings(url: url) }
        if let value = file[Key.deviceID], !value.isEmpty {
            guard DeviceIdentity.isValid(value) else {
                throw file.error(Key.deviceID, "expected 1 to 64 letters, digits, '.', '_' or '-'")
            }
            forwarding.deviceID = value
        }
        if let value = file[Key.forwardCAFile], !value.isEmpty { forwarding.certificateAuthorityFile = value }
        if let interval = try file.duration(Key.forwardInterval) {
            guard interval >= 0 else { throw file.error(Key.forwardInterval, "expected a duration, 0 or more") }
            forwarding.rule.interval = interval
        }
        if let value = file[Key.forwardMinDistance] {
            guard let metres = Double(value), metres >= 0, metres.isFinite else {
                throw file.error(Key.forwardMinDistance, "expected a number of metres, 0 or more")
            }
            forwarding.rule.minimumDistance = metres
        }
        if let heartbeat = try file.duration(Key.forwardHeartbeat) {
            guard heartbeat >= 0 else { throw file.error(Key.forwardHeartbeat, "expected a duration, 0 or more") }
            forwarding.rule.heartbeat = heartbeat
        }
        if let value = file[Key.forwardQueueLimit] {
            guard let limit = Int(value), limit >= 100, limit <= 10_000_000 else {
                throw file.error(Key.forwardQueueLimit, "expected a number of positions from 100 to 10000000")
            }
            forwarding.queueLimit = limit
        }
        if let value = file[Key.forwardMaxRate] {
            guard let rate = Double(value), rate >= 1, rate <= 100_000 else {
                throw file.error(Key.forwardMaxRate, "expected a number of positions a second from 1 to 100000")
            }
            forwarding.maximumRate = rate
        }
    }
}
