import CThreadName
import Glibc

/// Starts work on a new, detached POSIX thread: the daemon's long-lived
/// loops (gpsd reader, control connections, import read-ahead) each get
/// one, named as `top -H` and `ps -L` show it.
public enum DetachedThread {
    /// Runs `body` on a new thread called `name` (at most 15 bytes are
    /// kept). Throws when the system refuses another thread (a process or
    /// cgroup task limit): the caller decides what to give up.
    public static func start(named name: String, _ body: @escaping @Sendable () -> Void) throws(ThreadStartError) {
        let box = Unmanaged.passRetained(Work(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { argument in
                let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
                _ = trackd_name_current_thread(String(work.name.utf8.prefix(15))!)
                work.body()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(box).release()
            throw ThreadStartError(name: name, code: result)
        }
        pthread_detach(thread)
    }

    private final class Work: Sendable {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}

/// The system refused to start a thread.
public struct ThreadStartError: Error, CustomStringConvertible {
    /// The thread's intended name.
    public var name: String
    /// What `pthread_create` returned (`EAGAIN` at a task limit).
    public var code: Int32

    public var description: String {
        "cannot start thread \(name): \(String(cString: strerror(code)))"
    }
}
