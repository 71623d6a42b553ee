import FoundationEssentials
import Glibc
import TrackClient

/// A file a browser uploads for import, spooled into a temporary file
/// without a name (gone when closed) as it arrives, then sent to trackd as
/// `trackctl import` sends one.
final class SpooledUpload: UploadSource, @unchecked Sendable {  // used by one thread at a time
    private let descriptor: Int32
    private(set) var size = 0

    /// A new, empty spool in the temporary folder.
    init() throws(SpoolError) {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        // mkstemp replaces the template's last six characters, which must be X.
        let unique = String(repeating: "X", count: 6)
        var template = Array((folder + "/trackweb-upload-" + unique).utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SpoolError("cannot make a temporary file in \(folder): \(Self.reason())") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // Nameless from here on: nothing is left behind, whatever happens.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    deinit { close(descriptor) }

    /// Adds `bytes` to the end.
    func append(_ bytes: UnsafeRawBufferPointer) throws(SpoolError) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                guard errno == EINTR else { throw SpoolError("cannot keep the upload: \(Self.reason())") }
                continue
            }
            offset += written
        }
        size += bytes.count
    }

    /// Makes the next ``read(upTo:)`` start at the first byte.
    func rewind() {
        lseek(descriptor, 0, SEEK_SET)
    }

    func read(upTo count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        while true {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, count) }
            if got >= 0 { return Array(bytes.prefix(got)) }
            guard errno == EINTR else { throw SpoolError("cannot read the upload back: \(Self.reason())") }
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

/// The upload could not be kept to be sent on.
struct SpoolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
