import Foundation

/// An HTTP server on a loopback port that records each OsmAnd request it
/// gets (Traccar's protocol: the position in the query) and answers 200;
/// hanging, it accepts connections and never answers; flooding, it answers
/// 200 with a body of a gigabyte, as long as the client reads. Over TLS
/// when given certificates. Python's http.server, started by the test, stopped and
/// started again on the same port.
final class OsmAndServer {
    let port: Int
    let requests: URL
    private let folder: URL
    private var process: ServerProcess?

    private static let script = """
        import http.server, ssl, sys, time, urllib.parse
        port, log, mode = int(sys.argv[1]), open(sys.argv[2], "a", buffering=1), sys.argv[3]
        sent = open(sys.argv[2] + ".sent", "ab", buffering=0)
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def answer(self):
                if mode == "hang":
                    time.sleep(3600)
                log.write(self.command + " " + urllib.parse.urlsplit(self.path).query + "\\n")
                self.send_response(200)
                if mode == "flood":
                    self.send_header("Content-Length", str(1 << 30))
                    self.end_headers()
                    chunk = b"x" * 65536
                    try:
                        for _ in range((1 << 30) // len(chunk)):
                            self.wfile.write(chunk)
                            sent.write(len(chunk).to_bytes(8, "little"))
                    except OSError:
                        pass
                    return
                self.send_header("Content-Length", "0")
                self.end_headers()
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                self.answer()
            do_GET = answer
            def log_message(self, *args):
                pass
        class Server(http.server.ThreadingHTTPServer):
            allow_reuse_address = True
            daemon_threads = True
        server = Server(("127.0.0.1", port), Handler)
        if len(sys.argv) > 5:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(sys.argv[4], sys.argv[5])
            server.socket = context.wrap_socket(server.socket, server_side=True)
        server.serve_forever()
        """

    private let certificates: TestCertificates?

    /// Starts the server; with `certificates`, it speaks HTTPS only.
    init(folder: URL, certificates: TestCertificates? = nil) throws {
        port = try freePort()
        self.certificates = certificates
        self.folder = folder
        requests = folder.appendingPathComponent("osmand-\(port).log")
        try Data(Self.script.utf8).write(to: scriptFile)
        try start()
    }

    private var scriptFile: URL { folder.appendingPathComponent("osmand-server.py") }

    /// How it answers.
    enum Mode: String {
        case answer, hang, flood
    }

    /// Starts the server (again); `hanging`, it never answers.
    func start(hanging: Bool = false) throws {
        try start(hanging ? .hang : .answer)
    }

    /// Starts the server (again), answering as `mode` says.
    func start(_ mode: Mode) throws {
        let tls = certificates.map { [$0.certificate.path, $0.key.path] } ?? []
        process = try ServerProcess(
            "python3", [scriptFile.path, "\(port)", requests.path, mode.rawValue] + tls,
            output: folder.appendingPathComponent("osmand-server.out"))
        try ServerProcess.waitUntilListening(port: port, "the OsmAnd server")
    }

    /// Bytes of reply bodies the server got onto the connection.
    func bodyBytesSent() -> Int {
        let counts = (try? Data(contentsOf: URL(fileURLWithPath: requests.path + ".sent"))) ?? Data()
        return stride(from: 0, to: counts.count - 7, by: 8).reduce(0) { total, offset in
            total + counts[offset..<offset + 8].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        }
    }

    /// Kills the server: connections are refused until it starts again.
    func kill() { process?.kill() }

    /// The requests answered so far, each as its query's fields.
    func received() -> [[String: String]] {
        let text = (try? String(contentsOf: requests, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let query = line.split(separator: " ", maxSplits: 1).last ?? ""
            var fields: [String: String] = [:]
            for pair in query.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                fields[parts[0]] = parts.count > 1 ? parts[1].removingPercentEncoding : ""
            }
            return fields
        }
    }
}
