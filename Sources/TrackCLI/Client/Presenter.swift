import ArgumentParser
import ControlSocket
import FoundationEssentials
import Glibc
import TrackClient
import TrackControl

/// Sends one request and shows the reply: text for people, or with `--json`
/// the daemon's result as one JSON document. Maps failures to the contract's
/// exit statuses.
struct Presenter {
    /// The protocol version trackctl speaks: 1, whose names are the ones
    /// its `--json` output promises (`watch`'s `regionRadius`,
    /// `currentLocation`); the messages it prints are the same in either.
    static let protocolVersion = 1

    let options: ClientOptions
    /// Runs before trackctl exits with a failure: undoes what a command
    /// began (a half-written output file).
    var cleanup: (() -> Void)?

    init(options: ClientOptions, cleanup: (() -> Void)? = nil) {
        self.options = options
        self.cleanup = cleanup
    }

    /// Sends `command`. A streamed reply's events go to `onEvent` until it
    /// returns false, else are printed as they come (one JSON document a
    /// line with `--json`); the content of a reply that has some (an export)
    /// goes to `body`, a chunk at a time.
    func perform(
        _ command: ControlCommand, upload: UploadFile? = nil, printText: Bool = true,
        body: (([UInt8]) throws -> Void)? = nil, onEvent: ((ControlEvent) -> Bool)? = nil
    ) throws {
        let socketPath = options.socket ?? SocketLocation.forClient(environment: ProcessInfo.processInfo.environment)
        let response: ControlResponse
        do {
            let client = try ControlClient(socketPath: socketPath)
            response = try client.send(ControlRequest(command, version: Self.protocolVersion), upload: upload)
            if response.ok && response.stream == true {
                if let onEvent {
                    try client.readEvents(onEvent)
                } else {
                    Self.endQuietlyOnInterrupt
                    try client.readEvents(printEvent)
                }
                return
            }
            if response.ok && response.hasChunkedBody {
                try client.receiveBody { chunk in try body?(chunk) }
            }
        } catch let error as ControlClient.Unreachable {
            fail(ControlFailure(.internalError, error.description), status: ClientExit.unavailable, code: "unavailable")
        } catch let failure as ControlFailure {
            fail(failure, status: ClientExit.refused, code: failure.code.rawValue)
        }
        guard response.ok else {
            let failure = response.error ?? ControlFailure(.internalError, "trackd failed without saying why")
            let status =
                failure.code == .badRequest || failure.code == .unknownCommand ? ClientExit.usage : ClientExit.refused
            fail(failure, status: status, code: failure.code.rawValue)
        }
        if printText {
            if options.json {
                printJSON(response.result ?? .null)
            } else if let text = response.text, !text.isEmpty {
                print(text)
            }
        }
    }

    /// Prints an event of a stream on its own line, flushed at once (also
    /// into a pipe), so none is lost.
    private func printEvent(_ event: ControlEvent) -> Bool {
        if options.json {
            printJSON(event.event, pretty: false)
        } else {
            print(event.readableText)
        }
        fflush(nil)
        return true
    }

    /// Makes Ctrl-C, or the reader of a pipe going away (`| head`), end a
    /// stream the way a person means it: quietly, with status 0. Whoever
    /// started trackctl may have left the signals blocked. Set up once.
    private static let endQuietlyOnInterrupt: Void = {
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGPIPE) { _ in _exit(0) }
        var handled = sigset_t()
        sigemptyset(&handled)
        sigaddset(&handled, SIGINT)
        sigaddset(&handled, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }()

    /// Prints `failure` (and with `--json` an error document) and exits.
    func fail(_ failure: ControlFailure, status: Int32, code: String) -> Never {
        cleanup?()
        if options.json {
            printJSON(.object(["error": .object(["code": .string(code), "message": .string(failure.message)])]))
        }
        StandardStreams.error("trackctl: \(failure.message)")
        Glibc.exit(status)
    }

    /// Prints `value` as one JSON document (on one line unless `pretty`).
    func printJSON(_ value: JSONValue, pretty: Bool = true) {
        guard let document = try? JSONLines.document(value, pretty: pretty) else { return }
        try? StandardStreams.output(document)
    }
}
