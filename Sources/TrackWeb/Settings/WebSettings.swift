import ControlSocket
import SettingsFile

/// Everything trackweb runs with, merged from the defaults, its
/// configuration file and the command line (which wins).
public struct WebSettings: Sendable, Equatable {
    /// trackd's control socket.
    public var socketPath: String
    /// Where browsers reach trackweb (`listen`).
    public var listen = ListenAddress.standard
    /// The file holding the password browsers must give (`password_file`);
    /// required unless ``listen`` is a loopback address.
    public var passwordFile: String?
    /// Where the browser fetches map tiles (`tile_url`), with `{z}`, `{x}`
    /// and `{y}`; empty: no tiles, the trace on a plain background.
    public var tileURL = WebSettings.openStreetMapTiles
    /// Where Debian's libjs-leaflet put Leaflet (`leaflet_dir`).
    public var leafletDirectory = "/usr/share/javascript/leaflet"

    /// OpenStreetMap's standard tiles.
    public static let openStreetMapTiles = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    /// Where the configuration file is read from unless `--config` says.
    public static let configurationPath = "/etc/trackd/trackweb.conf"
    /// The keys of trackweb's configuration file (`trackweb.conf`), each
    /// documented there with its default.
    public enum Key: String, ConfigurationKey {
        case socket, listen
        case passwordFile = "password_file"
        case tileURL = "tile_url"
        case leafletDirectory = "leaflet_dir"
    }

    /// Defaults, trackd's socket found as trackctl finds it.
    public init(environment: [String: String]) {
        socketPath = SocketLocation.forClient(environment: environment)
    }

    /// Applies a configuration file.
    /// - Returns: the keys it does not know, to be logged.
    /// - Throws: ``ConfigurationError`` for a value that is not one.
    public mutating func apply(_ file: ConfigurationFile) throws -> [String] {
        if let value = file[Key.socket], !value.isEmpty { socketPath = value }
        if let value = file[Key.listen] {
            guard let address = ListenAddress(value) else {
                throw file.error(Key.listen, "expected \(ListenAddress.expected)")
            }
            listen = address
        }
        if let value = file[Key.passwordFile] { passwordFile = value.isEmpty ? nil : value }
        if let value = file[Key.tileURL] {
            guard let url = Self.checkedTileURL(value) else { throw file.error(Key.tileURL, Self.tileURLExpected) }
            tileURL = url
        }
        if let value = file[Key.leafletDirectory], !value.isEmpty { leafletDirectory = value }
        return file.unknownKeys(Key.self)
    }

    /// What a tile URL must be, for messages.
    public static let tileURLExpected =
        "expected an http:// or https:// URL with {z}, {x} and {y} in it, or \"\" for no tiles"

    /// `text` if it is a tile URL a browser can fetch (http or https, with
    /// `{z}`, `{x}` and `{y}`, nothing a page could be made to run), or
    /// empty; `nil` otherwise.
    public static func checkedTileURL(_ text: String) -> String? {
        if text.isEmpty { return text }
        guard text.hasPrefix("https://") || text.hasPrefix("http://"),
            ["{z}", "{x}", "{y}"].allSatisfy({ text.contains($0) }),
            text.unicodeScalars.allSatisfy({
                $0.value > 0x20 && $0.value < 0x7F && !"\"'<>\\`".unicodeScalars.contains($0)
            })
        else { return nil }
        return text
    }

    /// The origin tiles come from (`https://tile.openstreetmap.org`): the
    /// one other origin the page may load from.
    public var tileOrigin: String? {
        let scheme = tileURL.hasPrefix("https://") ? "https://" : "http://"
        guard tileURL.hasPrefix(scheme) else { return nil }
        let host = tileURL.dropFirst(scheme.count).prefix { $0 != "/" }
        // A subdomain template ({s}.tile...) becomes a wildcard.
        return scheme + host.replacing("{s}", with: "*")
    }
}
