import Hummingbird
import TrackControl

/// A saved track's file on its way to the browser (an export, streamed as
/// trackd writes it) and a browser's file on its way to trackd (an import,
/// spooled, then sent as `trackctl import` sends one).
struct TrackTransfers: Sendable {
    let gateway: TrackdGateway

    /// A saved track's file, streamed from trackd to the browser.
    func export(id: Int64, format: ExportFormat) async -> Response {
        let pipe = ChunkPipe()
        let outcome = await gateway.export(id: id, format: format, into: pipe)
        guard case .response(let response) = outcome, response.ok else { return WebReply.outcome(outcome) }
        let body = ResponseBody { writer in
            defer { pipe.abandon() }
            while let chunk = try await pipe.read() { try await writer.write(ByteBuffer(bytes: chunk)) }
            try await writer.finish(nil)
        }
        let kind = ExportDownload(format: format)
        return Response(
            status: .ok,
            headers: [
                .contentType: kind.mediaType,
                .contentDisposition: "attachment; filename=\"track-\(id).\(kind.fileExtension)\"",
            ], body: body)
    }

    /// Spools the request's body, then imports it as `trackctl import` does.
    func importTrack(_ request: Request) async -> Response {
        let query = request.uri.queryParameters
        let name = query["name"].map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        let fileName = query["file_name"].map(String.init)
        let upload: SpooledUpload
        do {
            upload = try SpooledUpload()
            for try await buffer in request.body {
                guard upload.size + buffer.readableBytes <= ControlCommand.Upload.maximumBytes else {
                    return WebReply.refusal(
                        .contentTooLarge,
                        "the file is larger than \(ControlCommand.Upload.maximumBytes >> 20) MiB, more than trackd imports"
                    )
                }
                try buffer.withUnsafeReadableBytes { try upload.append($0) }
            }
        } catch {
            return WebReply.refusal(.badRequest, "the file did not arrive whole: \(error)")
        }
        upload.rewind()
        let command = ControlCommand.importTrack(
            upload: .init(bytes: upload.size, fileName: fileName), name: name, description: nil)
        return WebReply.outcome(await gateway.send(command, upload: upload))
    }
}
