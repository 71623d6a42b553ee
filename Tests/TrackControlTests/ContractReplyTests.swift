import Foundation
import Testing
import TrackControl

@Suite("Typed replies")
struct ContractReplyTests {
    static let note = NoteReply(text: "Gate", lat: 51.501, lon: -0.142, time: "2024-05-01T10:00:30Z")
    static let server = ForwardingReply(
        name: "mqtt", destination: "mqtt://broker:1883", connected: true, queued: 3, acknowledged: 40, thinned: 0,
        lastAcknowledgedFix: "2024-05-01T10:00:30Z", lastAcknowledgedAt: nil, lastError: nil)
    static let listing = TrackListingReply(
        id: 7, name: "Park loop", description: nil, start: "2024-05-01T10:00:00Z", end: "2024-05-01T10:06:10Z",
        points: 5, distanceM: 612.5, durationS: 370, notes: 1)

    static let status = StatusReply(
        recording: true, points: 1234, figuresPending: .init(counted: 10, points: 20, problem: nil),
        distanceM: 5678.9, speedMps: nil, speed: "unknown", distance: "5.679 km", regionRadiusM: 500,
        movingTimeS: 600, avgMovingSpeedMps: 9.5, maxSpeedMps: nil, elevationGainM: 12, elevationLossM: 3,
        segments: 2, notes: 1,
        fix: .init(
            mode: 3, lat: 48.1, lon: 11.5, time: "2024-05-01T10:00:00Z", ephM: 4, epvM: nil, ageS: 2, stale: false),
        source: .init(kind: "gpsd", connected: true, finished: false, problem: nil), storageProblem: "disk full",
        clockDisagreement: nil, journalRepaired: nil, forwarding: [server],
        actions: ["start": false, "stop": true], actionsRefused: ["start": "already recording"])

    /// `reply` written as the wire writes it and read back.
    func readBack<Reply: ContractReply>(_ reply: Reply) throws -> Reply {
        try JSONLines.decode(Reply.self, from: Array(try JSONLines.line(reply).dropLast()))
    }

    @Test("what trackd writes a client reads back whole: status, a listing, a track's detail, a note, a server")
    func roundTrips() throws {
        #expect(try readBack(Self.status) == Self.status)
        #expect(try readBack(Self.listing) == Self.listing)
        #expect(try readBack(Self.note) == Self.note)
        #expect(try readBack(Self.server) == Self.server)
        let detail = TrackDetailReply(
            listing: Self.listing, movingTimeS: 300, maxSpeedMps: 4.2, avgSpeedMps: 1.7, avgMovingSpeedMps: nil,
            elevationGainM: 3, elevationLossM: 3, segments: 2, notes: [Self.note], notesUnlisted: 0)
        #expect(try readBack(detail) == detail)
    }

    @Test("every key is written, an absent value as null; a number JSON cannot hold is null too")
    func nulls() throws {
        var status = Self.status
        status.maxSpeedMps = .nan
        guard case .object(let fields) = status.json, case .object(let fix) = fields["fix"] else {
            Issue.record("status is not an object")
            return
        }
        #expect(fields["speed_mps"] == .null && fields["clock_disagreement"] == .null)
        #expect(fields["max_speed_mps"] == .null)
        #expect(fix["epv_m"] == .null && fix.count == 8)
        #expect(fields.count == 23)
        guard case .object(let listing) = Self.listing.json else { return }
        #expect(listing["description"] == .null && listing.count == 9)
    }
}
