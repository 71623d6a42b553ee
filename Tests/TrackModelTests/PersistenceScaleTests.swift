import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("Windows that got somewhere")
struct PersistenceScaleTests {
    /// One smoothed sample a second, at `north` metres on a plane of true
    /// scale, whose noise can explain `sigma` metres.
    func samples(_ norths: [Double], sigma: Double = 2) -> [MotionSample] {
        norths.enumerated().map { second, north in
            let point = LocalPlane.Point(east: 0, north: north)
            return MotionSample(
                time: Double(second), position: point, measured: point, scale: LocalPlane.Scale(east: 1, north: 1),
                altitude: nil, unforeseen: false, sigma: sigma,
                stretchError: StretchError(white: sigma, drift: 0), noise: sigma,
                reportedVelocity: nil, wander: 0)
        }
    }

    /// The fastest pace of the two-minute windows (at 0.25 m/s) covering
    /// the step that ends at `second`, on a scale of the given evenness and
    /// fastest step.
    func pace(at second: Int, of samples: [MotionSample], evenness: Double, topSpeed: Double? = nil) -> Double? {
        var scale = PersistenceScale(length: 120, speed: 0.25, evenness: evenness, topSpeed: topSpeed)
        scale.judge(samples, runStart: samples[0].time)
        scale.finish(samples, runStart: samples[0].time)
        return scale.fastestPace(coveringStepTo: samples[second].time, from: second - 1, in: samples)
    }

    @Test(
        "a receiver's drift wandering 8 m for 150 s, then a drive: the drive vouches for the drift only without evenness"
    )
    func standingThenDriving() {
        // Drift that wanders 8 m out and back over 100 s: some halves of
        // the windows that end in the drive got more than the quarter of
        // 30 m each half needs, and none got anywhere near the drive's way.
        let drift = (0..<150).map { 8 * sin(2 * Double.pi * Double($0) / 100) }
        let track = samples(drift + (0..<150).map { 10 * Double($0) })
        for second in [40, 60, 80, 100] {
            #expect(pace(at: second, of: track, evenness: 0) != nil, "second \(second)")
            #expect(pace(at: second, of: track, evenness: 0.25) == nil, "second \(second)")
        }
        // The drive itself is still vouched for, by windows within it.
        #expect(pace(at: 200, of: track, evenness: 0.25) != nil)
    }

    @Test(
        "a drift wandering 12 m out over a minute, then a drive: even enough, and vouched for only where no step may outrun a jog"
    )
    func driftThenDriveEvenly() {
        // The drift gets 12 m from second 30 to 90; the window from 30 to
        // 150 ends 4 s into a drive at 9 m/s, which gets it 36 m: halves
        // of 12 m and 36 m pass an evenness of a quarter.
        let drift = (0..<146).map { 12 * min(max(Double($0) - 30, 0) / 60, 1) }
        let track = samples(drift + (1...150).map { 12 + 9 * Double($0) })
        #expect(pace(at: 100, of: track, evenness: 0.25) != nil)
        #expect(pace(at: 100, of: track, evenness: 0.25, topSpeed: 2) == nil)
        // A slow walker's windows hold no such step.
        let walker = samples((0..<300).map { 0.3 * Double($0) })
        #expect(pace(at: 150, of: walker, evenness: 0.25, topSpeed: 2) != nil)
    }

    @Test("the run's last 20 s creeping 8 m: not somewhere for a two-minute scale, though a run of 20 s that did is")
    func runEnd() {
        let standing = [Double](repeating: 0, count: 300)
        let creep = (1...20).map { 0.4 * Double($0) }
        let longRun = samples(standing + creep)
        #expect(pace(at: 310, of: longRun, evenness: 0.25) == nil)
        let shortRun = samples([0] + creep)
        #expect(pace(at: 10, of: shortRun, evenness: 0.25) != nil)
    }

    @Test("the fastest step of a window sliding on: that of the steps within it, however the run's buffer drops")
    func fastestStep() {
        var random = SeededRandom(seed: 11)
        var norths = [0.0]
        for _ in 0..<600 { norths.append(norths[norths.count - 1] + Double.random(in: 0...5, using: &random)) }
        var track = samples(norths)
        var fastest = FastestStep()
        var (start, end, dropped) = (0, 1, 0)
        while end < track.count {
            let speed = fastest.speed(in: track, after: start, through: end)
            let steps = (start + 1...end).map { track[$0].position.north - track[$0 - 1].position.north }
            #expect(abs(speed - steps.max()!) < 1e-9, "window \(start + dropped)-\(end + dropped)")
            end += Int.random(in: 1...4, using: &random)
            start = min(end - 1, start + Int.random(in: 0...4, using: &random))
            if start > 100 {
                track.removeFirst(50)
                fastest.drop(50)
                (start, end, dropped) = (start - 50, end - 50, dropped + 50)
            }
        }
        #expect(fastest.heldValues < 300)
    }

    @Test("a walker at 0.3 m/s who slows to 0.15 m/s for a minute: even enough")
    func unevenWalker() throws {
        let norths = (0..<300).map { second -> Double in
            let slow = min(max(Double(second) - 120, 0), 60)
            return 0.3 * Double(second) - 0.15 * slow
        }
        let track = samples(norths)
        let fastest = try #require(pace(at: 150, of: track, evenness: 0.25))
        #expect(fastest > 0.2 && fastest < 0.3, "\(fastest) m/s")
    }

    @Test("windows judged as they are asked for at the run's end answer as those judged at once, every step in turn")
    func judgedOnDemand() {
        // A stand behind wandering drift, a slow walk, a stop and a brisk
        // walk, the run ending within a window's length of its start.
        let norths =
            (0..<150).map { 6 * sin(2 * Double.pi * Double($0) / 90) }
            + (1...200).map { 0.35 * Double($0) } + [Double](repeating: 70, count: 60)
            + (1...40).map { 70 + 1.5 * Double($0) }
        let track = samples(norths)
        func paces(onDemand: Bool) -> [Double?] {
            var scale = PersistenceScale(length: 120, speed: 0.25, evenness: 0.25, topSpeed: 2)
            scale.judge(track, runStart: track[0].time)
            if onDemand {
                scale.finishOnDemand(track, runStart: track[0].time)
            } else {
                scale.finish(track, runStart: track[0].time)
            }
            #expect(scale.windowsEnd == track.count - 1)
            return (1..<track.count).map {
                scale.fastestPace(coveringStepTo: track[$0].time, from: $0 - 1, in: track)
            }
        }
        let whole = paces(onDemand: false)
        #expect(paces(onDemand: true) == whole)
        // The brisk walk's steps, covered by windows judged only on demand
        // (those that end at the run's end), got somewhere.
        #expect(whole.suffix(40).contains { $0 != nil })
    }

    @Test("half a minute 10 m on: somewhere for exact fixes, which no drift carries, not behind a 2 m receiver")
    func exactFixesNeedNoWalkingPace() {
        let norths = (0..<61).map { 10.0 / 30 * Double($0) }
        func pace(sigma: Double) -> Double? {
            var scale = PersistenceScale(length: 30, speed: 0.5)
            let track = samples(norths, sigma: sigma)
            scale.judge(track, runStart: track[0].time)
            scale.finish(track, runStart: track[0].time)
            return scale.fastestPace(coveringStepTo: track[20].time, from: 19, in: track)
        }
        #expect(pace(sigma: 0.05) != nil)
        #expect(pace(sigma: 2) == nil)
    }
}
