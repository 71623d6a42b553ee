import TrackControl

/// Reading a request's arguments, with the client's mistakes reported as bad
/// requests.
extension ControlRequest {
    func string(_ name: String) throws -> String {
        guard let value = args[name] else { throw ControlFailure(.badRequest, "missing argument '\(name)'") }
        guard let text = value.stringValue else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a string")
        }
        return text
    }

    func optionalString(_ name: String) throws -> String? {
        guard let value = args[name], value != .null else { return nil }
        return try string(name)
    }

    /// A positive count, when given.
    func optionalCount(_ name: String) throws -> Int? {
        guard let value = args[name], value != .null else { return nil }
        guard let count = value.intValue, count > 0 else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a positive whole number")
        }
        return count
    }

    /// A track number when given (`map` draws the live recording without).
    func optionalTrackID(_ name: String = "id") throws -> Int64? {
        guard let value = args[name], value != .null else { return nil }
        return try trackID(name)
    }

    func trackID(_ name: String = "id") throws -> Int64 {
        guard let value = args[name] else { throw ControlFailure(.badRequest, "missing argument '\(name)'") }
        guard let id = value.intValue ?? value.stringValue.flatMap({ Int($0) }) else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a track number")
        }
        return Int64(id)
    }
}
