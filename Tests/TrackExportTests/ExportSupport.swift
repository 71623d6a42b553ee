import TrackModel

@testable import TrackExport

extension TrackContent {
    /// A track held in memory, as the writers see a stored one.
    static func of(_ summary: TrackSummary, points: [TrackPoint], notes: [Note]) -> TrackContent {
        TrackContent(
            summary: summary, forEachPoint: { body in for point in points { try body(point) } },
            forEachNote: { body in for note in notes { try body(note) } })
    }
}

/// Runs a writer into memory; also returns the size of each chunk it handed
/// out.
func exported(
    _ write: (TrackContent, ExportOutput) throws -> Void, _ content: TrackContent
) throws -> (bytes: [UInt8], chunks: [Int]) {
    var bytes: [UInt8] = []
    var chunks: [Int] = []
    try write(
        content,
        ExportOutput { chunk in
            bytes.append(contentsOf: chunk)
            chunks.append(chunk.count)
        })
    return (bytes, chunks)
}
