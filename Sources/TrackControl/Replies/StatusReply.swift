/// `status`: the recording, its figures, the fix, the source, forwarding and
/// which actions would run, as the contract shapes it.
public struct StatusReply: ContractReply {
    /// How far the figures of a recording resumed after a restart have been
    /// worked out.
    public struct FiguresPending: Codable, Sendable, Equatable {
        public var counted: Int
        public var points: Int
        /// Why working them out stopped, if it did.
        public var problem: String?

        public init(counted: Int, points: Int, problem: String?) {
            self.counted = counted
            self.points = points
            self.problem = problem
        }
    }

    /// The newest fix: mode 0 and the rest `null` without one.
    public struct Fix: Codable, Sendable, Equatable {
        public var mode: Int
        public var lat: Double?
        public var lon: Double?
        public var time: String?
        public var ephM: Double?
        public var epvM: Double?
        /// Seconds since it came; `null` without a fix or for one from
        /// before trackd started.
        public var ageS: Double?
        public var stale: Bool

        public init(
            mode: Int, lat: Double?, lon: Double?, time: String?, ephM: Double?, epvM: Double?, ageS: Double?,
            stale: Bool
        ) {
            self.mode = mode
            self.lat = lat
            self.lon = lon
            self.time = time
            self.ephM = ephM
            self.epvM = epvM
            self.ageS = ageS
            self.stale = stale
        }

        enum CodingKeys: String, CodingKey {
            case mode, lat, lon, time, stale
            case ephM = "eph_m"
            case epvM = "epv_m"
            case ageS = "age_s"
        }
    }

    /// Where fixes come from.
    public struct Source: Codable, Sendable, Equatable {
        /// `gpsd` or `replay`.
        public var kind: String
        public var connected: Bool
        public var finished: Bool
        public var problem: String?

        public init(kind: String, connected: Bool, finished: Bool, problem: String?) {
            self.kind = kind
            self.connected = connected
            self.finished = finished
            self.problem = problem
        }
    }

    /// The receiver's time and the system clock a day or more apart.
    public struct ClockDisagreement: Codable, Sendable, Equatable {
        public var fixTime: String?
        public var systemTime: String?
        public var seconds: Double
        /// Whose time the recording keeps: `receiver`.
        public var trusted: String

        public init(fixTime: String?, systemTime: String?, seconds: Double, trusted: String) {
            self.fixTime = fixTime
            self.systemTime = systemTime
            self.seconds = seconds
            self.trusted = trusted
        }

        enum CodingKeys: String, CodingKey {
            case seconds, trusted
            case fixTime = "fix_time"
            case systemTime = "system_time"
        }
    }

    public var recording: Bool
    public var points: Int
    public var figuresPending: FiguresPending?
    public var distanceM: Double
    /// The speed to show; `null` while stopped or for a stale fix.
    public var speedMps: Double?
    /// The speed and distance in words, in the configured units.
    public var speed: String
    public var distance: String
    public var regionRadiusM: Double
    /// Figures that may be unknown (`null`): no fix yet, nothing moving.
    public var movingTimeS: Double?
    public var avgMovingSpeedMps: Double?
    public var maxSpeedMps: Double?
    public var elevationGainM: Double?
    public var elevationLossM: Double?
    public var segments: Int
    public var notes: Int
    public var fix: Fix
    public var source: Source
    public var storageProblem: String?
    public var clockDisagreement: ClockDisagreement?
    public var journalRepaired: String?
    public var forwarding: [ForwardingReply]
    /// Whether each recording action (`start`, `stop`, `clear`, `save`,
    /// `note`) would run now.
    public var actions: [String: Bool]
    /// The words of the refusal each disabled action would give.
    public var actionsRefused: [String: String]

