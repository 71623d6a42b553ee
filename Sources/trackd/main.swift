import TrackCLI
import TrackService

// One binary for both commands: `make install` installs it as trackd and
// links trackctl to it, so that a Raspberry Pi's card carries the Swift
// runtime, ArgumentParser and FoundationEssentials once rather than twice.
// Run by the name trackctl, it is trackctl.
if CommandLine.arguments.first?.split(separator: "/").last == "trackctl" {
    TrackctlMain.main()
} else {
    TrackdCommand.main()
}
