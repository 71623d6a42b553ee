import TrackModel

/// What the fix journal beside the database holds and its tables do not
/// yet: the recorded points since the last fold, how far replays have got
/// and how far each server has acknowledged. Each goes to the journal first
/// (a line a fix, to the disk with durability full) and into the tables
/// when the storage folds the journal, in one transaction with the last
/// record's sequence number; until then reads of the recording, the outbox
/// and replay progress see the journal's records beside the tables'.
///
/// Used under the storage's lock only (``SQLiteDataStorageManager``,
/// ``SQLiteOutbox`` and ``SQLiteReplayProgress`` take it).
final class JournalledChanges {
    private let journal: FixJournal
    private let database: SQLiteDatabase
    private let rows: PointRows
    /// The journal's points since the last fold, in order.
    private var unfolded: [RecordedPoint] = []
    /// How far replays have got since the last fold, by file.
    private var unfoldedReplayProgress: [String: Int] = [:]
    /// Replay counts the journal could not take (a full disk), by file:
    /// written in one go with the next record, so that no point is
    /// journalled while the count of the one before it is missing.
    private var deferredReplayProgress: [String: Int] = [:]
    /// How far servers have acknowledged since the last fold, by sink.
    private var unfoldedAcknowledgements: [String: Int64] = [:]
    /// The newest record's sequence number.
    private(set) var newestSequence: Int64 = 0

    init(journal: FixJournal, database: SQLiteDatabase, rows: PointRows) {
        self.journal = journal
        self.database = database
        self.rows = rows
    }

    /// Folds what a crash left in the journal into the tables: the records
    /// after the last fold, of recordings that still exist.
    /// - Parameter stamp: names the damaged journal's copy, should it be
    ///   set aside.
    /// - Returns: what was repaired in a damaged journal, if anything.
    func recover(stamp: @autoclosure () -> String) throws -> String? {
        var repair: String?
        let folded = try database.integer("SELECT folded FROM journal_state")
        let reading = try journal.read(folded: folded)
        let records = reading.records
        if reading.damagedLines > 0 {
            var damage =
                "\(journal.path): \(reading.damagedLines) damaged line(s) from line \(reading.firstDamagedLine ?? 0) on,"
                + " \(reading.damagedBytes) bytes, left out; the \(records.count) whole record(s) around them are kept"
            do {
                damage += "; the file as found is in \(try journal.setAside(reading.bytes, stamp: stamp()))"
            } catch {
                damage += "; it could not be set aside: \(error)"
            }
            repair = damage
        }
        newestSequence = max(folded, records.last?.sequence ?? 0)
        let recordings = Set(try database.rows("SELECT id FROM tracks WHERE saved_at IS NULL") { $0.int64(0) })
        for record in records where record.sequence > folded {
            switch record.content {
            case .point(let recording, let point) where recordings.contains(recording):
                unfolded.append(RecordedPoint(sequence: record.sequence, recording: recording, point: point))
            case .point: break
            case .replayProgress(let file, let count): unfoldedReplayProgress[file] = count
            case .acknowledged(let sink, let sequence): unfoldedAcknowledgements[sink] = sequence
            }
        }
        do {
            try fold()
        } catch let error as SQLiteError {
            throw StorageError.cannotResume(journal: journal.path, fixes: unfolded.count, reason: error.description)
        }
        return repair
    }

    /// Commits the journalled points to the tables in one transaction, with
    /// the last one's sequence number, then empties the journal.
    /// Were trackd to die between the two, the sequence number tells which
    /// records are in already.
    func fold() throws {
        if !unfolded.isEmpty || !unfoldedReplayProgress.isEmpty || !unfoldedAcknowledgements.isEmpty {
            try database.transaction {
                for record in unfolded {
                    try rows.insert(record.point, into: record.recording, sequence: record.sequence)
                }
                for (file, count) in unfoldedReplayProgress {
                    try database.run(
                        """
                        INSERT INTO replay_cursors (file, ordinal) VALUES (?, ?)
                        ON CONFLICT (file) DO UPDATE SET ordinal = excluded.ordinal
                        """,
                        .text(file), .integer(Int64(count)))
                }
                for (sink, sequence) in unfoldedAcknowledgements { try storeAcknowledgement(sequence, by: sink) }
                try database.run("UPDATE journal_state SET folded = ?", .integer(newestSequence))
            }
            unfolded.removeAll()
            unfoldedReplayProgress.removeAll()
            deferredReplayProgress.removeAll()
            unfoldedAcknowledgements.removeAll()
        }
        try journal.reset()
    }

