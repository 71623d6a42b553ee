import TrackControl

/// How trackd answers a client of one protocol version
/// (``ControlRequest/supportedVersions``). The screens write version 2: one
/// naming scheme, snake_case with units, and refusals named. Version 1 is
/// answered exactly as it always was: `watch`'s properties under their first
/// names (`speed`, `distance`, `regionRadius`, `currentLocation`), refusals
/// without a name. Every line of a reply passes through here: its line, its
/// events, the outcome after its content.
struct WireDialect {
    /// The version spoken.
    let version: Int

    /// The dialect of a request that could not be read far enough to say
    /// its version: the first, which every client reads.
    static let unknown = WireDialect(version: ControlRequest.unstatedVersion)

    /// `watch`'s properties whose version-1 names differ, by their
    /// version-2 names.
    static let firstNames = [
        "speed_mps": "speed", "distance_m": "distance", "region_radius_m": "regionRadius",
        "current_location": "currentLocation",
    ]

    /// `response` in this version's words.
    func response(_ response: ControlResponse) -> ControlResponse {
        var response = response
        response.version = version
        if version < 2 { response.error?.reason = nil }
        return response
    }

    /// `event` in this version's words.
    func event(_ event: ControlEvent) -> ControlEvent {
        var event = event
        event.version = version
        if version < 2, case .object(var fields) = event.event, let name = fields["property"]?.stringValue,
            let first = Self.firstNames[name]
        {
            fields["property"] = .string(first)
            event.event = .object(fields)
        }
        return event
    }
}
