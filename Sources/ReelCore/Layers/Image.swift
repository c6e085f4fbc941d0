/// An image used as layer contents, referenced by file path (PNG or JPEG).
///
/// The renderer loads and caches the pixels; a missing or corrupt file is reported as an error
/// naming the path.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, absolute or relative to the current directory.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// Like `UIImage(named:)`, resolved against a folder of assets.
    public init(named name: String, in directory: String) {
        self.path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    public var description: String { path }
}
