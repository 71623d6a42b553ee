import Foundation
import Testing
import TrackModel

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

    @Test("an error estimate as fine as it is: an RTK receiver's centimetres are not 0 m")
    func errors() {
        #expect(DisplayFormat(units: .metric).error(0.02) == "0.02 m")
        #expect(DisplayFormat(units: .metric).error(0.25) == "0.25 m")
        #expect(DisplayFormat(units: .metric).error(3.24) == "3.2 m")
        #expect(DisplayFormat(units: .metric).error(12.4) == "12 m")
        #expect(DisplayFormat(units: .imperial).error(3.048) == "10 ft")
    }

    @Test(
        "relative times read as a person says them",
        arguments: [
            (-30.0, "just now"), (-59.0, "just now"), (-60.0, "1 minute ago"), (-125.0, "2 minutes ago"),
            (-3600.0, "1 hour ago"), (-86_399.0, "23 hours ago"), (-86_400.0, "yesterday"),
            (-259_200.0, "3 days ago"), (-1_728_000.0, "2 weeks ago"), (-7_776_000.0, "2 months ago"),
            (-69_120_000.0, "2 years ago"), (7200.0, "in 2 hours"), (100_000.0, "tomorrow"),
        ] as [(Double, String)])
    func relative(offset: Double, expected: String) {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(DisplayFormat.relative(now.addingTimeInterval(offset), now: now) == expected)
    }

    @Test("text on one line: breaks, tabs and backslashes escaped, the rest as it is")
    func oneLine() {
        #expect(DisplayFormat.oneLine("Gate\nCode\t1234\r\\ ok") == #"Gate\nCode\t1234\r\\ ok"#)
        #expect(DisplayFormat.oneLine("Café ☕") == "Café ☕")
        #expect(
            DisplayFormat.oneLine("a\u{1B}[31mred\u{9B}") == #"a\u{1B}[31mred\u{9B}"#,
            "no escape sequence reaches the terminal")
    }

    @Test("a list's times are to the minute, in UTC")
    func minute() {
        #expect(DisplayFormat.minute(ISO8601.parse("2026-05-17T07:30:59Z")) == "2026-05-17 07:30")
        #expect(DisplayFormat.minute(nil) == "-")
    }

    @Test("truncating: whole when it fits, else cut with an ellipsis as the last character")
    func truncating() {
        #expect(DisplayFormat.truncated("Walk", to: 8) == "Walk")
        #expect(DisplayFormat.truncated("Sunday ride", to: 8) == "Sunday …")
        #expect(DisplayFormat.truncated("Sunday ride", to: 8).count == 8)
    }

    @Test("one unit setting converts every figure: heights and short lengths follow the distance unit")
    func unitsEverywhere() {
        let metric = DisplayFormat(units: .metric)
        let imperial = DisplayFormat(units: .imperial)
        let nautical = DisplayFormat(units: .nautical)
        #expect(metric.elevation(113) == "113 m")
        #expect(imperial.elevation(113) == "371 ft")
        #expect(nautical.elevation(113) == "371 ft")
        // A map's scale and its radius: no "64 m" beside "2.4 nmi".
        #expect(nautical.length(64) == "210 ft")
        #expect(nautical.length(4445) == "2.4 nmi")
        #expect(imperial.length(500) == "0.3 mi")
        #expect(metric.length(64) == "64 m")
        #expect(metric.length(500) == "0.5 km")
    }
}
