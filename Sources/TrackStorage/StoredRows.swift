import FoundationEssentials
import TrackModel

/// The columns of a stored point, and the point they make.
enum PointColumn: Int32, SQLiteColumns {
    case segment, time, latitude, longitude, altitudeMSL, altitudeHAE, speed, course, climb
    case horizontalError, verticalError, satellites, hdop, mode, bridgesGap

    var expression: String {
        switch self {
        case .segment: "segment"
        case .time: "time"
        case .latitude: "lat"
        case .longitude: "lon"
        case .altitudeMSL: "alt_msl"
        case .altitudeHAE: "alt_hae"
        case .speed: "speed"
        case .course: "course"
        case .climb: "climb"
        case .horizontalError: "eph"
        case .verticalError: "epv"
        case .satellites: "satellites"
        case .hdop: "hdop"
        case .mode: "mode"
        case .bridgesGap: "bridges_gap"
        }
    }

    /// A track's points in order (bind its ID).
    static let query = "SELECT \(selectList) FROM points WHERE track_id = ? ORDER BY id"

    /// A track's newest points, newest first (bind its ID and how many).
    static let newestQuery = "SELECT \(selectList) FROM points WHERE track_id = ? ORDER BY id DESC LIMIT ?"

    static func point(_ row: SQLiteStatement) -> TrackPoint {
        let fix = Fix(
            time: row.optionalDate(time), latitude: row.double(latitude), longitude: row.double(longitude),
            altitudeMSL: row.optionalDouble(altitudeMSL), altitudeHAE: row.optionalDouble(altitudeHAE),
            speed: row.optionalDouble(speed), course: row.optionalDouble(course), climb: row.optionalDouble(climb),
            horizontalError: row.optionalDouble(horizontalError), verticalError: row.optionalDouble(verticalError),
            satellites: row.optionalInt(satellites), hdop: row.optionalDouble(hdop),
            mode: FixMode(rawValue: Int(row.int64(mode))) ?? .unknown)
        return TrackPoint(segment: Int(row.int64(segment)), fix: fix, bridgesGap: row.int64(bridgesGap) != 0)
    }

    /// Points with their row ID, the column after the point's (add a WHERE
    /// clause and an order).
    static let positionedQuery = "SELECT \(selectList), id FROM points"

    static func positionedPoint(_ row: SQLiteStatement) -> PositionedPoint {
        PositionedPoint(position: row.int64(Int32(allCases.count)), point: point(row))
    }

    /// Recorded points with their sequence number and recording, the two
    /// columns after the point's (add a WHERE clause).
    static let recordedQuery = "SELECT \(selectList), seq, track_id FROM points"

    static func recordedPoint(_ row: SQLiteStatement) -> RecordedPoint {
        let after = Int32(allCases.count)
        return RecordedPoint(sequence: row.int64(after), recording: row.int64(after + 1), point: point(row))
    }
}

/// The columns of a stored note, and the note they make.
enum NoteColumn: Int32, SQLiteColumns {
    case time, latitude, longitude, text

    var expression: String {
        switch self {
        case .time: "time"
        case .latitude: "lat"
        case .longitude: "lon"
        case .text: "substr(text, 1, \(Note.maximumTextBytes))"
        }
    }

    /// A track's notes in order (bind its ID).
    static let query = "SELECT \(selectList) FROM notes WHERE track_id = ? ORDER BY id"

    static func note(_ row: SQLiteStatement) -> Note {
        Note(
            text: row.text(text) ?? "", latitude: row.double(latitude), longitude: row.double(longitude),
            time: row.optionalDate(time))
    }
}

/// The columns of a track's summary, and the summary they make.
enum SummaryColumn: Int32, SQLiteColumns {
    case id, name, description, start, end, points, distance, segments, movingTime, maxSpeed, noteCount
    case elevationGain, elevationLoss, movingDistance, timedDistance

    var expression: String {
        switch self {
        case .id: "id"
        case .name: "name"
        case .description: "description"
        case .start: "start_time"
        case .end: "end_time"
        case .points: "points"
        case .distance: "distance_m"
        case .segments: "segments"
        case .movingTime: "moving_time_s"
        case .maxSpeed: "max_speed_mps"
        case .noteCount: "note_count"
        case .elevationGain: "elevation_gain_m"
        case .elevationLoss: "elevation_loss_m"
        case .movingDistance: "moving_distance_m"
        case .timedDistance: "timed_distance_m"
        }
    }

    /// Every track's summary (add a WHERE clause).
    static let query = "SELECT \(selectList) FROM tracks"

    static func summary(_ row: SQLiteStatement) -> TrackSummary {
        TrackSummary(
            id: row.int64(id), name: row.text(name, maximumCharacters: TrackSummary.maximumNameLength) ?? "",
            description: row.text(description, maximumCharacters: TrackSummary.maximumDescriptionLength),
            statistics: TrackStatistics(
                stored: Int(row.int64(points)), distance: row.double(distance), segments: Int(row.int64(segments)),
                start: row.optionalDate(start), end: row.optionalDate(end), movingTime: row.double(movingTime),
                movingDistance: row.optionalDouble(movingDistance), timedDistance: row.optionalDouble(timedDistance),
                maxSpeed: row.optionalDouble(maxSpeed), elevationGain: row.double(elevationGain),
                elevationLoss: row.double(elevationLoss)),
            noteCount: Int(row.int64(noteCount)))
    }
}

/// The columns a list of tracks reads, and the listing they make: half a
/// summary's, so that 100,000 tracks list in a third less time.
enum ListingColumn: Int32, SQLiteColumns {
    case id, name, description, start, end, points, distance, noteCount

    var expression: String {
        switch self {
        case .id: SummaryColumn.id.expression
        case .name: SummaryColumn.name.expression
        case .description: SummaryColumn.description.expression
        case .start: SummaryColumn.start.expression
        case .end: SummaryColumn.end.expression
        case .points: SummaryColumn.points.expression
        case .distance: SummaryColumn.distance.expression
        case .noteCount: SummaryColumn.noteCount.expression
        }
    }

    /// Every track's listing (add a WHERE clause).
    static let query = "SELECT \(selectList) FROM tracks"

    static func listing(_ row: SQLiteStatement) -> TrackListing {
        TrackListing(
            id: row.int64(id), name: row.text(name, maximumCharacters: TrackSummary.maximumNameLength) ?? "",
            description: row.text(description, maximumCharacters: TrackSummary.maximumDescriptionLength),
            start: row.optionalDate(start), end: row.optionalDate(end), points: Int(row.int64(points)),
            distance: row.double(distance), noteCount: Int(row.int64(noteCount)))
    }
}
