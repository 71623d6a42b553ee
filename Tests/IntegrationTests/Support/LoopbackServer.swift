import Foundation

/// A TCP server on loopback for the tests' stand-ins (a receiver's serial
/// line, a gpsd, a port that hangs up): it serves its clients in turn, on a
/// thread of its own, each with `serve` (given the client's socket and how
/// many clients came before it), and closes a client's socket when `serve`
/// returns. ``stop()`` hangs up on the client being served and ends it.
final class LoopbackServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var client: Int32 = -1
    private var stopped = false

    init(serve: @escaping @Sendable (_ client: Int32, _ earlier: Int) -> Void) throws {
        (listener, port) = try listenOnLoopback()
        Thread { [self] in acceptLoop(serve) }.start()
    }

    private func acceptLoop(_ serve: (Int32, Int) -> Void) {
        var served = 0
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            let accepted = lock.withLock {
                guard !stopped else { return false }
                client = fd
                return true
            }
            guard accepted else {
                close(fd)
                return
            }
            serve(fd, served)
            served += 1
            lock.withLock { client = -1 }
            close(fd)
        }
    }

    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            if client >= 0 { shutdown(client, Int32(SHUT_RDWR)) }
        }
    }

    deinit { stop() }
}
