import TinyMVVM
import TrackModel

/// What a save asks for.
public struct SaveTrackRequest: Sendable, Equatable {
    public var name: String
    public var description: String?

    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }
}

/// The SaveTrack screen's view model: names the recording and stores it.
public protocol SaveTrackViewModeling: Sendable {
    /// Persists the recording as a named track, then stops and clears it.
    /// Enabled when there is something recorded; a blank name is refused.
    var saveCommand: Command<SaveTrackRequest, TrackSummary> { get }
}

extension SaveTrackViewModeling {
    /// Runs ``saveCommand``.
    public func save(name: String, description: String?) throws -> TrackSummary {
        try saveCommand.execute(SaveTrackRequest(name: name, description: description))
    }
}
