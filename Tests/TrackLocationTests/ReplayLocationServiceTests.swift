import Foundation
import SyncPrimitives
import TestSupport
import Testing
import TrackModel

@testable import TrackLocation

@Suite("ReplayLocationService")
struct ReplayLocationServiceTests {
    /// Waits up to `seconds` for `condition`.
    func eventually(_ seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

    /// Starts `replay`, recording the ordinal in its file (from 1) of each
    /// point it delivers.
    func recordOrdinals(of replay: ReplayLocationService, into log: ValueLog<Int> = ValueLog()) throws -> ValueLog<Int>
    {
        let ordinals = try Self.ordinals(replay.path)
        replay.startUpdatingLocation { update in
            log.append(ordinals[Self.key(update.fix)] ?? 0)
            return .kept
        }
        return log
    }

    /// Each point of the GPX file at `path` by its place in the file, from 1
    /// (up to where a broken file breaks).
    static func ordinals(_ path: String) throws -> [String: Int] {
        var ordinals: [String: Int] = [:]
        let reader = try GPXReader(path: path)
        while let item = try? reader.next() {
            if case .point(let point) = item { ordinals[key(point.fix)] = ordinals.count + 1 }
        }
        return ordinals
    }

    static func key(_ fix: Fix) -> String {
        "\(fix.latitude),\(fix.longitude),\(fix.time?.timeIntervalSince1970 ?? -1)"
    }

    @Test("at max speed every point of the file arrives once, in order, then the source is finished")
    func playsWholeFile() throws {
        let progress = MemoryProgress()
        let replay = try ReplayLocationService(path: Fixtures.demoRide, speed: nil, progress: progress)
        let received = try recordOrdinals(of: replay)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(1...600))
        #expect(replay.status.value.problem == nil)
        #expect(progress.pointsTaken(fromFile: replay.path) == 600)
    }

