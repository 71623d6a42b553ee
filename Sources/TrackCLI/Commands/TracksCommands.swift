import ArgumentParser
import FoundationEssentials
import Glibc
import TrackControl

extension Trackctl {
    struct Tracks: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List saved tracks.",
            discussion: """
                Examples:
                  trackctl tracks
                  trackctl tracks --json | jq '.[] | select(.distance_m > 10000) | .id'
                """)

        @OptionGroup var options: ClientOptions

        func run() throws {
            try Presenter(options: options).perform(.tracks)
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one saved track: statistics and notes.",
            discussion: """
                Example:
                  trackctl show 3
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "The track's ID (see 'trackctl tracks').")
        var id: Int64

        func run() throws {
            try Presenter(options: options).perform(.show(id: id))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a saved track to standard output or a file.",
            discussion: """
                Formats: gpx is GPX 1.1, one trk with one trkseg per recording segment and the notes \
                as wpt; geojson is RFC 7946, the track as a MultiLineString and the notes as Points; \
                csv is a header row, then one row per point.

                Examples:
                  trackctl export 3 > ride.gpx
                  trackctl export 3 --format geojson --output ride.geojson
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "The track's ID (see 'trackctl tracks').")
        var id: Int64

        @Option(name: .shortAndLong, help: "Output format.")
        var format: ExportFormat = .gpx

        @Option(
            name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file")
        )
        var output: String?

        func run() throws {
            let command = ControlCommand.export(id: id, format: format)
            guard let output else {
                let presenter = Presenter(options: options)
                do {
                    try presenter.perform(command, printText: false) { chunk in
                        try StandardStreams.output(Data(chunk))
                    }
                } catch let error as OutputError {
                    // The reader went away (`| head`): stop quietly, as cat
                    // does. Anything else (a full disk) is said.
                    if error.errorNumber == EPIPE { throw ExitCode(ClientExit.refused) }
                    presenter.fail(
                        ControlFailure(.internalError, "cannot write to standard output: \(error)"),
                        status: ClientExit.refused, code: "output")
                }
                return
            }
            let file: OutputFile
            do {
                file = try OutputFile(path: output)
            } catch {
                Presenter(options: options).fail(
                    ControlFailure(.internalError, "\(error)"), status: ClientExit.refused, code: "output")
            }
            let presenter = Presenter(options: options, cleanup: file.discard)
            do {
                try presenter.perform(command, printText: false) { chunk in try file.write(chunk) }
                try file.commit()
            } catch {
                presenter.fail(ControlFailure(.internalError, "\(error)"), status: ClientExit.refused, code: "output")
            }
            if options.json {
                presenter.printJSON(
                    .object([
                        "id": .int(Int(id)), "format": .string(format.rawValue), "output": .string(output),
                        "bytes": .int(file.bytesWritten),
                    ]))
            } else {
                print("Wrote track \(id) to \(output) (\(file.bytesWritten) bytes).")
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a saved track with its points and notes.",
            discussion: """
                Example:
                  trackctl delete 3
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "The track's ID (see 'trackctl tracks').")
        var id: Int64

        func run() throws {
            try Presenter(options: options).perform(.delete(id: id))
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Give a saved track a new name, and a new description if you give one.",
            discussion: """
                The name and description follow save's rules. --description "" removes the description; \
                without --description it stays.

                Example:
                  trackctl rename 3 --name "Commute, the long way"
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "The track's ID (see 'trackctl tracks').")
        var id: Int64

        @Option(name: .shortAndLong, parsing: .unconditional, help: "The new name (not blank).")
        var name: String

        @Option(name: .shortAndLong, parsing: .unconditional, help: "A new description (\"\": none).")
        var description: String?

        func run() throws {
            try Presenter(options: options).perform(.rename(id: id, name: name, description: description))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Store a track file (GPX, CSV, GeoJSON or an NMEA log) as a saved track.",
            discussion: """
                The format is found from the content, not the name. GPX 1.0 or 1.1 from any device or \
                app: tracks (or routes, when there is no track), waypoints as notes. CSV with latitude \
                and longitude columns: what 'trackctl export --format csv' writes comes back the same. \
                GeoJSON: lines are the track, points notes (what export writes comes back). \
                NMEA 0183 logs as receivers write them (RMC, GGA, GLL, GSA; dates from RMC). All or \
                nothing: a broken file changes nothing and the message says where it broke. The name \
                is --name, else the file's track name, else the file name.

                Examples:
                  trackctl import ~/Downloads/holiday.gpx --name "Holiday, day 3"
                  trackctl import /var/log/gps/2026-05-17.nmea
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: ArgumentHelp("The GPX, CSV, GeoJSON or NMEA file.", valueName: "file"))
        var file: String

        // As in save: the word after the option is its value.
        @Option(name: .shortAndLong, parsing: .unconditional, help: "The track's name.")
        var name: String?

        @Option(name: .shortAndLong, parsing: .unconditional, help: "A longer description.")
        var description: String?

        func run() throws {
            let presenter = Presenter(options: options)
            let content: UploadFile
            do {
                content = try UploadFile(path: file, maximumBytes: ControlCommand.Upload.maximumBytes)
            } catch {
                presenter.fail(ControlFailure(.badRequest, "\(error)"), status: ClientExit.usage, code: "bad_request")
            }
            let upload = ControlCommand.Upload(
                bytes: content.size, fileName: URL(fileURLWithPath: file).lastPathComponent)
            try presenter.perform(.importTrack(upload: upload, name: name, description: description), upload: content)
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
