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
    /// The scene's background: transparent pixels are composited over it for formats without
    /// alpha (MP4), and odd sizes are padded to even with it. A transparent background stays
    /// transparent in GIF, WebP, APNG and PNG.
    public var background: RGBA8 = .black
    /// How often GIF, WebP and APNG animations play.
    public var looping: Looping = .forever

    // MARK: MP4 (libx264)
    /// x264's constant rate factor: 0 (lossless) … 51; lower is better and larger. Default 18.
    public var crf: Int = 18
    /// x264's preset (`ultrafast` … `veryslow`). Default `medium`.
    public var preset: String = "medium"
    /// x264's tune (`animation` suits flat, cartoon-like content); nil for none.
    public var tune: String? = nil
    /// x264's thread count. Fixed (not derived from `--jobs` or the machine's cores) because
    /// x264's output bytes depend on its thread count: a given count gives the same bytes on
    /// every run and machine (see the guarantee above), a different count a different file.
    public var encoderThreads: Int = 4
    /// Frames per independently encoded MP4 segment (default 250, x264's own keyframe
    /// interval). Every `segmentFrames` frames of the clip, counted from the clip's frame 0,
    /// the writer starts a fresh x264 encoder: the segment begins with an IDR frame and
    /// nothing in it depends on frames before it, not even x264's rate control. So a part
    /// made of whole segments (`reel render --shard`) encodes to exactly the packets that the
    /// same segments have in a one-shot render, and `reel join` gives the one-shot file's
    /// frames. A clip no longer than one segment is one encoder, as before segments existed.
    public var segmentFrames: Int = 250
    /// Set when the output holds only part of a clip: the MP4 records it (``MP4PartTag``) for
    /// `reel join`; other formats ignore it.
    public var part: MP4PartTag? = nil
    /// The sound an MP4 carries (AAC, 48 kHz stereo, 192 kb/s, see ``SoundSpan``); nil for none.
    /// Other formats have no sound.
    public var sound: SoundSpan? = nil

    // MARK: GIF
    /// Automatic (default), per-frame or shared palette.
    public var gifPalette: GIFPalette = .automatic
    /// Floyd–Steinberg dithering strength of per-frame palettes, 0 (none) … 1 (full); nil
    /// (default): `GIFWriter.perFrameDithering` (none). Shared palettes are never dithered.
    public var gifDithering: Double? = nil
    /// libimagequant speed 1 (best) … 10 (fastest). nil (default): chosen with the palette
    /// mode, 4 for one palette for the clip (quantized a handful of times, so its speed barely
    /// matters) and `GIFWriter.perFrameSpeed` for per-frame palettes (where quantizing every
    /// frame dominates the encode).
    public var gifSpeed: Int? = nil
    /// Makes pixels that did not change since the previous frame transparent, so they are not
    /// stored again (much smaller files). Default on.
    public var gifSkipUnchangedPixels: Bool = true
    /// With ``gifSkipUnchangedPixels``: a pixel whose every channel is within this many levels
    /// (of 255) of the value it was last stored with counts as unchanged and is not stored
    /// again, so what the GIF shows there is never further than this from the frame (beyond
    /// the palette's own error). 0: only identical pixels. nil (default): chosen with the
    /// palette mode, 0 with one palette for the clip (on the flat sample clips a bound of 2 or
    /// 4 made the GIFs larger and lowered SSIM) and `GIFWriter.perFrameTransparencyBound` with
    /// a palette per frame (photos: their grain changes nearly every pixel a little in every
    /// frame, so bound 0 stores whole frames); docs/benchmarks.md, "GIF against FFmpeg's best
    /// two-pass".
    public var gifTransparencyBound: Int? = nil
    /// A shared palette (the automatic mode's for flat clips, or ``GIFPalette/shared``) gets the
    /// fewest colours of 256, 192, 128, 96 and 64 whose mean squared error over every pixel
    /// shown (libimagequant's, per channel, in levels of 255 squared) stays within this: fewer
    /// colours make shorter codes. Default 0.3 (an RMS error of about half a level in
    /// libimagequant's measure): on the sample clips 128, 192 and 64 colours, 10–20 % fewer
    /// bytes, SSIM at or above FFmpeg's best two-pass on qq-arc and fly-to-cart and 0.0002
    /// under it on floating-burger (docs/benchmarks.md). 0: always 256. A clip with at most
    /// 255 colours keeps them exactly.
    public var gifPaletteError: Double = 0.3
    /// A shared palette of fewer than 256 colours must also keep the SSIM of the clip's first
    /// frame mapped onto it (RGB, 8 × 8 windows every 4 pixels, as FFmpeg's `ssim` filter) at
    /// least this. Default 0.999: on the bare arc workload the error bound alone chose 96
    /// colours and an SSIM under FFmpeg's best two-pass (docs/benchmarks.md). 0: the error
    /// bound alone.
    public var gifPaletteSimilarity: Double = 0.999

    // MARK: WebP
    /// WebP quality 0…100 (lossy) or effort (lossless). Default 90.
    public var webpQuality: Double = 90
    /// Lossless WebP. Default off.
    public var webpLossless: Bool = false

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
        if let bound = gifTransparencyBound, !(0...255).contains(bound) {
            throw EncodeError(
                .invalidInput,
                """
                the GIF transparency bound \(bound) is out of range; use 0…255 levels (0: only \
                identical pixels)
                """
            )
        }
        guard gifPaletteError >= 0, gifPaletteError.isFinite else {
            throw EncodeError(
                .invalidInput,
                "the GIF palette error bound \(gifPaletteError) is out of range; use 0 or more (0: always 256 colours)")
        }
        guard (0...1).contains(gifPaletteSimilarity) else {
            throw EncodeError(
                .invalidInput,
                """
                the GIF palette SSIM floor \(gifPaletteSimilarity) is out of range; use 0…1 (0: the error bound \
                alone)
                """
            )
        }
        if case .plays(let n) = looping, n < 1 || n > 65535 {
            throw EncodeError(.invalidInput, "the loop count \(n) is out of range; use 1…65535 plays (or loop forever)")
        }
    }
}
