import Reel
import ReelCore
import ReelEncode
import ReelScene

/// Where one rendered scene goes.
public struct OutputTarget: Hashable, Sendable {
    public var path: String
    public var format: OutputFormat

    public init(path: String, format: OutputFormat) {
        self.path = path
        self.format = format
    }
}