    /// Appends `content` to the journal as the next record, after the
    /// deferred replay counts, all in one write.
    /// - Returns: the record's sequence number.
    @discardableResult
    private func journal(_ content: JournalRecord.Content, sync: Bool) throws -> Int64 {
        let contents =
            deferredReplayProgress.sorted { $0.key < $1.key }.map {
                JournalRecord.Content.replayProgress(file: $0.key, count: $0.value)
            } + [content]
        let records = contents.enumerated().map {
            JournalRecord(sequence: newestSequence + 1 + Int64($0.offset), content: $0.element)
        }
        try journal.append(records, sync: sync)
        deferredReplayProgress.removeAll()
        newestSequence = records[records.count - 1].sequence
        return newestSequence
    }

    /// Journals how far the replay of `file` has got: written to the
    /// kernel, not waited for on the disk. The next point's journal
    /// entry takes it to the disk with it; a power cut can leave it one
    /// point behind, and the point then offered again repeats the last one
    /// recorded, which is dropped. A count the journal cannot take (a full
    /// disk) goes with the next record, in the same write: the points
    /// journalled never get more than one ahead of the count either.
    func journalReplayProgress(_ count: Int, of file: String) {
        unfoldedReplayProgress[file] = count
        deferredReplayProgress[file] = nil
        do {
            try journal(.replayProgress(file: file, count: count), sync: false)
        } catch {
            deferredReplayProgress[file] = count
        }
    }

    /// How far the replay of `file` has got.
    func replayProgress(of file: String) throws -> Int {
        if let count = unfoldedReplayProgress[file] { return count }
        return try database.firstRow("SELECT ordinal FROM replay_cursors WHERE file = ?", .text(file)) {
            Int($0.int64(0))
        } ?? 0
    }

    // MARK: The outbox

    /// Where `sink`'s cursor stands; set at the newest record the first time.
    func acknowledgedSequence(of sink: String) throws -> Int64 {
        if let sequence = unfoldedAcknowledgements[sink] { return sequence }
        if let sequence = try database.firstRow(
            "SELECT acknowledged FROM outbox WHERE sink = ?", .text(sink), map: { $0.int64(0) })
        {
            return sequence
        }
        try storeAcknowledgement(newestSequence, by: sink)
        return newestSequence
    }

    /// Journals that `sink` acknowledged up to `sequence`: to the kernel,
    /// like a replay's progress, and into the tables at the next fold.
    func journalAcknowledgement(_ sequence: Int64, by sink: String) throws {
        try journal(.acknowledged(sink: sink, sequence: sequence), sync: false)
        unfoldedAcknowledgements[sink] = sequence
    }

    private func storeAcknowledgement(_ sequence: Int64, by sink: String) throws {
        try database.run(
            """
            INSERT INTO outbox (sink, acknowledged) VALUES (?, ?)
            ON CONFLICT (sink) DO UPDATE SET acknowledged = excluded.acknowledged
            """,
            .text(sink), .integer(sequence))
    }

    /// The recorded points after `sequence`: those folded into the table,
    /// then the journal's (whose sequence numbers are all higher).
    func recordedPoints(after sequence: Int64, limit: Int) throws -> [RecordedPoint] {
        var points = try database.rows(
            PointColumn.recordedQuery + " WHERE seq > ? ORDER BY seq LIMIT ?", .integer(sequence),
            .integer(Int64(limit)), map: PointColumn.recordedPoint)
        if points.count < limit, let first = unfolded.firstIndex(where: { $0.sequence > sequence }) {
            points += unfolded[first...].prefix(limit - points.count)
        }
        return points
    }

    /// The recorded point with `sequence`, folded or not.
    func recordedPoint(_ sequence: Int64) throws -> RecordedPoint? {
        if let point = unfolded.first(where: { $0.sequence == sequence }) { return point }
        return try database.firstRow(
            PointColumn.recordedQuery + " WHERE seq = ?", .integer(sequence), map: PointColumn.recordedPoint)
    }

    /// Journals a recorded point: counted once this returns, folded into
    /// the tables with others later.
    /// - Returns: the points journalled since the last fold.
    func record(_ point: TrackPoint, to recording: Int64, sync: Bool) throws -> Int {
        let sequence = try journal(.point(recording: recording, point: point), sync: sync)
        unfolded.append(RecordedPoint(sequence: sequence, recording: recording, point: point))
        return unfolded.count
    }
}
