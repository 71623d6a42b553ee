/// The release of trackd and trackctl, which `--version` prints and the man
/// pages carry. The two binaries are built and released together.
public enum TrackdVersion {
    public static let current = "0.9.0"
}
