/// Reel's version: what `reel --version` prints and every environment fingerprint records.
public enum ReelVersion {
    /// The version, `major.minor.patch`.
    public static let current = "0.1.0"
}
