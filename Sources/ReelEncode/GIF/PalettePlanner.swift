/// Plans a clip's shared palette while its frames arrive: counts the colours shown (each
/// frame's pixels once, so a static background weighs as long as it is on screen, not once as
/// it is stored) and, in the automatic palette mode, checks after 1, 2, 4, 8 … frames whether
/// one palette still reaches ``minimumQuality`` on them.
///
/// Each check runs meanwhile on its own thread (``PaletteCheck``); its answer is taken as soon
/// as it is there, and at the next check at the latest. The file does not depend on when (the
/// frames stored by then are masked again); the log names the frames checked.
struct PalettePlanner {
    /// Above this many distinct colours a check is waited for at once: so many colours take long
    /// to quantize and seldom fit one palette (photos under grain), so waiting costs less than
    /// storing, counting and masking again the frames that come meanwhile (flat clips stay far
    /// under it).
    static let inlineCheckColors = 1 << 17

    /// The colours shown so far, each counted once per frame that shows it.
    private(set) var colors = ColorCounts()
    /// Whether to check as frames arrive (the automatic mode); otherwise only count.
    let checks: Bool
    /// libimagequant's speed for the palette.
    let speed: Int
    /// The libimagequant quality (0…100) one palette must reach.
    let minimumQuality: Int
    /// The frames stored when the next check starts (0: no more checks).
    private var nextCheck = 1
    /// The check still running, if any.
    private var check: PaletteCheck? = nil

    init(checks: Bool, speed: Int, minimumQuality: Int) {
        self.checks = checks
        self.speed = speed
        self.minimumQuality = minimumQuality
    }

    /// Counts `rgba` (thresholded straight RGBA, `width` pixels a row) as shown once.
    mutating func count(_ rgba: [UInt8], width: Int) {
        colors.add(rgba, width: width)
    }

    /// Called after each frame is stored, `stored` frames in all: the number of frames whose
    /// colours a check found not to fit one palette, or nil to go on with one palette.
    mutating func afterStoring(_ stored: Int) throws(EncodeError) -> Int? {
        if let running = check, running.isFinished, !(try running.fits()) {
            check = nil
            return running.frames
        }
        guard checks, stored == nextCheck else { return nil }
        nextCheck *= 2
        if let previous = check, !(try previous.fits()) {
            check = nil
            return previous.frames
        }
        let running = PaletteCheck(
            colors: colors.colors, frames: stored, speed: speed, minimumQuality: minimumQuality)
        check = running
        if colors.count > Self.inlineCheckColors, !(try running.fits()) {
            check = nil
            return running.frames
        }
        return nil
    }

    /// Starts no more checks: the last frame needs none, since the final palette is made from
    /// the whole clip's colours at the same speed and quality floor.
    mutating func stopChecking() {
        nextCheck = 0
    }

    /// Waits for the check still running, if any: the number of frames whose colours it found
    /// not to fit one palette, or nil.
    func lastAnswer() throws(EncodeError) -> Int? {
        guard let check, !(try check.fits()) else { return nil }
        return check.frames
    }
}
