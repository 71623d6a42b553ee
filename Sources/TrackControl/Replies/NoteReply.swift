/// A note as replies carry it (`note`, `show`, `trace`).
public struct NoteReply: ContractReply {
    public var text: String
    public var lat: Double
    public var lon: Double
    /// ISO 8601, UTC; `nil` for a note without a time.
    public var time: String?

    public init(text: String, lat: Double, lon: Double, time: String?) {
        self.text = text
        self.lat = lat
        self.lon = lon
        self.time = time
    }

    public var json: JSONValue {
        .object(["text": .string(text), "lat": .number(lat), "lon": .number(lon), "time": .text(time)])
    }
}
