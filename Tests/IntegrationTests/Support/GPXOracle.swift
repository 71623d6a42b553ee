import Foundation
import FoundationXML

/// An independent reading of a GPX file with Foundation's XMLParser, to
/// check trackd's output against (small files only).
final class GPXOracle: NSObject, XMLParserDelegate {
    struct Point: Equatable {
        var latitude: Double
        var longitude: Double
        var elevation: Double?
        var time: String?
    }

    private(set) var trackPoints: [Point] = []
    private(set) var waypointNames: [String] = []
    private(set) var segments = 0
    private var current: Point?
    private var inWaypoint = false
    private var text = ""

    static func read(_ url: URL) throws -> GPXOracle {
        let oracle = GPXOracle()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = oracle
        guard parser.parse() else { throw HarnessError("\(url.path) is not well-formed XML") }
        return oracle
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        text = ""
        switch name {
        case "trkseg": segments += 1
        case "trkpt":
            current = Point(latitude: Double(attributes["lat"]!)!, longitude: Double(attributes["lon"]!)!)
        case "wpt": inWaypoint = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "ele": current?.elevation = Double(text)
        case "time": current?.time = text
        case "name" where inWaypoint: waypointNames.append(text)
        case "wpt": inWaypoint = false
        case "trkpt":
            if let current { trackPoints.append(current) }
            current = nil
        default: break
        }
    }
}
