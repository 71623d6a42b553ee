import ControlSocket
import Foundation
import SettingsFile
import TestSupport
import Testing
import TrackControl
import TrackForwarding
import TrackLocation
import TrackModel

@testable import TrackService

@Suite("Settings")
struct SettingsTests {
    @Test("the configuration file: comments, quotes, durations, booleans")
    func configurationFile() throws {
        let file = try ConfigurationFile(
            text: """
                # trackd settings
                source = replay   # inline comment
                replay = "/data/ride one.gpx"
                replay_speed = 10
                record_on_start = yes
                autosave_after_idle = 15m
                socket_group = trackd
                journey_radius = 80

                gpsd=[::1]:2948
                """, path: "/etc/trackd/trackd.conf")
        #expect(file[DaemonSettings.Key.replay] == "/data/ride one.gpx")
        #expect(try file.duration(DaemonSettings.Key.autosaveAfterIdle) == 900)
        #expect(try file.bool(DaemonSettings.Key.recordOnStart) == true)
        var settings = DaemonSettings(environment: [:])
        let unknown = try settings.apply(file)
        #expect(unknown == ["journey_radius"])
        #expect(settings.source == .replay)
        #expect(settings.replaySpeed == .factor(10))
        #expect(settings.gpsd == GpsdAddress(host: "::1", port: 2948))
        #expect(settings.recordOnStart)
        #expect(settings.recording.autosaveAfterIdle == 900)
        #expect(settings.socketGroup == "trackd")
    }

