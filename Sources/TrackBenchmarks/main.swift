import CLibXML2
import Foundation
import TrackLocation
import TrackStorage

/// `trackd-bench`: measurements for `make bench`, one JSON object per line on
/// standard output.
///
///     trackd-bench gpx-parse FILE.gpx   GPXReader against libxml2 reading alone
///     trackd-bench recording [FIXES] [full|normal]   fixes through the recorder and the Map view model into SQLite
///     trackd-bench endless FIXES DATABASE   a 10 Hz recording left unsaved in DATABASE, private memory as it grows
///     trackd-bench storage FILE.gpx     import, export and listing 10,000 tracks
///     trackd-bench property            Property notifications with 1, 10 and 100 listeners
///     trackd-bench live-watch TRACKD [FIXES] [WATCHERS] [STATUS_CLIENTS]   a 10 Hz replay, durability full, under load
///     trackd-bench truth [SEED_OFFSET [MATCHING]]   distance, moving time and speed against journeys of known path,
///                                      the receivers' errors drawn from seeds moved by SEED_OFFSET, only the rows
///                                      whose "journey | receiver" contains MATCHING
///     trackd-bench statistics [FIXES] [HZ] [reporting]   the motion model's cost per fix over a long track,
///                                      with a receiver that reports its speed where `reporting`
///     trackd-bench real-log NAME TPVS.jsonl   a receiver log's figures from gpsd's reports
let arguments = CommandLine.arguments.dropFirst()
guard let task = arguments.first else {
    FileHandle.standardError.write(Data("usage: trackd-bench gpx-parse FILE.gpx\n".utf8))
    exit(2)
}

switch task {
case "gpx-parse":
    guard let path = arguments.dropFirst().first else { exit(2) }
    let bytes = Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    let readerFloor = Measurement.time { BareLibXML2.readerNodes(path) }
    let saxFloor = Measurement.time { BareLibXML2.saxBytes(path) }
    let reader = Measurement.time { () -> Int in
        guard let reader = try? GPXReader(path: path) else { return 0 }
        var points = 0
        while let item = try? reader.next() {
            if case .point = item { points += 1 }
        }
        return points
    }
    Measurement.report([
        "task": "gpx-parse",
        "bytes": bytes,
        "points": Double(reader.result),
        "seconds": reader.seconds,
        "mb_per_s": bytes / reader.seconds / 1e6,
        "points_per_s": Double(reader.result) / reader.seconds,
        "libxml2_reader_mb_per_s": bytes / readerFloor.seconds / 1e6,
        "libxml2_sax_mb_per_s": bytes / saxFloor.seconds / 1e6,
        "time_ratio_to_libxml2_reader": reader.seconds / readerFloor.seconds,
        "time_ratio_to_libxml2_sax": reader.seconds / saxFloor.seconds,
        "max_rss_mb": Measurement.maxResidentMegabytes(),
    ])
case "storage":
    guard let path = arguments.dropFirst().first else { exit(2) }
    do {
        Measurement.report(try StorageBenchmark.run(gpx: path))
    } catch {
        FileHandle.standardError.write(Data("storage benchmark failed: \(error)\n".utf8))
        exit(1)
    }
case "recording":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let durability = arguments.dropFirst(2).first.flatMap(Durability.init(rawValue:)) ?? .normal
    do {
        Measurement.report(try RecordingBenchmark.run(fixes: count, durability: durability))
    } catch {
        FileHandle.standardError.write(Data("recording benchmark failed: \(error)\n".utf8))
        exit(1)
    }
case "endless":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[0]) else { exit(2) }
    do {
        Measurement.report(try EndlessRecordingBenchmark.run(fixes: count, database: rest[1]))
    } catch {
        FileHandle.standardError.write(Data("endless benchmark failed: \(error)\n".utf8))
        exit(1)
    }
case "live-watch":
    guard let trackd = arguments.dropFirst().first else { exit(2) }
    let fixes = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 300
    let watchers = arguments.dropFirst(3).first.flatMap { Int($0) } ?? 100
    let askers = arguments.dropFirst(4).first.flatMap { Int($0) } ?? 100
    do {
        Measurement.report(
            try LiveWatchBenchmark.run(trackd: trackd, fixes: fixes, watchers: watchers, askers: askers))
    } catch {
        FileHandle.standardError.write(Data("live-watch benchmark failed: \(error)\n".utf8))
        exit(1)
    }
case "statistics":
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let rate = arguments.dropFirst(2).first.flatMap { Double($0) } ?? 10
    let reporting = arguments.dropFirst(3).first == "reporting"
    Measurement.report(StatisticsBenchmark.run(fixes: count, rate: rate, reporting: reporting))
case "real-log":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2 else { exit(2) }
    Measurement.report(try ReceiverLogFigures.run(log: rest[0], reports: rest[1]))
case "truth":
    let rest = arguments.dropFirst()
    guard rest.count <= 2, let seedOffset = rest.first.map({ UInt64($0) }) ?? 0 else {
        FileHandle.standardError.write(Data("usage: trackd-bench truth [SEED_OFFSET [MATCHING]]\n".utf8))
        exit(2)
    }
    for result in TruthBenchmark.run(seedOffset: seedOffset, matching: rest.dropFirst().first) {
        Measurement.report(result)
    }
case "property":
    for listeners in [1, 10, 100] { Measurement.report(PropertyBenchmark.run(listeners: listeners)) }
default:
    FileHandle.standardError.write(Data("unknown task \(task)\n".utf8))
    exit(2)
}
