import Testing

@testable import TrackModel

@Suite("The samples within some seconds of the step judged")
struct SampleReachTests {
    /// Samples at `times`, all at one place.
    func samples(at times: [Double]) -> [MotionSample] {
        times.map { time in
            let place = LocalPlane.Point(east: 0, north: 0)
            return MotionSample(
                time: time, position: place, measured: place, scale: LocalPlane.Scale(east: 1, north: 1),
                altitude: nil, unforeseen: false, sigma: 1, stretchError: StretchError(white: 1, drift: 0), noise: 1,
                reportedVelocity: nil, wander: 0)
        }
    }

    @Test("moved step by step, it holds the samples within its seconds either side, as a search finds them")
    func movesOn() {
        // A second apart, then a tenth, then a silence of 5 s.
        let times = (0..<5).map(Double.init) + (1...20).map { 4 + Double($0) / 10 } + [11, 12, 13]
        let all = samples(at: times)
        var reach = SampleReach(seconds: 1)
        for index in 1..<all.count {
            reach.move(to: index, in: all)
            let first = all.firstIndex { $0.time >= all[index].time - 1 }!
            let last = all.lastIndex { $0.time <= all[index].time + 1 }!
            #expect(reach.range == first...last, "at \(all[index].time) s")
        }
    }

    @Test("samples dropped from the front move its indices back, to no less than the first")
    func drop() {
        let all = samples(at: (0..<10).map(Double.init))
        var reach = SampleReach(seconds: 2)
        for index in 1...6 { reach.move(to: index, in: all) }
        #expect(reach.range == 4...8)
        reach.drop(3)
        #expect(reach.range == 1...5)
        reach.drop(3)
        #expect(reach.range == 0...2)
    }
}
