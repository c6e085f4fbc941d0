import Dispatch
import Foundation
import Shaders

/// Writes an animated GIF, quantized from the lossless frames with libimagequant.
///
/// - **Palettes** (``GIFPalette``): by default (`.automatic`) one palette for the whole clip
///   when its colours fit one (libimagequant reaches ``minimumSharedQuality`` on a histogram of
///   every stored pixel), otherwise one per frame; ``log`` says which was chosen and why.
///   A shared palette gets the fewest colours of 256 … 64 that keep its error and the first
///   frame's SSIM within ``GIFOptions/paletteError`` and
///   ``GIFOptions/paletteSimilarity``.
///   A shared palette is mapped without dithering (flat UI content: dithering would only add
///   noise to colours the palette already holds); per-frame palettes dither at
///   ``GIFOptions/dithering`` (by default not: ``perFrameDithering``) and are
///   quantized at ``perFrameSpeed`` (the shared
///   palette at speed 4) unless ``GIFOptions/speed`` says otherwise.
/// - **Unchanged pixels** are written as the transparent index (the previous frame stays
///   underneath), so a mostly static clip costs little per frame. A pixel counts as unchanged
///   while every channel stays within ``GIFOptions/transparencyBound`` of the value it
///   was last stored with (not of the previous frame, so slow drifts cannot add up past the
///   bound). The bound defaults to 0 with one palette for the clip and to
///   ``perFrameTransparencyBound`` with per-frame palettes (frames the automatic mode spooled
///   before it chose per-frame palettes are masked again). With a shared palette, a changed
///   pixel that maps to the index already on screen is left transparent too (exact).
/// - **Rectangles**: each frame stores only the bounding box of what it changes (whole where a
///   disposal must clear the screen). A shared palette is ordered by use (transparent first,
///   then the colours shown most), and each frame's LZW codes start as narrow as the highest
///   index it writes needs.
/// - **Transparency**: pixels with alpha < 128 are transparent, the rest opaque; when a pixel
///   turns transparent the previous frame is disposed (cleared) so it really disappears.
/// - **Timing**: GIF delays are whole centiseconds. Frame k ends at `round(100 · end / rate)` cs,
///   computed from the exact ``EncodeSettings/frameRate``, so each delay absorbs the rounding
///   and the total is the clip's length to the centisecond (30 fps → 3, 4, 3, 3, 4, 3 … cs;
///   30000/1001 fps: 300 frames last 1001 cs). A frame that changes nothing on screen is not
///   written: its delay is added to the frame before (unless a disposal clears either).
///   Above 50 fps every n-th frame is kept (60 → 30 fps), since browsers stretch delays
///   under 2 cs; ``notes`` says so.
///
/// Frames are quantized, mapped and compressed in parallel in small batches; each frame's
/// pixels depend only on the frames before it, never on the batch size or thread count, so
/// the bytes are the same for any number of threads.
public final class GIFWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .gif }
    public private(set) var notes: [String] = []
    /// What the writer decided, for whoever measures it (not warnings, so not in ``notes``,
    /// which `reel render` prints): the palette chosen and why.
    public private(set) var log: [String] = []
    /// The palette mode used: `.shared` or `.perFrame` (for `.automatic`, known once `finish`
    /// returns; until then the mode tried so far).
    public private(set) var paletteMode: GIFPalette
    /// The transparency bound of per-frame palettes when ``GIFOptions/transparencyBound``
    /// is nil (one palette for the clip then uses 0). Measured on the photo clip
    /// (docs/benchmarks.md, "GIF against FFmpeg's best two-pass"): its grain moves nearly every
    /// pixel by a few levels in every frame, so at 0 every frame is stored almost whole.
    public static let perFrameTransparencyBound = 4

    /// libimagequant's speed for per-frame palettes when ``GIFOptions/speed`` is nil.
    /// Measured on the photo clip at 750 × 1334 (docs/benchmarks.md): 2.3 × less CPU than
    /// speed 4, 4 % more bytes, SSIM 0.928 instead of 0.955 (FFmpeg's best two-pass: 0.894);
    /// speeds 8 and 10 gave the same bytes. From speed 8 libimagequant drops the lowest bit of
    /// each channel before counting colours (its `min_posterization_input`), which is most of
    /// the saving on grainy photos; below 8 it keeps them (speed 7: 1.7 × less CPU than 4).
    public static let perFrameSpeed = 8

    /// libimagequant's speed for the shared palette: the setting's, or 4.
    var sharedSpeed: Int { settings.gif.speed ?? 4 }

    /// The transparency bound in force: the setting's, or the palette mode's.
    var bound: Int {
        settings.gif.transparencyBound ?? (paletteMode == .perFrame ? Self.perFrameTransparencyBound : 0)
    }

    /// The lowest libimagequant quality (0…100) at which `.automatic` keeps one palette for the
    /// clip. Measured (docs/benchmarks.md, "GIF against FFmpeg"): the flat UI clips reach
    /// 98–100 with one palette, the photo clip 70–90, so 94 separates them with room on both sides.
    public static let minimumSharedQuality = 94
    let settings: EncodeSettings
    /// Keep every `step`-th frame.
    let step: Int
    private let output: TemporaryOutput
    private let file: FileHandle
    private let width: Int
    private let height: Int
    private let batchSize: Int
    private var sourceCount = 0
    private var gifCount = 0
    /// Per pixel, the straight RGBA value last stored (the screen shows it, quantized); nil
    /// before the first frame and after the screen is cleared.
    private var reference: [UInt8]? = nil
    private var clearAfter: [Bool] = []
    private var written = 0
    private var finished = false
    /// The last masked frame, held until the next one says whether it must be stored whole.
    private var pending: (pixels: [UInt8], box: Region?)? = nil
    /// Per-frame mode: records waiting to be quantized together.
    private var batch: [Record] = []
    // Shared palette (and automatic, until it decides): the stored records wait in a spool
    // file while their colours are counted.
    private var colors: ColorCounts? = nil
    private var spool: FileHandle? = nil
    private var spooled = 0
    private var nextCheck = 1
    /// The frames spooled when the automatic mode switched to per-frame palettes (for tests).
    private(set) var switchedAfter: Int? = nil
    /// Above this many distinct colours the automatic mode waits for its check's answer.
    static let inlineCheckColors = 1 << 17
    /// The automatic mode's check still running, if any.
    private var check: PaletteCheck? = nil
    private var spoolPath: String { output.temporary + ".frames" }

    /// One frame as stored: the rectangle of the screen and its masked pixels (straight RGBA,
    /// transparent = unchanged). `whole`: the frame covers the screen and must stay whole
    /// (the first frame, and frames disposed to clear the screen).
    struct Record {
        var index: Int
        var region: Region
        var pixels: [UInt8]
        var whole: Bool
    }

    struct EncodedFrame {
        var transparentIndex: Int?
        var body: [UInt8]
        /// The frame changes nothing on screen (a single transparent pixel, disposal kept).
        var empty = false
    }

    /// The last frame's graphic control and image, held until the next frame says whether it
    /// adds its delay to them.
    private var held: (delay: Int, disposal: GIFFile.Disposal, transparentIndex: Int?, body: [UInt8])? = nil

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``.
    public convenience init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        try self.init(
            destination: destination, settings: settings,
            batchSize: max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// `batchSize`: frames quantized, mapped and compressed together (in parallel); the bytes
    /// do not depend on it (tests check).
    init(destination: String, settings: EncodeSettings, batchSize: Int) throws(EncodeError) {
        try settings.validate()
        guard settings.width <= 65535, settings.height <= 65535 else {
            throw EncodeError(.invalidInput, "a GIF can be at most 65535 pixels wide and high")
        }
        self.destination = destination
        self.settings = settings
        width = settings.width
        height = settings.height
        // The smallest step that keeps the rate at or under 50 fps: ceil(rate / 50).
        let rate = settings.frameRate
        step = max(1, (rate.numerator + 50 * rate.denominator - 1) / (50 * rate.denominator))
        if step > 1 {
            let kept = rate.framesPerSecond / Double(step)
            let shown = kept == kept.rounded() ? String(Int(kept)) : String(format: "%.2f", kept)
            let given = rate.isWhole ? String(rate.numerator) : String(format: "%.2f", rate.framesPerSecond)
            notes.append(
                """
                '\(destination)': GIF delays are whole centiseconds and browsers slow down delays under 2 cs, so the \
                \(given) fps clip is written at \(shown) fps (one frame in \(step) kept)
                """
            )
        }
        self.batchSize = max(1, batchSize)
        paletteMode = settings.gif.palette == .perFrame ? .perFrame : .shared
        output = try TemporaryOutput(destination: destination, isFolder: false)
        guard FileManager.default.createFile(atPath: output.temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: output.temporary)
        else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)' (writing '\(output.temporary)'): \(String(cString: strerror(errno)))")
        }
        file = handle
        if paletteMode == .shared {
            colors = ColorCounts()
            guard FileManager.default.createFile(atPath: spoolPath, contents: nil),
                let s = FileHandle(forUpdatingAtPath: spoolPath)
            else {
                throw EncodeError(
                    .cannotCreateOutput, "cannot create the frame spool '\(spoolPath)' beside '\(destination)'")
            }
            spool = s
        } else {
            try write(GIFFile.header(width: width, height: height, globalPalette: nil, looping: settings.looping))
        }
    }

    deinit {
        if !finished { cancel() }
    }

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: sourceCount, destination: destination)
            let index = sourceCount
            sourceCount += 1
            guard index % step == 0 else { return }
            let k = gifCount
            gifCount += 1
            clearAfter.append(false)
            let (current, turnsTransparent, opaqueBox) = GIFPixels.threshold(frame, previous: k > 0 ? reference : nil)
            let clears = k > 0 && reference != nil && turnsTransparent
            // Disposal clears only the frame's own rectangle: the previous frame is stored whole.
            if clears { clearAfter[k - 1] = true }
            // Submitted before this frame is masked: the automatic mode may switch to per-frame
            // palettes there, and with them to another bound (the reference is then re-made).
            if let previous = pending { try submit(previous.pixels, box: previous.box, index: k - 1) }
            pending = nil
            if clears { reference = nil }
            let masked: (pixels: [UInt8], box: Region?)
            if settings.gif.skipUnchangedPixels, var previous = reference {
                reference = nil  // keeps the buffer unique while it is updated in place
                let m = GIFPixels.mask(current, reference: &previous, bound: bound, width: width, height: height)
                masked = (m.masked, m.box)
                reference = previous
            } else {
                reference = current
                masked = (current, opaqueBox)
            }
            pending = masked
            // The shared palette is made from what is on screen, every frame (so a static
            // background weighs as long as it is shown, not once as it is stored): measured on
            // the sample clips, SSIM 0.99953 → 0.99982 (qq-arc) and 10 % fewer bytes.
            colors?.add(current, width: width)
        } catch {
            cancel()
            throw error
        }
    }

    /// One frame in `step` is kept (1 at 50 fps or less).
    public var frameStep: Int { step }

    /// Counts a frame that is not kept (its position is not a multiple of ``frameStep``)
    /// without its pixels, so a pipeline need not render it; the file is the same as when the
    /// frame is appended.
    public func skipFrame() throws(EncodeError) {
        guard !finished else { throw EncodeError(.cancelled, "the GIF writer for '\(destination)' was cancelled") }
        guard sourceCount % step != 0 else {
            throw EncodeError(
                .invalidInput,
                "frame \(sourceCount) of '\(destination)' is one the GIF shows (one in \(step)); it cannot be skipped")
        }
        sourceCount += 1
    }

    public func finish() throws(EncodeError) {
        guard !finished else {
            try output.commit()  // throws when cancelled; nothing to do when already finished
            return
        }
        do throws(EncodeError) {
            guard gifCount > 0 else {
                throw EncodeError(
                    .invalidInput, "no frames were given for '\(destination)'; a GIF needs at least one frame")
            }
            // No check for the last frame: finalPalette quantizes the whole clip's colours with
            // the same speed and quality floor (a check there was the same work done twice).
            nextCheck = 0
            if let last = pending { try submit(last.pixels, box: last.box, index: gifCount - 1) }
            pending = nil
            if colors != nil {
                if let check, !(try check.fits()) {
                    try switchToPerFrame(at: check.frames)
                } else if let (chosen, quality, size) = try finalPalette() {
                    log.append(
                        (settings.gif.palette == .automatic
                            ? """
                            '\(destination)': one palette for the whole clip: its colours fit 256 at libimagequant \
                            quality \(quality) (at least \(Self.minimumSharedQuality) needed), mapped without dithering
                            """
                            : """
                            '\(destination)': one palette for the whole clip (as asked), libimagequant quality \
                            \(quality)
                            """)
                            + size)
                    try writeShared(chosen)
                } else {
                    try switchToPerFrame(at: gifCount)
                }
                closeSpool()
            }
            try encodeBatch()
            try flushHeld()
            try write([0x3B])
            finished = true
            try? file.close()
            try output.commit()
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        finished = true
        try? file.close()
        closeSpool()
        output.discard()
    }

    private func closeSpool() {
        try? spool?.close()
        spool = nil
        colors = nil
        try? FileManager.default.removeItem(atPath: spoolPath)
    }

    /// A palette for `colors` (each counted once per frame it is on screen) and its
    /// libimagequant quality (100: the colours themselves, when there are at most 255 besides
    /// transparency), or nil when `minimumQuality` cannot be reached.
    static func sharedPalette(
        _ colors: [(color: RGBA8, count: UInt32)], speed: Int, minimumQuality: Int, maximumColors: Int = 256
    ) throws(EncodeError) -> (palette: [RGBA8], quality: Int, error: Double)? {
        if colors.count <= 255 { return ([RGBA8.clear] + colors.map(\.color), 100, 0) }
        let histogram = try Histogram(
            Quantizer(speed: speed, dithering: 0, minimumQuality: minimumQuality, maximumColors: maximumColors))
        try histogram.add(colors)
        return try histogram.quantize()
    }

    /// The palette sizes tried below 256, largest first.
    static let smallerPaletteSizes = [192, 128, 96, 64]

    /// The shared palette to write, its libimagequant quality and the log's words for its
    /// size, or nil when the automatic mode's minimum quality cannot be reached.
    ///
    /// The palette for every colour shown, or the one with the fewest colours of 256, 192,
    /// 128, 96 and 64 whose mean squared error over every pixel shown (libimagequant's, per
    /// channel, in levels of 255 squared) stays within ``GIFOptions/paletteError``
    /// and which keeps the SSIM of the first frame (stored whole; mapped without dithering onto
    /// the palette as libimagequant returns it, before ``writeShared(_:)`` orders it by use, so
    /// a pixel equally far from two entries may map to the other one there) at
    /// ``GIFOptions/paletteSimilarity`` or more: fewer
    /// colours make shorter LZW codes. The first size over either bound stops the search.
    /// A palette that holds the clip's colours exactly (at most 255) is kept. The sizes are
    /// quantized in parallel (the render is over, the cores are free), then chosen in order.
    private func finalPalette() throws(EncodeError) -> (palette: [RGBA8], quality: Int, words: String)? {
        let list = colors?.colors ?? []
        let bound = settings.gif.paletteError
        let minimum = settings.gif.palette == .automatic ? Self.minimumSharedQuality : 0
        let sizes = list.count > 255 && bound > 0 ? [256] + Self.smallerPaletteSizes : [256]
        let speed = sharedSpeed
        let floor = settings.gif.paletteSimilarity
        let first = floor > 0 && sizes.count > 1 ? try firstSpooledFrame() : []
        let (w, h) = (width, height)
        // Two sizes at a time (in parallel: the render is over, the cores are free), so that a
        // search that stops at 192 quantizes two palettes, not five.
        var full: (palette: [RGBA8], quality: Int, error: Double)? = nil
        var chosen: [RGBA8] = []
        var chosenSize = 256
        var chosenError = 0.0
        var chosenSimilarity: Double? = nil
        var over: String? = nil
        search: for start in stride(from: 0, to: sizes.count, by: 2) {
            let chunk = Array(sizes[start..<min(start + 2, sizes.count)])
            let computed = try Self.parallelMap(chunk.count) { i throws(EncodeError) in
                let r = try Self.sharedPalette(
                    list, speed: speed, minimumQuality: chunk[i] == 256 ? minimum : 0, maximumColors: chunk[i])
                let similarity =
                    floor > 0 && chunk[i] < 256
                    ? r.map { Self.similarity(first, palette: $0.palette, width: w, height: h) } : nil
                return (result: r, similarity: similarity)
            }
            for (size, c) in zip(chunk, computed) {
                if size == 256 {
                    guard let r = c.result else { return nil }
                    full = r
                    chosen = r.palette
                    if sizes.count == 1 { return (r.palette, r.quality, "") }
                    continue
                }
                guard let result = c.result else { break search }
                guard result.error <= bound else {
                    over = String(format: "%d would make it %.3f", size, result.error)
                    break search
                }
                if let s = c.similarity, s < floor {
                    over = String(format: "%d would make the SSIM of the first frame %.5f, under %g", size, s, floor)
                    break search
                }
                (chosen, chosenSize, chosenError, chosenSimilarity) = (result.palette, size, result.error, c.similarity)
            }
        }
        guard let full else { return nil }
        let floorText = floor > 0 ? String(format: " and the SSIM of the first frame at least %g", floor) : ""
        let similarityText = chosenSimilarity.map { String(format: " (%.5f)", $0) } ?? ""
        let overText = over.map { "; \($0)" } ?? ""
        let words =
            chosenSize == 256
            ? """
            , 256 colours (fewer would not keep the mean squared error over every pixel shown at most \(bound)\
            \(floorText)\(overText))
            """
            : """
            , \(chosenSize) colours: the fewest of 256, 192, 128, 96, 64 that keep the mean squared error over every \
            pixel shown (\(String(format: "%.3f", chosenError))) at most \(bound)\(floorText)\(similarityText)\
            \(overText)
            """
        return (chosen, full.quality, words)
    }

    /// The first frame spooled (stored whole).
    private func firstSpooledFrame() throws(EncodeError) -> [UInt8] {
        try spoolRewind()
        return try spoolRead().pixels
    }

    /// The SSIM of `rgba` (a whole frame) mapped onto `palette` without dithering.
    static func similarity(_ rgba: [UInt8], palette: [RGBA8], width: Int, height: Int) -> Double {
        let (clean, transparent, _) = cleanPalette(palette)
        var map = PaletteMap(palette: clean, transparentIndex: transparent ?? 0)
        let indices = map.map(rgba)
        var shown = [UInt8](repeating: 0, count: rgba.count)
        for (i, k) in indices.enumerated() where rgba[4 * i + 3] != 0 {
            let c = clean[Int(k)]
            (shown[4 * i], shown[4 * i + 1], shown[4 * i + 2], shown[4 * i + 3]) = (c.red, c.green, c.blue, 255)
        }
        return StructuralSimilarity.rgb(rgba, shown, width: width, height: height)
    }

    /// Frame `index`'s masked pixels (`box`: the box of their opaque pixels), now that it is
    /// known whether it must be stored whole.
    private func submit(_ masked: [UInt8], box: Region?, index: Int) throws(EncodeError) {
        let whole = index == 0 || clearAfter[index]
        let (region, pixels) = Self.storedRegion(masked, box: box, width: width, height: height, crop: !whole)
        let record = Record(index: index, region: region, pixels: pixels, whole: whole)
        if colors != nil {
            try spoolWrite(record)
            // Automatic: try one palette for what has been seen after 1, 2, 4, 8 … frames, and
            // fall back to per-frame palettes as soon as it no longer fits. Each check runs
            // meanwhile (PaletteCheck); its answer is taken as soon as it is there, and at the
            // next check at the latest. The file does not depend on when (the spooled frames
            // are masked again); the log names the frames checked.
            if let running = check, running.isFinished, !(try running.fits()) {
                check = nil
                try switchToPerFrame(at: running.frames)
                return
            }
            if settings.gif.palette == .automatic, spooled == nextCheck {
                nextCheck *= 2
                if let previous = check, !(try previous.fits()) {
                    check = nil
                    try switchToPerFrame(at: previous.frames)
                } else {
                    let running = PaletteCheck(colors: colors?.colors ?? [], frames: spooled, speed: sharedSpeed)
                    check = running
                    // So many colours take long to quantize and seldom fit: waiting for the
                    // answer costs less than spooling, counting and masking again the frames
                    // that come meanwhile (the photo clip: 223,044 colours after 64 frames,
                    // answered 34 frames later; the flat clips stay under 44,000).
                    if (colors?.count ?? 0) > Self.inlineCheckColors, !(try running.fits()) {
                        check = nil
                        try switchToPerFrame(at: running.frames)
                    }
                }
            }
        } else {
            batch.append(record)
            if batch.count >= batchSize { try encodeBatch() }
        }
    }

    /// Automatic mode: the colours seen in the first `count` frames do not fit one palette, so
    /// every frame gets its own, starting with the spooled ones.
    private func switchToPerFrame(at count: Int) throws(EncodeError) {
        paletteMode = .perFrame
        switchedAfter = spooled
        log.append(
            """
            '\(destination)': a palette for each frame: the colours of the first \(count) \
            \(count == 1 ? "frame" : "frames") do not fit one palette at libimagequant quality \
            \(Self.minimumSharedQuality)
            """
        )
        try write(GIFFile.header(width: width, height: height, globalPalette: nil, looping: settings.looping))
        let count = spooled
        colors = nil
        try spoolRewind()
        // The spooled frames were masked at the shared palette's bound; with per-frame palettes'
        // (when it differs) they are masked again from the pictures they show.
        let spooledBound = settings.gif.transparencyBound ?? 0
        var remask: Remask? = nil
        if settings.gif.skipUnchangedPixels, spooledBound == 0, bound != spooledBound {
            remask = Remask(width: width, height: height, bound: bound)
        }
        for _ in 0..<count {
            var record = try spoolRead()
            if remask != nil {
                let cleared = record.index > 0 && clearAfter[record.index - 1]
                record = remask!.apply(record, cleared: cleared)
            }
            batch.append(record)
            if batch.count >= batchSize { try encodeBatch() }
        }
        // Frames still to come are masked against what the re-masked frames left on screen.
        if let remask, reference != nil { reference = remask.reference }
        try? spool?.close()
        spool = nil
        try? FileManager.default.removeItem(atPath: spoolPath)
    }

    /// Re-masks spooled records at another transparency bound: rebuilds the picture each one
    /// shows from the records before it (spooled at bound 0, so exact: a record holds every
    /// pixel that changed, and the screen the others), then masks it as `append` would have.
    struct Remask {
        let width: Int
        let height: Int
        let bound: Int
        /// What the frames so far show (thresholded straight RGBA; 0 where nothing is drawn).
        var screen: [UInt8]
        /// What they stored at `bound`: the reference of the next frame.
        var reference: [UInt8]

        init(width: Int, height: Int, bound: Int) {
            self.width = width
            self.height = height
            self.bound = bound
            screen = [UInt8](repeating: 0, count: width * height * 4)
            reference = screen
        }

        /// `record` masked at `bound`; `cleared`: the screen was cleared before it.
        mutating func apply(_ record: Record, cleared: Bool) -> Record {
            if cleared || record.index == 0 {
                screen = [UInt8](repeating: 0, count: width * height * 4)
                reference = screen
            }
            let r = record.region
            record.pixels.withUnsafeBytes { s in
                screen.withUnsafeMutableBytes { d in
                    let src = s.bindMemory(to: UInt32.self)
                    let dst = d.bindMemory(to: UInt32.self)
                    for y in 0..<r.height {
                        for x in 0..<r.width where src[y * r.width + x] != 0 {
                            dst[(r.y + y) * width + r.x + x] = src[y * r.width + x]
                        }
                    }
                }
            }
            // Against a cleared (all-zero) reference, mask keeps exactly the opaque pixels.
            let m = GIFPixels.mask(screen, reference: &reference, bound: bound, width: width, height: height)
            let (region, pixels) = GIFWriter.storedRegion(
                m.masked, box: m.box, width: width, height: height, crop: !record.whole)
            return Record(index: record.index, region: region, pixels: pixels, whole: record.whole)
        }
    }

    // MARK: Per-frame palettes

    /// Quantizes and compresses the batch in parallel, then writes it.
    private func encodeBatch() throws(EncodeError) {
        guard !batch.isEmpty else { return }
        let jobs = batch
        batch.removeAll(keepingCapacity: true)
        let speed = settings.gif.speed ?? Self.perFrameSpeed
        let dithering = settings.gif.dithering ?? Self.perFrameDithering
        let results = try Self.parallelMap(jobs.count) { i throws(EncodeError) in
            let quantizer = try Quantizer(speed: speed, dithering: dithering)
            let r = jobs[i]
            let image = try quantizer.quantize(r.pixels, width: r.region.width, height: r.region.height)
            return Self.encode(image, region: r.region, local: true, lzw: LZWEncoder())
        }
        for (job, var result) in zip(jobs, results) {
            result.empty = !job.whole && job.region.width == 1 && job.region.height == 1 && job.pixels == [0, 0, 0, 0]
            try writeFrame(job.index, result)
        }
    }

    /// Per-frame palettes' dithering when ``GIFOptions/dithering`` is nil: none.
    /// Measured on the photo clip (docs/benchmarks.md; its photos have grain, soft gradients and
    /// bokeh): undithered frames were 7 % smaller, closer to the source (SSIM 0.955 instead of
    /// 0.928 at 750 × 1334; FFmpeg's best two-pass 0.894) and 15 % cheaper to map, and looked
    /// closer to it (Floyd–Steinberg's speckle is visible when enlarged; no banding without it).
    public static let perFrameDithering = 0.0

    /// The part of a masked frame to store: all of it, or (when `crop`) `box`, the bounding box
    /// of the pixels that changed, or a single transparent pixel when nothing did.
    static func storedRegion(_ masked: [UInt8], box: Region?, width: Int, height: Int, crop: Bool) -> (
        Region, [UInt8]
    ) {
        let whole = Region(x: 0, y: 0, width: width, height: height)
        guard crop else { return (whole, masked) }
        guard let box else {
            return (Region(x: 0, y: 0, width: 1, height: 1), [0, 0, 0, 0])
        }
        return box == whole ? (whole, masked) : (box, box.crop(masked, fullWidth: width))
    }

    /// Writes frame `k` after the one held, or, when it changes nothing on screen and neither
    /// it nor the held frame clears it, adds its delay to the held frame's: the picture shown
    /// at every moment is the same, 25–30 bytes fewer a frame (a 1 × 1 image and its graphic
    /// control), and the delays still add up to the clip's length to the centisecond.
    private func writeFrame(_ k: Int, _ frame: EncodedFrame) throws(EncodeError) {
        precondition(k == written, "GIF frames are written in order")
        let start = k * step
        let end = min((k + 1) * step, sourceCount)
        let delay = centiseconds(end) - centiseconds(start)
        let disposal: GIFFile.Disposal = clearAfter[k] ? .clear : .keep
        written += 1
        if frame.empty, disposal == .keep, var h = held, h.disposal == .keep, h.delay + delay <= 65535 {
            h.delay += delay
            held = h
            return
        }
        try flushHeld()
        held = (delay, disposal, frame.transparentIndex, frame.body)
    }

    /// Writes the held frame, if any.
    private func flushHeld() throws(EncodeError) {
        guard let h = held else { return }
        held = nil
        try write(GIFFile.graphicControl(delay: h.delay, disposal: h.disposal, transparentIndex: h.transparentIndex))
        try write(h.body)
    }

    /// `round(100 · frame · denominator / numerator)`: when source frame `frame` starts, in
    /// centiseconds (halves round up).
    private func centiseconds(_ frame: Int) -> Int {
        let rate = settings.frameRate
        return (200 * frame * rate.denominator + rate.numerator) / (2 * rate.numerator)
    }

    // MARK: Shared palette

    /// Maps every spooled frame onto `palette` (in parallel batches), leaves pixels whose index
    /// is already on screen transparent, crops again, compresses (in parallel) and writes.
    private func writeShared(_ palette: [RGBA8]) throws(EncodeError) {
        let (unordered, transparent, _) = Self.cleanPalette(palette)
        // The palette holds the transparent colour (a fixed entry), so there is one.
        let clean = Self.orderedByUse(unordered, transparent: transparent ?? 0, colors: colors?.colors ?? [])
        let t: UInt8 = 0  // first, as orderedByUse puts it
        try write(GIFFile.header(width: width, height: height, globalPalette: clean, looping: settings.looping))
        try spoolRewind()
        let bits = GIFFile.tableBits(max(2, clean.count))
        // What the screen shows, as palette indices (t: nothing drawn, or cleared).
        var screen = [UInt8](repeating: t, count: width * height)
        var remaining = spooled
        while remaining > 0 {
            let n = min(batchSize, remaining)
            remaining -= n
            var records: [Record] = []
            for _ in 0..<n { records.append(try spoolRead()) }
            let jobs = records
            var mapped = try Self.parallelMap(n) { i throws(EncodeError) in
                var map = PaletteMap(palette: clean, transparentIndex: Int(t))
                return map.map(jobs[i].pixels)
            }
            // In order: drop what the screen already shows, then crop to what is left.
            var regions = records.map(\.region)
            var alternatives: [[UInt8]] = []
            for i in 0..<n {
                let r = records[i]
                if r.index > 0, clearAfter[r.index - 1] {
                    screen = [UInt8](repeating: t, count: width * height)
                }
                var alt = Self.dropUnchanged(
                    &mapped[i], region: r.region, screen: &screen, fullWidth: width, transparent: t)
                if !r.whole {
                    let box = Self.opaqueBox(mapped[i], region: r.region, transparent: t)
                    mapped[i] = Self.crop(mapped[i], region: r.region, to: box, fill: t)
                    alt = Self.crop(alt, region: r.region, to: box, fill: t)
                    regions[i] = box
                }
                alternatives.append(alt)
            }
            let indices = mapped
            let boxes = regions
            let alts = alternatives
            let bodies = try Self.parallelMap(n) { i throws(EncodeError) in
                // The narrowest codes that hold every index the frame may write.
                let used = max(indices[i].max() ?? 0, alts[i].max() ?? 0)
                return GIFFile.image(
                    boxes[i], localPalette: nil, paletteCount: min(1 << bits, Int(used) + 1), indices: indices[i],
                    alternatives: alts[i], lzw: LZWEncoder())
            }
            for i in 0..<n {
                let empty = !records[i].whole && indices[i] == [t]
                try writeFrame(
                    records[i].index, EncodedFrame(transparentIndex: Int(t), body: bodies[i], empty: empty))
            }
        }
    }

    /// `palette` with the transparent entry first and the others by how many pixels shown map
    /// to them (`colors`, the clip's histogram), most first: each frame's LZW codes then start
    /// as narrow as the highest index it uses needs (frames that use only the common colours
    /// get a smaller minimum code size). The bare burger workload: 20,211 -> 19,859 B.
    static func orderedByUse(_ palette: [RGBA8], transparent: Int, colors: [(color: RGBA8, count: UInt32)])
        -> [RGBA8]
    {
        var weight = [UInt64](repeating: 0, count: palette.count)
        var words = [UInt8]()
        words.reserveCapacity(colors.count * 4)
        for c in colors { words += [c.color.red, c.color.green, c.color.blue, 255] }
        var map = PaletteMap(palette: palette, transparentIndex: transparent)
        for (k, c) in zip(map.map(words), colors) { weight[Int(k)] += UInt64(c.count) }
        let others = palette.indices.filter { $0 != transparent }.sorted {
            weight[$0] != weight[$1] ? weight[$0] > weight[$1] : $0 < $1
        }
        return ([transparent] + others).map { palette[$0] }
    }

    /// Makes transparent each pixel of `indices` (the pixels of `region`) whose index the
    /// screen already shows, and puts the others on the screen. Returns, per pixel, the other
    /// value it may be written as: for a transparent pixel the index on screen under it (the
    /// same picture), for the others their own index.
    static func dropUnchanged(
        _ indices: inout [UInt8], region: Region, screen: inout [UInt8], fullWidth: Int, transparent t: UInt8
    ) -> [UInt8] {
        var alt = indices
        indices.withUnsafeMutableBufferPointer { p in
            alt.withUnsafeMutableBufferPointer { a in
                screen.withUnsafeMutableBufferPointer { s in
                    for y in 0..<region.height {
                        let row = y * region.width
                        let screenRow = (region.y + y) * fullWidth + region.x
                        for x in 0..<region.width {
                            let v = p[row + x]
                            let shown = s[screenRow + x]
                            if v == t {
                                a[row + x] = shown
                            } else if shown == v {
                                p[row + x] = t
                            } else {
                                s[screenRow + x] = v
                            }
                        }
                    }
                }
            }
        }
        return alt
    }

    /// The box (in screen coordinates) of the non-transparent pixels of `indices` (the pixels
    /// of `region`); its top-left pixel alone when there are none.
    static func opaqueBox(_ indices: [UInt8], region: Region, transparent t: UInt8) -> Region {
        var box = GIFPixels.BoxTracker(width: region.width, height: region.height)
        let pattern = UInt64(t) &* 0x0101_0101_0101_0101
        let w = region.width
        indices.withUnsafeBufferPointer { p in
            for y in 0..<region.height {
                let row = UnsafeRawPointer(p.baseAddress! + y * w)
                // From each end, eight transparent pixels at a time, then one at a time.
                var first = 0
                while first + 8 <= w, row.loadUnaligned(fromByteOffset: first, as: UInt64.self) == pattern {
                    first += 8
                }
                while first < w, p[y * w + first] == t { first += 1 }
                if first == w { continue }
                var last = w - 1
                while last - 7 > first, row.loadUnaligned(fromByteOffset: last - 7, as: UInt64.self) == pattern {
                    last -= 8
                }
                while p[y * w + last] == t { last -= 1 }
                box.add(row: y, first: first, last: last)
            }
        }
        guard let b = box.region else { return Region(x: region.x, y: region.y, width: 1, height: 1) }
        return Region(x: region.x + b.x, y: region.y + b.y, width: b.width, height: b.height)
    }

    /// The pixels of `box` (inside `region`) of `values` (the pixels of `region`).
    static func crop(_ values: [UInt8], region: Region, to box: Region, fill: UInt8) -> [UInt8] {
        if box == region { return values }
        var out = [UInt8](repeating: fill, count: box.width * box.height)
        for y in 0..<box.height {
            let from = (box.y - region.y + y) * region.width + (box.x - region.x)
            out.replaceSubrange(y * box.width..<(y + 1) * box.width, with: values[from..<(from + box.width)])
        }
        return out
    }

    // MARK: Spool

    private func spoolWrite(_ r: Record) throws(EncodeError) {
        guard let spool else { throw EncodeError(.cancelled, "the GIF writer for '\(destination)' was cancelled") }
        let packed = GIFPixels.pack(r.pixels)
        var header = [UInt8]()
        for v in [r.index, r.region.x, r.region.y, r.region.width, r.region.height, r.whole ? 1 : 0, packed.count] {
            withUnsafeBytes(of: Int32(v).littleEndian) { header += $0 }
        }
        do {
            try spool.write(contentsOf: header + packed)
        } catch {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot write the frame spool '\(spoolPath)': \(error.localizedDescription); check the disk space")
        }
        spooled += 1
    }

    private func spoolRewind() throws(EncodeError) {
        do { try spool?.seek(toOffset: 0) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot read back the frame spool '\(spoolPath)': \(error.localizedDescription)")
        }
    }

    private func spoolRead() throws(EncodeError) -> Record {
        func read(_ count: Int) throws(EncodeError) -> [UInt8] {
            let data: Data?
            do { data = try spool?.read(upToCount: count) } catch {
                throw EncodeError(
                    .cannotCreateOutput,
                    "cannot read back the frame spool '\(spoolPath)': \(error.localizedDescription)")
            }
            guard let data, data.count == count else {
                throw EncodeError(.cannotCreateOutput, "the frame spool '\(spoolPath)' is shorter than expected")
            }
            return [UInt8](data)
        }
        let header = try read(28)
        let v = (0..<7).map { i in
            Int(Int32(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self) }))
        }
        let region = Region(x: v[1], y: v[2], width: v[3], height: v[4])
        guard let pixels = GIFPixels.unpack(try read(v[6]), count: region.width * region.height) else {
            throw EncodeError(.cannotCreateOutput, "the frame spool '\(spoolPath)' is damaged")
        }
        return Record(index: v[0], region: region, pixels: pixels, whole: v[5] != 0)
    }

    // MARK: Palettes

    /// The palette with every transparent entry folded into one index.
    static func cleanPalette(_ palette: [RGBA8]) -> (palette: [RGBA8], transparent: Int?, remap: [UInt8]?) {
        let transparent = palette.indices.filter { palette[$0].alpha < 128 }
        guard let first = transparent.first else { return (palette, nil, nil) }
        var clean = palette
        clean[first] = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        guard transparent.count > 1 else { return (clean, first, nil) }
        var remap = (0..<256).map { UInt8($0) }
        for t in transparent { remap[t] = UInt8(first) }
        return (clean, first, remap)
    }

    static func encode(_ image: IndexedImage, region: Region, local: Bool, lzw: LZWEncoder) -> EncodedFrame {
        let (palette, transparent, remap) = cleanPalette(image.palette)
        var indices = image.indices
        if let remap {
            indices.withUnsafeMutableBufferPointer { p in for i in p.indices { p[i] = remap[Int(p[i])] } }
        }
        let body = GIFFile.image(
            region, localPalette: local ? palette : nil, paletteCount: max(2, palette.count), indices: indices, lzw: lzw
        )
        return EncodedFrame(transparentIndex: transparent, body: body)
    }

    // MARK: Plumbing

    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        do { try file.write(contentsOf: bytes) } catch {
            throw EncodeError(
                .cannotCreateOutput,
                """
                cannot write '\(output.temporary)' for '\(destination)': \(error.localizedDescription); check the disk \
                space
                """
            )
        }
    }

    /// Runs `body(0..<count)` on all cores and returns the results in order.
    static func parallelMap<T>(_ count: Int, _ body: (Int) throws(EncodeError) -> T) throws(EncodeError) -> [T] {
        var results = [Result<T, EncodeError>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so the writes never overlap.
            nonisolated(unsafe) let slots = buffer
            withoutActuallyEscaping(body) { body in
                nonisolated(unsafe) let work = body
                DispatchQueue.concurrentPerform(iterations: count) { i in
                    do throws(EncodeError) { slots[i] = .success(try work(i)) } catch { slots[i] = .failure(error) }
                }
            }
        }
        return try results.map { r throws(EncodeError) in try r!.get() }
    }
}
