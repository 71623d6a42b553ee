import SettingsFile

extension DaemonSettings {
    /// The keys of trackd's configuration file (`trackd.conf`), each
    /// documented there with its default.
    public enum Key: String, ConfigurationKey {
        case source
        case gpsd
        case replay
        case replaySpeed = "replay_speed"
        case database = "db"
        case socket
        case logLevel = "log_level"
        case recordOnStart = "record_on_start"
        case durability
        case units
        case accuracyLimit = "accuracy_limit"
        case segmentGap = "segment_gap"
        case socketGroup = "socket_group"
        case autosaveAfterIdle = "autosave_after_idle"
        case onSaveExportDir = "on_save_export_dir"
        case onSaveExportMode = "on_save_export_mode"
        case onSaveCommand = "on_save_command"
        case onSaveCommandTimeout = "on_save_command_timeout"
        case mqttURL = "mqtt_url"
        case mqttTopic = "mqtt_topic"
        case mqttCredentialsFile = "mqtt_credentials_file"
        case traccarURL = "traccar_url"
        case deviceID = "device_id"
        case forwardInterval = "forward_interval"
        case forwardMinDistance = "forward_min_distance"
        case forwardHeartbeat = "forward_heartbeat"
        case forwardQueueLimit = "forward_queue_limit"
        case forwardMaxRate = "forward_max_rate"
        case forwardCAFile = "forward_ca_file"
        case forwardRetryMax = "forward_retry_max"
        case gpsdTimeout = "gpsd_timeout"
        case clientTimeout = "client_timeout"
    }
}
