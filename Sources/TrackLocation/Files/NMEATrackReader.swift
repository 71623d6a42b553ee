import FoundationEssentials
import TrackModel

/// Reads an NMEA 0183 log, what receivers write and gpsd logs: the fixes of
/// its RMC, GGA, GLL and GSA sentences, one point an epoch (the sentences that
/// share a time of day), in the file's order.
///
/// * A point is a fix when its RMC or GLL says valid (`A`) or its GGA has a
///   quality above 0, unless GSA says no fix; position from GGA when there
///   is one, else RMC or GLL; speed and course from RMC; altitude,
///   satellites and HDOP from GGA; 2D or 3D from GSA (else 3D when GGA
///   gives an altitude).
/// * The date comes from RMC. Epochs before the first RMC take its date
///   (held back until it comes, a bounded number); a time of day that falls
///   back by more than 12 hours is the next day.
/// * A sentence whose checksum is wrong is left out; comments (`#`), blank
///   lines, other sentences and proprietary ones (`$P...`) are skipped.
struct NMEATrackReader {
    /// Epochs held back waiting for a date at most; past it they are kept
    /// without a time.
    static let heldForDate = 1_000

    func read(_ path: String, _ each: (TrackFileItem) throws -> Void) throws -> TrackFileFacts {
        let lines = try LineReader(path: path, kind: "an NMEA log")
        var assembly = Assembly()
        var calendar = NMEACalendar()
        var waiting: [Epoch] = []
        var unusableTimes = 0
        var sawSentence = false

        func emit(_ epoch: Epoch) throws {
            guard let fix = epoch.fix(at: calendar.date(of: epoch)) else { return }
            if epoch.timeOfDay != nil && fix.time == nil { unusableTimes += 1 }
            try each(.point(TrackPoint(segment: 0, fix: fix)))
        }
        func finish(_ epoch: Epoch) throws {
            calendar.learn(from: epoch)
            if calendar.knowsDate || epoch.timeOfDay == nil {
                for held in waiting { try emit(held) }
                waiting.removeAll()
                try emit(epoch)
            } else if waiting.count < Self.heldForDate {
                waiting.append(epoch)
            } else {
                for held in waiting { try emit(held) }
                waiting = [epoch]
            }
        }

        while let line = try lines.next() {
            if line.first == 0x23 { continue }
            guard let sentence = NMEASentence(line) else {
                if !sawSentence, line.contains(where: { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) }) {
                    throw lines.error("not an NMEA log: binary bytes before any sentence")
                }
                continue
            }
            sawSentence = true
            if sentence.isDamaged { continue }
            if let finished = assembly.take(sentence) { try finish(finished) }
        }
        if let last = assembly.finish() { try finish(last) }
        for held in waiting { try emit(held) }
        guard sawSentence else { throw lines.error(line: nil, "not an NMEA log: no sentence in it") }
        return TrackFileFacts(trackName: nil, unusableTimes: unusableTimes)
    }

    /// What the sentences of one epoch said.
    struct Epoch {
        var timeOfDay: Double?
        var latitude: Double?
        var longitude: Double?
        /// Whether RMC said valid or GGA gave a quality above 0.
        var valid = false
        var speed: Double?
        var course: Double?
        var altitude: Double?
        var satellites: Int?
        var hdop: Double?
        var mode: FixMode?
        /// Days since 1970 from this epoch's RMC.
        var day: Int?
        /// The types of sentence taken: a second RMC or GGA at the same
        /// time of day (a receiver whose clock is stuck) is a new epoch.
        var types: Set<Substring> = []

        /// The fix, at `time`; `nil` when the epoch is no fix.
        func fix(at time: Date?) -> Fix? {
            guard valid, mode != .noFix, let latitude, let longitude else { return nil }
            let mode = mode ?? (altitude != nil ? .threeD : .twoD)
            return Fix(
                time: time, latitude: latitude, longitude: longitude,
                altitudeMSL: mode == .threeD ? altitude : nil, speed: speed, course: course,
                satellites: satellites, hdop: hdop, mode: mode
            ).possible
        }
    }

    /// Gathers the sentences of an epoch until one with another time comes.
    struct Assembly {
        private var epoch: Epoch?

        /// Takes `sentence`; returns the epoch it ended, if it began another.
        mutating func take(_ sentence: NMEASentence) -> Epoch? {
            var ended: Epoch?
            let time: Double?
            switch sentence.type {
            case "RMC", "GGA": time = sentence.timeOfDay(0)
            case "GLL": time = sentence.timeOfDay(4)
            case "GSA": time = epoch?.timeOfDay
            default: return nil
            }
            if let current = epoch, current.timeOfDay != time || current.types.contains(sentence.type) {
                ended = current
                epoch = nil
            }
            var next = epoch ?? Epoch(timeOfDay: time)
            if sentence.type != "GSA" { next.types.insert(sentence.type) }
            switch sentence.type {
            case "RMC":
                if sentence[1] == "A" { next.valid = true }
                if next.latitude == nil {
                    next.latitude = sentence.coordinate(2, negative: "S")
                    next.longitude = sentence.coordinate(4, negative: "W")
                }
                next.speed = sentence.number(6).map { $0 * 1852 / 3600 }
                next.course = sentence.number(7)
                next.day = sentence[8].flatMap(NMEACalendar.day(ddmmyy:))
            case "GLL":
                if sentence[5] == "A" { next.valid = true }
                if next.latitude == nil {
                    next.latitude = sentence.coordinate(0, negative: "S")
                    next.longitude = sentence.coordinate(2, negative: "W")
                }
            case "GGA":
                if let quality = sentence.number(5), quality > 0 { next.valid = true }
                if let latitude = sentence.coordinate(1, negative: "S"),
                    let longitude = sentence.coordinate(3, negative: "W")
                {
                    (next.latitude, next.longitude) = (latitude, longitude)
                }
                next.satellites = sentence.number(6).flatMap { (0...255).contains($0) ? Int($0) : nil }
                next.hdop = sentence.number(7)
                next.altitude = sentence.number(8)
            default:
                switch sentence[1] {
                case "1": next.mode = .noFix
                case "2": next.mode = .twoD
                case "3": next.mode = .threeD
                default: break
                }
                next.hdop = next.hdop ?? sentence.number(15)
            }
            epoch = next
            return ended
        }

        /// The epoch in hand at the end of the file.
        mutating func finish() -> Epoch? {
            defer { epoch = nil }
            return epoch
        }
    }
}
