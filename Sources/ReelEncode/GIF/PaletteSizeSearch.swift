/// Chooses the size of a clip's shared palette: the fewest colours that keep the picture
/// close enough, since fewer colours make shorter LZW codes.
///
/// The palette for every colour shown, or the one with the fewest colours of 256 and
/// ``smallerSizes`` whose mean squared error over every pixel shown (libimagequant's, per
/// channel, in levels of 255 squared) stays within ``errorBound`` and which keeps the SSIM of
/// the first frame (stored whole; mapped without dithering onto the palette as libimagequant
/// returns it, before the writer orders it by use, so a pixel equally far from two entries may
/// map to the other one there) at ``similarityFloor`` or more. The first size over either
/// bound stops the search. A palette that holds the clip's colours exactly (at most 255) is
/// kept. Sizes are quantized two at a time in parallel (the render is over, the cores are
/// free), so a search that stops at 192 quantizes two palettes, not five.
struct PaletteSizeSearch {
    /// The palette sizes tried below 256, largest first.
    static let smallerSizes = [192, 128, 96, 64]
    /// Sizes quantized at a time.
    static let sizesAtATime = 2

    /// The palette chosen.
    struct Choice {
        var palette: [RGBA8]
        /// libimagequant's quality for the 256-colour palette.
        var quality: Int
        /// Whether sizes under 256 were tried.
        var searched: Bool
        var size = 256
        /// The palette's mean squared error (when smaller than 256).
        var error = 0.0
        /// The first frame's SSIM on the palette (when smaller than 256 and measured).
        var similarity: Double? = nil
        /// Why the next smaller size was refused, if one was.
        var stop: Stop? = nil
    }

    /// Why a size was refused.
    enum Stop {
        case error(size: Int, value: Double)
        case similarity(size: Int, value: Double)
    }

    /// The largest mean squared error allowed (0: always 256 colours).
    let errorBound: Double
    /// The lowest SSIM of the first frame allowed below 256 colours (0: not measured).
    let similarityFloor: Double
    /// libimagequant's speed.
    let speed: Int
    /// The quality the 256-colour palette must reach (0: any).
    let minimumQuality: Int
    let width: Int
    let height: Int

    /// The palette for `colors` (each counted once per frame it is on screen), or nil when the
    /// 256-colour palette cannot reach ``minimumQuality``. `firstFrame` gives the first frame's
    /// thresholded straight RGBA, read only when the SSIM floor is measured.
    func choose(
        _ colors: [(color: RGBA8, count: UInt32)], firstFrame: () throws(EncodeError) -> [UInt8]
    ) throws(EncodeError) -> Choice? {
        let sizes = colors.count > 255 && errorBound > 0 ? [256] + Self.smallerSizes : [256]
        let first = similarityFloor > 0 && sizes.count > 1 ? try firstFrame() : []
        var choice: Choice? = nil
        search: for start in stride(from: 0, to: sizes.count, by: Self.sizesAtATime) {
            let chunk = Array(sizes[start..<min(start + Self.sizesAtATime, sizes.count)])
            for (size, c) in zip(chunk, try palettes(chunk, colors: colors, first: first)) {
                if size == 256 {
                    guard let r = c.result else { return nil }
                    choice = Choice(palette: r.palette, quality: r.quality, searched: sizes.count > 1)
                } else if !take(size, c.result, similarity: c.similarity, into: &choice) {
                    break search
                }
            }
        }
        return choice
    }

    /// Takes the palette of `size` (smaller than the one chosen so far) into `choice` when it
    /// keeps within both bounds; returns false (noting why in `choice`) when it does not.
    private func take(
        _ size: Int, _ result: (palette: [RGBA8], quality: Int, error: Double)?, similarity: Double?,
        into choice: inout Choice?
    ) -> Bool {
        guard let result else { return false }
        guard result.error <= errorBound else {
            choice?.stop = .error(size: size, value: result.error)
            return false
        }
        if let similarity, similarity < similarityFloor {
            choice?.stop = .similarity(size: size, value: similarity)
            return false
        }
        choice?.palette = result.palette
        choice?.size = size
        choice?.error = result.error
        choice?.similarity = similarity
        return true
    }

    /// The palettes of `sizes`, quantized in parallel, and the first frame's SSIM on each
    /// smaller than 256 (when the floor is measured).
    private func palettes(_ sizes: [Int], colors: [(color: RGBA8, count: UInt32)], first: [UInt8])
        throws(EncodeError) -> [(result: (palette: [RGBA8], quality: Int, error: Double)?, similarity: Double?)]
    {
        let (speed, minimum, floor, w, h) = (speed, minimumQuality, similarityFloor, width, height)
        return try Parallel.map(sizes.count) { i throws(EncodeError) in
            let r = try Histogram.palette(
                for: colors, speed: speed, minimumQuality: sizes[i] == 256 ? minimum : 0, maximumColors: sizes[i])
            let similarity =
                floor > 0 && sizes[i] < 256
                ? r.map { Self.similarity(first, palette: $0.palette, width: w, height: h) } : nil
            return (result: r, similarity: similarity)
        }
    }

    /// The SSIM of `rgba` (a whole frame, thresholded straight RGBA) mapped onto `palette`
    /// without dithering.
    static func similarity(_ rgba: [UInt8], palette: [RGBA8], width: Int, height: Int) -> Double {
        let clean = CleanPalette(palette)
        var map = PaletteMap(palette: clean.colors, transparentIndex: clean.transparentIndex ?? 0)
        let indices = map.map(rgba)
        var shown = [UInt8](repeating: 0, count: rgba.count)
        for (i, k) in indices.enumerated() where rgba[4 * i + 3] != 0 {
            let c = clean.colors[Int(k)]
            (shown[4 * i], shown[4 * i + 1], shown[4 * i + 2], shown[4 * i + 3]) = (c.red, c.green, c.blue, 255)
        }
        return StructuralSimilarity.rgb(rgba, shown, width: width, height: height)
    }
}
