import TrackService

TrackdCommand.main()
