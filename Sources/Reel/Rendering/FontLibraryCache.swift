import Foundation
import ReelRender

/// One ``FontLibrary`` per list of font files in a process, so that a batch of renders of one
/// template loads its fonts (and fontconfig's configuration) once rather than per row.
///
/// A library is reused while every file keeps its size and modification time; a changed file
/// gets a new library.
public final class FontLibraryCache: @unchecked Sendable {
    // @unchecked Sendable: `libraries` is only touched under `lock`.

    /// The process's cache.
    public static let shared = FontLibraryCache()

    private struct Key: Hashable {
        var files: [String]
        var names: [String]?
        var stamps: [String]
    }

    private let lock = NSLock()
    private var libraries: [Key: FontLibrary] = [:]

    /// The library of `files`, made on first use.
    /// - Throws: `FontLibrary.init`'s errors.
    public func library(files: [String], names: [String]? = nil) throws(RenderError) -> FontLibrary {
        let stamps = files.map { file -> String in
            guard let a = try? FileManager.default.attributesOfItem(atPath: file) else { return "missing" }
            let size = (a[.size] as? NSNumber)?.int64Value ?? -1
            let time = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(size)@\(time)"
        }
        let key = Key(files: files, names: names, stamps: stamps)
        if let hit = lock.withLock({ libraries[key] }) { return hit }
        let library = try FontLibrary(files: files, names: names)
        lock.withLock { libraries[key] = library }
        return library
    }
}
