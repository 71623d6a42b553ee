import Foundation

/// An HTTP server on a loopback port that records each OsmAnd request it
/// gets (Traccar's protocol: the position in the query) and answers 200,
/// or, hanging, accepts connections and never answers. Python's http.server,
/// started by the test, stopped and started again on the same port.
final class OsmAndServer {
    let port: Int
    let requests: URL
    private let folder: URL
    private var process: ServerProcess?

    private static let script = """
        import http.server, sys, time, urllib.parse
        port, log, mode = int(sys.argv[1]), open(sys.argv[2], "a", buffering=1), sys.argv[3]
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def answer(self):
                if mode == "hang":
                    time.sleep(3600)
                log.write(self.command + " " + urllib.parse.urlsplit(self.path).query + "\\n")
                self.send_response(200)
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
        Server(("127.0.0.1", port), Handler).serve_forever()
        """

    init(folder: URL) throws {
        port = try freePort()
        self.folder = folder
        requests = folder.appendingPathComponent("osmand-\(port).log")
        try Data(Self.script.utf8).write(to: scriptFile)
        try start()
    }

    private var scriptFile: URL { folder.appendingPathComponent("osmand-server.py") }

    /// Starts the server (again); `hanging`, it never answers.
    func start(hanging: Bool = false) throws {
        process = try ServerProcess(
            "python3", [scriptFile.path, "\(port)", requests.path, hanging ? "hang" : "answer"],
            output: folder.appendingPathComponent("osmand-server.out"))
        try ServerProcess.waitUntilListening(port: port, "the OsmAnd server")
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