    public init(
        recording: Bool, points: Int, figuresPending: FiguresPending?, distanceM: Double, speedMps: Double?,
        speed: String, distance: String, regionRadiusM: Double, movingTimeS: Double?, avgMovingSpeedMps: Double?,
        maxSpeedMps: Double?, elevationGainM: Double?, elevationLossM: Double?, segments: Int, notes: Int, fix: Fix,
        source: Source, storageProblem: String?, clockDisagreement: ClockDisagreement?, journalRepaired: String?,
        forwarding: [ForwardingReply], actions: [String: Bool], actionsRefused: [String: String]
    ) {
        self.recording = recording
        self.points = points
        self.figuresPending = figuresPending
        self.distanceM = distanceM
        self.speedMps = speedMps
        self.speed = speed
        self.distance = distance
        self.regionRadiusM = regionRadiusM
        self.movingTimeS = movingTimeS
        self.avgMovingSpeedMps = avgMovingSpeedMps
        self.maxSpeedMps = maxSpeedMps
        self.elevationGainM = elevationGainM
        self.elevationLossM = elevationLossM
        self.segments = segments
        self.notes = notes
        self.fix = fix
        self.source = source
        self.storageProblem = storageProblem
        self.clockDisagreement = clockDisagreement
        self.journalRepaired = journalRepaired
        self.forwarding = forwarding
        self.actions = actions
        self.actionsRefused = actionsRefused
    }

    enum CodingKeys: String, CodingKey {
        case recording, points, speed, distance, segments, notes, fix, source, forwarding, actions
        case figuresPending = "figures_pending"
        case distanceM = "distance_m"
        case speedMps = "speed_mps"
        case regionRadiusM = "region_radius_m"
        case movingTimeS = "moving_time_s"
        case avgMovingSpeedMps = "avg_moving_speed_mps"
        case maxSpeedMps = "max_speed_mps"
        case elevationGainM = "elevation_gain_m"
        case elevationLossM = "elevation_loss_m"
        case storageProblem = "storage_problem"
        case clockDisagreement = "clock_disagreement"
        case journalRepaired = "journal_repaired"
        case actionsRefused = "actions_refused"
    }

    public var json: JSONValue {
        .object([
            "recording": .bool(recording),
            "points": .integer(points),
            "figures_pending": figuresPending.map {
                .object(["counted": .integer($0.counted), "points": .integer($0.points), "problem": .text($0.problem)])
            } ?? .null,
            "distance_m": .number(distanceM),
            "speed_mps": .number(speedMps),
            "speed": .string(speed),
            "distance": .string(distance),
            "region_radius_m": .number(regionRadiusM),
            "moving_time_s": .number(movingTimeS),
            "avg_moving_speed_mps": .number(avgMovingSpeedMps),
            "max_speed_mps": .number(maxSpeedMps),
            "elevation_gain_m": .number(elevationGainM),
            "elevation_loss_m": .number(elevationLossM),
            "segments": .integer(segments),
            "notes": .integer(notes),
            "fix": .object([
                "mode": .integer(fix.mode),
                "lat": .number(fix.lat),
                "lon": .number(fix.lon),
                "time": .text(fix.time),
                "eph_m": .number(fix.ephM),
                "epv_m": .number(fix.epvM),
                "age_s": .number(fix.ageS),
                "stale": .bool(fix.stale),
            ]),
            "source": .object([
                "kind": .string(source.kind),
                "connected": .bool(source.connected),
                "finished": .bool(source.finished),
                "problem": .text(source.problem),
            ]),
            "storage_problem": .text(storageProblem),
            "clock_disagreement": clockDisagreement.map {
                .object([
                    "fix_time": .text($0.fixTime), "system_time": .text($0.systemTime), "seconds": .number($0.seconds),
                    "trusted": .string($0.trusted),
                ])
            } ?? .null,
            "journal_repaired": .text(journalRepaired),
            "forwarding": .array(forwarding.map(\.json)),
            "actions": .object(actions.mapValues(JSONValue.bool)),
            "actions_refused": .object(actionsRefused.mapValues(JSONValue.string)),
        ])
    }
}
