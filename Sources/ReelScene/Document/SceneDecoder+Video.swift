import ReelCore

extension SceneDecoder {
    /// Video files a layer's contents may name.
    static let videoExtensions = ["mp4", "m4v", "mov", "webm", "mkv"]

    /// `"contents": {"video": "clip.mp4", "start": 0, "rate": 1, "loop": false}`: a video played as
    /// the layer's contents (`Image.video`), its frame chosen by the layer's local time.
    func readVideoContents(_ value: JSONValue, _ path: JSONPath) -> Image? {
        guard let o = context.object(value, path, "an image path or {\"video\": …}") else { return nil }
        o.rejectUnknownKeys(known: ["video", "start", "rate", "loop"])
        o.require("video", example: "\"video\": \"clip.mp4\"")
        guard let file = o.read("video", { readAssetPath($0, $1, extensions: Self.videoExtensions, what: "video") })
        else { return nil }
        var playback = VideoPlayback()
        if let start = o.read("start", { context.readNumber($0, $1, .nonNegative) }) { playback.start = start }
        if let rate = o.read("rate", { context.readNumber($0, $1, .positive) }) { playback.rate = rate }
        if let loops = o.read("loop", context.readBool) { playback.loops = loops }
        var image = Image(path: file)
        image.video = playback
        return image
    }

    /// A layer's contents as the document writes it: the path, or the video object.
    static func contentsValue(_ image: Image) -> JSONValue {
        guard let video = image.video else { return .string(image.path) }
        return .object([
            ("video", .string(image.path)), ("start", .number(video.start)), ("rate", .number(video.rate)),
            ("loop", .bool(video.loops)),
        ])
    }
}
