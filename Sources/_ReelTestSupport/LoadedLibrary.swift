import Foundation

/// Which shared object the process really loaded, for tests that check reported versions.
public enum LoadedLibrary {
    /// The file of the shared object mapped at `address`, from `/proc/self/maps` (whose paths
    /// are the files themselves, symbolic links resolved).
    public static func file(of address: UnsafeRawPointer) -> String? {
        let a = UInt(bitPattern: address)
        // Read to the end: a proc file has no size, and a single read() stops at one page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
            let data = try? handle.readToEnd(), let maps = String(data: data, encoding: .utf8)
        else { return nil }
        for line in maps.split(separator: "\n") {
            // "start-end perms offset dev inode path"
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            let range = fields.first?.split(separator: "-") ?? []
            guard fields.count == 6, range.count == 2, let low = UInt(range[0], radix: 16),
                let high = UInt(range[1], radix: 16), low <= a, a < high
            else { continue }
            return (fields[5].trimmingCharacters(in: .whitespaces) as NSString).lastPathComponent
        }
        return nil
    }
}
