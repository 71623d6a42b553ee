import Foundation
import Testing

@testable import TrackService

@Suite("GeodesicDistance")
struct GeodesicDistanceTests {
    struct Row {
        var kind: String
        var lat1, lon1, lat2, lon2, distance: Double
    }

    static func referenceRows() throws -> [Row] {
        let url = Fixtures.shared.appendingPathComponent("geodesic/wgs84-inverse.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",")
            let numbers = fields.dropFirst().map { Double($0)! }
            return Row(
                kind: String(fields[0]), lat1: numbers[0], lon1: numbers[1], lat2: numbers[2], lon2: numbers[3],
                distance: numbers[4])
        }
    }

    @Test("steps between fixes and medium distances agree with GeographicLib to 1 mm")
    func agreesWithGeographicLib() throws {
        let rows = try Self.referenceRows().filter { $0.kind == "step" || $0.kind == "medium" }
        #expect(rows.count == 1600)
        for row in rows {
            let distance = GeodesicDistance.metres(
                fromLatitude: row.lat1, longitude: row.lon1, toLatitude: row.lat2, longitude: row.lon2)
            #expect(abs(distance - row.distance) <= 0.001, "\(row)")
        }
    }

    @Test("identical points are 0 m apart; the antimeridian is crossed the short way")
    func edges() {
        #expect(GeodesicDistance.metres(fromLatitude: 51.5, longitude: -0.1, toLatitude: 51.5, longitude: -0.1) == 0)
        let across = GeodesicDistance.metres(fromLatitude: 0, longitude: 179.9999, toLatitude: 0, longitude: -179.9999)
        #expect(abs(across - 22.263898159) < 0.001)
    }
}
