import Foundation
import TestSupport
import Testing

@testable import TrackService

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

    /// Starts `replay`, recording the ordinal of each point it delivers.
    func recordOrdinals(of replay: ReplayLocationService, into recorder: Recorder<Int> = Recorder()) -> Recorder<Int> {
        replay.startUpdatingLocation { fix in
            recorder.append(fix.replayPosition!.ordinal)
            return true
        }
        return recorder
    }

    @Test("at max speed every point of the file arrives once, in order, then the source is finished")
    func playsWholeFile() throws {
        let replay = ReplayLocationService(path: Fixtures.demoRide, speed: nil)
        let received = Recorder<Fix>()
        replay.startUpdatingLocation { fix in
            received.append(fix)
            return true
        }
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values.count == 600)
        #expect(received.values.map { $0.replayPosition!.ordinal } == Array(1...600))
        #expect(replay.status.value.problem == nil)
    }

    @Test("resuming after N points skips them")
    func resumes() throws {
        let replay = ReplayLocationService(path: Fixtures.demoRide, speed: nil, resumeAfter: 590)
        let received = recordOrdinals(of: replay)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(591...600))
    }

    @Test("a fix the handler does not take is offered again on resume; stop pauses playback")
    func pauseAndRedeliver() throws {
        let replay = ReplayLocationService(path: Fixtures.demoRide, speed: nil)
        let received = Recorder<Int>()
        replay.startUpdatingLocation { fix in
            let ordinal = fix.replayPosition!.ordinal
            if ordinal == 5 {
                replay.stopUpdatingLocation()
                return false
            }
            received.append(ordinal)
            return true
        }
        #expect(eventually { received.values.count == 4 })
        Thread.sleep(forTimeInterval: 0.2)
        #expect(received.values == [1, 2, 3, 4])
        _ = recordOrdinals(of: replay, into: received)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(1...600))
    }

    @Test("real-time pacing follows the points' timestamps, scaled by the speed")
    func pacing() throws {
        // 600 points one second apart at 200x: about 3 seconds.
        let replay = ReplayLocationService(path: Fixtures.demoRide, speed: 200)
        let received = Recorder<Int>()
        let started = Date()
        _ = recordOrdinals(of: replay, into: received)
        Thread.sleep(forTimeInterval: 1)
        let afterOneSecond = received.values.count
        #expect(eventually(20) { replay.status.value.finished })
        let elapsed = Date().timeIntervalSince(started)
        replay.shutdown()
        #expect(afterOneSecond > 100 && afterOneSecond < 300, "\(afterOneSecond) points after 1 s")
        #expect(elapsed > 2.5, "\(elapsed) s")
    }

    @Test("points without a time come one second apart, scaled by the speed")
    func timelessPoints() throws {
        let points = (1...6).map { "<trkpt lat=\"48.\($0)\" lon=\"11.5\"/>" }.joined()
        let path = try Fixtures.file("<gpx><trk><trkseg>\(points)</trkseg></trk></gpx>")
        let replay = ReplayLocationService(path: path, speed: 10)
        let received = Recorder<Date>()
        replay.startUpdatingLocation { _ in
            received.append(Date())
            return true
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
        let replay = ReplayLocationService(path: path, speed: nil)
        let received = recordOrdinals(of: replay)
        #expect(eventually { replay.status.value.finished })
        replay.shutdown()
        #expect(received.values == Array(1...100))
        let problem = try #require(replay.status.value.problem)
        #expect(problem.hasPrefix(path + ":103:"), "\(problem)")
    }
}
