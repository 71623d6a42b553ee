import Foundation
import Testing

@testable import TrackModel

@Suite("LocalPlane")
struct LocalPlaneTests {
    /// The ground distance of a step through the plane's scales.
    func planeMetres(_ plane: LocalPlane, _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let first = plane.point(latitude: a.0, longitude: a.1)
        let second = plane.point(latitude: b.0, longitude: b.1)
        return LocalPlane.Scale.metres(
            from: first, plane.scale(atNorth: first.north), to: second, plane.scale(atNorth: second.north))
    }

    @Test(
        "steps of 200 m measure as the geodesic does, to a millimetre, even 300 km from the origin",
        arguments: [(48.15, 11.59), (-33.9, 151.2), (69.6, 18.9), (0.0, -78.5)])
    func stepsFarFromOrigin(origin: (Double, Double)) {
        let plane = LocalPlane(latitude: origin.0, longitude: origin.1)
        for (north, east) in [(0.0, 0.0), (2.7, 0.0), (-2.7, 1.5), (1.0, -4.0)] {
            let start = (origin.0 + north, origin.1 + east)
            for bearing in stride(from: 0.0, to: 360, by: 30) {
                let radians = bearing * .pi / 180
                let end = (
                    start.0 + 200 * cos(radians) / 111_000,
                    start.1 + 200 * sin(radians) / (111_000 * cos(start.0 * .pi / 180))
                )
                let geodesic = GeodesicDistance.metres(
                    fromLatitude: start.0, longitude: start.1, toLatitude: end.0, longitude: end.1)
                #expect(abs(planeMetres(plane, start, end) - geodesic) < 0.001, "\(start) bearing \(bearing)")
            }
        }
    }

    @Test("a step across the antimeridian is a short step")
    func antimeridian() {
        let plane = LocalPlane(latitude: -17.8, longitude: 179.9995)
        let metres = planeMetres(plane, (-17.8, 179.9995), (-17.8, -179.9995))
        let geodesic = GeodesicDistance.metres(
            fromLatitude: -17.8, longitude: 179.9995, toLatitude: -17.8, longitude: -179.9995)
        #expect(abs(metres - geodesic) < 0.001, "\(metres) m")
    }
}
