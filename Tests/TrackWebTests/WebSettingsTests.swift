import Foundation
import SettingsFile
import Testing

@testable import TrackWeb

@Suite("trackweb's settings: the listening address, the configuration file, the tile URL")
struct WebSettingsTests {
    @Test("ADDR:PORT is read for IPv4, bracketed IPv6 and names; anything else is refused")
    func listenAddresses() {
        #expect(ListenAddress("127.0.0.1:8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(ListenAddress("[::1]:9000") == ListenAddress(host: "::1", port: 9000))
        #expect(ListenAddress("0.0.0.0:0") == ListenAddress(host: "0.0.0.0", port: 0))
        #expect(ListenAddress("pi.local:80") == ListenAddress(host: "pi.local", port: 80))
        for bad in ["::1:80", "localhost", "host:99999", ":80", "a b:1", "[::1]80", "[::1]:", "1.2.3.4:-1"] {
            #expect(ListenAddress(bad) == nil, "\(bad)")
        }
        #expect(ListenAddress(host: "::", port: 8080).description == "[::]:8080")
    }

    @Test("only this machine's own addresses need no password")
    func loopback() {
        for host in ["127.0.0.1", "127.1.2.3", "::1", "localhost"] {
            #expect(ListenAddress(host: host, port: 1).isLoopback, "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.4.1", "pi.local", "10.127.0.1"] {
            #expect(!ListenAddress(host: host, port: 1).isLoopback, "\(host)")
        }
    }

    @Test("the installed trackweb.conf documents every key, and no other")
    func documentedKeys() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("systemd/trackweb.conf"), encoding: .utf8)
        let documented = Set(
            text.split(separator: "\n").compactMap { $0.wholeMatch(of: /#([a-z_]+) = .*/)?.1 }.map(String.init))
        #expect(documented == Set(WebSettings.Key.allCases.map(\.rawValue)))
    }

    @Test("the configuration file sets every key, and says which it does not know")
    func configurationFile() throws {
        var settings = WebSettings(environment: ["TRACKD_SOCKET": "/run/x.sock"])
        #expect(settings.socketPath == "/run/x.sock")
        let file = try ConfigurationFile(
            text: """
                socket = /run/trackd/control.sock
                listen = 0.0.0.0:8080
                password_file = /etc/trackd/trackweb.password
                tile_url = "https://{s}.tile.example.org/{z}/{x}/{y}.png"
                leaflet_dir = /opt/leaflet
                colour = blue
                """, path: "trackweb.conf")
        #expect(try settings.apply(file) == ["colour"])
        #expect(settings.socketPath == "/run/trackd/control.sock")
        #expect(settings.listen == ListenAddress(host: "0.0.0.0", port: 8080))
        #expect(settings.passwordFile == "/etc/trackd/trackweb.password")
        #expect(settings.leafletDirectory == "/opt/leaflet")
        #expect(settings.tileOrigin == "https://*.tile.example.org")
    }

    @Test("a bad value stops trackweb with the file, line and reason")
    func badValues() throws {
        var settings = WebSettings(environment: [:])
        let listen = try ConfigurationFile(text: "\nlisten = 8080\n", path: "trackweb.conf")
        #expect(
            throws: ConfigurationError(
                path: "trackweb.conf", line: 2, reason: "listen: expected \(ListenAddress.expected)")
        ) {
            try settings.apply(listen)
        }
        for url in [
            "javascript:alert(1)", "https://tiles.example/{z}/{x}.png", "https://t.example/{z}/{x}/{y}.png\"><b",
        ] {
            let file = try ConfigurationFile(text: "tile_url = '\(url)'", path: "trackweb.conf")
            #expect(throws: ConfigurationError.self, "\(url)") { try settings.apply(file) }
        }
    }

    @Test("no tile URL: no tiles, and no other origin the page may load from")
    func noTiles() throws {
        var settings = WebSettings(environment: [:])
        #expect(settings.tileOrigin == "https://tile.openstreetmap.org")
        _ = try settings.apply(try ConfigurationFile(text: "tile_url = \"\"", path: "c"))
        #expect(settings.tileURL == "")
        #expect(settings.tileOrigin == nil)
        #expect(!SecurityHeaders(tileOrigin: nil).contentSecurityPolicy.contains("http"))
    }
}
