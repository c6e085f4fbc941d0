/// Why an archive (a ZIP file or a gzip stream) could not be read: the archive's name, the entry
/// at fault when there is one, and what is wrong with it.
public struct ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Not a ZIP archive or gzip stream at all.
        case notAnArchive
        /// Cut short or inconsistent (a bad checksum, a central directory that does not match).
        case damaged
        /// More bytes once uncompressed, or more entries, than `ArchiveLimits` allow.
        case tooLarge
        /// An entry name that leaves the archive's folder (`..`, an absolute path, a backslash).
        case unsafeEntryName
        /// An encrypted entry: Reel has no password to read it with.
        case encrypted
    }

    public var kind: Kind
    /// The archive's path or name, as the caller gave it.
    public var archive: String
    /// The entry at fault, if the problem is one entry's.
    public var entry: String?
    public var reason: String

    public init(_ kind: Kind, archive: String, entry: String? = nil, reason: String) {
        self.kind = kind
        self.archive = archive
        self.entry = entry
        self.reason = reason
    }

    public var description: String {
        if let entry { return "\(archive): entry '\(entry)': \(reason)" }
        return "\(archive): \(reason)"
    }
}
