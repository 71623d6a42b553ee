/// The database schema as a list of migrations; `PRAGMA user_version` holds
/// how many have run.
///
/// A database made by an older trackd is upgraded step by step when opened; a
/// database from a newer trackd (a higher version than this list knows) is
/// refused rather than guessed at.
enum Schema {
    static let migrations: [String] = [
        // 1: tracks (the unsaved recording is the one row with saved_at NULL),
        // their points and notes, and where each replayed file stands.
        """
        CREATE TABLE tracks (
            id INTEGER PRIMARY KEY,
            name TEXT,
            description TEXT,
            created_at REAL NOT NULL,
            saved_at REAL,
            active INTEGER NOT NULL DEFAULT 0,
            points INTEGER NOT NULL DEFAULT 0,
            distance_m REAL NOT NULL DEFAULT 0,
            segments INTEGER NOT NULL DEFAULT 0,
            start_time REAL,
            end_time REAL,
            moving_time_s REAL NOT NULL DEFAULT 0,
            max_speed_mps REAL,
            elevation_gain_m REAL NOT NULL DEFAULT 0,
            elevation_loss_m REAL NOT NULL DEFAULT 0
        );
        CREATE UNIQUE INDEX tracks_one_unsaved ON tracks (saved_at IS NULL) WHERE saved_at IS NULL;
        CREATE TABLE points (
            id INTEGER PRIMARY KEY,
            track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
            segment INTEGER NOT NULL,
            time REAL,
            lat REAL NOT NULL,
            lon REAL NOT NULL,
            alt_msl REAL,
            alt_hae REAL,
            speed REAL,
            course REAL,
            climb REAL,
            eph REAL,
            epv REAL,
            satellites INTEGER,
            hdop REAL,
            mode INTEGER NOT NULL
        );
        CREATE INDEX points_by_track ON points (track_id, id);
        CREATE TABLE notes (
            id INTEGER PRIMARY KEY,
            track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
            time REAL NOT NULL,
            lat REAL NOT NULL,
            lon REAL NOT NULL,
            text TEXT NOT NULL
        );
        CREATE INDEX notes_by_track ON notes (track_id, id);
        CREATE TABLE replay_cursors (
            file TEXT PRIMARY KEY,
            ordinal INTEGER NOT NULL
        );
        """,
        // 2: the file says it is trackd's (so another program's SQLite file
        // is never taken for an empty trackd database), and an import in
        // progress is marked: it commits in chunks, stays invisible until its
        // last chunk, and is deleted if it fails or trackd dies meanwhile.
        """
        ALTER TABLE tracks ADD COLUMN importing INTEGER NOT NULL DEFAULT 0;
        PRAGMA application_id = \(applicationID);
        """,
        // 3: a note may have no time (a GPX waypoint without one); such notes
        // were stored at 1970-01-01 before, and lose that time.
        """
        CREATE TABLE notes_v2 AS SELECT id, track_id, NULLIF(time, 0) AS time, lat, lon, text FROM notes;
        DROP TABLE notes;
        CREATE TABLE notes (
            id INTEGER PRIMARY KEY,
            track_id INTEGER NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
            time REAL,
            lat REAL NOT NULL,
            lon REAL NOT NULL,
            text TEXT NOT NULL
        );
        INSERT INTO notes (id, track_id, time, lat, lon, text) SELECT id, track_id, time, lat, lon, text FROM notes_v2;
        DROP TABLE notes_v2;
        CREATE INDEX notes_by_track ON notes (track_id, id);
        """,
        // 4: the distance covered while moving and between timed points, for
        // average speeds that agree with the moving time and the duration
        // (NULL for tracks saved before: all their distance counts).
        """
        ALTER TABLE tracks ADD COLUMN moving_distance_m REAL;
        ALTER TABLE tracks ADD COLUMN timed_distance_m REAL;
        """,
        // 5: track IDs are never given twice. A rowid table hands out the
        // highest ID plus one, so deleting the newest track gave its ID to
        // the next, and `delete 12` repeated from a shell's history removed
        // the wrong track. The highest ID ever given is kept, and new rows
        // take the next one (`newTrackID`).
        """
        CREATE TABLE track_ids (highest INTEGER NOT NULL);
        INSERT INTO track_ids (highest) SELECT coalesce(max(id), 0) FROM tracks;
        CREATE TRIGGER track_ids_follow AFTER INSERT ON tracks WHEN NEW.id > (SELECT highest FROM track_ids)
        BEGIN
            UPDATE track_ids SET highest = NEW.id;
        END;
        """,
        // 6: recorded points go to a journal beside the database
        // (`tracks.db-fixes`) and are folded into `points` in batches; the
        // sequence number of the last one folded tells which of the
        // journal's records a crash left out of the tables.
        """
        CREATE TABLE journal_state (folded INTEGER NOT NULL);
        INSERT INTO journal_state (folded) VALUES (0);
        """,
        // 7: the outbox. A recorded point keeps its journal sequence number
        // (`seq`, NULL for imported points), which orders every point ever
        // recorded; each server forwarded to has a cursor, the sequence up to
        // which it acknowledged. Queued positions are the points after it:
        // no copy of a point is written to queue it.
        """
        ALTER TABLE points ADD COLUMN seq INTEGER;
        CREATE INDEX points_by_sequence ON points (seq) WHERE seq IS NOT NULL;
        CREATE TABLE outbox (sink TEXT PRIMARY KEY, acknowledged INTEGER NOT NULL);
        """,
        // 8: a point that begins a segment because fixes stopped coming (a
        // tunnel), not because the user stopped: the figures count the way
        // across its gap (TrackPoint.bridgesGap).
        """
        ALTER TABLE points ADD COLUMN bridges_gap INTEGER NOT NULL DEFAULT 0;
        """,
        // 9: a saved track's count of notes is stored with its figures (its
        // notes never change once saved): listing 100,000 tracks counted
        // each track's notes again, a third of the time it took.
        """
        ALTER TABLE tracks ADD COLUMN note_count INTEGER NOT NULL DEFAULT 0;
        UPDATE tracks SET note_count = (SELECT count(*) FROM notes WHERE notes.track_id = tracks.id);
        """,
    ]

    /// The ID a new track row takes: one above the highest ever given.
    static let newTrackID = "(SELECT highest + 1 FROM track_ids)"

    /// `PRAGMA application_id` of a trackd database: "trkd" in ASCII.
    static let applicationID: Int64 = 0x7472_6B64

    /// The tables every trackd database has had since version 1.
    static let coreTables: Set<String> = ["tracks", "points", "notes", "replay_cursors"]

    /// The version this build writes.
    static var currentVersion: Int { migrations.count }
}
