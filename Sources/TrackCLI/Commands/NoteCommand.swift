import ArgumentParser
import FoundationEssentials
import Glibc
import TrackControl

extension Trackctl {
    struct AddNote: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "note",
            abstract: "Attach a note to the recording at the current position and time.",
            discussion: """
                Words are joined with spaces; at most 4096 bytes. A note that begins with a dash follows `--`.

                Examples:
                  trackctl note Fuel stop, 42.10 EUR
                  trackctl note -- -5 °C at the pass
                """)

        @OptionGroup var options: ClientOptions

        @Argument(help: "The note's text.")
        var text: [String]

        func validate() throws {
            if text.joined(separator: " ").allSatisfy(\.isWhitespace) {
                throw ValidationError("a note needs some text")
            }
        }

        func run() throws {
            try Presenter(options: options).perform(.note(text: text.joined(separator: " ")))
        }
    }
}
