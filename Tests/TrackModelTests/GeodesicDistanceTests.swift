import Foundation
import TestSupport
import Testing

@testable import TrackModel

@Suite("GeodesicDistance")
struct GeodesicDistanceTests {
    struct Row {
        var kind: String
        var lat1, lon1, lat2, lon2, distance: Double
    }

    static func referenceRows() throws -> [Row] {
        let url = Fixtures.bundled.appendingPathComponent("geodesic/wgs84-inverse.csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: ",")
            let numbers = fields.dropFirst().map { Double($0)! }
            return Row(
                kind: String(fields[0]), lat1: numbers[0], lon1: numbers[1], lat2: numbers[2], lon2: numbers[3],
                distance: numbers[4])
        }
    }

    /// The reference table gives distances to the nanometre, and GeographicLib
    /// itself is accurate to about 15 nm: below 15 m, one part in 10⁹ is
    /// finer than either, so the bound there is 15 nm.
    static let absoluteFloor = 15e-9

    @Test("every row agrees with GeographicLib: to 1 mm unless nearly antipodal, to 1 part in 10⁹ everywhere")
    func agreesWithGeographicLib() throws {
        let rows = try Self.referenceRows()
        #expect(rows.count == 1959)
        var worstMetres = 0.0
        var worstRelative = 0.0
        for row in rows {
            let distance = GeodesicDistance.metres(
                fromLatitude: row.lat1, longitude: row.lon1, toLatitude: row.lat2, longitude: row.lon2)
            let error = abs(distance - row.distance)
            if row.kind != "antipodal" {
                #expect(error <= 0.001, "\(row): \(distance)")
                worstMetres = max(worstMetres, error)
            }
            #expect(error <= max(1e-9 * row.distance, Self.absoluteFloor), "\(row): \(distance)")
            if row.distance > 15 { worstRelative = max(worstRelative, error / row.distance) }
        }
        // Swapping the points, or going the other way round, changes nothing.
        for row in rows.prefix(200) {
            let forward = GeodesicDistance.metres(
                fromLatitude: row.lat1, longitude: row.lon1, toLatitude: row.lat2, longitude: row.lon2)
            let backward = GeodesicDistance.metres(
                fromLatitude: row.lat2, longitude: row.lon2, toLatitude: row.lat1, longitude: row.lon1)
            #expect(abs(forward - backward) <= 1e-6, "\(row)")
        }
        print("geodesic: worst error \(worstMetres) m (not antipodal), \(worstRelative) relative (over 15 m)")
    }

    @Test("whether a step is longer than a limit: the geodesic's verdict, from a local plane where it is sure")
    func longerThanLimit() throws {
        var decidedOnThePlane = 0
        for row in try Self.referenceRows() where row.kind != "antipodal" {
            let first = Fix(time: nil, latitude: row.lat1, longitude: row.lon1)
            let second = Fix(time: nil, latitude: row.lat2, longitude: row.lon2)
            let plane = LocalPlane(latitude: row.lat1, longitude: row.lon1)
            let point = plane.point(latitude: row.lat2, longitude: row.lon2)
            let planeMetres = (point.east * point.east + point.north * point.north).squareRoot()
            for share in [0.5, 0.98, 0.995, 0.99999, 1.00001, 1.005, 1.02, 2] {
                let limit = row.distance * share
                let verdict = GeodesicDistance.isLonger(from: first, to: second, than: limit, planeMetres: planeMetres)
                #expect(verdict == (row.distance > limit), "\(row) against \(limit) m")
                if planeMetres <= GeodesicDistance.planeReach, abs(planeMetres - limit) > 0.01 * limit {
                    decidedOnThePlane += 1
                }
            }
        }
        #expect(decidedOnThePlane > 1000)
    }

    @Test("identical points are 0 m apart; the antimeridian is crossed the short way")
    func edges() {
        #expect(GeodesicDistance.metres(fromLatitude: 51.5, longitude: -0.1, toLatitude: 51.5, longitude: -0.1) == 0)
        let across = GeodesicDistance.metres(fromLatitude: 0, longitude: 179.9999, toLatitude: 0, longitude: -179.9999)
        #expect(abs(across - 22.263898159) < 0.001)
    }
}
