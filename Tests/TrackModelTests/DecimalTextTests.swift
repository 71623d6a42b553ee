import Foundation
import Testing
import TruthJourneys

@testable import TrackModel

@Suite("DecimalText")
struct DecimalTextTests {
    func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { DecimalText.parse($0) }
    }

    @Test(
        "reads exactly what the standard library reads",
        arguments: [
            "0", "-0", "48.1371", "-33.8688", "11.5754000", " 520.5 ", "\n7\t", "+3.25", "1e3", "2.5E-2",
            "0.1", "0.000001", "123456789012345", "1234567890123456789", "3.141592653589793238", "1e-30",
            "9.87654321e20",
        ])
    func matchesStandardLibrary(text: String) {
        let expected = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(parse(text) == expected)
        #expect(parse(text) != nil)
    }

    @Test("random coordinates round-trip bit for bit")
    func randomCoordinates() {
        var generator = SeededRandom(seed: 1)
        for _ in 0..<10_000 {
            let value = Double.random(in: -180...180, using: &generator)
            for digits in [5, 7, 9, 13] {
                let text = String(format: "%.\(digits)f", value)
                #expect(parse(text) == Double(text), "\(text)")
            }
        }
    }

    @Test(
        "rejects what is not a decimal number",
        arguments: ["", " ", "abc", "1.2.3", "0x10", "inf", "nan", "1e", "--1", "1 2", "."])
    func rejects(text: String) {
        #expect(parse(text) == nil)
    }

    @Test("plain text for a message: a whole number without its .0, others as Swift writes them")
    func plain() {
        #expect(DecimalText.plain(15) == "15")
        #expect(DecimalText.plain(0.5) == "0.5")
        #expect(DecimalText.plain(-3) == "-3")
        #expect(DecimalText.plain(1e300) == "1e+300")
    }
}
