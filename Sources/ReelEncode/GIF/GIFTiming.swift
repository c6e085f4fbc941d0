import ReelCore

/// When each GIF frame is shown and for how long: which of the clip's frames the GIF keeps,
/// the delay of each frame kept, and frames that change nothing folded into the one before.
///
/// - **Kept frames**: GIF delays are whole centiseconds and browsers stretch delays under
///   2 cs, so above ``maximumRate`` every `step`-th frame is kept (60 fps → 30 fps).
/// - **Delays**: GIF frame k ends at `round(100 · end / rate)` cs, computed from the exact
///   rate, so each delay absorbs the rounding and the total is the clip's length to the
///   centisecond (30 fps → 3, 4, 3, 3, 4, 3 … cs; 30000/1001 fps: 300 frames last 1001 cs).
/// - **Folding**: a frame that changes nothing on screen is not written; its delay is added
///   to the frame before (unless a disposal clears either, or the sum would not fit 16 bits).
///   The picture shown at every moment is the same, the file 25–30 bytes a frame shorter (a
///   1 × 1 image and its graphic control).
///
/// ```
/// clip frame (60 fps)   0  1  2  3  4  5  6
/// GIF frame (step 2)    0     1     2     3
/// starts at (cs)        0     3     7     10    → delays 3, 4, 3 …
/// ```
struct GIFTiming {
    /// The highest rate written: browsers slow down delays under 2 cs.
    static let maximumRate = 50
    /// The longest delay a graphic control holds, in centiseconds.
    static let longestDelay = 65535

    let rate: FrameRate
    /// One clip frame in `step` is kept (1 at ``maximumRate`` or less).
    let step: Int
    /// The clip's frames counted so far, kept or not.
    private(set) var clipFrames = 0
    /// The GIF frames handed to ``add(_:)`` so far.
    private var written = 0
    /// The last frame's graphic control and image, held until the next frame says whether it
    /// adds its delay to them.
    private var held: (delay: Int, disposal: GIFFile.Disposal, transparentIndex: Int?, body: [UInt8])? = nil

    init(rate: FrameRate) {
        self.rate = rate
        // The smallest step that keeps the rate at or under the maximum: ceil(rate / maximum).
        let per = Self.maximumRate * rate.denominator
        step = max(1, (rate.numerator + per - 1) / per)
    }

    /// Whether the next clip frame is one the GIF keeps (does not count it).
    var keepsNext: Bool { clipFrames % step == 0 }

    /// Counts the next clip frame; returns whether the GIF keeps it.
    mutating func countClipFrame() -> Bool {
        defer { clipFrames += 1 }
        return keepsNext
    }

    /// The rate of the frames kept, in frames per second.
    var keptRate: Double { rate.framesPerSecond / Double(step) }

    /// `round(100 · frame · denominator / numerator)`: when clip frame `frame` starts, in
    /// centiseconds (halves round up).
    func centiseconds(_ frame: Int) -> Int {
        (200 * frame * rate.denominator + rate.numerator) / (2 * rate.numerator)
    }

    /// How long GIF frame `k` lasts, in centiseconds, given the clip frames counted so far
    /// (the last frame kept ends with the clip).
    func delay(ofFrame k: Int) -> Int {
        centiseconds(min((k + 1) * step, clipFrames)) - centiseconds(k * step)
    }

    /// Takes the next GIF frame (frames come in order) and returns the bytes to write now:
    /// the frame held before it, unless `frame` folds into it.
    mutating func add(_ frame: EncodedFrame) -> [UInt8] {
        precondition(frame.index == written, "GIF frames are written in order")
        written += 1
        let delay = delay(ofFrame: frame.index)
        if folds(frame, delay: delay) {
            held?.delay += delay
            return []
        }
        let out = flush()
        held = (delay, frame.disposal, frame.transparentIndex, frame.body)
        return out
    }

    /// Whether `frame`, lasting `delay`, adds its delay to the held frame instead of being
    /// written: it changes nothing on screen and neither it nor the held frame clears it.
    private func folds(_ frame: EncodedFrame, delay: Int) -> Bool {
        guard frame.empty, frame.disposal == .keep, let h = held, h.disposal == .keep else { return false }
        return h.delay + delay <= Self.longestDelay
    }

    /// The held frame's graphic control and image (empty when none is held); nothing is held
    /// afterwards.
    mutating func flush() -> [UInt8] {
        guard let h = held else { return [] }
        held = nil
        return GIFFile.graphicControl(delay: h.delay, disposal: h.disposal, transparentIndex: h.transparentIndex)
            + h.body
    }
}
