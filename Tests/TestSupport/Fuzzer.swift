import Foundation
import TruthJourneys

/// A mutation fuzzer with a fixed seed, for readers of files trackd did not
/// write whole: the fix journal after a bad sector, a GPX file from anyone.
///
/// Each case takes an input of the corpus (a folder kept in the
/// repository), changes it one to four times (bits flipped, bytes and
/// ranges deleted, repeated or moved, another input spliced in, a number
/// swapped for NaN, infinity, 91, a year of 1900 or 9999) and hands it to
/// the test's `check`, which asserts what must hold whatever the bytes and
/// returns the behaviour it saw in a few words (records read, damage
/// found, the error's kind). A crash, a hang or a failed assertion is a
/// finding; the seed and case number reproduce it.
///
/// `swift test` runs a bounded number of cases from a fixed seed, the same
/// every run. `make fuzz` runs many more (`TRACKD_FUZZ_CASES`, from a new
/// seed with `TRACKD_FUZZ_SEED`) and, with `TRACKD_FUZZ_GROW=1`, keeps in
/// the corpus each input whose behaviour no input before it showed: the
/// corpus grows toward the reader's corners, and later runs start there.
public struct Fuzzer {
    /// The inputs mutations start from.
    public let corpus: URL
    /// Cases to run.
    public let cases: Int
    public let seed: UInt64
    /// Whether new behaviours are kept as corpus files.
    public let grows: Bool
    /// The corpus files' extension.
    public let fileExtension: String

    /// A fuzzer over the corpus `Corpus/<fileExtension>` beside the test
    /// file `testFile`, running `cases` from `seed` unless the environment
    /// says otherwise.
    public init(fileExtension: String, cases: Int, seed: UInt64 = 0x7472_6163_6B64, testFile: String = #filePath) {
        let environment = ProcessInfo.processInfo.environment
        corpus = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("Corpus/\(fileExtension)")
        self.fileExtension = fileExtension
        self.cases = environment["TRACKD_FUZZ_CASES"].flatMap(Int.init) ?? cases
        self.seed = environment["TRACKD_FUZZ_SEED"].flatMap { UInt64($0) } ?? seed
        grows = environment["TRACKD_FUZZ_GROW"] == "1"
    }

    /// The corpus's inputs, in name order.
    public func inputs() throws -> [[UInt8]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix("." + fileExtension) }.sorted()
        return try names.map { [UInt8](try Data(contentsOf: corpus.appendingPathComponent($0))) }
    }

    /// Runs every case through `check`, which gets the case's bytes and its
    /// description (seed, case, the input it came from) and returns the
    /// behaviour it saw. The `extra` inputs (made by the test) come before
    /// the corpus's.
    /// - Returns: how many behaviours the run saw.
    @discardableResult
    public func run(seeds extra: [[UInt8]] = [], _ check: ([UInt8], String) throws -> String) throws -> Int {
        let inputs = extra + (try inputs())
        precondition(!inputs.isEmpty, "a fuzzer needs at least one input")
        var random = SeededRandom(seed: seed)
        var seen = Set<String>()
        for input in inputs { seen.insert(try check(input, "seed input")) }
        for number in 0..<cases {
            let origin = Int(random.next() % UInt64(inputs.count))
            var bytes = inputs[origin]
            for _ in 0...(random.next() % 4) {
                mutate(&bytes, other: inputs[Int(random.next() % UInt64(inputs.count))], random: &random)
            }
            let behaviour = try check(bytes, "seed \(seed), case \(number), from input \(origin)")
            if seen.insert(behaviour).inserted && grows {
                let name = "grown-\(seed)-\(number).\(fileExtension)"
                try Data(bytes).write(to: corpus.appendingPathComponent(name))
            }
        }
        return seen.count
    }

    /// `0`, `1`, `2-9`, `10+`: a count as coarse as a behaviour needs, so
    /// that a new one is a new kind of outcome, not a new number.
    public static func bucket(_ count: Int) -> String {
        switch count {
        case 0, 1: "\(count)"
        case 2..<10: "2-9"
        default: "10+"
        }
    }

    /// Numbers a reader must refuse or take in its stride.
    static let awkwardNumbers = [
        "nan", "NaN", "inf", "-inf", "1e308", "-0", "91", "-90.0000001", "181", "999999999999999999999",
        "0x10", "1900-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "",
    ]

    /// Bytes that mean something to a line or tag reader.
    static let awkwardBytes: [UInt8] = [0x0A, 0x20, 0x3C, 0x3E, 0x22, 0x26, 0x2D, 0x30, 0x00, 0xFF, 0xC3, 0x2E]

    /// Changes `bytes` once, in one of several ways.
    func mutate(_ bytes: inout [UInt8], other: [UInt8], random: inout SeededRandom) {
        func position(_ count: Int) -> Int { count == 0 ? 0 : Int(random.next() % UInt64(count)) }
        switch random.next() % 8 {
        case 0 where !bytes.isEmpty:
            bytes[position(bytes.count)] ^= UInt8(1 << (random.next() % 8))
        case 1 where !bytes.isEmpty:
            bytes[position(bytes.count)] = Self.awkwardBytes[position(Self.awkwardBytes.count)]
        case 2 where !bytes.isEmpty:
            let start = position(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + position(64)))
        case 3 where !bytes.isEmpty:
            let start = position(bytes.count)
            let range = start..<min(bytes.count, start + 1 + position(256))
            bytes.insert(contentsOf: Array(bytes[range]), at: position(bytes.count))
        case 4 where !other.isEmpty:
            let start = position(other.count)
            bytes.insert(
                contentsOf: other[start..<min(other.count, start + 1 + position(512))], at: position(bytes.count))
        case 5:
            replaceNumber(in: &bytes, random: &random)
        case 6 where !bytes.isEmpty:
            bytes.removeSubrange(position(bytes.count)...)
        default:
            let filler = Self.awkwardBytes[position(Self.awkwardBytes.count)]
            bytes.insert(contentsOf: repeatElement(filler, count: 1 + position(4096)), at: position(bytes.count))
        }
    }

    /// Swaps a run of digits for an awkward number.
    private func replaceNumber(in bytes: inout [UInt8], random: inout SeededRandom) {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard !digits.isEmpty else { return }
        var start = digits[Int(random.next() % UInt64(digits.count))]
        var end = start
        func isNumeric(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x2D }
        while start > 0 && isNumeric(bytes[start - 1]) { start -= 1 }
        while end < bytes.count && isNumeric(bytes[end]) { end += 1 }
        let number = Self.awkwardNumbers[Int(random.next() % UInt64(Self.awkwardNumbers.count))]
        bytes.replaceSubrange(start..<end, with: Array(number.utf8))
    }
}
