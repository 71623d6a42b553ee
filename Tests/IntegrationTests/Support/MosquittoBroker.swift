import Foundation

/// A real mosquitto broker on a loopback port, for as long as the test
/// holds it: killed and started again on the same port and persistence
/// folder, it keeps the sessions and queued QoS 1 messages it had saved
/// (every second), as docs/FIELD-NOTES.md describes. Run by root (as in CI), it
/// stays root (`user root`), so that it can write the test's folder.
final class MosquittoBroker {
    let port: Int
    let folder: URL
    private var process: ServerProcess?

    /// Starts a broker; with `passwordFile`, only its users get in; with
    /// `certificates`, it speaks TLS only.
    init(folder: URL, passwordFile: URL? = nil, certificates: TestCertificates? = nil) throws {
        port = try freePort()
        self.folder = folder.appendingPathComponent("mosquitto-\(port)")
        try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
        var configuration = """
            listener \(port) 127.0.0.1
            user root
            persistence true
            persistence_location \(self.folder.path)/
            autosave_interval 1

            """
        if let certificates {
            configuration +=
                "cafile \(certificates.authority.path)\ncertfile \(certificates.certificate.path)\n"
                + "keyfile \(certificates.key.path)\n"
        }
        if let passwordFile {
            configuration += "allow_anonymous false\npassword_file \(passwordFile.path)\n"
        } else {
            configuration += "allow_anonymous true\n"
        }
        try Data(configuration.utf8).write(to: configurationFile)
        try start()
    }

    private var configurationFile: URL { folder.appendingPathComponent("mosquitto.conf") }

    /// Starts the broker (again) and waits until it listens.
    func start() throws {
        process = try ServerProcess(
            "mosquitto", ["-c", configurationFile.path], output: folder.appendingPathComponent("broker.log"))
        try ServerProcess.waitUntilListening(port: port, "mosquitto")
    }

    /// Kills the broker, as a crash or a power cut of the server would.
    func kill() { process?.kill() }

    /// Subscribes a reader of every topic with a session the broker keeps
    /// (QoS 1), printing `topic payload` lines; it reconnects by itself.
    func subscribe(output: URL) throws -> ServerProcess {
        let reader = try ServerProcess(
            "mosquitto_sub",
            ["-h", "127.0.0.1", "-p", "\(port)", "-t", "#", "-v", "-q", "1", "-c", "-i", "trackd-test-reader"],
            output: output)
        // Its session (and so its subscription) saved before anything is
        // published: a broker killed after this keeps it.
        Thread.sleep(forTimeInterval: 1.5)
        return reader
    }
}
