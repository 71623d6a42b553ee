import Foundation

/// A stand-in for gpsd on loopback that says exactly what a test scripts: the
/// nth client to connect gets the nth list of lines (the last list once the
/// lists run out), a tenth of a second apart, then the connection is held
/// open until the client hangs up. What the client sends (its `?WATCH`) is
/// read and ignored.
///
/// A real gpsd only ever sends well-formed reports; this one sends whatever
/// a broken or hostile server on gpsd's port might.
final class ScriptedGpsd: Sendable {
    private let server: LoopbackServer
    var port: Int { server.port }

    init(sessions: [[String]]) throws {
        precondition(!sessions.isEmpty)
        server = try LoopbackServer { client, earlier in
            Self.play(sessions[min(earlier, sessions.count - 1)], to: client)
        }
    }

    /// A gpsd VERSION report, the first thing gpsd says to a client.
    static let version = #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#

    /// A well-formed 3D TPV report, as gpsd writes one.
    static func report(time: String, latitude: Double, longitude: Double) -> String {
        #"{"class":"TPV","device":"/dev/ttyACM0","mode":3,"time":"\#(time)","#
            + #""lat":\#(latitude),"lon":\#(longitude),"altMSL":520.0,"speed":1.0}"#
    }

    private static func play(_ lines: [String], to client: Int32) {
        for line in lines {
            let bytes = Array((line + "\n").utf8)
            guard send(client, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        var discarded = [UInt8](repeating: 0, count: 4096)
        while recv(client, &discarded, discarded.count, 0) > 0 {}
    }

    func stop() { server.stop() }
}
