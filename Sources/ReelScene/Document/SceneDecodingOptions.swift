import Foundation
import ReelCore

/// How a document is read.
public struct SceneDecodingOptions: Sendable {
    /// The folder asset paths are relative to; nil skips checking that asset files exist.
    public var baseDirectory: String?
    /// Parameter overrides (`--set`), applied in order.
    public var overrides: [SceneOverride]
    /// The nesting limit for the JSON parser.
    public var maxDepth: Int

    public init(baseDirectory: String? = nil, overrides: [SceneOverride] = [], maxDepth: Int = 512) {
        self.baseDirectory = baseDirectory
        self.overrides = overrides
        self.maxDepth = maxDepth
    }
}
