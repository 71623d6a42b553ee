import ControlSocket
import FoundationEssentials
import Glibc
import Logging
import SyncPrimitives
import TinyMVVM
import TrackControl
import TrackForwarding
import TrackLocation
import TrackModel
import TrackRecorder
import TrackStorage
import TrackViewModels

/// The composition root: builds the services, view models, router and control
/// server from the settings, runs until SIGTERM, SIGINT or SIGHUP, and shuts down
/// cleanly.
///
/// Nothing else in trackd creates a service: each is made here once and
/// handed to the view models that use it (no singletons).
public final class TrackDaemon {
    private let settings: DaemonSettings
    private let logger: Logger

    public init(settings: DaemonSettings, logger: Logger) {
        self.settings = settings
        self.logger = logger
    }

    /// Runs the daemon; returns when a termination signal has been handled.
    /// - Throws: when it cannot start (database, socket, source); nothing is
    ///   left half-open.
    public func run() throws {
        signal(SIGPIPE, SIG_IGN)
        // Past a file size limit (ulimit -f), a write should fail and be
        // reported like a full disk, not kill trackd.
        signal(SIGXFSZ, SIG_IGN)
        let notifier = ServiceManagerNotifier()
        let activated = try ActivatedSocket.received()
        let lock = try DatabaseLock.acquire(
            path: settings.databasePath, socketPath: activated?.path ?? settings.socketPath)
        let storage: SQLiteDataStorageManager
        do {
            storage = try SQLiteDataStorageManager(path: settings.databasePath, durability: settings.durability)
        } catch {
            lock?.release()
            throw error
        }
        logger.info("database \(settings.databasePath) (durability \(settings.durability.rawValue))")
        if let damage = storage.journalRepair { logger.warning("journal: \(damage)") }

        let location: any LocationService
        let recorder: Recorder
        do {
            location = try makeLocationService(storage: storage)
        } catch {
            storage.close()
            lock?.release()
            throw error
        }
        do {
            recorder = try Recorder(locationService: location, storage: storage, settings: settings.recording)
        } catch {
            location.shutdown()
            storage.close()
            lock?.release()
            throw error
        }
        let forwarding: ForwardingHub?
        do {
            forwarding = try makeForwarding(storage: storage) { [recorder] in recorder.state.value.currentFix }
        } catch {
            location.shutdown()
            storage.close()
            lock?.release()
            throw error
        }
        let map = MapViewModel(recorder: recorder, forwarding: forwarding)
        // The log is a view too: it shows when storage fails and recovers,
        // and each journey saved by itself.
        map.storageProblem.addListener(skipCurrent: true) { [logger] problem in
            if let problem {
                logger.error("storage: \(problem); fixes are not being recorded")
            } else {
                logger.notice("storage: recording to the database again")
            }
        }
        map.clockDisagreement.addListener(skipCurrent: true) { [logger] disagreement in
            if let disagreement {
                logger.warning("clock: \(ClockText.sentence(disagreement))")
            } else {
                logger.notice("clock: the receiver's time and the system clock agree again")
            }
        }
        map.lastAutosave.addListener(skipCurrent: true) { [logger] autosave in
            guard let autosave else { return }
            logger.notice(
                "saved journey '\(autosave.track.name)' (track \(autosave.track.id), \(autosave.track.statistics.points) points) after \(autosave.reason); recording the next one"
            )
        }
        let tracks = TracksViewModel(
            storage: storage, files: TrackFileReader(), statistics: settings.recording.statistics)
        let router = AppRouter(map: map, tracks: tracks, units: settings.units)
        // Saved journeys leave the box, when the configuration says where.
        let exporter = settings.onSaveExportDirectory.map {
            SavedTrackExporter(
                directory: $0, mode: settings.onSaveExportMode, command: settings.onSaveCommand,
                commandTimeout: settings.onSaveCommandTimeout,
                tracks: tracks, logger: logger)
        }
        if let exporter {
            map.lastSavedTrack.addListener(skipCurrent: true) { saved in
                if let saved { exporter.add(saved.id) }
            }
        }

        let socket: Int32
        let socketPath = activated?.path ?? settings.socketPath
        do {
            socket = try activated?.fd ?? makeSocket()
        } catch {
            location.shutdown()
            storage.close()
            lock?.release()
            throw error
        }
        let server = ControlServer(
            listeningSocket: socket, socketPath: socketPath, router: router, logger: logger,
            timeouts: settings.timeouts)
        let statusLine = ServiceStatusLine(viewModel: map, format: DisplayFormat(units: settings.units))
        let heartbeat = ServiceHeartbeat(recorder: recorder, statusLine: statusLine, notifier: notifier)
        func shutDown() {
            let deadline = MonotonicInstant.now().adding(seconds: settings.timeouts.stopLimit)
            heartbeat.stop()
            server.stop()
            exporter?.requestStop()
            for destination in forwarding?.stop(before: deadline) ?? [] {
                logger.warning("forwarding to \(destination): not waited for, still waiting for the server")
            }
            if let exporter, !exporter.stop(before: deadline) {
                logger.warning("on_save_export_dir: not waited for, still writing a track")
            }
            // A socket systemd passed stays for the next start.
            if activated == nil { unlink(settings.socketPath) }
            location.shutdown()
            storage.close()
            lock?.release()
        }
        do {
            try exporter?.start()
            try forwarding?.start()
            try server.start()
            try heartbeat.start()
        } catch {
            shutDown()
            throw error
        }
        logger.info("listening on \(socketPath)\(activated != nil ? " (socket from systemd)" : "")")

        if map.snapshot.value.state.isRecording {
            logger.notice("resumed the unsaved recording (\(map.snapshot.value.state.statistics.points) points)")
        } else if settings.recordOnStart {
            do {
                try map.startTrack()
                logger.notice("recording (record_on_start)")
            } catch {
                logger.error("record_on_start: cannot start recording: \(error)")
            }
        }

        notifier.ready(status: statusLine.text)

        let signalName = waitForTerminationSignal()
        logger.notice("\(signalName): shutting down")
        notifier.stopping(status: "Stopping: \(statusLine.text)")
        shutDown()
        logger.info("stopped; \(map.snapshot.value.state.statistics.points) points in the unsaved recording")
    }

