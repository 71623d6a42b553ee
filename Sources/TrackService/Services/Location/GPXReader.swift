import CLibXML2
import Foundation

/// Streams the points of a GPX 1.0 or 1.1 file with libxml2's `xmlTextReader`,
/// so memory stays flat whatever the size of the file.
///
/// Real-world files are messy; the reader takes them as they are:
/// * GPX 1.0 and 1.1, any namespace or none, byte-order marks;
/// * points without time, elevation or fix, repeated times;
/// * speed and course from GPX 1.0 elements or from any extension;
/// * empty segments, several tracks and segments;
/// * routes, which are yielded only when the file has no track point (routes
///   come before tracks in a GPX file, so route points are held back until the
///   end of the file, or dropped at the first track point);
/// * waypoints, yielded as notes when they have a valid position.
///
/// A point without a valid latitude and longitude is skipped and counted in
/// ``skippedPoints``. Malformed XML stops the reader with a ``GPXError``
/// giving the file, the line and what is wrong.
public final class GPXReader {
    /// The file being read.
    public let path: String
    /// Points skipped because their position was missing or invalid.
    public private(set) var skippedPoints = 0

    private let reader: xmlTextReaderPtr
    private let errors = ErrorCollector()
    private var finished = false

    // Parsing state.
    private var segment = -1
    private var inTrackSegment = false
    /// Whether points found in a `trk` outside any `trkseg` (not valid GPX,
    /// but seen) already have a segment number.
    private var looseSegmentOpen = false
    private var sawTrackPoint = false
    private var heldRoutePoints: [TrackPoint] = []
    private var routeSegment = -1
    private var pending: [GPXItem] = []
    private var pendingIndex = 0
    private var current: PointBuilder?
    private var leaf: Leaf?
    private var text: [UInt8] = []

    /// Opens `path` for reading.
    /// - Throws: ``GPXError`` when the file cannot be opened.
    public init(path: String) throws(GPXError) {
        self.path = path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw GPXError(path: path, line: nil, reason: "cannot open the file (missing or not readable)")
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard let reader = xmlReaderForFile(path, nil, options) else {
            throw GPXError(path: path, line: nil, reason: "cannot open the file")
        }
        self.reader = reader
        xmlTextReaderSetStructuredErrorHandler(
            reader,
            { context, error in
                guard let context, let error else { return }
                Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
            },
            Unmanaged.passUnretained(errors).toOpaque())
    }

    deinit {
        xmlFreeTextReader(reader)
    }

    /// The next item of the file, or `nil` at its end.
    /// - Throws: ``GPXError`` on malformed XML; the reader is then finished.
    public func next() throws(GPXError) -> GPXItem? {
        while true {
            if pendingIndex < pending.count {
                let item = pending[pendingIndex]
                pendingIndex += 1
                if pendingIndex == pending.count {
                    pending.removeAll(keepingCapacity: true)
                    pendingIndex = 0
                }
                return item
            }
            if finished { return nil }
            try advance()
        }
    }

    /// Reads nodes until at least one item is pending or the file ends.
    private func advance() throws(GPXError) {
        while pending.isEmpty {
            let status = xmlTextReaderRead(reader)
            if status == 0 {
                finished = true
                try checkForErrors()
                if !sawTrackPoint { pending = heldRoutePoints.map(GPXItem.point) }
                heldRoutePoints = []
                return
            }
            if status < 0 {
                finished = true
                throw error(orDefault: "malformed XML")
            }
            // libxml2 may report an error found further on while it still
            // hands out the nodes before it: take those first, so a truncated
            // file yields every point up to where it breaks.
            handleNode()
        }
    }

    private func handleNode() {
        switch xmlTextReaderNodeType(reader) {
        case Int32(XML_READER_TYPE_ELEMENT.rawValue):
            let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
            startElement(localName())
            if isEmpty { endElement(localName()) }
        case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
            endElement(localName())
        case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
            Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
            if leaf != nil, let value = xmlTextReaderConstValue(reader) {
                text.append(contentsOf: UnsafeBufferPointer(start: value, count: strlen(value)))
            }
        default:
            break
        }
    }

    private func localName() -> String {
        guard let name = xmlTextReaderConstLocalName(reader) else { return "" }
        return String(cString: name)
    }

    private func startElement(_ name: String) {
        if let point = current {
            point.depth += 1
            // Speed and course may come from GPX 1.0 or from any extension;
            // the others only as direct children of the point.
            if let field = Leaf(rawValue: name), point.depth == 1 || field == .speed || field == .course {
                leaf = field
                text.removeAll(keepingCapacity: true)
            }
            return
        }
        switch name {
        case "trkseg":
            segment += 1
            inTrackSegment = true
            looseSegmentOpen = false
        case "trk":
            looseSegmentOpen = false
        case "rte":
            routeSegment += 1
        case "trkpt", "rtept", "wpt":
            current = PointBuilder(
                kind: name, latitude: attributeNumber("lat"), longitude: attributeNumber("lon"))
        default:
            break
        }
    }

