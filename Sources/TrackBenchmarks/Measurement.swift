import Foundation

/// Timing and memory figures for the benchmarks.
enum Measurement {
    /// Runs `body` once and returns its result with the wall-clock seconds.
    static func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The process's peak resident memory so far, in MB.
    static func maxResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// A figure of this process's `/proc/self/status` in MB: `RssAnon` is
    /// its private memory now (heap and stacks, not the mapped binary or
    /// files), `VmHWM` its peak resident memory.
    static func statusMegabytes(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return 0 }
        return Double(line.split(separator: " ", omittingEmptySubsequences: true)[1]).map { $0 / 1024 } ?? 0
    }

    /// Prints `figures` as one JSON line.
    static func report(_ figures: [String: Any]) {
        let data = try! JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
