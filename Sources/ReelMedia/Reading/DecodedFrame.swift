import CFFmpeg
import Shaders

/// One frame read back from a video file.
public struct DecodedFrame: Sendable {
    /// The pixels, premultiplied BGRA like a rendered frame.
    public var frame: Frame
    /// Presentation time in seconds.
    public var time: Double
    /// How long the frame shows, in seconds (0 when the file does not say).
    public var duration: Double
}
