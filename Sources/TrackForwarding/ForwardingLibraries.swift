import CForwardingLibraries
import TrackModel

/// libmosquitto and libcurl, loaded when a sender is made (only when
/// forwarding is configured), once each.
enum ForwardingLibraries {
    /// libmosquitto's functions.
    /// - Throws: ``ForwardingError`` naming the Debian package to install.
    static func mosquitto() throws(ForwardingError) -> UnsafePointer<trackd_mosquitto> {
        try load("libmosquitto1") { trackd_load_mosquitto($0, $1) }
    }

    /// libcurl's functions.
    /// - Throws: ``ForwardingError`` naming the Debian package to install.
    static func curl() throws(ForwardingError) -> UnsafePointer<trackd_curl> {
        try load("libcurl4") { trackd_load_curl($0, $1) }
    }

    private static func load<Table>(
        _ package: String, _ loader: (UnsafeMutablePointer<CChar>, Int) -> UnsafePointer<Table>?
    ) throws(ForwardingError) -> UnsafePointer<Table> {
        var message = [CChar](repeating: 0, count: 512)
        let table = message.withUnsafeMutableBufferPointer { loader($0.baseAddress!, $0.count) }
        guard let table else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ForwardingError("cannot load \(reason); install the package \(package)")
        }
        return table
    }
}
