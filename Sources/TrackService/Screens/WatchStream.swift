import SyncPrimitives
import TrackControl
import TrackModel
import TrackViewModels

/// `watch`: the Map screen's properties as they change, one line each,
/// named as protocol version 2 names them (`distance_m`, `region_radius_m`;
/// ``WireDialect`` gives a version-1 client their first names). The line
/// for people keeps the first names (`regionRadius 500 m`).
///
/// The listener of the view model's snapshot only marks that something
/// changed; the stream's own thread (the connection's) looks at the newest
/// snapshot and writes each property whose value differs from what it last
/// wrote, so a slow client holds up neither the recording nor other
/// clients, and sees the newest values rather than a backlog. Looked at
/// again every second without a change, the speed goes once the fix is
/// stale, as `status` says.
struct WatchStream: ReplyStream {
    /// A property's value as `watch` shows it.
    struct Update: Sendable, Equatable {
        var value: JSONValue
        var text: String
    }

    let viewModel: any MapViewModeling
    let format: DisplayFormat
    /// Events to send before ending; `nil` for as long as the client stays.
    let count: Int?
    /// The monotonic clock a snapshot is seen by.
    var now: @Sendable () -> MonotonicInstant = MonotonicInstant.now

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
        let changes = ChangeSignal(listeningTo: viewModel.snapshot)
        defer { changes.stopListening() }
        var written: [String: Update] = [:]
        var sent = 0
        while count.map({ sent < $0 }) ?? true {
            let shown = viewModel.snapshot.value.seen(at: now())
            guard let (name, update) = updates(shown).first(where: { written[$0.name] != $0.update }) else {
                if !changes.wait(timeout: 1), !isOpen() { return }
                continue
            }
            let event: JSONValue = .object(["property": .string(name), "value": update.value])
            do {
                try emit(ControlEvent(event: event, text: "\(WireDialect.firstNames[name] ?? name) \(update.text)"))
            } catch {
                return  // the client went away
            }
            written[name] = update
            sent += 1
        }
    }

    /// Every watched property as `shown` has it, in the order a first look
    /// writes them.
    private func updates(_ shown: MapSnapshot) -> [(name: String, update: Update)] {
        let state = shown.state
        let distance = state.statistics.distance
        var updates: [(name: String, update: Update)] = [
            ("recording", Update(value: .bool(state.isRecording), text: state.isRecording ? "yes" : "no")),
            ("speed_mps", Update(value: .number(shown.speed), text: format.speed(shown.speed))),
            ("distance_m", Update(value: .number(distance), text: format.distance(distance))),
            ("region_radius_m", Update(value: .number(state.regionRadius), text: format.length(state.regionRadius))),
            ("current_location", Self.location(state.currentFix)),
            (
                "locations",
                Update(
                    value: .object([
                        "count": .integer(state.trace.count), "segment": .integer(state.trace.last?.segment ?? 0),
                    ]), text: "\(state.trace.count) points")
            ),
        ]
        if viewModel.forwardingViewModel.isEnabled {
            updates.append(
                (
                    "forwarding",
                    Update(
                        value: ForwardingPresentation.json(shown.forwarding),
                        text: ForwardingPresentation.row(shown.forwarding) ?? "")
                ))
        }
        return updates
    }

    /// The current location as `watch` shows it.
    private static func location(_ fix: Fix?) -> Update {
        guard let fix else { return Update(value: .null, text: "none") }
        let value: JSONValue = .object([
            "lat": .number(fix.latitude), "lon": .number(fix.longitude), "time": .time(fix.time),
            "mode": .integer(fix.displayMode.rawValue), "eph_m": .number(fix.horizontalError),
            "epv_m": .number(fix.verticalError),
        ])
        return Update(
            value: value,
            text: DisplayFormat.coordinates(latitude: fix.latitude, longitude: fix.longitude)
                + (fix.time.map { " at \(ISO8601.format($0))" } ?? ""))
    }
}
