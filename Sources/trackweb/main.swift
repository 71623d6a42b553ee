import TrackWeb

await TrackwebCommand.runFromCommandLine()
