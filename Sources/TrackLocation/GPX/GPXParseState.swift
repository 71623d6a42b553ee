import CLibXML2
import FoundationEssentials
import SyncPrimitives
import TrackModel

/// What the GPX reader's SAX callbacks build up: where the parser is in the
/// file, the point whose element is open, and the items ready to hand out.
///
/// A struct behind a pointer that the parser passes to every callback, so
/// that the callbacks run without Swift's dynamic exclusivity checks and
/// reference counting on a class (measured: a sixth of the parse).
struct GPXParseState {
    /// The first error libxml2 (or the reader) reported.
    struct Failure {
        var line: Int?
        var message: String
    }

    let names: GPXElementNames
    /// Items ready to hand out, oldest first.
    private var pending = FIFOQueue<TrackFileItem>()
    var skippedPoints = 0
    /// Points and waypoints whose time was impossible, kept without.
    var unusableTimes = 0
    var failure: Failure?
    /// Whether the root element was seen (the file is XML at least).
    private(set) var sawRoot = false
    /// Whether the root element is not `gpx`: nothing in it is read.
    private var notGPX = false
    /// The name of the file's first track, once read.
    private(set) var trackName: String?
    /// Whether the text being read is the first track's name.
    private var readingTrackName = false

    private var segment = -1
    private var inTrackSegment = false
    /// Whether points found in a `trk` outside any `trkseg` (not valid GPX,
    /// but seen) already have a segment number.
    private var looseSegmentOpen = false
    private var inTrack = false
    private var sawTrackPoint = false
    private var heldRoutePoints: [TrackPoint] = []
    private var routeSegment = -1
    private var point: GPXPointBuilder?
    private var field: GPXPointField?
    /// The open field's text.
    private var text: [UInt8] = []

    init(names: GPXElementNames) {
        self.names = names
        text.reserveCapacity(64)
    }

    /// Takes the next pending item.
    mutating func popPending() -> TrackFileItem? {
        pending.popFirst()
    }

    /// At the end of the file: routes stand in for a missing track.
    mutating func finish() {
        if !sawTrackPoint { pending.append(contentsOf: heldRoutePoints.map(TrackFileItem.point)) }
        heldRoutePoints = []
    }

    mutating func record(line: Int?, message: String) {
        if failure == nil { failure = Failure(line: line, message: message) }
    }

    /// Keeps the first error libxml2 reports (warnings aside).
    mutating func record(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = error.message.map { String(cString: $0) } ?? "malformed XML"
        record(
            line: error.line > 0 ? Int(error.line) : nil,
            message: message.trimmingWhitespace())
    }

    // MARK: - SAX events

    mutating func startElement(
        _ name: UnsafePointer<xmlChar>, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
        if !sawRoot {
            sawRoot = true
            if name != names.root {
                notGPX = true
                record(line: nil, message: "not a GPX file: its root element is <\(String(cString: name))>, not <gpx>")
            }
        }
        if notGPX { return }
        if point == nil && trackName == nil && inTrack && !inTrackSegment && names.field(name) == .name {
            readingTrackName = true
            text.removeAll(keepingCapacity: true)
            return
        }
        if point != nil {
            point!.depth += 1
            if let found = names.field(name), point!.depth == 1 || found.isFoundInExtensions {
                field = found
                text.removeAll(keepingCapacity: true)
            }
            return
        }
        let kind: GPXPointBuilder.Kind
        switch name {
        case names.trackSegment:
            segment += 1
            inTrackSegment = true
            looseSegmentOpen = false
            return
        case names.track:
            looseSegmentOpen = false
            inTrack = true
            return
        case names.route:
            routeSegment += 1
            return
        case names.trackPoint: kind = .track
        case names.routePoint: kind = .route
        case names.waypoint: kind = .waypoint
        default: return
        }
        var latitude: Double?
        var longitude: Double?
        // Five pointers an attribute: local name, prefix, URI, value, value end.
        for index in 0..<count {
            guard let attributes, let attributeName = attributes[index * 5],
                let value = attributes[index * 5 + 3], let end = attributes[index * 5 + 4]
            else { continue }
            let bytes = UnsafeBufferPointer(start: value, count: end - value)
            if attributeName == names.latitude {
                latitude = DecimalText.parse(bytes)
            } else if attributeName == names.longitude {
                longitude = DecimalText.parse(bytes)
            }
        }
        point = GPXPointBuilder(kind: kind, latitude: latitude, longitude: longitude)
    }

    mutating func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        if field != nil || readingTrackName { text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count)) }
    }

    mutating func endElement(_ name: UnsafePointer<xmlChar>) {
        guard point != nil else {
            if readingTrackName {
                readingTrackName = false
                trackName = text.withUnsafeBufferPointer { GPXPointBuilder.trimmed($0) }
            }
            if name == names.trackSegment { inTrackSegment = false }
            if name == names.track { inTrack = false }
            return
        }
        // Mutate the open point in place: copying it at every element costs
        // more than the rest of the callback.
        if point!.depth > 0 {
            if let field {
                // A local reference to the text's storage (not a copy), so the
                // closure does not overlap an access to `self.text`.
                let bytes = text
                bytes.withUnsafeBufferPointer { point!.set(field, $0) }
                self.field = nil
            }
            point!.depth -= 1
            return
        }
        let kind = point!.kind
        if point!.timeWasUnusable { unusableTimes += 1 }
        guard let fix = point!.fix() else {
            point = nil
            skippedPoints += 1
            return
        }
        switch kind {
        case .track:
            if !inTrackSegment && !looseSegmentOpen {
                segment += 1
                looseSegmentOpen = true
            }
            if !sawTrackPoint {
                sawTrackPoint = true
                heldRoutePoints = []
            }
            pending.append(.point(TrackPoint(segment: segment, fix: fix)))
        case .route:
            if !sawTrackPoint { heldRoutePoints.append(TrackPoint(segment: max(routeSegment, 0), fix: fix)) }
        case .waypoint:
            let text = [point!.name, point!.description].compactMap { $0 }.joined(separator: "\n")
            pending.append(
                .waypoint(
                    Note(
                        text: text, latitude: fix.latitude, longitude: fix.longitude, time: fix.time)))
        }
        point = nil
    }
}
