/// One of the contract's reply shapes, typed: a client reads it through
/// `Decodable`; trackd writes it as its ``json``, which builds the object
/// key by key in the order version 1 always had. (A synthesised `encode`
/// would write the same keys in another order, and a version-1 client is
/// answered byte for byte as before; the wire transcript holds it.)
public protocol ContractReply: Codable, Sendable, Equatable {
    /// The reply as the wire writes it: every key present, `null` for an
    /// absent value.
    var json: JSONValue { get }
}

extension ContractReply {
    public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}
