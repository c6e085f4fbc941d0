import Foundation

/// A fresh temporary folder, removed with everything in it when the value goes away.
public final class Scratch {
    /// The folder's absolute path.
    public let path: String

    /// Creates `<tmp>/<prefix>-<UUID>`.
    public init(prefix: String = "reel-tests") {
        path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `path/name`.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Names in the folder, hidden ones included, sorted.
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}
