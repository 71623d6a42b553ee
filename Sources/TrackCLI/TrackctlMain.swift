import ArgumentParser
import FoundationEssentials
import Glibc
import TrackControl

/// trackctl's entry point: parses the command line with the contract's exit
/// statuses (2 for a usage error, where ArgumentParser alone would use 64).
public enum TrackctlMain {
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try Trackctl.parseAsRoot(movingGlobalOptions(arguments))
            try command.run()
            exit(ClientExit.success)
        } catch {
            let status = Trackctl.exitCode(for: error)
            if status == .validationFailure {
                if wantsJSON(arguments) { printUsageError(Trackctl.message(for: error)) }
                StandardStreams.error(Trackctl.fullMessage(for: error))
                exit(ClientExit.usage)
            }
            Trackctl.exit(withError: error)
        }
    }

    /// Whether the command line asks for JSON, wherever `--json` (or `-j`)
    /// stands (before `--`, after which words are values).
    static func wantsJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { ClientOptions.flags.contains($0) }
    }

    /// A usage error as `--json` promises every failure: one document on
    /// standard output, `{"error": {"code": "usage", "message": ...}}`.
    static func printUsageError(_ message: String) {
        let document: [String: [String: String]] = ["error": ["code": "usage", "message": message]]
        guard let data = try? JSONLines.document(document, pretty: false) else { return }
        try? StandardStreams.output(data)
    }

    /// Moves `--json` and `--socket PATH` given before the subcommand to after
    /// it, where the subcommand's options are parsed. Before a word that is
    /// not a subcommand (`help`, or a mistake) they are dropped, so that
    /// `help` works and a mistake is named.
    static func movingGlobalOptions(_ arguments: [String]) -> [String] {
        var globals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ClientOptions.flags.contains(argument) {
                globals.append(argument)
            } else if ClientOptions.valueOptions.contains(argument), index + 1 < arguments.count {
                globals += [argument, arguments[index + 1]]
                index += 1
            } else if ClientOptions.valueOptions.contains(where: { argument.hasPrefix($0 + "=") }) {
                globals.append(argument)
            } else {
                break
            }
            index += 1
        }
        guard !globals.isEmpty, index < arguments.count else { return arguments }
        guard Trackctl.configuration.subcommands.contains(where: { $0._commandName == arguments[index] }) else {
            return Array(arguments[index...])
        }
        return [arguments[index]] + globals + arguments[(index + 1)...]
    }
}
