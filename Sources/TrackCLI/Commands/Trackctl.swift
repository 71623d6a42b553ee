import ArgumentParser
import TrackControl

/// `trackctl`: drives trackd over its control socket.
public struct Trackctl: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trackctl",
        abstract: "Control trackd, the GPS track recorder.",
        discussion: """
            Each subcommand is one request to trackd over its control socket. Exit status: 0 done, \
            1 trackd refused (the message says why), 2 usage error, 69 trackd cannot be reached.

            Examples:
              trackctl start
              trackctl note "Summit, fog"
              trackctl status
              trackctl save --name "Morning ride"
              trackctl export 1 > ride.gpx
            """,
        version: TrackdVersion.current,
        subcommands: [
            Start.self, Stop.self, Clear.self, Status.self, Watch.self, Map.self, Trace.self, Save.self, AddNote.self,
            Tracks.self,
            Show.self,
            Export.self, Import.self, Rename.self, Delete.self, Forward.self,
        ])

    public init() {}
}
