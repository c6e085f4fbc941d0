import CZip
import Foundation

/// A ZIP archive read whole into memory through libzip: every file entry's name and bytes.
///
/// Reading checks the archive's consistency (`ZIP_CHECKCONS`), each entry's CRC, the entry
/// names (none may contain a `..` component, start with `/` or contain a backslash) and the
/// bytes actually inflated against `ArchiveLimits`; any failure is an `ArchiveError` naming the
/// entry. Folder entries (names ending in `/`) are skipped.
public struct ZipArchive: Sendable {
    /// File entries' names, in archive order.
    public private(set) var names: [String] = []
    private var contents: [String: Data] = [:]

    /// Whether `data` starts as a ZIP archive does (`PK\3\4`, or `PK\5\6` when empty).
    public static func looksLikeZip(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(4))
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Reads every entry of the archive held in `data`.
    /// - Parameter name: The archive's path or name, used in errors.
    public init(data: Data, name: String, limits: ArchiveLimits = .default) throws(ArchiveError) {
        let result: Result<(names: [String], contents: [String: Data]), ArchiveError> = data.withUnsafeBytes { raw in
            Result { () throws(ArchiveError) in try Self.readAll(raw, name: name, limits: limits) }
        }
        (names, contents) = try result.get()
    }

    /// The bytes of the entry named `name`, nil when there is none.
    public subscript(name: String) -> Data? { contents[name] }

    private static func readAll(
        _ raw: UnsafeRawBufferPointer, name: String, limits: ArchiveLimits
    ) throws(ArchiveError) -> (names: [String], contents: [String: Data]) {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let base = raw.baseAddress, raw.count > 0,
            let source = zip_source_buffer_create(base, zip_uint64_t(raw.count), 0, &error)
        else { throw ArchiveError(.notAnArchive, archive: name, reason: "not a ZIP archive (empty)") }
        guard let archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) else {
            zip_source_free(source)
            let code = zip_error_code_zip(&error)
            let kind: ArchiveError.Kind = code == ZIP_ER_NOZIP ? .notAnArchive : .damaged
            let why = String(cString: zip_error_strerror(&error))
            throw ArchiveError(kind, archive: name, reason: "cannot read the ZIP archive: \(why)")
        }
        defer { zip_discard(archive) }
        let count = Int(zip_get_num_entries(archive, 0))
        guard count <= limits.entries else {
            throw ArchiveError(
                .tooLarge, archive: name, reason: "\(count) entries; at most \(limits.entries) are read")
        }
        var names: [String] = []
        var contents: [String: Data] = [:]
        var total = 0
        for index in 0..<count {
            guard let cName = zip_get_name(archive, zip_uint64_t(index), zip_flags_t(ZIP_FL_ENC_GUESS)) else {
                throw ArchiveError(.damaged, archive: name, reason: "entry \(index) has no readable name")
            }
            let entry = String(cString: cName)
            try checkName(entry, archive: name)
            if entry.hasSuffix("/") { continue }
            let data = try readEntry(
                archive, index: index, entry: entry, archiveName: name, budget: limits, used: total)
            total += data.count
            if contents[entry] == nil { names.append(entry) }
            contents[entry] = data
        }
        return (names, contents)
    }

    /// Refuses names that would leave the archive's folder if unpacked.
    private static func checkName(_ entry: String, archive: String) throws(ArchiveError) {
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        if entry.hasPrefix("/") || entry.contains("\\") || parts.contains("..") || entry.utf8.contains(0) {
            throw ArchiveError(
                .unsafeEntryName, archive: archive, entry: entry,
                reason: "the name leaves the archive's folder ('..', '/' or '\\'); re-pack it with relative paths")
        }
    }

    /// One entry's bytes, inflated in chunks so that the limit holds on the bytes actually
    /// produced, whatever size the entry declares.
    private static func readEntry(
        _ archive: OpaquePointer, index: Int, entry: String, archiveName: String, budget: ArchiveLimits, used: Int
    ) throws(ArchiveError) -> Data {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        if zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0,
            stat.valid & zip_uint64_t(ZIP_STAT_ENCRYPTION_METHOD) != 0, stat.encryption_method != ZIP_EM_NONE
        {
            throw ArchiveError(.encrypted, archive: archiveName, entry: entry, reason: "the entry is encrypted")
        }
        let room = budget.uncompressedBytes - used
        func tooLarge() -> ArchiveError {
            ArchiveError(
                .tooLarge, archive: archiveName, entry: entry,
                reason: "the archive unpacks to more than \(budget.uncompressedBytes >> 20) MiB; Reel reads no more")
        }
        if stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0, stat.size > zip_uint64_t(max(room, 0)) { throw tooLarge() }
        guard let file = zip_fopen_index(archive, zip_uint64_t(index), 0) else {
            let why = String(cString: zip_error_strerror(zip_get_error(archive)))
            throw ArchiveError(.damaged, archive: archiveName, entry: entry, reason: "cannot open the entry: \(why)")
        }
        defer { zip_fclose(file) }
        var out = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress!, zip_uint64_t($0.count)) }
            if n < 0 {
                let why = String(cString: zip_file_strerror(file))
                throw ArchiveError(.damaged, archive: archiveName, entry: entry, reason: "cannot inflate: \(why)")
            }
            if n == 0 { break }
            if out.count + Int(n) > room { throw tooLarge() }
            out.append(contentsOf: chunk[0..<Int(n)])
        }
        return out
    }
}
