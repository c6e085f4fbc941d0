/// An image file drawn as a layer's contents (PNG or JPEG; decoded by the renderer), or a video
/// file whose frame at the layer's local time is drawn (`Image.video(_:start:rate:loops:)`).
///
/// Paths are kept as given; the renderer resolves relative paths against the current directory.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, absolute or relative to the current directory.
    public var path: String
    /// How the file plays when it is a video; nil for a still image.
    public var video: VideoPlayback?
    /// For a video: the layer's local time this contents is shown at, set when the layer is
    /// presented (`Presentation`), so that a presentation tree names the frame it shows.
    public var presentationTime: Double?
    /// The pixels, when the image was drawn in memory rather than read from a file
    /// (`Image(bitmap:)`); nil for a file.
    public var bitmap: Bitmap?

    public init(path: String) {
        self.path = path
    }

    /// Like `UIImage(named:)`, resolved against a folder of assets.
    public init(named name: String, in directory: String) {
        self.path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// A video file as contents, like an `AVPlayerLayer` playing `path`: at the layer's local
    /// time `t` it shows the video's frame at `start + rate × t` seconds (wrapped around the
    /// video's length when `loops`, else the last frame held).
    public static func video(_ path: String, start: Double = 0, rate: Double = 1, loops: Bool = false) -> Image {
        var image = Image(path: path)
        image.video = VideoPlayback(start: start, rate: rate, loops: loops)
        return image
    }

    /// The same contents read from another path.
    public func withPath(_ path: String) -> Image {
        var copy = self
        copy.path = path
        return copy
    }

    /// The video time shown, when this is a presented video.
    public var videoTime: Double? {
        guard let video, let presentationTime else { return nil }
        return video.time(atLocal: presentationTime)
    }

    /// What a renderer keys the decoded pixels by: the path for a still image; for a presented
    /// video, the path and the video time shown.
    public var renderKey: String {
        guard let time = videoTime else { return path }
        return path + "\u{0}" + String(time)
    }

    public var description: String { path }
}
