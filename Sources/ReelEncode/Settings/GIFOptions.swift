/// How the GIF writer builds palettes and stores frames. The defaults suit both kinds of clip
/// Reel makes: flat UI animation (one palette for the clip) and photographs (a palette per
/// frame); the measurements behind each are in docs/benchmarks.md, "GIF against FFmpeg's best
/// two-pass".
public struct GIFOptions: Hashable, Sendable {
    /// Automatic (one palette for the clip when it keeps the colours well, else one per
    /// frame), per-frame or shared. Default `.automatic`.
    public var palette: GIFPalette = .automatic
    /// Floyd–Steinberg dithering strength of per-frame palettes, 0 (none) … 1 (full); nil
    /// (default): `GIFWriter.perFrameDithering`. Shared palettes are never dithered: dithering
    /// makes still pixels flicker between frames.
    public var dithering: Double? = nil
    /// libimagequant speed 1 (best) … 10 (fastest). nil (default): chosen with the palette
    /// mode, 4 for one palette for the clip (quantized a handful of times, so its speed barely
    /// matters) and `GIFWriter.perFrameSpeed` for per-frame palettes (where quantizing every
    /// frame dominates the encode).
    public var speed: Int? = nil
    /// Makes pixels that did not change since the previous frame transparent, so they are not
    /// stored again: much smaller files for clips where little moves. Default on.
    public var skipUnchangedPixels: Bool = true
    /// With ``skipUnchangedPixels``: a pixel whose every channel is within this many levels (of
    /// 255) of the value it was last stored with counts as unchanged and is not stored again,
    /// so what the GIF shows there is never further than this from the frame (beyond the
    /// palette's own error). 0: only identical pixels. nil (default): chosen with the palette
    /// mode, 0 with one palette for the clip (flat clips have exact repeats, and a looser
    /// bound only adds error) and `GIFWriter.perFrameTransparencyBound` with a palette per
    /// frame (a photograph's grain changes nearly every pixel a little in every frame, so
    /// bound 0 would store whole frames).
    public var transparencyBound: Int? = nil
    /// A shared palette gets the fewest colours of 256, 192, 128, 96 and 64 whose mean squared
    /// error over every pixel shown (libimagequant's, per channel, in levels of 255 squared)
    /// stays within this: fewer colours make shorter LZW codes. Default 0.3, an RMS error of
    /// about half a level. 0: always 256. A clip with at most 255 colours keeps them exactly.
    public var paletteError: Double = 0.3
    /// A shared palette of fewer than 256 colours must also keep the SSIM of the clip's first
    /// frame mapped onto it (RGB, 8 × 8 windows every 4 pixels, as FFmpeg's `ssim` filter) at
    /// least this, because the error bound alone can pick a palette whose banding shows on
    /// smooth gradients. Default 0.999. 0: the error bound alone.
    public var paletteSimilarity: Double = 0.999

    /// The defaults.
    public init() {}

    func validate() throws(EncodeError) {
        if let bound = transparencyBound, !(0...255).contains(bound) {
            throw EncodeError(
                .invalidInput,
                """
                the GIF transparency bound \(bound) is out of range; use 0…255 levels (0: only \
                identical pixels)
                """
            )
        }
        guard paletteError >= 0, paletteError.isFinite else {
            throw EncodeError(
                .invalidInput,
                "the GIF palette error bound \(paletteError) is out of range; use 0 or more (0: always 256 colours)")
        }
        guard (0...1).contains(paletteSimilarity) else {
            throw EncodeError(
                .invalidInput,
                """
                the GIF palette SSIM floor \(paletteSimilarity) is out of range; use 0…1 (0: the error bound \
                alone)
                """
            )
        }
    }
}