    /// Creates the control socket at the configured path, mode 0660, in the
    /// configured group.
    private func makeSocket() throws -> Int32 {
        let socket = try UnixSocket.listen(path: settings.socketPath, mode: 0o660)
        guard let group = settings.socketGroup else { return socket }
        do {
            try SocketGroup.apply(group, to: settings.socketPath)
        } catch {
            close(socket)
            unlink(settings.socketPath)
            throw error
        }
        return socket
    }

    /// The forwarders of the servers the configuration names, with
    /// `currentFix` for their heartbeats; `nil` when it names none.
    /// - Throws: ``DaemonError`` for a credentials file that cannot be used
    ///   or a device with no ID.
    private func makeForwarding(
        storage: SQLiteDataStorageManager, currentFix: @escaping @Sendable () -> Fix?
    ) throws -> ForwardingHub? {
        let forwarding = settings.forwarding
        guard forwarding.isEnabled else { return nil }
        let deviceID = try forwarding.deviceID ?? DeviceIdentity.derived()
        if let file = forwarding.certificateAuthorityFile, access(file, R_OK) != 0 {
            throw DaemonError("forward_ca_file: cannot read \(file): \(String(cString: strerror(errno)))")
        }
        /// What `make` gives, or its error as the configuration key's.
        func named<Made>(_ key: String, _ make: () throws(ForwardingError) -> Made) throws -> Made {
            do {
                return try make()
            } catch {
                throw DaemonError("\(key): \(error)")
            }
        }
        let authority = forwarding.certificateAuthorityFile
        var senders: [any PositionSender] = []
        if let mqtt = forwarding.mqtt {
            let credentials = try mqtt.credentialsFile.map { path in
                try named("mqtt_credentials_file") { () throws(ForwardingError) in
                    try Credentials(
                        file: path, systemdCredentials: getenv("CREDENTIALS_DIRECTORY").map { String(cString: $0) })
                }
            }
            senders.append(
                try named("mqtt_url") { () throws(ForwardingError) in
                    try MQTTSender(
                        settings: mqtt, credentials: credentials, deviceID: deviceID,
                        certificateAuthorityFile: authority)
                })
        }
        if let traccar = forwarding.traccar {
            senders.append(
                try named("traccar_url") { () throws(ForwardingError) in
                    try TraccarSender(
                        settings: traccar, deviceID: deviceID, certificateAuthorityFile: authority, logger: logger)
                })
        }
        let outbox = SQLiteOutbox(storage: storage)
        let forwarders = senders.map { sender in
            logger.info("forwarding to \(sender.destination) as device \(deviceID)")
            return Forwarder(
                sender: sender, store: outbox, rule: forwarding.rule, queueLimit: forwarding.queueLimit,
                maximumRate: forwarding.maximumRate, currentFix: currentFix,
                tuning: Forwarder.Tuning(timeouts: settings.timeouts), logger: logger)
        }
        return ForwardingHub(forwarders: forwarders, store: outbox)
    }

    private func makeLocationService(storage: SQLiteDataStorageManager) throws -> any LocationService {
        switch settings.source {
        case .gpsd:
            logger.info("source gpsd at \(settings.gpsd)")
            return GpsdLocationService(address: settings.gpsd, logger: logger, timeouts: settings.timeouts)
        case .replay:
            guard let file = settings.replayFile else {
                throw DaemonError("--source replay needs --replay FILE.gpx")
            }
            // A file that cannot be read, or is not GPX, stops trackd here,
            // with the path and the reason, not when recording starts.
            _ = try GPXReader(path: file).next()
            let replay = try ReplayLocationService(
                path: file, speed: settings.replaySpeed.factor, progress: SQLiteReplayProgress(storage: storage),
                logger: logger, storageRetry: settings.timeouts.storageRetry)
            let resumes = replay.resumesAfter
            logger.info(
                "source replay of \(replay.path) at speed \(settings.replaySpeed)\(resumes > 0 ? ", resuming after point \(resumes)" : "")"
            )
            return replay
        }
    }

    /// Blocks until SIGTERM, SIGINT or SIGHUP arrives; returns its name.
    private func waitForTerminationSignal() -> String {
        var signals = Self.terminationSignals
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        return switch received {
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "SIGINT"
        }
    }

    /// The signals that end trackd cleanly: SIGTERM (systemd, kill), SIGINT
    /// (Ctrl-C) and SIGHUP (the terminal it was started from closed; trackd
    /// reads its configuration only at start, so a reload is a restart).
    private static var terminationSignals: sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
        return signals
    }

    /// Blocks the termination signals in the calling thread and every thread
    /// it starts afterwards, so that ``run()`` receives them with `sigwait`.
    /// Call first thing in `main`.
    public static func blockTerminationSignals() {
        var signals = terminationSignals
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}

/// A reason trackd cannot start, for the user.
public struct DaemonError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
