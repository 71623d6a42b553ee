import Foundation
import Logging

/// Writes log records to standard error in the form journald understands: a
/// `<priority>` prefix (sd-daemon(3)) and one line per record.
public struct JournalLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let label: String

    public init(label: String, level: Logger.Level) {
        self.label = label
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var line = "<\(Self.priority(event.level))>\(label): \(event.message)"
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        if !merged.isEmpty {
            line += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        line = line.replacingOccurrences(of: "\n", with: " ") + "\n"
        // A closed stderr must not take the daemon down: drop the line.
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    /// The syslog priority journald reads from the prefix.
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: return 7
        case .info: return 6
        case .notice: return 5
        case .warning: return 4
        case .error: return 3
        case .critical: return 2
        }
    }
}
