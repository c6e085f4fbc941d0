import Foundation
import Shaders

/// Writes an animated GIF, quantized from the lossless frames with libimagequant.
///
/// The writer coordinates the parts in `Sources/ReelEncode/GIF`; it alone reads the GIF
/// options of ``EncodeSettings`` and hands each part the values it needs:
///
/// ```
/// append ─▶ GIFTiming (frames kept) ─▶ FrameMasker ─▶ StoredFrame
///              ├─ one palette: PalettePlanner counts colours, FrameSpool holds the frames;
///              │  at the end PaletteSizeSearch picks the palette, SharedPaletteEncoder encodes
///              └─ per frame: PerFramePaletteEncoder
///   ─▶ EncodedFrame ─▶ GIFTiming (delays, folding) ─▶ file
/// ```
///
/// - **Palettes** (``GIFPalette``): by default (`.automatic`) one palette for the whole clip
///   when its colours fit one (libimagequant reaches ``minimumSharedQuality`` on the colours
///   shown), otherwise one per frame; ``log`` says which was chosen and why. A shared palette
///   gets the fewest colours of 256 … 64 that keep its error and the first frame's SSIM within
///   ``GIFOptions/paletteError`` and ``GIFOptions/paletteSimilarity``, and is
///   mapped without dithering. Per-frame palettes dither at ``GIFOptions/dithering``
///   (by default ``perFrameDithering``) and are quantized at ``perFrameSpeed`` (the shared
///   palette at ``sharedSpeed``) unless ``GIFOptions/speed`` says otherwise.
/// - **Unchanged pixels** are written as the transparent index (``FrameMasker``), within
///   ``GIFOptions/transparencyBound`` levels: by default 0 with one palette for the clip
///   and ``perFrameTransparencyBound`` with per-frame palettes (frames the automatic mode
///   stored before it chose per-frame palettes are masked again, ``Remask``).
/// - **Rectangles**: each frame stores only the bounding box of what it changes (whole where a
///   disposal must clear the screen).
/// - **Transparency**: pixels with alpha < 128 are transparent, the rest opaque (``notes`` says
///   so once, at the first frame with a partly transparent pixel); when a pixel turns
///   transparent the previous frame is disposed (cleared) so it really disappears.
/// - **Timing** (``GIFTiming``): delays in whole centiseconds that add up to the clip's length;
///   frames that change nothing fold into the frame before; above 50 fps every n-th frame is
///   kept (``notes`` says so).
///
/// Frames are quantized, mapped and compressed in parallel in small batches; each frame's
/// pixels depend only on the frames before it, never on the batch size or thread count, so
/// the bytes are the same for any number of threads.
public final class GIFWriter: VideoWriter {
    /// The transparency bound of per-frame palettes when ``GIFOptions/transparencyBound``
    /// is nil (one palette for the clip then uses 0): a photo's grain moves nearly every pixel
    /// by a few levels in every frame, so at 0 every frame would be stored almost whole.
    public static let perFrameTransparencyBound = 4
    /// libimagequant's speed for per-frame palettes when ``GIFOptions/speed`` is nil:
    /// quantizing every frame dominates the encode, and from speed 8 libimagequant drops the
    /// lowest bit of each channel before counting colours (its `min_posterization_input`),
    /// which is most of the saving on grainy photos.
    public static let perFrameSpeed = 8
    /// Per-frame palettes' dithering when ``GIFOptions/dithering`` is nil: none.
    /// Undithered frames of grainy photos are smaller, closer to the source and cheaper to map
    /// (Floyd–Steinberg's speckle is visible when enlarged; no banding without it).
    public static let perFrameDithering = 0.0
    /// The lowest libimagequant quality (0…100) at which `.automatic` keeps one palette for the
    /// clip: flat UI clips reach 98–100 with one palette, photo clips far less.
    public static let minimumSharedQuality = 94
    /// libimagequant's speed for the shared palette when ``GIFOptions/speed`` is nil: it
    /// is quantized a handful of times, so its speed barely matters.
    static let sharedSpeed = 4

    public let destination: String
    public var format: OutputFormat { .gif }
    public private(set) var notes: [String] = []
    /// What the writer decided, for whoever measures it (not warnings, so not in ``notes``,
    /// which `reel render` prints): the palette chosen and why.
    public private(set) var log: [String] = []
    /// The palette mode used: `.shared` or `.perFrame` (for `.automatic`, known once `finish`
    /// returns; until then the mode tried so far).
    public private(set) var paletteMode: GIFPalette
    /// The frames stored when the automatic mode switched to per-frame palettes (for tests).
    private(set) var switchedAfter: Int? = nil

