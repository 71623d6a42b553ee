import ControlSocket
import Foundation
import TrackControl

/// A client of the control socket that says exactly what a test tells it,
/// malformed or not.
final class RawClient {
    let channel: SocketChannel

    init(socket: String) throws {
        channel = SocketChannel(fd: try UnixSocket.connect(path: socket))
    }

    /// Sends `bytes` as they are.
    func send(_ bytes: [UInt8]) throws {
        try channel.write(bytes)
    }

    /// Sends `line` and a newline, and reads the reply line as JSON.
    func request(_ line: String) throws -> [String: Any] {
        try send(Array((line + "\n").utf8))
        return try reply()
    }

    /// The next reply line, as JSON.
    func reply() throws -> [String: Any] {
        guard let line = try channel.readLine(maxBytes: 1 << 20),
            let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        else { throw HarnessError("no reply") }
        return object
    }

    /// The error code of a failed reply, `nil` for success.
    static func errorCode(_ reply: [String: Any]) -> String? {
        (reply["error"] as? [String: Any])?["code"] as? String
    }

    func close() {
        channel.close()
    }
}
