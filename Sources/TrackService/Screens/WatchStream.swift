import TinyMVVM
import TrackControl
import TrackModel
import TrackViewModels

/// `watch`: the Map view model's properties as they change, one line each.
///
/// Each property's listener only hands its newest value to a
/// ``LatestValues``; the stream's own thread (the connection's) writes them
/// out, so a slow client holds up neither the recording nor other clients,
/// and sees the newest values rather than a backlog.
struct WatchStream: ReplyStream {
    /// A property's value as `watch` shows it.
    struct Update: Sendable {
        var value: JSONValue
        var text: String
    }

    let viewModel: any MapViewModeling
    let format: DisplayFormat
    /// Events to send before ending; `nil` for as long as the client stays.
    let count: Int?

    func run(emit: (ControlEvent) throws -> Void, isOpen: () -> Bool) {
        let latest = LatestValues<Update>()
        subscribe(latest)
        defer { latest.stopListening() }
        var sent = 0
        while count.map({ sent < $0 }) ?? true {
            guard let (name, update) = latest.take(timeout: 1) else {
                if isOpen() { continue }
                return
            }
            let event: JSONValue = .object(["property": .string(name), "value": update.value])
            do {
                try emit(ControlEvent(event: event, text: "\(name) \(update.text)"))
            } catch {
                return  // the client went away
            }
            sent += 1
        }
    }

    /// Listens to every watched property.
    private func subscribe(_ latest: LatestValues<Update>) {
        let format = self.format
        func watch<T: Sendable>(
            _ name: String, _ property: ReadOnlyProperty<T>, _ render: @escaping @Sendable (T) -> Update
        ) {
            latest.listen(to: property, as: name, render)
        }
        watch("recording", viewModel.recording) { Update(value: .bool($0), text: $0 ? "yes" : "no") }
        watch("speed", viewModel.speed) { Update(value: .number($0), text: format.speed($0)) }
        watch("distance", viewModel.distance) { Update(value: .number($0), text: format.distance($0)) }
        watch("regionRadius", viewModel.regionRadius) { Update(value: .number($0), text: format.length($0)) }
        watch("currentLocation", viewModel.currentLocation) { fix in
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
        watch("locations", viewModel.locations) { trace in
            Update(
                value: .object(["count": .integer(trace.count), "segment": .integer(trace.last?.segment ?? 0)]),
                text: "\(trace.count) points")
        }
        let forwarding = viewModel.forwardingViewModel
        if forwarding.isEnabled {
            watch("forwarding", forwarding.servers) { servers in
                Update(value: ForwardingPresentation.json(servers), text: ForwardingPresentation.row(servers) ?? "")
            }
        }
    }
}
