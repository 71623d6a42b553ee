import Foundation
import Testing

/// A recording longer than trackd works out at once, resumed by the real
/// trackd after a kill -9: it answers with every point, works the figures
/// out on a thread of its own, and they equal the ones before the crash.
@Suite("Resuming a long recording after a crash")
struct LongRecordingResumeTests {
    /// Seconds to wait for the replay to finish, and for the resumed
    /// trackd to work its figures out.
    static let patience = 400.0

    @Test("12,000 points: status answers at once with all of them; the figures worked out equal the ones before")
    func figuresEqualAfterResume() throws {
        let daemon = try DaemonHarness()
        let ride = try generatedRide(12_000, in: daemon.folder)
        try daemon.start(["--source", "replay", "--replay", ride.path, "--replay-speed", "max"])
        #expect(try daemon.trackctl("start").status == 0)
        // A debug trackd replays the 12,000 fixes in 80-145 s beside the
        // other test groups on two cores (120 s was once too few): these
        // waits are for the replay and the resumed figures, not a measure
        // of their speed, which `make bench` takes.
        _ = try daemon.waitForStatus(Self.patience) {
            ($0["source"] as? [String: Any])?["finished"] as? Bool == true
        }
        // Stopped, the figures shown are the exact ones a resume works out.
        #expect(try daemon.trackctl("stop").status == 0)
        let before = try daemon.status()
        #expect(before["points"] as? Int == 12_000)
        daemon.crash()

        try daemon.start([])
        let first = try daemon.status()
        #expect(first["points"] as? Int == 12_000, "every point counted at once")
        let after = try daemon.waitForStatus(Self.patience) { $0["figures_pending"] is NSNull }
        for key in ["points", "distance_m", "moving_time_s", "max_speed_mps", "segments"] {
            #expect(
                (after[key] as? NSNumber) == (before[key] as? NSNumber),
                "\(key): \(after[key] ?? "-") after the crash, \(before[key] ?? "-") before")
        }
        #expect(try daemon.trackctl("save", "--name", "Resumed").status == 0)
        #expect(daemon.terminate() == 0)
    }
}
