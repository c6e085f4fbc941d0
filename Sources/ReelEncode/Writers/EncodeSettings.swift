import ReelCore

/// What every writer needs to know: size, rate, background and per-format options.
///
/// What is guaranteed: the same frames with the same settings give the same bytes, in every
/// format, whether written in one process or many, one writer or several at a time, and for
/// any `--jobs`, as long as the libraries are the same builds (FFmpeg, libx264, libwebp,
/// libimagequant, zlib). MP4 runs x264 in its CPU-independent mode, so the bytes are also
/// the same on x86-64 CPUs with and without AVX-512 (checked: AVX-512, AVX2-only, SSE2-only
/// and no assembly at all give one file). Other versions of those libraries, or other
/// architectures, may give other bytes; the decoded pictures then still meet the same
/// quality bounds, but are not byte for byte the same.
public struct EncodeSettings: Hashable, Sendable {
    /// Frame width in pixels (every appended frame must have it).
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// The frame rate (constant), exact: MP4's time base is its inverse, GIF, WebP and APNG
    /// delays follow it (see each writer).
    public var frameRate: FrameRate { didSet { invalidRate = nil } }
    /// The frame rate rounded to whole frames per second; setting it sets a whole
    /// ``frameRate`` (0 or less is reported when a writer is made).
    public var framesPerSecond: Int {
        get { Int(frameRate.framesPerSecond.rounded()) }
        set {
            if newValue > 0 { frameRate = FrameRate(newValue) } else { invalidRate = newValue }
        }
    }
    /// The scene's background. A transparent one stays transparent where the output keeps alpha
    /// (ProRes 4444, VP9 and VP8 in WebM, WebP, APNG, PNG; GIF on or off); elsewhere transparent
    /// pixels are composited over ``matte`` and the writer's notes say so. An opaque one pads odd
    /// sizes to even.
    public var background: RGBA8 = .black
    /// The colour under transparent pixels where an output drops alpha (H.264, HEVC, AV1, ProRes
    /// 422, VP9 in MP4), when the background is transparent: black unless given (`reel render
    /// --background`). Its alpha is ignored.
    public var matte: RGBA8 = .black
    /// How often GIF, WebP and APNG animations play.
    public var looping: Looping = .forever

    /// Frames per independently encoded segment of a video (default 250, x264's own keyframe
    /// interval). Every `segmentFrames` frames of the clip, counted from the clip's frame 0,
    /// the writer starts a fresh encoder: the segment begins with a keyframe and nothing in it
    /// depends on frames before it, not even the encoder's rate control. So a part made of
    /// whole segments (`reel render --shard`) encodes to exactly the packets that the same
    /// segments have in a one-shot render, and `reel join` gives the one-shot file's frames. A
    /// clip no longer than one segment is one encoder.
    public var segmentFrames: Int = 250
    /// Set when the output holds only part of a clip: the MP4 records it (``MP4PartTag``) for
    /// `reel join`; other formats ignore it.
    public var part: MP4PartTag? = nil
    /// The sound a video carries (see ``SoundSpan``): AAC in MP4 and QuickTime, Opus in WebM, at
    /// 48 kHz with the source's channels up to stereo; nil for none. Other formats have no sound.
    public var sound: SoundSpan? = nil

    /// Codec, quality and threads of video (MP4, QuickTime, WebM).
    public var video = VideoOptions()
    /// libx264's preset and tune.
    public var h264 = H264Options()
    /// libx265's preset.
    public var hevc = HEVCOptions()
    /// SVT-AV1's preset.
    public var av1 = AV1Options()
    /// libvpx's speed (VP9, VP8).
    public var vpx = VPXOptions()
    /// ProRes's profile.
    public var prores = ProResOptions()
    /// Palette and frame-storage options (GIF).
    public var gif = GIFOptions()
    /// Quality options (WebP).
    public var webp = WebPOptions()

    // MARK: PNG sequence
    /// The clip's index of the first frame written: a PNG sequence names its files from it, so
    /// a part (`--frames 120-`) starts at `frame_00120.png`, as `reel hash` numbers the frames.
    public var firstFrameIndex: Int = 0

    /// Settings for `width` × `height` frames at `frameRate`.
    public init(width: Int, height: Int, frameRate: FrameRate) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
    }

    /// Settings for `width` × `height` frames at a whole `framesPerSecond` (an invalid rate,
    /// zero or less, is reported when a writer is made).
    public init(width: Int, height: Int, framesPerSecond: Int) {
        self.init(width: width, height: height, frameRate: FrameRate(framesPerSecond))
        if framesPerSecond <= 0 { invalidRate = framesPerSecond }
    }

    /// The opaque colour a writer without alpha composites over: the background where it is
    /// opaque (its frames are then opaque already, and only padding shows it), else ``matte``.
    var compositingColor: RGBA8 {
        background.alpha == 255 ? background : RGBA8(red: matte.red, green: matte.green, blue: matte.blue)
    }

    /// A rate given to the `Int` initializer that ``FrameRate`` cannot hold (0 or negative).
    private var invalidRate: Int?

    func validate() throws(EncodeError) {
        guard width > 0, height > 0 else {
            throw EncodeError(
                .invalidInput, "the frame size \(width)×\(height) is empty; give a width and height of at least 1 pixel"
            )
        }
        if let invalidRate {
            throw EncodeError(
                .invalidInput, "the frame rate \(invalidRate) is out of range; use 1…1000 frames per second")
        }
        guard frameRate.framesPerSecond <= 1000, frameRate.framesPerSecond >= 0.01,
            frameRate.numerator <= Int(Int32.max), frameRate.denominator <= 1_000_000
        else {
            throw EncodeError(
                .invalidInput,
                """
                the frame rate \(frameRate) is out of range; use 0.01…1000 frames per second, as a fraction with a \
                denominator of at most 1000000
                """
            )
        }
        guard (1...1_000_000).contains(segmentFrames) else {
            throw EncodeError(
                .invalidInput, "the segment length \(segmentFrames) is out of range; use 1…1000000 frames (default 250)"
            )
        }
        try gif.validate()
        if case .plays(let n) = looping, n < 1 || n > 65535 {
            throw EncodeError(.invalidInput, "the loop count \(n) is out of range; use 1…65535 plays (or loop forever)")
        }
    }
}
