import Testing

@testable import TrackService

@Suite("DisplayFormat")
struct DisplayFormatTests {
    @Test("speeds and distances in metric, imperial and nautical units")
    func units() {
        #expect(DisplayFormat(units: .metric).speed(10) == "36.0 km/h")
        #expect(DisplayFormat(units: .imperial).speed(10) == "22.4 mph")
        #expect(DisplayFormat(units: .nautical).speed(10) == "19.4 kn")
        #expect(DisplayFormat(units: .metric).distance(1234) == "1.234 km")
        #expect(DisplayFormat(units: .imperial).distance(1609.344) == "1.000 mi")
        #expect(DisplayFormat(units: .nautical).distance(3704) == "2.000 nmi")
        #expect(DisplayFormat().speed(nil) == "unknown")
        #expect(DisplayFormat.duration(3723) == "1:02:03")
    }
}
