/// A place a map marks with a symbol, and what its legend says of it.
struct MapMarker: Sendable, Equatable {
    /// What a marker stands for; it also decides which of two markers that
    /// fall in one cell keeps the true place (the lower kind).
    enum Kind: Int, Comparable, Sendable {
        /// Where the receiver is, or where a saved track ends.
        case position
        /// Where the track starts.
        case start
        /// A note.
        case note

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var kind: Kind
    var symbol: Character
    var latitude: Double
    var longitude: Double
    /// What the legend says of it.
    var label: String

    /// The symbols of notes in order: 1 to 9, then a to z (capitals are the
    /// start and end); notes beyond those are all ``overflowNoteSymbol``.
    static let noteSymbols: [Character] = Array("123456789abcdefghijklmnopqrstuvwxyz")
    static let overflowNoteSymbol: Character = "+"

    /// The symbol for the `index`th note, counted from 0.
    static func noteSymbol(_ index: Int) -> Character {
        index < noteSymbols.count ? noteSymbols[index] : overflowNoteSymbol
    }
}
