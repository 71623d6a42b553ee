import FoundationEssentials
import TrackModel

/// Where an export writes: bytes gathered into a buffer and handed to a sink
/// a chunk at a time, so that a track of any length is written with one
/// chunk in memory.
///
/// The writers append text, numbers and times straight as UTF-8 and call
/// ``endItem()`` after each point; that is where a full chunk goes out.
final class ExportOutput {
    /// The size of the chunks handed to the sink.
    static let chunkSize = 64 * 1024

    private var buffer: [UInt8] = []
    private let sink: (UnsafeRawBufferPointer) throws -> Void

    /// - Parameter sink: takes each chunk; its error ends the export.
    init(sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    func write(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// A number as ``XMLText/decimal(_:)`` writes it (valid in XML, JSON and
    /// CSV alike).
    func write(decimal value: Double) {
        XMLText.withDecimalUTF8(value) { buffer.append(contentsOf: $0) }
    }

    func write(integer value: Int) {
        buffer.append(contentsOf: String(value).utf8)
    }

    /// A time as ``ISO8601/format(_:)`` writes it.
    func write(time: Date) {
        ISO8601.withUTF8(time) { buffer.append(contentsOf: $0) }
    }

    /// Hands a full chunk to the sink; call between items.
    func endItem() throws {
        if buffer.count >= Self.chunkSize { try flush() }
    }

    /// Hands what is left to the sink; call once at the end.
    func finish() throws {
        if !buffer.isEmpty { try flush() }
    }

    private func flush() throws {
        try buffer.withUnsafeBytes { try sink($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