    @Test("resuming after the points its progress store counts skips them")
    func resumes() throws {
        let progress = MemoryProgress([ReplayLocationService.canonicalPath(Fixtures.demoRide): 590])
        let replay = try ReplayLocationService(path: Fixtures.demoRide, speed: nil, progress: progress)
        #expect(replay.resumesAfter == 590)
        let received = try recordOrdinals(of: replay)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(591...600))
    }

    @Test("a fix the handler does not take is offered again on resume; stop pauses playback")
    func pauseAndRedeliver() throws {
        let replay = try ReplayLocationService(path: Fixtures.demoRide, speed: nil, progress: MemoryProgress())
        let received = ValueLog<Int>()
        let ordinals = try Self.ordinals(replay.path)
        replay.startUpdatingLocation { update in
            let ordinal = ordinals[Self.key(update.fix)] ?? 0
            if ordinal == 5 {
                replay.stopUpdatingLocation()
                return .notTaken
            }
            received.append(ordinal)
            return .kept
        }
        #expect(eventually { received.values.count == 4 })
        Thread.sleep(forTimeInterval: 0.2)
        #expect(received.values == [1, 2, 3, 4])
        _ = try recordOrdinals(of: replay, into: received)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(1...600))
    }

    @Test("real-time pacing follows the points' timestamps, scaled by the speed")
    func pacing() throws {
        // 600 points one second apart at 200x: about 3 seconds.
        let replay = try ReplayLocationService(path: Fixtures.demoRide, speed: 200, progress: MemoryProgress())
        let received = ValueLog<Int>()
        let started = Date()
        _ = try recordOrdinals(of: replay, into: received)
        Thread.sleep(forTimeInterval: 1)
        let afterOneSecond = received.values.count
        #expect(eventually(20) { replay.status.value.finished })
        let elapsed = Date().timeIntervalSince(started)
        replay.shutdown()
        #expect(afterOneSecond > 100 && afterOneSecond < 300, "\(afterOneSecond) points after 1 s")
        #expect(elapsed > 2.5, "\(elapsed) s")
    }

    @Test(
        "a fix storage failed to record is offered again where it stands until storage takes it: no gap, nothing twice")
    func failedFixesOfferedAgain() throws {
        let progress = MemoryProgress()
        let replay = try ReplayLocationService(path: Fixtures.demoRide, speed: nil, progress: progress)
        let diskFull = LockedValue(false)
        let kept = ValueLog<Date?>()
        let offers = ValueLog<Date?>()
        replay.startUpdatingLocation { update in
            offers.append(update.fix.time)
            // The disk fills up after 100 points.
            if kept.values.count == 100 && offers.values.count == 101 { diskFull.withValue { $0 = true } }
            if diskFull.current { return .failed }
            kept.append(update.fix.time)
            return .kept
        }
        // Offered again about once a second, the replay going no further.
        #expect(eventually(10) { offers.values.count >= 103 })
        #expect(kept.values.count == 100 && !replay.status.value.finished)
        #expect(Set(offers.values.dropFirst(100)).count == 1, "only the point storage refused is offered")
        #expect(progress.pointsTaken(fromFile: replay.path) == 100)
        diskFull.withValue { $0 = false }
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        let reader = try GPXReader(path: Fixtures.demoRide)
        var expected: [Date?] = []
        while let item = try reader.next() { if case .point(let point) = item { expected.append(point.fix.time) } }
        #expect(kept.values == expected, "every point once, in order")
        #expect(progress.pointsTaken(fromFile: replay.path) == 600)
    }

    @Test("each trkseg and each trk of the file begins a segment of the source's own, also after a resume")
    func fileSegments() throws {
        func points(_ latitudes: ClosedRange<Int>) -> String {
            latitudes.map { "<trkpt lat=\"48.\($0)\" lon=\"11.5\"/>" }.joined()
        }
        let path = try Fixtures.file(
            "<gpx><trk><trkseg>\(points(1...3))</trkseg><trkseg>\(points(4...5))</trkseg></trk>"
                + "<trk><trkseg>\(points(6...7))</trkseg></trk></gpx>")
        for (resume, expected) in [
            (0, [false, false, false, true, false, true, false]), (4, [false, true, false]),
        ] {
            let progress = MemoryProgress([ReplayLocationService.canonicalPath(path): resume])
            let replay = try ReplayLocationService(path: path, speed: nil, progress: progress)
            let starts = ValueLog<Bool>()
            replay.startUpdatingLocation { update in
                starts.append(update.startsSegment)
                return .kept
            }
            #expect(eventually { replay.status.value.finished })
            replay.shutdown()
            #expect(starts.values == expected, "resuming after \(resume)")
        }
    }

    @Test("points without a time come one second apart, scaled by the speed")
    func timelessPoints() throws {
        let points = (1...6).map { "<trkpt lat=\"48.\($0)\" lon=\"11.5\"/>" }.joined()
        let path = try Fixtures.file("<gpx><trk><trkseg>\(points)</trkseg></trk></gpx>")
        let replay = try ReplayLocationService(path: path, speed: 10, progress: MemoryProgress())
        let received = ValueLog<Date>()
        replay.startUpdatingLocation { _ in
            received.append(Date())
            return .kept
        }
        #expect(eventually { replay.status.value.finished && received.values.count == 6 })
        replay.shutdown()
        let span = received.values.last!.timeIntervalSince(received.values.first!)
        #expect(span > 0.4 && span < 1.5, "6 points at 10x took \(span) s")
    }

    @Test("a broken file is reported in the status with its name and line, after the points before it")
    func brokenFile() throws {
        let good = (1...100).map { "<trkpt lat=\"\(Double($0) / 10)\" lon=\"1\"/>\n" }.joined()
        let path = try Fixtures.file("<gpx><trk><trkseg>\n" + good + "<trkpt lat=\"2\" lon=\"2\">\n</trkseg></gpx>")
        let replay = try ReplayLocationService(path: path, speed: nil, progress: MemoryProgress())
        let received = try recordOrdinals(of: replay)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(1...100))
        let problem = try #require(replay.status.value.problem)
        #expect(problem.hasPrefix(path + ":103:"), "\(problem)")
    }
}

/// Replay progress in memory.
final class MemoryProgress: ReplayProgressStore, Sendable {
    private let counts: LockedValue<[String: Int]>

    init(_ counts: [String: Int] = [:]) {
        self.counts = LockedValue(counts)
    }

    func pointsTaken(fromFile file: String) -> Int {
        counts.current[file] ?? 0
    }

    func setPointsTaken(_ count: Int, fromFile file: String) {
        counts.withValue { $0[file] = count }
    }
}
