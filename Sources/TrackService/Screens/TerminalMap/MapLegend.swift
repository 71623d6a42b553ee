/// The lines under a map that say what its symbols mean: a line a marker
/// while they fit the lines the map can spare, else the start, the position
/// or end, as many notes as fit and a line that sums up the rest.
struct MapLegend {
    /// The markers in the legend's order, each with where it was drawn.
    let entries: [(marker: MapMarker, placement: MarkerPlacement)]
    /// Columns a line may take.
    let width: Int
    /// Lines the legend may take; it takes more only to say that notes
    /// exist at all (one line beside the start and position).
    let budget: Int

    /// How many lines the legend of `markers` takes within `budget`.
    static func lineCount(of markers: [MapMarker], budget: Int) -> Int {
        let notes = markers.count { $0.kind == .note }
        let listed = listedNotes(markers: markers.count, notes: notes, budget: budget)
        return markers.count - notes + listed + (listed < notes ? 1 : 0)
    }

    /// How many of `notes` notes, among `markers` markers, get a line of
    /// their own: all while every marker fits the budget, else what the
    /// budget leaves beside the other markers and the summing-up line.
    private static func listedNotes(markers: Int, notes: Int, budget: Int) -> Int {
        if markers <= budget || notes == 0 { return notes }
        return max(0, budget - (markers - notes) - 1)
    }

    var lines: [String] {
        let notes = entries.filter { $0.marker.kind == .note }
        let listedNotes = Self.listedNotes(markers: entries.count, notes: notes.count, budget: budget)
        var lines: [String] = []
        var noteIndex = 0
        for entry in entries {
            guard entry.marker.kind == .note else {
                lines.append(line(entry.marker, entry.placement))
                continue
            }
            if noteIndex < listedNotes {
                lines.append(line(entry.marker, entry.placement))
            } else if noteIndex == listedNotes {
                lines.append(summary(of: notes[listedNotes...].map { $0 }, more: listedNotes > 0))
            }
            noteIndex += 1
        }
        return lines
    }

    /// ` S  start`, with where it was drawn when that is not its place, cut
    /// to the width with an ellipsis in the label.
    private func line(_ marker: MapMarker, _ placement: MarkerPlacement) -> String {
        let prefix = " \(marker.symbol)  "
        let suffix = placement.note.map { " (\($0))" } ?? ""
        let room = width - prefix.count - suffix.count
        guard room >= 2 else { return DisplayFormat.truncated(prefix + marker.label + suffix, to: width) }
        return prefix + DisplayFormat.truncated(marker.label, to: room) + suffix
    }

    /// ` 5-9, a-k  14 more notes`, and how many of them are hidden.
    private func summary(of notes: [(marker: MapMarker, placement: MarkerPlacement)], more: Bool) -> String {
        let symbols = Self.symbolRanges(notes.map(\.marker.symbol))
        var text = " \(symbols)  \(notes.count) \(more ? "more notes" : "notes")"
        let hidden = notes.count { if case .under = $0.placement { true } else { false } }
        let offMap = notes.count { $0.placement == .offMap }
        if hidden > 0 { text += ", \(hidden) hidden under others" }
        if offMap > 0 { text += ", \(offMap) off the map" }
        return DisplayFormat.truncated(text, to: width)
    }

    /// Runs of consecutive note symbols written short: `5-9, a-k, +`.
    static func symbolRanges(_ symbols: [Character]) -> String {
        var runs: [(first: Character, last: Character)] = []
        for symbol in symbols {
            if let last = runs.last, last.last != MapMarker.overflowNoteSymbol,
                let next = MapMarker.noteSymbols.firstIndex(of: last.last).map({ $0 + 1 }),
                next < MapMarker.noteSymbols.count, MapMarker.noteSymbols[next] == symbol,
                symbol.isNumber == last.first.isNumber
            {
                runs[runs.count - 1].last = symbol
            } else if runs.last?.last != symbol || symbol != MapMarker.overflowNoteSymbol {
                runs.append((symbol, symbol))
            }
        }
        return runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)-\($0.last)" }.joined(separator: ", ")
    }
}
