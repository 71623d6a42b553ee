import FoundationEssentials
import Glibc
import Logging
import TrackStorage

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
        line = line.replacing("\n", with: " ") + "\n"
        // One write per line keeps lines from threads whole (up to 4 KiB on
        // a pipe); a closed stderr must not take the daemon down: the rest
        // of the line is dropped.
        _ = FileDescriptor.write(Array(line.utf8), to: STDERR_FILENO)
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
