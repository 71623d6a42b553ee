import Foundation
import TestSupport
import Testing
import TrackModel

@testable import TrackForwarding

/// What goes on the wire: OwnTracks JSON, OsmAnd queries, and the settings
/// that say where.
@Suite("Forwarded messages and settings")
struct MessageTests {
    func recorded(_ fix: Fix, sequence: Int64 = 1234) -> RecordedPoint {
        RecordedPoint(sequence: sequence, recording: 12, point: TrackPoint(segment: 1, fix: fix))
    }

    var fullFix: Fix {
        var fix = Fixtures.fix(second: 0, speed: 12)
        fix.course = 271.4
        fix.horizontalError = 3.6
        return fix
    }

    @Test("an OwnTracks location: whole numbers in its units, trackd's trip, no field the fix lacks")
    func ownTracks() throws {
        let message = try #require(OwnTracksLocation(recorded(fullFix), trackerID: "AR"))
        #expect(
            String(decoding: message.payload, as: UTF8.self)
                == #"{"_type":"location","acc":4,"alt":520,"cog":271,"lat":48.15,"lon":11.59,"tid":"AR","#
                + #""trip":{"segment":1,"seq":1234,"track":12},"tst":1780000000,"vel":43}"#)
        var bare = Fixtures.fix(second: 0)
        bare.altitudeMSL = .infinity
        let heartbeat = try #require(
            OwnTracksLocation(recorded(bare, sequence: RecordedPoint.heartbeat), trackerID: "AR"))
        #expect(
            String(decoding: heartbeat.payload, as: UTF8.self)
                == #"{"_type":"location","lat":48.15,"lon":11.59,"t":"p","tid":"AR","tst":1780000000}"#)
        var timeless = fullFix
        timeless.time = nil
        #expect(OwnTracksLocation(recorded(timeless), trackerID: "AR") == nil)
    }

    @Test("an OsmAnd query: speed in knots, the device's ID encoded, appended to the URL's own query")
    func osmAnd() throws {
        let query = try #require(OsmAndQuery(recorded(fullFix), deviceID: "car 1/ä"))
        #expect(
            query.text
                == "id=car%201%2F%C3%A4&timestamp=1780000000&lat=48.15&lon=11.59&speed=23.326133909287257"
                + "&bearing=271.4&altitude=520.0&accuracy=3.6")
        #expect(query.appended(to: "http://t:5055/").hasPrefix("http://t:5055/?id="))
        #expect(query.appended(to: "http://t/osmand?key=1").hasPrefix("http://t/osmand?key=1&id="))
    }

    @Test("MQTT URLs: the port by scheme, no password, no path; the default topic names the user and the device")
    func mqttSettings() throws {
        let plain = try MQTTSettings(url: "mqtt://broker.lan")
        #expect(plain.port == 1883 && !plain.usesTLS && plain.destination == "mqtt://broker.lan:1883")
        #expect(plain.topic(user: nil, deviceID: "3f2a") == "owntracks/trackd/3f2a")
        let secure = try MQTTSettings(url: "mqtts://joe@broker.example:8884", topic: "cars/van")
        #expect(secure.usesTLS && secure.port == 8884 && secure.user == "joe")
        #expect(secure.destination == "mqtts://broker.example:8884")
        #expect(secure.topic(user: "joe", deviceID: "3f2a") == "cars/van")
        let loopback6 = try MQTTSettings(url: "mqtt://[::1]:1884")
        #expect(loopback6.host == "::1" && loopback6.destination == "mqtt://[::1]:1884")
        for (url, words) in [
            ("http://broker", "expected mqtt://"), ("mqtt://joe:pw@broker", "mqtt_credentials_file"),
            ("mqtt://broker/topic", "no path"), ("mqtt://", "no host"),
        ] {
            #expect(throws: ForwardingError.self) { try MQTTSettings(url: url) }
            do {
                _ = try MQTTSettings(url: url)
            } catch {
                #expect(error.description.contains(words), "\(url): \(error)")
                #expect(!error.description.contains("pw@"), "a password is never repeated")
            }
        }
        #expect(throws: ForwardingError.self) { try MQTTSettings(url: "mqtt://b", topic: "owntracks/#") }
        #expect(throws: ForwardingError.self) { try TraccarSettings(url: "ftp://server") }
        #expect(throws: ForwardingError.self) { try TraccarSettings(url: "http://joe:pw@server:5055") }
        #expect(
            try TraccarSettings(url: "https://traccar.example/osmand").destination == "https://traccar.example/osmand")
    }

    @Test("credentials: USER:PASSWORD from a file of trackd's user that nobody else can read")
    func credentials() throws {
        let folder = try Fixtures.temporaryDirectory()
        let file = folder.appendingPathComponent("mqtt").path
        try Data("joe:pass:word\nignored\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o640) == 0)
        do {
            _ = try Credentials(file: file)
            Issue.record("a file the group can read is refused")
        } catch {
            #expect(error.description.contains("chmod 600"))
            #expect(!error.description.contains("pass:word"))
        }
        #expect(chmod(file, 0o600) == 0)
        #expect(try Credentials(file: file) == Credentials(user: "joe", password: "pass:word"))
        #expect(chmod(file, 0o644) == 0)
        #expect(
            try Credentials(file: file, systemdCredentials: folder.path)
                == Credentials(user: "joe", password: "pass:word"),
            "systemd's credentials are its to guard")
        #expect(throws: ForwardingError.self) { try Credentials(file: file, systemdCredentials: folder.path + "x") }
        try Data("no colon here\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ForwardingError.self) { try Credentials(file: file) }
        #expect(throws: ForwardingError.self) { try Credentials(file: folder.path) }
        #expect(throws: ForwardingError.self) { try Credentials(file: folder.appendingPathComponent("none").path) }
    }
}