    private func endElement(_ name: String) {
        guard let point = current else {
            if name == "trkseg" { inTrackSegment = false }
            return
        }
        if point.depth > 0 {
            if let field = leaf {
                point.set(field, text)
                leaf = nil
            }
            point.depth -= 1
            return
        }
        current = nil
        guard let fix = point.fix() else {
            skippedPoints += 1
            return
        }
        switch point.kind {
        case "trkpt":
            if !inTrackSegment && !looseSegmentOpen {
                segment += 1
                looseSegmentOpen = true
            }
            if !sawTrackPoint {
                sawTrackPoint = true
                heldRoutePoints = []
            }
            pending.append(.point(TrackPoint(segment: segment, fix: fix)))
        case "rtept":
            if !sawTrackPoint { heldRoutePoints.append(TrackPoint(segment: max(routeSegment, 0), fix: fix)) }
        default:
            let text = [point.name, point.description].compactMap { $0 }.joined(separator: "\n")
            pending.append(
                .waypoint(
                    Note(
                        text: text, latitude: fix.latitude, longitude: fix.longitude,
                        time: fix.time ?? Date(timeIntervalSince1970: 0))))
        }
    }

    /// The attribute `name` of the current element as a number. Reads the
    /// value in place (no copy to free) and moves back to the element.
    private func attributeNumber(_ name: String) -> Double? {
        defer { xmlTextReaderMoveToElement(reader) }
        guard xmlTextReaderMoveToAttribute(reader, name) == 1, let value = xmlTextReaderConstValue(reader) else {
            return nil
        }
        return PointBuilder.number(UnsafeBufferPointer(start: value, count: strlen(value)))
    }

    private func checkForErrors() throws(GPXError) {
        if errors.first != nil {
            finished = true
            throw error(orDefault: "malformed XML")
        }
    }

    private func error(orDefault reason: String) -> GPXError {
        if let first = errors.first {
            return GPXError(path: path, line: first.line, reason: first.message)
        }
        return GPXError(path: path, line: Int(xmlTextReaderGetParserLineNumber(reader)), reason: reason)
    }
}

/// The child elements of a point that the reader keeps.
private enum Leaf: String {
    case ele, time, fix, sat, hdop, speed, course, name, desc
}

/// Collects the fields of one point while its element is open.
private final class PointBuilder {
    let kind: String
    let latitude: Double?
    let longitude: Double?
    var depth = 0
    var elevation: Double?
    var time: Date?
    var mode = FixMode.unknown
    var satellites: Int?
    var hdop: Double?
    var speed: Double?
    var course: Double?
    var name: String?
    var description: String?

    init(kind: String, latitude: Double?, longitude: Double?) {
        self.kind = kind
        self.latitude = latitude
        self.longitude = longitude
    }

    func set(_ field: Leaf, _ text: [UInt8]) {
        text.withUnsafeBufferPointer { bytes in
            switch field {
            case .ele: elevation = Self.number(bytes)
            case .time: time = ISO8601.parse(String(decoding: bytes, as: UTF8.self))
            case .fix: mode = Self.mode(String(decoding: bytes, as: UTF8.self))
            case .sat: satellites = Self.number(bytes).flatMap { $0 >= 0 && $0 < 1000 ? Int($0) : nil }
            case .hdop: hdop = Self.number(bytes)
            case .speed: speed = Self.number(bytes)
            case .course: course = Self.number(bytes)
            case .name: name = Self.trimmed(bytes)
            case .desc: description = Self.trimmed(bytes)
            }
        }
    }

    func fix() -> Fix? {
        guard let latitude, let longitude else { return nil }
        let fix = Fix(
            time: time, latitude: latitude, longitude: longitude, altitudeMSL: elevation,
            speed: speed, course: course, satellites: satellites, hdop: hdop, mode: mode)
        return fix.hasValidCoordinates ? fix : nil
    }

    /// A finite decimal number, surrounding white space allowed.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let text = trimmed(bytes), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    static func mode(_ text: String) -> FixMode {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "none": return .noFix
        case "2d": return .twoD
        case "3d", "dgps", "pps": return .threeD
        default: return .unknown
        }
    }
}

/// Keeps the first error libxml2 reports, instead of letting it print to
/// standard error.
private final class ErrorCollector {
    struct Entry {
        var line: Int?
        var message: String
    }

    private(set) var first: Entry?

    func record(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = error.message.map { String(cString: $0) } ?? "malformed XML"
        first = Entry(
            line: error.line > 0 ? Int(error.line) : nil,
            message: message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
