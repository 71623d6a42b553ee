import CLibXML2
import Foundation

/// libxml2 doing nothing but reading: the floors under any GPX parser built
/// on it.
enum BareLibXML2 {
    /// Reads every node of `path` with the streaming `xmlTextReader`; returns
    /// how many there were.
    static func readerNodes(_ path: String) -> Int {
        guard let reader = xmlReaderForFile(path, nil, Int32(XML_PARSE_NONET.rawValue)) else { return 0 }
        defer { xmlFreeTextReader(reader) }
        var count = 0
        while xmlTextReaderRead(reader) == 1 { count += 1 }
        return count
    }

    /// Pushes `path` through the SAX2 parser, 64 KiB at a time, with callbacks
    /// that do nothing; returns the bytes read.
    static func saxBytes(_ path: String) -> Int {
        guard let file = FileHandle(forReadingAtPath: path) else { return 0 }
        defer { try? file.close() }
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        guard let parser = xmlCreatePushParserCtxt(&handler, nil, nil, 0, path) else { return 0 }
        defer { xmlFreeParserCtxt(parser) }
        var total = 0
        while let data = try? file.read(upToCount: 65_536), !data.isEmpty {
            total += data.count
            _ = data.withUnsafeBytes {
                xmlParseChunk(parser, $0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(data.count), 0)
            }
        }
        xmlParseChunk(parser, nil, 0, 1)
        return total
    }
}
