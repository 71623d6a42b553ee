/// A saved track ready to be written in a format: made once the track is
/// known to exist, written later, as the bytes are wanted.
public struct TrackExport: Sendable {
    public let format: ExportFormat
    private let content: @Sendable (ExportOutput) throws -> Void

    init(format: ExportFormat, content: @escaping @Sendable (ExportOutput) throws -> Void) {
        self.format = format
        self.content = content
    }

    /// Writes the document, handing `sink` one chunk of at most about 64 KiB
    /// at a time. The points are read from storage as they are written.
    /// - Throws: what storage or `sink` throws; the document is then
    ///   incomplete.
    public func write(to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        try content(ExportOutput(sink: sink))
    }
}
