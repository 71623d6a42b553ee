import Glibc

extension String {
    /// Formats numbers as C's `printf` does (`%.1f`, `%02d`), always with a
    /// full stop for the decimal point: Swift never calls `setlocale`, so
    /// the C library stays in the "C" locale. Arguments are numbers only;
    /// text is joined on by the caller.
    public init(cFormat format: String, _ arguments: CVarArg...) {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
