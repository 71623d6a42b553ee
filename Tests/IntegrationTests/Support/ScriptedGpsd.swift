import Foundation

/// A stand-in for gpsd on loopback that says exactly what a test scripts: the
/// nth client to connect gets the nth list of lines (the last list once the
/// lists run out), a tenth of a second apart, then the connection is held
/// open until the client hangs up. What the client sends (its `?WATCH`) is
/// read and ignored.
///
/// A real gpsd only ever sends well-formed reports; this one sends whatever
/// a broken or hostile server on gpsd's port might.
final class ScriptedGpsd: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let sessions: [[String]]
    private let lock = NSLock()
    private var clients: [Int32] = []
    private var stopped = false

    init(sessions: [[String]]) throws {
        precondition(!sessions.isEmpty)
        self.sessions = sessions
        (listener, port) = try listenOnLoopback()
        Thread { [self] in serve() }.start()
    }

    /// A gpsd VERSION report, the first thing gpsd says to a client.
    static let version = #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#

    /// A well-formed 3D TPV report, as gpsd writes one.
    static func report(time: String, latitude: Double, longitude: Double) -> String {
        #"{"class":"TPV","device":"/dev/ttyACM0","mode":3,"time":"\#(time)","#
            + #""lat":\#(latitude),"lon":\#(longitude),"altMSL":520.0,"speed":1.0}"#
    }

    private func serve() {
        var served = 0
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let lines = sessions[min(served, sessions.count - 1)]
            served += 1
            let accepted = lock.withLock {
                if stopped { return false }
                clients.append(client)
                return true
            }
            guard accepted else {
                close(client)
                return
            }
            Thread { [self] in play(lines, to: client) }.start()
        }
    }

    private func play(_ lines: [String], to client: Int32) {
        for line in lines {
            let bytes = Array((line + "\n").utf8)
            guard send(client, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        var discarded = [UInt8](repeating: 0, count: 4096)
        while recv(client, &discarded, discarded.count, 0) > 0 {}
        lock.withLock { clients.removeAll { $0 == client } }
        close(client)
    }

    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
        }
    }

    deinit { stop() }
}
