import CLibXML2
import FoundationEssentials
import Glibc
import TrackModel

/// Streams the points of a GPX 1.0 or 1.1 file through libxml2's SAX2 push
/// parser, 64 KiB at a time, so memory stays flat whatever the size of the
/// file. (SAX builds no tree: on this machine it reads about 2.5 times as fast
/// as libxml2's `xmlTextReader`.)
///
/// Real-world files are messy; the reader takes them as they are:
/// * GPX 1.0 and 1.1, any namespace or none, byte-order marks, any encoding
///   libxml2 knows;
/// * points without time, elevation or fix, repeated times;
/// * speed and course from GPX 1.0 elements or from any extension;
/// * empty segments, several tracks and segments;
/// * routes, which are yielded only when the file has no track point (routes
///   come before tracks in a GPX file, so route points are held back until the
///   end of the file, or dropped at the first track point);
/// * waypoints, yielded as notes when they have a valid position.
///
/// A point without a valid latitude and longitude is skipped and counted in
/// ``skippedPoints``. Malformed XML stops the reader with a ``TrackFileError``
/// giving the file, the line and what is wrong, after every point before the
/// break.
public final class GPXReader {
    /// The file being read.
    public let path: String

    static let chunkSize = 65_536

    private let file: Int32
    private let parser: xmlParserCtxtPtr
    private let state: UnsafeMutablePointer<GPXParseState>
    private var chunk: [UInt8]
    private var finished = false
    /// Whether the file had no bytes at all.
    private let isEmpty: Bool

    /// Opens `path` for reading.
    /// - Throws: ``TrackFileError`` when the file cannot be opened.
    public init(path: String) throws(TrackFileError) {
        // Everything is set up in locals and handed over at the end: a class
        // whose init throws after its properties are set would run deinit.
        let file = try RegularFile.open(path, as: "a GPX file")
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        // The first bytes let libxml2 detect the encoding (and a BOM).
        let head: Int
        do {
            head = try RegularFile.read(file, into: &chunk, count: 4, path: path)
        } catch {
            close(file)
            throw error
        }
        // Errors come through the handler's structured callback, as
        // TrackFileErrors; none goes to stderr.
        trackd_xml_quiet_generic_errors()
        let state = UnsafeMutablePointer<GPXParseState>.allocate(capacity: 1)
        var handler = Self.makeHandler()
        let parser = chunk.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                xmlCreatePushParserCtxt(&handler, state, $0.baseAddress, Int32(head), path)
            }
        }
        guard let parser, let dictionary = parser.pointee.dict else {
            if let parser { xmlFreeParserCtxt(parser) }
            close(file)
            state.deallocate()
            throw TrackFileError(path: path, line: nil, reason: "cannot start the XML parser")
        }
        state.initialize(to: GPXParseState(names: GPXElementNames(dictionary: dictionary)))
        xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
        self.path = path
        self.isEmpty = head == 0
        self.file = file
        self.chunk = chunk
        self.state = state
        self.parser = parser
    }

    deinit {
        xmlFreeParserCtxt(parser)
        close(file)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Points skipped because their position was missing or invalid.
    public var skippedPoints: Int { state.pointee.skippedPoints }

    /// Points and waypoints so far whose time was impossible, kept without.
    public var unusableTimes: Int { state.pointee.unusableTimes }

    /// The name of the file's first track, once the reader has passed it.
    public var trackName: String? { state.pointee.trackName }

    /// The next item of the file, or `nil` at its end.
    /// - Throws: ``TrackFileError`` on malformed XML or a failed read; the reader is
    ///   then finished.
    public func next() throws(TrackFileError) -> TrackFileItem? {
        while true {
            if let item = state.pointee.popPending() { return item }
            if finished {
                if let failure = state.pointee.failure {
                    state.pointee.failure = nil
                    guard state.pointee.sawRoot else {
                        // Nothing of it was XML: say what the file is not.
                        throw TrackFileError(
                            path: path, line: nil,
                            reason: isEmpty
                                ? "the file is empty, not a GPX file"
                                : "not a GPX file: it is not XML (\(failure.message))")
                    }
                    throw TrackFileError(path: path, line: failure.line, reason: failure.message)
                }
                return nil
            }
            try parseChunk()
        }
    }

    /// Feeds the parser the next chunk of the file (or the end of it).
    private func parseChunk() throws(TrackFileError) {
        let count: Int
        do {
            count = try RegularFile.read(file, into: &chunk, count: Self.chunkSize, path: path)
        } catch {
            finished = true
            throw error
        }
        let status = chunk.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                xmlParseChunk(parser, $0.baseAddress, Int32(count), count == 0 ? 1 : 0)
            }
        }
        if status != 0 || state.pointee.failure != nil {
            // The points before the break are pending; the error follows them.
            finished = true
            state.pointee.record(line: Int(xmlSAX2GetLineNumber(parser)), message: "malformed XML")
        } else if count == 0 {
            finished = true
            state.pointee.finish()
        }
    }

    /// SAX2 callbacks, routed to the parse state passed as the parser's user
    /// data (libxml2 passes it to structured errors too).
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            parseState(context).pointee.startElement(localName, attributes: attributes, count: Int(attributeCount))
        }
        handler.endElementNs = { context, localName, _, _ in
            guard let localName else { return }
            parseState(context).pointee.endElement(localName)
        }
        handler.characters = { context, bytes, count in
            guard let bytes else { return }
            parseState(context).pointee.characters(bytes, count: Int(count))
        }
        handler.cdataBlock = handler.characters
        handler.serror = { context, error in
            guard let error else { return }
            parseState(context).pointee.record(error.pointee)
        }
        return handler
    }
}

/// The parse state a SAX callback's user data points to.
private func parseState(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GPXParseState> {
    context!.assumingMemoryBound(to: GPXParseState.self)
}
