import Foundation
import Glibc
import ReelEncode
import Shaders

/// A writer that drops every frame: `reel render --discard` renders through the real pipeline
/// and writes nothing.
public final class DiscardWriter: VideoWriter {
    public let destination = "(discarded)"
    public let format = OutputFormat.png
    public let notes: [String] = []
    public init() {}
    public func append(_ frame: Frame) throws(EncodeError) {}
    public func finish() throws(EncodeError) {}
    public func cancel() {}
}