    private let settings: EncodeSettings
    private let output: TemporaryOutput
    private let file: FileHandle
    private let batchSize: Int
    private var timing: GIFTiming
    private var masker: FrameMasker
    private var perFrame: PerFramePaletteEncoder
    /// The per-frame palettes' transparency bound, and whether frames stored exactly for one
    /// palette are masked again at it when the automatic mode turns to per-frame palettes.
    private let perFrameBound: Int
    private let remasksOnSwitch: Bool
    /// One palette for the clip (and automatic, until it decides): the frames wait in `spool`
    /// while `planner` counts their colours. Both nil with per-frame palettes.
    private var planner: PalettePlanner?
    private var spool: FrameSpool?
    private let sizeSearch: PaletteSizeSearch
    private var frames = 0
    private var finished = false
    /// Whether ``notes`` says that partly transparent pixels lost their alpha.
    private var notedAlpha = false

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
        self.batchSize = max(1, batchSize)
        let timing = GIFTiming(rate: settings.frameRate)
        self.timing = timing
        if timing.step > 1 { notes.append(GIFLog.framesDropped(destination, rate: timing.rate, step: timing.step)) }
        // The only place the GIF options are read.
        let automatic = settings.gif.palette == .automatic
        paletteMode = settings.gif.palette == .perFrame ? .perFrame : .shared
        let sharedBound = settings.gif.transparencyBound ?? 0
        perFrameBound = settings.gif.transparencyBound ?? Self.perFrameTransparencyBound
        remasksOnSwitch = settings.gif.skipUnchangedPixels && sharedBound == 0 && perFrameBound != sharedBound
        masker = FrameMasker(
            width: settings.width, height: settings.height, skipsUnchanged: settings.gif.skipUnchangedPixels,
            bound: paletteMode == .perFrame ? perFrameBound : sharedBound)
        perFrame = PerFramePaletteEncoder(
            speed: settings.gif.speed ?? Self.perFrameSpeed,
            dithering: settings.gif.dithering ?? Self.perFrameDithering,
            batchSize: batchSize)
        let minimumQuality = automatic ? Self.minimumSharedQuality : 0
        let sharedSpeed = settings.gif.speed ?? Self.sharedSpeed
        sizeSearch = PaletteSizeSearch(
            errorBound: settings.gif.paletteError, similarityFloor: settings.gif.paletteSimilarity, speed: sharedSpeed,
            minimumQuality: minimumQuality, width: settings.width, height: settings.height)
        (output, file) = try Self.open(destination)
        if paletteMode == .shared {
            planner = PalettePlanner(checks: automatic, speed: sharedSpeed, minimumQuality: minimumQuality)
            spool = try FrameSpool(path: output.temporary + ".frames", destination: destination)
        } else {
            try write(header(palette: nil))
        }
    }

    deinit {
        if !finished { cancel() }
    }

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: timing.clipFrames, destination: destination)
            guard timing.countClipFrame() else { return }
            frames += 1
            let (previous, next) = masker.threshold(frame)
            if next.partlyTransparent && !notedAlpha {
                notedAlpha = true
                notes.append(GIFLog.alphaThresholded(destination))
            }
            // Stored before this frame is masked: the automatic mode may switch to per-frame
            // palettes there, and with them to another bound.
            if let previous { try store(previous) }
            planner?.count(next.pixels, width: settings.width)
            masker.mask(next)
        } catch {
            cancel()
            throw error
        }
    }

    /// One frame in `step` is kept (1 at 50 fps or less).
    public var frameStep: Int { timing.step }

    /// Counts a frame that is not kept (its position is not a multiple of ``frameStep``)
    /// without its pixels, so a pipeline need not render it; the file is the same as when the
    /// frame is appended.
    public func skipFrame() throws(EncodeError) {
        guard !finished else { throw EncodeError(.cancelled, "the GIF writer for '\(destination)' was cancelled") }
        guard !timing.keepsNext else {
            throw EncodeError(
                .invalidInput,
                """
                frame \(timing.clipFrames) of '\(destination)' is one the GIF shows (one in \(timing.step)); it cannot \
                be skipped
                """)
        }
        _ = timing.countClipFrame()
    }

    public func finish() throws(EncodeError) {
        guard !finished else {
            try output.commit()  // throws when cancelled; nothing to do when already finished
            return
        }
        do throws(EncodeError) {
            guard frames > 0 else {
                throw EncodeError(
                    .invalidInput, "no frames were given for '\(destination)'; a GIF needs at least one frame")
            }
            planner?.stopChecking()
            if let last = masker.last() { try store(last) }
            if let planner { try finishOnePalette(planner) }
            try emit(perFrame.flush())
            try write(timing.flush() + [0x3B])
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

    // MARK: Steps

    /// Takes the next frame as stored: into the spool while one palette may serve the clip,
    /// otherwise to the per-frame encoder.
    private func store(_ frame: StoredFrame) throws(EncodeError) {
        guard planner != nil, let spool else { return try emit(perFrame.add(frame)) }
        try spool.write(frame)
        if let checked = try planner?.afterStoring(spool.count) { try switchToPerFrame(at: checked) }
    }

    /// At the end, with one palette still in the running: the last check's answer, then the
    /// palette for the whole clip, or per-frame palettes when it cannot reach the quality.
    private func finishOnePalette(_ planner: PalettePlanner) throws(EncodeError) {
        if let checked = try planner.lastAnswer() {
            try switchToPerFrame(at: checked)
        } else if let choice = try sizeSearch.choose(planner.colors.colors, firstFrame: firstStoredFrame) {
            log.append(
                GIFLog.onePalette(
                    destination, choice, automatic: planner.checks, minimumQuality: Self.minimumSharedQuality,
                    search: sizeSearch))
            try writeShared(choice.palette)
        } else {
            try switchToPerFrame(at: frames)
        }
        closeSpool()
    }

    /// The colours seen in the first `count` frames do not fit one palette: every frame gets
    /// its own, starting with the stored ones (masked again at the per-frame bound if needed).
    private func switchToPerFrame(at count: Int) throws(EncodeError) {
        paletteMode = .perFrame
        switchedAfter = spool?.count
        log.append(GIFLog.palettePerFrame(destination, frames: count, minimumQuality: Self.minimumSharedQuality))
        try write(header(palette: nil))
        planner = nil
        masker.bound = perFrameBound
        guard let spool else { return }
        try spool.rewind()
        var remask =
            remasksOnSwitch ? Remask(width: settings.width, height: settings.height, bound: perFrameBound) : nil
        for _ in 0..<spool.count {
            var frame = try spool.read()
            if remask != nil { frame = remask!.apply(frame) }
            try emit(perFrame.add(frame))
        }
        // Frames still to come are masked against what the re-masked frames left on screen.
        if let remask { masker.adopt(reference: remask.reference) }
        closeSpool()
    }

    /// Writes the header with `palette` and every stored frame mapped onto it, a batch at a time.
    private func writeShared(_ palette: [RGBA8]) throws(EncodeError) {
        guard let spool else { return }
        var encoder = SharedPaletteEncoder(
            palette: palette, colors: planner?.colors.colors ?? [], width: settings.width, height: settings.height)
        try write(header(palette: encoder.palette))
        try spool.rewind()
        var remaining = spool.count
        while remaining > 0 {
            let n = min(batchSize, remaining)
            remaining -= n
            var batch: [StoredFrame] = []
            for _ in 0..<n { batch.append(try spool.read()) }
            try emit(encoder.encode(batch))
        }
    }

    /// The first frame stored (it is stored whole).
    private func firstStoredFrame() throws(EncodeError) -> [UInt8] {
        guard let spool else { return [] }
        try spool.rewind()
        return try spool.read().pixels
    }

    // MARK: Plumbing

    private func closeSpool() {
        spool?.discard()
        spool = nil
        planner = nil
    }

    private func header(palette: [RGBA8]?) -> [UInt8] {
        GIFFile.header(
            width: settings.width, height: settings.height, globalPalette: palette, looping: settings.looping)
    }

    /// Writes `frames` in order, through the timing (delays, folding).
    private func emit(_ frames: [EncodedFrame]) throws(EncodeError) {
        for frame in frames { try write(timing.add(frame)) }
    }

    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        guard !bytes.isEmpty else { return }
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

    /// Creates the temporary file beside `destination` that becomes it on success.
    private static func open(_ destination: String) throws(EncodeError) -> (TemporaryOutput, FileHandle) {
        let output = try TemporaryOutput(destination: destination, isFolder: false)
        guard FileManager.default.createFile(atPath: output.temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: output.temporary)
        else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)' (writing '\(output.temporary)'): \(String(cString: strerror(errno)))")
        }
        return (output, handle)
    }
}
