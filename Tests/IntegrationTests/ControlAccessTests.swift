import Foundation
import Testing

/// Who may use the control socket: root, trackd's user and the socket's
/// group; the file's mode keeps others out, and trackd checks each peer's
/// credentials in case the mode lets them in.
@Suite(
    "Control socket access", .serialized,
    .enabled(if: getuid() == 0, "runs trackctl as another user, which takes root"))
struct ControlAccessTests {
    /// trackctl run as `nobody`, in `groups` (none when empty).
    func trackctlAsNobody(_ daemon: DaemonHarness, groups: [UInt32] = []) throws -> CommandResult {
        let groupOption =
            groups.isEmpty ? "--clear-groups" : "--groups=" + groups.map(String.init).joined(separator: ",")
        return try run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            [
                "--reuid=65534", "--regid=65534", groupOption, Binaries.trackctl.path, "--socket", daemon.socketPath,
                "status",
            ])
    }

    func socketInfo(_ path: String) -> stat {
        var info = stat()
        stat(path, &info)
        return info
    }

    @Test(
        "the database, its WAL, shared memory and fix journal are its owner's alone (0600), whatever the umask trackd ran with",
        arguments: ["022", "000"])
    func databaseIsPrivate(umask: String) throws {
        let daemon = try DaemonHarness()
        try daemon.start(
            ["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "max"],
            launcher: ["/bin/sh", "-c", "umask \(umask); exec \"$0\" \"$@\""])
        #expect(try daemon.trackctl("start").status == 0)
        try daemon.waitForStatus { ($0["points"] as? Int ?? 0) > 0 }
        for suffix in ["", "-wal", "-shm", "-fixes"] {
            let mode = socketInfo(daemon.databasePath + suffix).st_mode & 0o777
            #expect(mode == 0o600, "tracks.db\(suffix) is \(String(mode, radix: 8))")
        }
        let stranger = try run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/cat", daemon.databasePath])
        #expect(stranger.status != 0 && stranger.stderr.contains("Permission denied"), "\(stranger)")
        #expect(daemon.terminate() == 0)
    }

    @Test("the socket is mode 0660: a user outside its group cannot connect, and is told who may")
    func modeKeepsOthersOut() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        #expect(socketInfo(daemon.socketPath).st_mode & 0o777 == 0o660)
        let stranger = try trackctlAsNobody(daemon)
        #expect(stranger.status == 69, "\(stranger)")
        #expect(stranger.stderr.contains("Permission denied"), "\(stranger)")
        #expect(stranger.stderr.contains("members of the socket's group"), "\(stranger)")
        #expect(daemon.terminate() == 0)
    }

    @Test("with the socket open to all, trackd itself refuses a stranger and serves the socket's group and root")
    func credentialsChecked() throws {
        let daemon = try DaemonHarness()
        try daemon.start([])
        chmod(daemon.socketPath, 0o666)
        let stranger = try trackctlAsNobody(daemon)
        #expect(stranger.status == 1, "\(stranger)")
        #expect(stranger.stderr.contains("permission denied"), "\(stranger)")
        #expect(stranger.stderr.contains("not in the group"), "\(stranger)")
        #expect(daemon.log().contains("refused a control connection from uid 65534"))

        let member = try trackctlAsNobody(daemon, groups: [socketInfo(daemon.socketPath).st_gid])
        #expect(member.status == 0, "\(member)")
        #expect(member.output.contains("Recording"))
        #expect(try daemon.trackctl("status").status == 0)
        #expect(daemon.terminate() == 0)
    }
}
