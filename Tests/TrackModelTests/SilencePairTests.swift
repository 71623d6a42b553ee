import Testing

@testable import TrackModel

@Suite("Two fixes after a silence, one of them an outlier")
struct SilencePairTests {
    /// A fix at `second`, `east` and `north` metres from the last fix
    /// taken, which was at second 0.
    func mark(_ second: Double, _ east: Double, _ north: Double = 0) -> SilencePair.Mark {
        (second, LocalPlane.Point(east: east, north: north))
    }

    let last = (time: 0.0, position: LocalPlane.Point(east: 0, north: 0))

    @Test("an outlier 15 m off after 30 s of standing and the fix back a second later are a pair")
    func outlierAndFixBack() {
        #expect(SilencePair.isPair(mark(30, 15, 2), mark(31, 0.5, 0.3), after: last, white: 1))
    }

    @Test("a walker's next fixes after standing, a second apart at walking pace, are no pair")
    func walkerSteps() {
        #expect(!SilencePair.isPair(mark(30, 4), mark(31, 5.3), after: last, white: 1))
    }

    @Test("two fixes within the white scatter of each other are no pair, however fast that seems")
    func withinTheScatter() {
        #expect(!SilencePair.isPair(mark(30, 0), mark(31, 3), after: last, white: 1))
    }

    @Test("a mover that crossed the silence fast is no pair at that pace: a car on after 10 s unheard")
    func fastAcrossTheSilence() {
        #expect(!SilencePair.isPair(mark(10, 150), mark(11, 165), after: last, white: 1))
    }

    @Test("the fix off the way from the last taken to the next is the outlier: at a stop, and on the move")
    func detour() {
        let stop = LocalPlane.Point(east: 0, north: 0)
        let outlier = LocalPlane.Point(east: 15, north: 0)
        // At a stop, the next point the next outlier 15 m the other side.
        #expect(
            !SilencePair.keepsFirst(outlier, stop, from: stop, to: LocalPlane.Point(east: -15, north: 0)))
        // On the move east at 10 m a point, the outlier 15 m ahead of the
        // fix, nearer the next point than the fix is.
        let fix = LocalPlane.Point(east: 10, north: 0)
        #expect(
            SilencePair.keepsFirst(
                fix, LocalPlane.Point(east: 17, north: 13), from: stop,
                to: LocalPlane.Point(east: 20, north: 0)))
    }
}
