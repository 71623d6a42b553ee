import Foundation

/// A GPX ride of `count` points a second apart from 2026-06-01T10:00:00Z,
/// heading north-east in steps of about 13 m, written to `folder`.
func generatedRide(_ count: Int, in folder: URL, name: String = "ride.gpx") throws -> URL {
    let start = Date(timeIntervalSince1970: 1_780_308_000)
    var text = #"<gpx version="1.1" creator="test"><trk><trkseg>"#
    for index in 0..<count {
        let time = start.addingTimeInterval(Double(index)).ISO8601Format()
        text += #"<trkpt lat="\#(48.1 + Double(index) * 0.0001)" lon="\#(11.5 + Double(index) * 0.0001)">"#
        text += "<time>\(time)</time></trkpt>"
    }
    let url = folder.appendingPathComponent(name)
    try Data((text + "</trkseg></trk></gpx>").utf8).write(to: url)
    return url
}
