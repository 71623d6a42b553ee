/// A track file (GPX) that cannot be read, with where it broke: what a
/// ``TrackFileReading`` throws.
public struct TrackFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The line where reading stopped, when known.
    public var line: Int?
    /// What is wrong.
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
