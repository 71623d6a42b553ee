/// Building the contract's JSON shapes, where an absent value is `null`.
extension JSONValue {
    /// A number, or `null` when there is none or it is not finite (JSON has
    /// no NaN).
    public static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .double(value)
    }

    /// A whole number.
    public static func integer(_ value: some BinaryInteger) -> JSONValue {
        .int(Int(value))
    }

    /// A string, or `null`.
    public static func text(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
