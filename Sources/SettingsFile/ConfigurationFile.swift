import FoundationEssentials
import Glibc

/// A `key = value` configuration file (`/etc/trackd/trackd.conf`,
/// `/etc/trackd/trackweb.conf`).
///
/// One setting a line; `#` starts a comment; blank lines are ignored; values
/// may be quoted. Durations are seconds, or a number with `s`, `m` or `h`.
public struct ConfigurationFile: Sendable, Equatable {
    /// The settings by key, in the file's words.
    public private(set) var values: [String: String] = [:]
    /// The line each key was set on, for error messages.
    private var lines: [String: Int] = [:]
    public let path: String

    /// Parses `text`, read from `path`.
    /// - Throws: ``ConfigurationError`` for a line that is not `key = value`.
    public init(text: String, path: String) throws {
        self.path = path
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw ConfigurationError(path: path, line: index + 1, reason: "expected 'key = value'")
            }
            let key = trimmed[..<equals].trimmingSpaces()
            var value = trimmed[trimmed.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, value.first == value.last, value.first == "\"" || value.first == "'" {
                value = String(value.dropFirst().dropLast())
            }
            guard !key.isEmpty else {
                throw ConfigurationError(path: path, line: index + 1, reason: "missing key before '='")
            }
            values[key] = value
            lines[key] = index + 1
        }
    }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws -> ConfigurationFile {
        let bytes: [UInt8]
        do {
            bytes = try readWhole(path)
        } catch {
            throw ConfigurationError(path: path, line: nil, reason: "cannot read the file: \(error.description)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(path: path, line: nil, reason: "not UTF-8 text")
        }
        return try ConfigurationFile(text: text, path: path)
    }

    /// The value set for `key`, in the file's words; `nil` when absent.
    public subscript(_ key: some ConfigurationKey) -> String? { values[key.rawValue] }

    /// The keys set in the file that are not `Key`'s, in order: to be
    /// logged, not refused (a newer file read by an older program).
    public func unknownKeys<Key: ConfigurationKey>(_: Key.Type) -> [String] {
        let known = Set(Key.allCases.map(\.rawValue))
        return values.keys.filter { !known.contains($0) }.sorted()
    }

    /// An error about `key`, pointing at its line.
    public func error(_ key: some ConfigurationKey, _ reason: String) -> ConfigurationError {
        ConfigurationError(path: path, line: lines[key.rawValue], reason: "\(key.rawValue): \(reason)")
    }

    /// `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
    public func bool(_ key: some ConfigurationKey) throws -> Bool? {
        guard let value = self[key] else { return nil }
        switch value.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw error(key, "expected true or false, got '\(value)'")
        }
    }

    /// A duration in seconds: `90`, `90s`, `15m`, `2h`.
    public func duration(_ key: some ConfigurationKey) throws -> Double? {
        guard let value = self[key] else { return nil }
        guard let seconds = Self.parseDuration(value) else {
            throw error(key, "expected a duration such as 90, 90s, 15m or 2h, got '\(value)'")
        }
        return seconds
    }

    /// The duration under `key`, which must be above 0 (a time limit, a
    /// gap), in seconds; `nil` when absent.
    public func positiveDuration(_ key: some ConfigurationKey) throws -> Double? {
        guard let seconds = try duration(key) else { return nil }
        guard seconds > 0 else { throw error(key, "expected a duration above 0") }
        return seconds
    }

    public static func parseDuration(_ text: String) -> Double? {
        let multipliers: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        var number = Substring(text.trimmingSpaces())
        var multiplier = 1.0
        if let last = number.last, let factor = multipliers[last] {
            multiplier = factor
            number = number.dropLast()
        }
        guard let value = Double(number.trimmingSpaces()), value.isFinite, value >= 0 else {
            return nil
        }
        return value * multiplier
    }
}

/// A configuration file that cannot be used.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var reason: String

    public init(path: String, line: Int?, reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    public var description: String {
        if let line { return "\(path):\(line): \(reason)" }
        return "\(path): \(reason)"
    }
}

/// Why a file could not be read: the system's words.
struct ReadError: Error, CustomStringConvertible {
    var description: String
}

/// The bytes of the file at `path`, read whole (a configuration file is
/// small).
private func readWhole(_ path: String) throws(ReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            guard errno == EINTR else { throw ReadError(description: String(cString: strerror(errno))) }
            continue
        }
        bytes += chunk[..<count]
    }
}

extension StringProtocol {
    /// The text without white space (spaces, tabs, a CRLF file's `\r`) at
    /// either end.
    fileprivate func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...lastIndex(where: { !$0.isWhitespace })!])
    }
}
