/// Bytes on their way to trackd after a request line (an import's file):
/// exactly ``size`` of them, read a chunk at a time.
public protocol UploadSource: AnyObject {
    /// The number of bytes the request announces and that will be sent.
    var size: Int { get }
    /// Up to `count` bytes from where reading stands; empty at the end.
    func read(upTo count: Int) throws -> [UInt8]
}
