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
    struct Update: Sendable {
        var value: JSONValue
        var text: String
    }

    /// What a property shows, compared before it is written out, so that a
    /// look renders only the properties that changed.
    enum Shown: Equatable {
        case flag(Bool)
        case number(Double?)
        case fix(Fix?)
        case trace(count: Int, segment: Int)
        case servers([ForwardingStatus])
    }

    /// One property as a snapshot has it: what it shows, and how that is
    /// written.
    struct Property {
        var name: String
        var shown: Shown
        var render: () -> Update
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
        var written: [String: Shown] = [:]
        var sent = 0
        while count.map({ sent < $0 }) ?? true {
            let shown = viewModel.snapshot.value.seen(at: now())
            // The first look in its order; after it, the position first.
            let changed = properties(shown, positionFirst: written["current_location"] != nil).first {
                written[$0.name] != $0.shown
            }
            guard let changed else {
                if !changes.wait(timeout: 1), !isOpen() { return }
                continue
            }
            let update = changed.render()
            let event: JSONValue = .object(["property": .string(changed.name), "value": update.value])
            let label = WireDialect.firstNames[changed.name] ?? changed.name
            do {
                try emit(ControlEvent(event: event, text: "\(label) \(update.text)"))
            } catch {
                return  // the client went away
            }
            written[changed.name] = changed.shown
            sent += 1
        }
    }

    /// Every watched property as `shown` has it, in the order a first look
    /// writes them; with `positionFirst`, the current location before the
    /// rest, as a live view follows it most closely.
    private func properties(_ shown: MapSnapshot, positionFirst: Bool) -> [Property] {
        let state = shown.state
        let format = format
        let distance = state.statistics.distance
        let trace = (count: state.trace.count, segment: state.trace.last?.segment ?? 0)
        let position = Property(name: "current_location", shown: .fix(state.currentFix)) {
            Self.location(state.currentFix)
        }
        var properties = [
            Property(name: "recording", shown: .flag(state.isRecording)) {
                Update(value: .bool(state.isRecording), text: state.isRecording ? "yes" : "no")
            },
            Property(name: "speed_mps", shown: .number(shown.speed)) {
                Update(value: .number(shown.speed), text: format.speed(shown.speed))
            },
            Property(name: "distance_m", shown: .number(distance)) {
                Update(value: .number(distance), text: format.distance(distance))
            },
            Property(name: "region_radius_m", shown: .number(state.regionRadius)) {
                Update(value: .number(state.regionRadius), text: format.length(state.regionRadius))
            },
            Property(name: "locations", shown: .trace(count: trace.count, segment: trace.segment)) {
                Update(
                    value: .object(["count": .integer(trace.count), "segment": .integer(trace.segment)]),
                    text: "\(trace.count) points")
            },
        ]
        properties.insert(position, at: positionFirst ? 0 : 4)
        if viewModel.forwardingViewModel.isEnabled {
            properties.append(
                Property(name: "forwarding", shown: .servers(shown.forwarding)) {
                    Update(
                        value: ForwardingPresentation.json(shown.forwarding),
                        text: ForwardingPresentation.row(shown.forwarding) ?? "")
                })
        }
        return properties
    }

    /// The current location as `watch` shows it.
    private static func location(_ fix: Fix?) -> Update {
        guard let fix else { return Update(value: .null, text: "none") }
        let value: JSONValue = .object([
            "lat": .number(fix.latitude), "lon": .number(fix.longitude), "time": .text(fix.time.iso8601),
            "mode": .integer(fix.displayMode.rawValue), "eph_m": .number(fix.horizontalError),
            "epv_m": .number(fix.verticalError),
        ])
        return Update(
            value: value,
            text: DisplayFormat.coordinates(latitude: fix.latitude, longitude: fix.longitude)
                + (fix.time.map { " at \(ISO8601.format($0))" } ?? ""))
    }
}