    @Test("autosave_after_idle = 0 turns autosave off; a bad duration names the key")
    func autosaveOff() throws {
        var settings = DaemonSettings(environment: [:])
        #expect(try settings.apply(ConfigurationFile(text: "autosave_after_idle = 0\n", path: "f")).isEmpty)
        #expect(settings.recording.autosaveAfterIdle == nil)
        #expect(settings.socketGroup == nil)
        #expect(throws: ConfigurationError.self) {
            _ = try settings.apply(ConfigurationFile(text: "autosave_after_idle = soon\n", path: "f"))
        }
    }

    @Test("units, accuracy limit and segment gap")
    func recordingKeys() throws {
        let file = try ConfigurationFile(
            text: "units = nautical\naccuracy_limit = 25\nsegment_gap = 2m\n", path: "f")
        var settings = DaemonSettings(environment: [:])
        #expect(try settings.apply(file).isEmpty)
        #expect(settings.units == .nautical)
        #expect(settings.recording.statistics.accuracyLimit == 25)
        #expect(settings.recording.segmentGap == 120)
        var bad = DaemonSettings(environment: [:])
        #expect(throws: ConfigurationError.self) {
            _ = try bad.apply(ConfigurationFile(text: "units = furlongs\n", path: "f"))
        }
        #expect(throws: ConfigurationError.self) {
            _ = try bad.apply(ConfigurationFile(text: "accuracy_limit = -3\n", path: "f"))
        }
    }

    @Test("a bad line or value names the file and line")
    func badConfiguration() throws {
        #expect(throws: ConfigurationError(path: "f", line: 2, reason: "expected 'key = value'")) {
            _ = try ConfigurationFile(text: "a = 1\njunk\n", path: "f")
        }
        let file = try ConfigurationFile(text: "\nrecord_on_start = maybe\n", path: "f")
        var settings = DaemonSettings(environment: [:])
        #expect(
            throws: ConfigurationError(
                path: "f", line: 2, reason: "record_on_start: expected true or false, got 'maybe'")
        ) {
            _ = try settings.apply(file)
        }
    }

    @Test("the installed trackd.conf documents every key, and its commented values are the defaults")
    func defaultConfigurationFile() throws {
        let text = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("systemd/trackd.conf"), encoding: .utf8)
        // Uncomment `#key = value` lines, not the prose.
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.wholeMatch(of: /#([a-z_]+ = .*)/).map { String($0.1) } ?? String(line)
        }.joined(separator: "\n")
        let file = try ConfigurationFile(text: uncommented, path: "trackd.conf")
        #expect(Set(file.values.keys) == Set(DaemonSettings.Key.allCases.map(\.rawValue)))
        let defaults = DaemonSettings(environment: [:])
        var settings = defaults
        #expect(try settings.apply(file).isEmpty)
        #expect(settings.source == defaults.source)
        #expect(settings.gpsd == defaults.gpsd)
        #expect(settings.replaySpeed == defaults.replaySpeed)
        #expect(settings.units == defaults.units)
        #expect(settings.recording == defaults.recording)
        #expect(settings.durability == defaults.durability)
        #expect(settings.recordOnStart == defaults.recordOnStart)
        #expect(settings.logLevel == defaults.logLevel)
        #expect(settings.forwarding == defaults.forwarding, "off, with the documented thinning and queue")
        #expect(!settings.forwarding.isEnabled)
        #expect(settings.timeouts == ServiceTimeouts(), "the documented timeouts are the defaults")
    }

    @Test("timeouts: gpsd's silence, a client's first request, a failed server's longest wait; each above 0")
    func timeouts() throws {
        var settings = DaemonSettings(environment: [:])
        let file = try ConfigurationFile(
            text: "gpsd_timeout = 1m\nclient_timeout = 1.5\nforward_retry_max = 0.5s\n", path: "f")
        #expect(try settings.apply(file).isEmpty)
        #expect(settings.timeouts.gpsdSilence == 60)
        #expect(settings.timeouts.clientFirstRequest == 1.5)
        #expect(settings.timeouts.forwardLongestRetry == 0.5)
        #expect(settings.timeouts.forwardFirstRetry == 0.5, "the first wait is never longer than the longest")
        #expect(settings.timeouts.clientIdle == ServiceTimeouts().clientIdle)
        for key in ["gpsd_timeout", "client_timeout", "forward_retry_max"] {
            var bad = DaemonSettings(environment: [:])
            #expect(throws: ConfigurationError(path: "f", line: 1, reason: "\(key): expected a duration above 0")) {
                _ = try bad.apply(ConfigurationFile(text: "\(key) = 0\n", path: "f"))
            }
        }
    }

    @Test("forwarding: servers, the device, thinning and the queue; a bad value names its key")
    func forwarding() throws {
        var settings = DaemonSettings(environment: [:])
        let file = try ConfigurationFile(
            text: """
                mqtt_url = mqtts://joe@broker.example.org
                mqtt_topic = cars/van
                mqtt_credentials_file = /run/credentials/trackd.service/mqtt
                traccar_url = http://traccar.lan:5055/
                device_id = van-1
                forward_interval = 30s
                forward_min_distance = 25
                forward_heartbeat = 0
                forward_queue_limit = 5000
                forward_max_rate = 10
                """, path: "f")
        #expect(try settings.apply(file).isEmpty)
        let forwarding = settings.forwarding
        #expect(forwarding.isEnabled)
        #expect(forwarding.mqtt?.destination == "mqtts://broker.example.org:8883")
        #expect(forwarding.mqtt?.topic == "cars/van")
        #expect(forwarding.mqtt?.user == "joe")
        #expect(forwarding.mqtt?.credentialsFile == "/run/credentials/trackd.service/mqtt")
        #expect(forwarding.traccar?.url == "http://traccar.lan:5055/")
        #expect(forwarding.deviceID == "van-1")
        #expect(forwarding.rule == ForwardingRule(interval: 30, minimumDistance: 25, heartbeat: 0))
        #expect(forwarding.queueLimit == 5000 && forwarding.maximumRate == 10)
        for (line, key) in [
            ("mqtt_url = mqtt://joe:secret@broker", "mqtt_url"), ("traccar_url = traccar.lan", "traccar_url"),
            ("device_id = my van", "device_id"), ("forward_min_distance = -1", "forward_min_distance"),
            ("forward_queue_limit = 10", "forward_queue_limit"), ("forward_max_rate = 0", "forward_max_rate"),
            ("forward_interval = soon", "forward_interval"),
        ] {
            var bad = DaemonSettings(environment: [:])
            do {
                _ = try bad.apply(ConfigurationFile(text: line + "\n", path: "f"))
                Issue.record("\(line) was taken")
            } catch {
                #expect("\(error)".contains(key), "\(line): \(error)")
                #expect(!"\(error)".contains("secret"), "a password is never repeated")
            }
        }
    }

    @Test("the default device ID: twelve hex digits from the machine ID, the same each time")
    func deviceID() throws {
        guard FileManager.default.fileExists(atPath: "/etc/machine-id") else { return }
        let id = try DeviceIdentity.derived()
        #expect(id.count == 12 && id.allSatisfy(\.isHexDigit))
        #expect(try DeviceIdentity.derived() == id)
        let machineID = try String(contentsOfFile: "/etc/machine-id", encoding: .utf8)
        #expect(!machineID.contains(id), "not the machine ID itself")
        #expect(DeviceIdentity.isValid("van-1.a_B") && !DeviceIdentity.isValid("") && !DeviceIdentity.isValid("a/b"))
        #expect(!DeviceIdentity.isValid(String(repeating: "a", count: 65)))
    }

    @Test("on_save_command: words split as a shell would split them, run by none; it needs on_save_export_dir")
    func onSaveCommand() throws {
        #expect(CommandWords.split(#"upload  'a b' "c \"d\"" e\ f"#) == ["upload", "a b", #"c "d""#, "e f"])
        #expect(CommandWords.split(#"upload 'open"#) == nil)
        var settings = DaemonSettings(environment: [:])
        let file = try ConfigurationFile(
            text: "on_save_export_dir = /srv/tracks\non_save_command = /usr/local/bin/upload \"my box\"\n",
            path: "f")
        #expect(try settings.apply(file).isEmpty)
        #expect(settings.onSaveExportDirectory == "/srv/tracks")
        #expect(settings.onSaveCommand == ["/usr/local/bin/upload", "my box"])
        var alone = DaemonSettings(environment: [:])
        #expect(throws: ConfigurationError.self) {
            _ = try alone.apply(ConfigurationFile(text: "on_save_command = upload\n", path: "f"))
        }
        #expect(throws: ConfigurationError.self) {
            _ = try alone.apply(ConfigurationFile(text: "on_save_export_dir = /x\non_save_command = 'a\n", path: "f"))
        }
    }

    @Test("on_save_export_mode: octal, owner read and write, nothing executable, nothing the owner lacks")
    func onSaveExportMode() throws {
        #expect(DaemonSettings(environment: [:]).onSaveExportMode == 0o600)
        for (text, mode) in [("0640", 0o640), ("640", 0o640), ("0600", 0o600), ("0666", 0o666), ("0644", 0o644)] {
            var settings = DaemonSettings(environment: [:])
            _ = try settings.apply(ConfigurationFile(text: "on_save_export_mode = \(text)\n", path: "f"))
            #expect(settings.onSaveExportMode == mode_t(mode), "\(text)")
        }
        for text in ["0755", "0740", "0400", "0460", "1640", "4640", "rw-r-----", "0o640", "", "08", "06400"] {
            var settings = DaemonSettings(environment: [:])
            #expect(throws: ConfigurationError.self, "\(text)") {
                _ = try settings.apply(ConfigurationFile(text: "on_save_export_mode = \(text)\n", path: "f"))
            }
        }
    }

    @Test("durations in seconds or with s, m, h")
    func durations() {
        #expect(ConfigurationFile.parseDuration("90") == 90)
        #expect(ConfigurationFile.parseDuration("90s") == 90)
        #expect(ConfigurationFile.parseDuration("2h") == 7200)
        #expect(ConfigurationFile.parseDuration("0") == 0)
        #expect(ConfigurationFile.parseDuration("-1m") == nil)
        #expect(ConfigurationFile.parseDuration("soon") == nil)
    }

    @Test("gpsd addresses")
    func gpsdAddresses() {
        #expect(GpsdAddress("localhost") == GpsdAddress(host: "localhost", port: 2947))
        #expect(GpsdAddress("10.0.0.2:3000") == GpsdAddress(host: "10.0.0.2", port: 3000))
        #expect(GpsdAddress("[::1]") == GpsdAddress(host: "::1", port: 2947))
        #expect(GpsdAddress("::1") == GpsdAddress(host: "::1", port: 2947))
        #expect(GpsdAddress("host:0") == nil)
        #expect(GpsdAddress("host:x") == nil)
        #expect(GpsdAddress("") == nil)
    }

    @Test("replay speeds")
    func replaySpeeds() {
        #expect(ReplaySpeed("max") == .max)
        #expect(ReplaySpeed("2.5") == .factor(2.5))
        #expect(ReplaySpeed("0") == nil)
        #expect(ReplaySpeed("-3") == nil)
        #expect(ReplaySpeed("fast") == nil)
        // Past the range a factor plays at no sane speed (1e-300 played at full speed).
        for outside in ["1e-300", "0.001", "10001", "inf", "nan"] { #expect(ReplaySpeed(outside) == nil, "\(outside)") }
        #expect(ReplaySpeed("0.01") == .factor(0.01) && ReplaySpeed("10000") == .factor(10_000))
    }

    @Test("default paths follow the contract's order")
    func paths() {
        #expect(DatabaseLocation.forDaemon(environment: ["TRACKD_DB": "/x.db", "STATE_DIRECTORY": "/s"]) == "/x.db")
        #expect(
            DatabaseLocation.forDaemon(environment: ["STATE_DIRECTORY": "/var/lib/trackd"])
                == "/var/lib/trackd/tracks.db")
        #expect(
            DatabaseLocation.forDaemon(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/trackd/tracks.db")
        #expect(DatabaseLocation.forDaemon(environment: ["HOME": "/h"]) == "/h/.local/share/trackd/tracks.db")
        #expect(SocketLocation.forDaemon(environment: ["TRACKD_SOCKET": "/t.sock"]) == "/t.sock")
        #expect(
            SocketLocation.forDaemon(environment: ["RUNTIME_DIRECTORY": "/run/trackd"]) == "/run/trackd/control.sock")
        #expect(
            SocketLocation.forDaemon(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"]) == "/run/user/1000/trackd.sock"
        )
        #expect(SocketLocation.forDaemon(environment: [:]) == "/run/trackd/control.sock")
    }
}
