/// A request's arguments by name, read with the client's mistakes reported
/// as bad requests, in the words clients have always been given.
struct Arguments {
    let values: [String: JSONValue]

    func string(_ name: String) throws(ControlFailure) -> String {
        guard let value = values[name] else { throw ControlFailure(.badRequest, "missing argument '\(name)'") }
        guard let text = value.stringValue else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a string")
        }
        return text
    }

    func optionalString(_ name: String) throws(ControlFailure) -> String? {
        guard let value = values[name], value != .null else { return nil }
        return try string(name)
    }

    /// A positive count, when given.
    func optionalCount(_ name: String) throws(ControlFailure) -> Int? {
        guard let value = values[name], value != .null else { return nil }
        guard let count = value.intValue, count > 0 else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a positive whole number")
        }
        return count
    }

    /// A yes or no, when given.
    func optionalBool(_ name: String) throws(ControlFailure) -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard case .bool(let flag) = value else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be true or false")
        }
        return flag
    }

    /// The terminal size in `width` and `height`, when either is given (the
    /// other as in ``ControlCommand/ScreenSize/standard``), each at most
    /// ``ControlCommand/ScreenSize/maximum``.
    func optionalScreenSize() throws(ControlFailure) -> ControlCommand.ScreenSize? {
        let width = try optionalCount("width")
        let height = try optionalCount("height")
        guard width != nil || height != nil else { return nil }
        let standard = ControlCommand.ScreenSize.standard
        let size = ControlCommand.ScreenSize(width: width ?? standard.width, height: height ?? standard.height)
        let maximum = ControlCommand.ScreenSize.maximum
        guard size.width <= maximum, size.height <= maximum else {
            throw ControlFailure(.badRequest, "a screen is at most \(maximum) columns by \(maximum) rows")
        }
        return size
    }

    /// A track number when given.
    func optionalTrackID(_ name: String) throws(ControlFailure) -> Int64? {
        guard let value = values[name], value != .null else { return nil }
        return try trackID(name)
    }

    /// A track number: a whole number, or one written as a string.
    func trackID(_ name: String) throws(ControlFailure) -> Int64 {
        guard let value = values[name] else { throw ControlFailure(.badRequest, "missing argument '\(name)'") }
        guard let id = value.intValue ?? value.stringValue.flatMap({ Int($0) }) else {
            throw ControlFailure(.badRequest, "argument '\(name)' must be a track number")
        }
        return Int64(id)
    }

    /// The size of the upload that follows the request line, when announced.
    func bodyBytes() throws(ControlFailure) -> Int? {
        guard let announced = values["body_bytes"] else { return nil }
        let maximum = ControlCommand.Upload.maximumBytes
        guard let count = announced.intValue, count >= 0, count <= maximum else {
            throw ControlFailure(.badRequest, "body_bytes must be a size up to \(maximum) bytes")
        }
        return count
    }
}
