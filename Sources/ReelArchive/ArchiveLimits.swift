/// How much an archive may unpack to. Reading stops, with `ArchiveError.Kind.tooLarge` naming
/// the entry being read, as soon as the bytes actually inflated pass `uncompressedBytes` (a zip
/// bomb's declared sizes are not trusted) or the archive lists more than `entries` entries.
public struct ArchiveLimits: Sendable, Hashable {
    public var uncompressedBytes: Int
    public var entries: Int

    public init(uncompressedBytes: Int, entries: Int) {
        self.uncompressedBytes = uncompressedBytes
        self.entries = entries
    }

    /// 256 MiB and 10 000 entries: far above any Lottie container, far below memory.
    public static let `default` = ArchiveLimits(uncompressedBytes: 256 << 20, entries: 10_000)
}
