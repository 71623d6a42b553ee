import Foundation
import Testing

@testable import TrackModel

/// The small POSIX-backed text helpers that replace Foundation's.
@Suite("Text")
struct TextTests {
    @Test("formats numbers as printf does, however long the result")
    func cFormat() {
        #expect(String(cFormat: "%.1f km/h", 12.25) == "12.2 km/h")
        #expect(String(cFormat: "%d:%02d:%02d", 1, 2, 3) == "1:02:03")
        #expect(String(cFormat: "%.6f, %.6f", 48.1371, -11.5) == "48.137100, -11.500000")
        let long = String(cFormat: "%.12f", 1e60)
        #expect(long == String(format: "%.12f", 1e60))
        #expect(long.count > 64)
    }

    @Test("trims white space at the ends only")
    func trimming() {
        #expect(" \t a b \r\n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
        #expect("a  b  \n".trimmingTrailingWhitespace() == "a  b")
        #expect("  a".trimmingTrailingWhitespace() == "  a")
    }

    @Test("hex digits, zero-padded to a width, never cut")
    func hexDigits() {
        #expect(UInt8(0x0A).hexDigits(width: 2) == "0a")
        #expect(UInt8(0xC3).hexDigits(width: 2, uppercase: true) == "C3")
        #expect(UInt32(0x1B).hexDigits(width: 4) == "001b")
        #expect(UInt32(0x1_0000).hexDigits(width: 4) == "10000")
    }
}
