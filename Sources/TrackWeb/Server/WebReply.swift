import FoundationEssentials
import HTTPTypes
import Hummingbird
import TrackControl

/// The page's API answers as trackd does: trackd's own response line as
/// JSON (`ok`, `result`, `text`, or `error` with its code and message), with
/// an HTTP status that says the same; trackweb's own refusals in that shape
/// too.
enum WebReply {
    /// trackd's answer, or that it could not be reached (503, code
    /// `unavailable`).
    static func outcome(_ outcome: TrackdGateway.Outcome) -> Response {
        let (status, bytes) = encoded(outcome)
        return json(status, bytes)
    }

    /// The status and the JSON of `outcome` (a server-sent event's data).
    static func encoded(_ outcome: TrackdGateway.Outcome) -> (HTTPResponse.Status, Data) {
        switch outcome {
        case .unreachable(let reason):
            return (.serviceUnavailable, encoded(Refusal(error: .init(code: "unavailable", message: reason))))
        case .response(let response):
            let status: HTTPResponse.Status =
                switch response.error?.code {
                case nil: .ok
                case .refused where response.error?.reason == .noSuchTrack: .notFound
                case .refused: .conflict
                case .badRequest, .unknownCommand: .badRequest
                case .unsupportedVersion, .internalError: .internalServerError
                }
            return (status, encoded(response))
        }
    }

    /// A refusal of trackweb's own: `code` defaults to the status's words.
    static func refusal(_ status: HTTPResponse.Status, _ message: String, code: String? = nil) -> Response {
        let code = code ?? status.reasonPhrase.lowercased().replacing(" ", with: "_")
        return json(status, encoded(Refusal(error: .init(code: code, message: message))))
    }

    /// A response of JSON `bytes`.
    static func json(_ status: HTTPResponse.Status, _ bytes: Data) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A response of `value` as JSON.
    static func json(_ status: HTTPResponse.Status, encoding value: some Encodable) -> Response {
        json(status, encoded(value))
    }

    private static func encoded(_ value: some Encodable) -> Data {
        (try? JSONEncoder().encode(value)) ?? Data(#"{"ok":false}"#.utf8)
    }

    private struct Refusal: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
        }
        var ok = false
        var error: Detail
    }
}
