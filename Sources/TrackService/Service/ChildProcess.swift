import Glibc
import SyncPrimitives

/// A program trackd runs (`on_save_command`), started clean and stoppable.
///
/// trackd blocks SIGTERM, SIGINT and SIGHUP in every thread (it takes them
/// with `sigwait`) and ignores SIGPIPE and SIGXFSZ; a child started plainly
/// would inherit all of that and could be stopped by nothing but SIGKILL.
/// So the child starts with an empty signal mask, every signal's default
/// action, and a process group of its own: stopping it signals the group,
/// which takes along whatever it started (a shell's pipeline, rclone's
/// helpers).
struct ChildProcess {
    /// How a child's run ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it; not one trackd sent.
        case signalled(Int32)
        /// trackd stopped it (`reason`): SIGTERM was enough, or, after
        /// ``ChildProcess/grace`` seconds, SIGKILL was needed.
        case stopped(reason: String, killed: Bool)
    }

    /// Seconds between SIGTERM and SIGKILL when a child is stopped.
    static let grace = 2.0
    /// How often a running child is looked at, in seconds.
    static let pollInterval = 0.05

    let pid: pid_t

    /// Starts `arguments` (the program, looked up in `PATH`, then its words).
    /// - Returns: the running child, or the `errno` of a start that failed.
    static func start(_ arguments: [String]) -> Result<ChildProcess, SpawnError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let code = posix_spawnp(&pid, arguments[0], nil, &attributes, argv, environ)
        guard code == 0 else { return .failure(SpawnError(code: code)) }
        return .success(ChildProcess(pid: pid))
    }

    /// Waits for the child to end. It is stopped when it runs past
    /// `deadline`, or as soon as `keepWaiting` (which may sleep up to the
    /// instant it is given) says trackd is stopping.
    func wait(
        until deadline: MonotonicInstant, limit: String,
        keepWaiting: (MonotonicInstant) -> Bool
    ) -> Ending {
        while true {
            if let ending = reaped(blocking: false) { return ending }
            let now = MonotonicInstant.now()
            if now >= deadline { return stop(reason: "it ran longer than \(limit)") }
            if !keepWaiting(min(deadline, now.adding(seconds: Self.pollInterval))) {
                return stop(reason: "trackd is stopping")
            }
        }
    }

    /// SIGTERM to the child's group, then SIGKILL after ``grace`` seconds.
    private func stop(reason: String) -> Ending {
        kill(-pid, SIGTERM)
        let deadline = MonotonicInstant.now().adding(seconds: Self.grace)
        while MonotonicInstant.now() < deadline {
            if reaped(blocking: false) != nil { return .stopped(reason: reason, killed: false) }
            MonotonicInstant.sleep(until: min(deadline, MonotonicInstant.now().adding(seconds: Self.pollInterval)))
        }
        kill(-pid, SIGKILL)
        _ = reaped(blocking: true)
        return .stopped(reason: reason, killed: true)
    }

    /// How the child ended, once it has; `nil` while it runs.
    private func reaped(blocking: Bool) -> Ending? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == 0 { return nil }
            if result < 0 {
                if errno == EINTR { continue }
                return .exited(-1)  // reaped already: nothing left to wait for
            }
            break
        }
        return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }
}

/// A program that could not be started, with the system's reason.
struct SpawnError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { String(cString: strerror(code)) }
}
