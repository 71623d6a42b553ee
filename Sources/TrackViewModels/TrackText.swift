import TinyMVVM
import TrackModel
import TrackRecorder

/// The one rule for the words people give tracks and notes, wherever they
/// come from (`save`, `import --name`, a GPX file's own `<name>`): a name is
/// one line of at most ``maximumNameLength`` characters with no control
/// characters; a description or a note may have lines and tabs but no other
/// control character. Every listing and terminal that shows them is safe
/// from escape sequences and bounded by design.
///
/// What a person typed is refused with the reason; what a file says is
/// made to follow the rule, since the file cannot be asked again.
enum TrackText {
    static let maximumNameLength = TrackSummary.maximumNameLength
    static let maximumDescriptionLength = TrackSummary.maximumDescriptionLength
    static let maximumNoteBytes = Note.maximumTextBytes

    /// A name as typed, trimmed.
    /// - Throws: ``CommandRefusal`` for a blank or too long name, or one
    ///   with a control character.
    static func checkedName(_ typed: String) throws -> String {
        let name = typed.trimmingWhitespace()
        guard !name.isEmpty else { throw Refusals.blankName }
        guard name.count <= maximumNameLength else {
            throw Refusals.refusal(
                "a track name is at most \(maximumNameLength) characters (this one is \(name.count))", .invalidName)
        }
        if let control = firstControlCharacter(in: name, allowingLines: false) {
            throw Refusals.refusal("a track name cannot contain control characters (found \(control))", .invalidName)
        }
        return name
    }

    /// A description as typed, trimmed; `nil` when blank.
    /// - Throws: ``CommandRefusal`` for a too long one, or one with a
    ///   control character other than a newline or a tab.
    static func checkedDescription(_ typed: String?) throws -> String? {
        guard let description = typed?.trimmingWhitespace(), !description.isEmpty else { return nil }
        guard description.count <= maximumDescriptionLength else {
            throw Refusals.refusal("a description is at most \(maximumDescriptionLength) characters", .invalidName)
        }
        if let control = firstControlCharacter(in: description, allowingLines: true) {
            throw Refusals.refusal("a description cannot contain control characters (found \(control))", .invalidName)
        }
        return description
    }

    /// A name a file gives, made to follow the rule: control characters
    /// become spaces, runs of spaces one, cut to the limit with an
    /// ellipsis; `nil` when nothing is left.
    static func cleanedName(_ given: String) -> String? {
        let words = spacingControls(in: given, allowingLines: false)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return nil }
        return words.count <= maximumNameLength ? words : String(words.prefix(maximumNameLength - 1)) + "…"
    }

    /// A note's text a file gives (a waypoint's name), made to follow the
    /// rule: control characters but newlines and tabs become spaces, cut to
    /// the limit with an ellipsis; `nil` when nothing is left.
    static func cleanedNote(_ given: String) -> String? {
        let kept = spacingControls(in: given, allowingLines: true).trimmingWhitespace()
        guard !kept.isEmpty else { return nil }
        guard kept.utf8.count > maximumNoteBytes else { return kept }
        var cut = ""
        for character in kept {
            if cut.utf8.count + character.utf8.count + "…".utf8.count > maximumNoteBytes { break }
            cut.append(character)
        }
        return cut + "…"
    }

    /// The first control character of `text` as `U+001B`, newlines and tabs
    /// passed over when `allowingLines`.
    static func firstControlCharacter(in text: String, allowingLines: Bool) -> String? {
        let control = text.unicodeScalars.first { isForbidden($0, allowingLines: allowingLines) }
        return control.map { "U+" + $0.value.hexDigits(width: 4, uppercase: true) }
    }

    /// `text` with each forbidden character a space.
    private static func spacingControls(in text: String, allowingLines: Bool) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { isForbidden($0, allowingLines: allowingLines) ? " " : $0 }))
    }

    /// Whether `scalar` is a C0 or C1 control or DEL (what a terminal may
    /// take as a command), newlines and tabs allowed when `allowingLines`.
    private static func isForbidden(_ scalar: Unicode.Scalar, allowingLines: Bool) -> Bool {
        scalar.properties.generalCategory == .control && !(allowingLines && (scalar == "\n" || scalar == "\t"))
    }
}
