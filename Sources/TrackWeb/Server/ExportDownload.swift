import TrackControl

/// How an export is offered to the browser: its media type and the file
/// name's extension.
struct ExportDownload {
    let mediaType: String
    let fileExtension: String

    init(format: ExportFormat) {
        switch format {
        case .gpx: (mediaType, fileExtension) = ("application/gpx+xml", "gpx")
        case .geojson: (mediaType, fileExtension) = ("application/geo+json", "geojson")
        case .csv: (mediaType, fileExtension) = ("text/csv; charset=utf-8", "csv")
        }
    }
}
