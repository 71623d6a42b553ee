import TrackCLI

TrackctlMain.main()
