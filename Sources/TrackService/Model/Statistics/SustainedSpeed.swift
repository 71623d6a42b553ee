/// The highest speed held over a stretch of moving steps long enough that
/// the receiver's drift cannot fake it.
///
/// Without a receiver's own speed, a speed is a distance over a time, and
/// drift of a few metres makes a short stretch look faster or slower than it
/// was. Over a stretch at least ``errorsPerStretch`` error estimates long the
/// drift's share is a few per cent, so the maximum of those stretches is a
/// maximum speed to trust; a short burst shows in it averaged over its
/// stretch.
struct SustainedSpeed {
    /// How many standard deviations of the horizontal error a stretch
    /// covers before its speed counts.
    static let errorsPerStretch = 40.0

    /// The best speed so far, metres per second.
    private(set) var maximum: Double?
    private var stretch = FIFOWindow()

    /// Takes the next step; a standing one ends the stretch.
    mutating func add(_ step: MotionStep) {
        guard step.moving else {
            stretch = FIFOWindow()
            return
        }
        stretch.append(metres: step.metres, seconds: step.seconds)
        let length = Self.errorsPerStretch * step.sigma
        while stretch.metres - stretch.firstMetres >= length { stretch.dropFirst() }
        if stretch.metres >= length, stretch.seconds > 0 {
            maximum = max(maximum ?? 0, stretch.metres / stretch.seconds)
        }
    }

    /// Steps in order with their sums; the oldest leave first.
    private struct FIFOWindow {
        private var steps: [(metres: Double, seconds: Double)] = []
        private var head = 0
        private(set) var metres = 0.0
        private(set) var seconds = 0.0

        var firstMetres: Double { steps[head].metres }

        mutating func append(metres: Double, seconds: Double) {
            steps.append((metres, seconds))
            self.metres += metres
            self.seconds += seconds
        }

        mutating func dropFirst() {
            metres -= steps[head].metres
            seconds -= steps[head].seconds
            head += 1
            if head > 256, head * 2 > steps.count {
                steps.removeFirst(head)
                head = 0
            }
        }
    }
}
