import ReelCore

/// Where a document names a file: the JSON path and text location of the reference, and the
/// path as written (relative to the document's folder).
public struct SceneAssetReference: Hashable, Sendable {
    public var file: String
    public var path: JSONPath
    public var location: SourceLocation

    public init(file: String, path: JSONPath, location: SourceLocation) {
        self.file = file
        self.path = path
        self.location = location
    }
}
