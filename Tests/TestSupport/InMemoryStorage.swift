import Foundation
import TinyMVVM
import TrackLocation
import TrackModel

/// A ``DataStorageManager`` in memory, with switches to make it fail.
public final class InMemoryStorage: DataStorageManager, @unchecked Sendable {
    public struct Recording {
        public var id: Int64
        public var active = false
        public var points: [TrackPoint] = []
        public var notes: [Note] = []
    }

    private let lock = NSLock()
    private let readGate = NSCondition()
    private var readsHeld = false
    private var nextID: Int64 = 1
    private var recording: Recording?
    private var saved: [(summary: TrackSummary, points: [TrackPoint], notes: [Note])] = []
    public var failAppends = false
    /// Whether reading the recording a stretch at a time fails.
    public var failRecordingReads = false
    /// What a real storage would say it repaired in its journal at start.
    public var journalRepair: String?

    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public var description: String { "disk full" }
    }

    /// Pretends an earlier run left `points` unsaved.
    public func seedUnsaved(points: [TrackPoint], notes: [Note] = [], active: Bool) {
        lock.withLock {
            recording = Recording(id: nextID, active: active, points: points, notes: notes)
            nextID += 1
        }
    }

    public var committedPoints: [TrackPoint] { lock.withLock { recording?.points ?? [] } }
    public var committedNotes: [Note] { lock.withLock { recording?.notes ?? [] } }
    public var isActive: Bool { lock.withLock { recording?.active ?? false } }
    public var hasRecording: Bool { lock.withLock { recording != nil } }

    public func unsavedRecording(recentPoints: Int) throws -> UnsavedRecording? {
        lock.withLock {
            recording.map {
                UnsavedRecording(
                    id: $0.id, wasActive: $0.active, pointCount: $0.points.count,
                    recentPoints: Array($0.points.suffix(recentPoints)), notes: $0.notes)
            }
        }
    }

    /// Makes ``recordingPoints(_:after:limit:)`` wait until
    /// ``releaseRecordingReads()``: the figures of a resumed recording stay
    /// unworked for as long as a test needs.
    public func holdRecordingReads() {
        readGate.withLock { readsHeld = true }
    }

    public func releaseRecordingReads() {
        readGate.withLock {
            readsHeld = false
            readGate.broadcast()
        }
    }

    /// Positions count points from 1.
    public func recordingPoints(_ id: Int64, after position: Int64, limit: Int) throws -> [PositionedPoint] {
        readGate.withLock { while readsHeld { readGate.wait() } }
        return try lock.withLock {
            if failRecordingReads { throw Failure() }
            guard let recording, recording.id == id else { return [] }
            return recording.points.enumerated().dropFirst(Int(position)).prefix(limit).map {
                PositionedPoint(position: Int64($0.offset + 1), point: $0.element)
            }
        }
    }

    public func beginRecording() throws -> Int64 {
        lock.withLock {
            recording = Recording(id: nextID)
            nextID += 1
            return recording!.id
        }
    }

    public func setRecordingActive(_ id: Int64, _ active: Bool) throws {
        lock.withLock { if recording?.id == id { recording?.active = active } }
    }

    public func append(_ point: TrackPoint, to id: Int64) throws {
        try lock.withLock {
            if failAppends { throw Failure() }
            precondition(recording?.id == id)
            recording?.points.append(point)
        }
    }

    public func addNote(_ note: Note, to id: Int64) throws {
        lock.withLock { recording?.notes.append(note) }
    }

    public func saveRecording(
        _ id: Int64, name: String, description: String?, statistics: TrackStatistics
    ) throws -> TrackSummary {
        lock.withLock {
            let recording = self.recording!
            let summary = TrackSummary(
                id: id, name: name, description: description, statistics: statistics,
                noteCount: recording.notes.count)
            saved.append((summary, recording.points, recording.notes))
            self.recording = nil
            return summary
        }
    }

    public func discardRecording(_ id: Int64) throws {
        lock.withLock { if recording?.id == id { recording = nil } }
    }

    public func savedTracks() throws -> [TrackListing] {
        lock.withLock { saved.map(\.summary.listing) }
    }

    public func savedTrack(_ id: Int64) throws -> TrackSummary? {
        lock.withLock { saved.first { $0.summary.id == id }?.summary }
    }

    public func forEachPoint(ofTrack id: Int64, _ body: (TrackPoint) throws -> Void) throws {
        for point in lock.withLock({ saved.first { $0.summary.id == id }?.points ?? [] }) { try body(point) }
    }

    public func forEachNote(ofTrack id: Int64, _ body: (Note) throws -> Void) throws {
        for note in lock.withLock({ saved.first { $0.summary.id == id }?.notes ?? [] }) { try body(note) }
    }

    public func notes(ofTrack id: Int64, first limit: Int) throws -> [Note] {
        lock.withLock { Array((saved.first { $0.summary.id == id }?.notes ?? []).prefix(limit)) }
    }

    public func deleteTrack(_ id: Int64) throws -> Bool {
        lock.withLock {
            let before = saved.count
            saved.removeAll { $0.summary.id == id }
            return saved.count < before
        }
    }

    public func renameTrack(_ id: Int64, name: String, description: String?) throws -> Bool {
        lock.withLock {
            guard let index = saved.firstIndex(where: { $0.summary.id == id }) else { return false }
            saved[index].summary.name = name
            if let description { saved[index].summary.description = description.isEmpty ? nil : description }
            return true
        }
    }

    public func importTrack(
        description: String?, fill: (any TrackSink) throws -> (name: String, statistics: TrackStatistics)
    ) throws -> TrackSummary {
        final class Collector: TrackSink {
            var points: [TrackPoint] = []
            var notes: [Note] = []
            func add(_ point: TrackPoint) { points.append(point) }
            func add(_ note: Note) { notes.append(note) }
        }
        let collector = Collector()
        let result = try fill(collector)
        return lock.withLock {
            let summary = TrackSummary(
                id: nextID, name: result.name, description: description, statistics: result.statistics,
                noteCount: collector.notes.count)
            nextID += 1
            saved.append((summary, collector.points, collector.notes))
            return summary
        }
    }
}
