import ArgumentParser
import FoundationEssentials
import TrackControl

extension Trackctl {
    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start recording.",
            discussion: """
                A stopped recording resumes as a new segment; a saved one is not touched.

                Example:
                  trackctl start
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.start)
        }
    }

    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Stop recording; the points stay until you save or clear them.",
            discussion: """
                Example:
                  trackctl stop
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.stop)
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Discard the unsaved recording, its points and notes.",
            discussion: """
                While recording, recording goes on from scratch, like resetting a trip meter.

                Example:
                  trackctl clear
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.clear)
        }
    }

    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The live recording's trace as a map draws it, a list of positions a segment.",
            discussion: """
                The newest points as recorded, older ones thinned as `map` thins them. With --json: \
                {"count": N, "segments": [[[lat, lon], ...], ...]}, what trackweb's map draws.

                Examples:
                  trackctl trace
                  trackctl trace --json | jq '.segments | map(length)'
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.trace)
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the recording: state, points, distance, speed, fix, source.",
            discussion: """
                Examples:
                  trackctl status
                  trackctl status --json | jq .distance_m
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.status)
        }
    }

    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Follow the recording live: a dashboard on a terminal, a line a change otherwise.",
            discussion: """
                On a terminal, a full screen of the fix (mode, satellites, accuracy, age), position, \
                speed, heading, altitude, distance, moving time and the recording's state, redrawn \
                in place as they change and at least once a second, until Ctrl-C. A tall terminal \
                shows the live trace below, as `trackctl map` draws it.

                Into a pipe or a file, or with --json, one line each time speed, distance, position, \
                the trace, the map radius or the recording state changes. A slow reader gets the \
                newest values, never a backlog.

                Ends after --count updates, when trackd stops, or on Ctrl-C.

                Examples:
                  trackctl watch
                  trackctl watch --json --count 10 | jq -c 'select(.property == "distance")'
                """)

        @OptionGroup var options: ClientOptions

        @Option(name: [.customShort("n"), .long], help: "Stop after this many updates.")
        var count: Int?

        func validate() throws {
            if let count, count < 1 { throw ValidationError("--count must be at least 1") }
        }

        func run() throws {
            guard !options.json, FullScreen.isUsable(environment: ProcessInfo.processInfo.environment) else {
                try Presenter(options: options).perform(.watch(count: count, screen: nil))
                return
            }
            try FrameViewer(options: options, count: count) { .watch(count: $1, screen: $0) }.run()
        }
    }
}

extension Trackctl {
    struct Forward: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show where positions stand on their way to your servers (MQTT, Traccar).",
            discussion: """
                For each server named in trackd.conf (mqtt_url, traccar_url): whether trackd is \
                connected, how many positions wait in its queue, the fix it last acknowledged and \
                the last error. Positions wait in the database while a server is away and go, \
                oldest first, once it is back.

                With --flush, waits until every server has acknowledged every position recorded \
                so far, printing the queues as they drain: before switching the device off, or \
                in a script. It waits as long as a server stays away; Ctrl-C stops waiting, \
                not forwarding. Refused (exit 1) when no server is configured.

                Examples:
                  trackctl forward
                  timeout 120 trackctl forward --flush && poweroff
                """)

        @OptionGroup var options: ClientOptions

        @Flag(name: [.customShort("f"), .long], help: "Wait until every recorded position was acknowledged.")
        var flush = false

        func run() throws {
            try Presenter(options: options).perform(.forward(flush: flush))
        }
    }
}
