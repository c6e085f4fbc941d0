import Dispatch
import Foundation
import Shaders

/// Writes an animated GIF, quantized from the lossless frames with libimagequant.
///
/// - **Palettes**: one per frame (default) or one shared by the clip (``GIFPalette``).
/// - **Unchanged pixels** are written as the transparent index (the previous frame stays
///   underneath), so a mostly static clip costs little per frame.
/// - **Transparency**: pixels with alpha < 128 are transparent, the rest opaque; when a pixel
///   turns transparent the previous frame is disposed (cleared) so it really disappears.
/// - **Timing**: GIF delays are whole centiseconds. Frame k ends at `round(100 · end / rate)` cs,
///   computed from the exact ``EncodeSettings/frameRate``, so each delay absorbs the rounding
///   and the total is the clip's length to the centisecond (30 fps → 3, 4, 3, 3, 4, 3 … cs;
///   30000/1001 fps: 300 frames last 1001 cs).
///   Above 50 fps every n-th frame is kept (60 → 30 fps), since browsers stretch delays
///   under 2 cs; ``notes`` says so.
///
/// Frames are quantized and compressed in parallel in small batches (each frame's work
/// depends only on its own and the previous frame's pixels, so the bytes are the same for
/// any number of threads).
public final class GIFWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .gif }
    public private(set) var notes: [String] = []
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
    private var canvas: [UInt8]? = nil
    private var clearAfter: [Bool] = []
    private var written = 0
    private var batch: [(index: Int, pixels: [UInt8])] = []
    private var encoded: [Int: EncodedFrame] = [:]
    private var finished = false
    /// Frames that carried their own colour table in shared-palette mode (for measuring).
    public private(set) var localTables = 0
    // Shared palette: the masked frames wait in a spool file while the histogram grows.
    private var histogram: Histogram? = nil
    private var spool: FileHandle? = nil
    private var spoolPath: String { output.temporary + ".frames" }

    struct EncodedFrame {
        var transparentIndex: Int?
        var body: [UInt8]
        /// Whether only the changed rectangle was stored (then the frame must not be the one
        /// disposed to clear the screen, since disposal clears only its own rectangle).
        var cropped: Bool
    }

    /// The masked frame last appended (per-frame mode), kept in case it must be stored
    /// uncropped after all.
    private var lastMasked: [UInt8] = []

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
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
                "'\(destination)': GIF delays are whole centiseconds and browsers slow down delays under 2 cs, so the \(given) fps clip is written at \(shown) fps (one frame in \(step) kept)"
            )
        }
        batchSize = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        output = try TemporaryOutput(destination: destination, isFolder: false)
        guard FileManager.default.createFile(atPath: output.temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: output.temporary)
        else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)' (writing '\(output.temporary)'): \(String(cString: strerror(errno)))")
        }
        file = handle
        if settings.gifPalette == .shared {
            histogram = try Histogram(Quantizer(speed: settings.gifSpeed, dithering: settings.gifDithering))
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
            let current = Self.thresholded(frame)
            var baseline = canvas
            if let previous = canvas, k > 0, Self.turnsTransparent(from: previous, to: current) {
                clearAfter[k - 1] = true
                baseline = nil
                // Disposal clears only the frame's own rectangle: store the previous frame whole.
                if histogram == nil, encoded[k - 1]?.cropped == true {
                    encoded[k - 1] = try encodePerFrame(lastMasked, crop: false)
                }
            }
            let masked =
                settings.gifSkipUnchangedPixels && baseline != nil
                ? Self.masked(current, unchangedFrom: baseline!) : current
            canvas = current
            if let histogram {
                try histogram.add(current, width: width, height: height)
                do { try spool!.write(contentsOf: masked) } catch {
                    throw EncodeError(
                        .cannotCreateOutput,
                        "cannot write the frame spool '\(spoolPath)': \(error.localizedDescription); check the disk space"
                    )
                }
            } else {
                batch.append((k, masked))
                lastMasked = masked
                if batch.count >= batchSize { try encodeBatch() }
                try writeReady(final: false)
            }
        } catch {
            cancel()
            throw error
        }
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
            if let histogram {
                try finishShared(histogram)
                try? spool?.close()
                spool = nil
                try? FileManager.default.removeItem(atPath: spoolPath)
            } else {
                try encodeBatch()
                try writeReady(final: true)
            }
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
        try? spool?.close()
        spool = nil
        try? FileManager.default.removeItem(atPath: spoolPath)
        output.discard()
    }

    // MARK: Per-frame palettes

    /// Quantizes and compresses the batch in parallel.
    private func encodeBatch() throws(EncodeError) {
        guard !batch.isEmpty else { return }
        let jobs = batch
        batch.removeAll(keepingCapacity: true)
        // Frame 0 and frames that will be disposed are stored whole; the rest only where they changed.
        let crops = jobs.map { $0.index > 0 && !clearAfter[$0.index] }
        let results = try Self.parallelMap(jobs.count) { i throws(EncodeError) in
            try self.encodePerFrame(jobs[i].pixels, crop: crops[i])
        }
        for (job, result) in zip(jobs, results) { encoded[job.index] = result }
    }

    /// Quantizes one masked frame with its own palette and compresses it.
    private func encodePerFrame(_ masked: [UInt8], crop: Bool) throws(EncodeError) -> EncodedFrame {
        let (region, pixels) = Self.storedRegion(masked, width: width, height: height, crop: crop)
        let quantizer = try Quantizer(speed: settings.gifSpeed, dithering: settings.gifDithering)
        let image = try quantizer.quantize(pixels, width: region.width, height: region.height)
        return Self.encode(image, region: region, cropped: crop, local: true, lzw: LZWEncoder())
    }

    /// The part of a masked frame to store: all of it, or (when `crop`) the bounding box of the
    /// pixels that changed, or a single transparent pixel when nothing did.
    static func storedRegion(_ masked: [UInt8], width: Int, height: Int, crop: Bool) -> (Region, [UInt8]) {
        let whole = Region(x: 0, y: 0, width: width, height: height)
        guard crop else { return (whole, masked) }
        guard let box = Region.opaqueBounds(of: masked, width: width, height: height) else {
            return (Region(x: 0, y: 0, width: 1, height: 1), [0, 0, 0, 0])
        }
        return box == whole ? (whole, masked) : (box, box.crop(masked, fullWidth: width))
    }

    /// Writes every encoded frame whose delay and disposal are known.
    private func writeReady(final: Bool) throws(EncodeError) {
        while let frame = encoded[written], final || written < gifCount - 1 {
            encoded[written] = nil
            try writeFrame(written, frame)
        }
    }

    private func writeFrame(_ k: Int, _ frame: EncodedFrame) throws(EncodeError) {
        let start = k * step
        let end = min((k + 1) * step, sourceCount)
        let delay = centiseconds(end) - centiseconds(start)
        try write(
            GIFFile.graphicControl(
                delay: delay, disposal: clearAfter[k] ? .clear : .keep, transparentIndex: frame.transparentIndex))
        try write(frame.body)
        written += 1
    }

    /// `round(100 · frame · denominator / numerator)`: when source frame `frame` starts, in
    /// centiseconds (halves round up).
    private func centiseconds(_ frame: Int) -> Int {
        let rate = settings.frameRate
        return (200 * frame * rate.denominator + rate.numerator) / (2 * rate.numerator)
    }

    // MARK: Shared palette

    private func finishShared(_ histogram: Histogram) throws(EncodeError) {
        let result = try histogram.quantize()
        defer { liq_result_destroy_shim(result) }
        guard let spool else { throw EncodeError(.cancelled, "the GIF writer for '\(destination)' was cancelled") }
        let frameBytes = width * height * 4
        var palette: [RGBA8]? = nil
        let lzw = LZWEncoder()
        do { try spool.seek(toOffset: 0) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot read back the frame spool '\(spoolPath)': \(error.localizedDescription)")
        }
        for k in 0..<gifCount {
            let data: Data?
            do { data = try spool.read(upToCount: frameBytes) } catch {
                throw EncodeError(
                    .cannotCreateOutput,
                    "cannot read back the frame spool '\(spoolPath)': \(error.localizedDescription)")
            }
            guard let data, data.count == frameBytes else {
                throw EncodeError(.cannotCreateOutput, "the frame spool '\(spoolPath)' is shorter than expected")
            }
            let (region, pixels) = Self.storedRegion(
                [UInt8](data), width: width, height: height, crop: k > 0 && !clearAfter[k])
            let image = try LiqImage(histogram.quantizer, pixels, width: region.width, height: region.height)
            let indexed = try histogram.quantizer.remap(image, with: result)
            if palette == nil {
                palette = indexed.palette
                try write(
                    GIFFile.header(
                        width: width, height: height, globalPalette: Self.cleanPalette(indexed.palette).palette,
                        looping: settings.looping))
            }
            // libimagequant refines the palette while remapping; a frame whose palette moved
            // carries its own table so its indices stay right.
            let local = indexed.palette != palette
            if local { localTables += 1 }
            try writeFrame(
                k,
                Self.encode(
                    indexed, region: region, cropped: region.width != width || region.height != height, local: local,
                    lzw: lzw))
        }
    }

    // MARK: Pixels

    /// Straight RGBA with 1-bit alpha: alpha < 128 → transparent black, otherwise opaque.
    static func thresholded(_ frame: Frame) -> [UInt8] {
        var out = [UInt8]()
        PixelConversion.straight(frame, order: .rgba, into: &out)
        out.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                if p[i + 3] < 128 {
                    p[i] = 0
                    p[i + 1] = 0
                    p[i + 2] = 0
                    p[i + 3] = 0
                } else {
                    p[i + 3] = 255
                }
            }
        }
        return out
    }

    /// Whether a pixel that is opaque in `previous` is transparent in `current`.
    static func turnsTransparent(from previous: [UInt8], to current: [UInt8]) -> Bool {
        previous.withUnsafeBufferPointer { p in
            current.withUnsafeBufferPointer { c in
                for i in stride(from: 3, to: c.count, by: 4) where c[i] == 0 && p[i] != 0 { return true }
                return false
            }
        }
    }

    /// `current` with the pixels equal to `baseline` made transparent.
    static func masked(_ current: [UInt8], unchangedFrom baseline: [UInt8]) -> [UInt8] {
        var out = current
        out.withUnsafeMutableBytes { o in
            baseline.withUnsafeBytes { b in
                let ow = o.bindMemory(to: UInt32.self)
                let bw = b.bindMemory(to: UInt32.self)
                for i in 0..<ow.count where ow[i] == bw[i] { ow[i] = 0 }
            }
        }
        return out
    }

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

    static func encode(_ image: IndexedImage, region: Region, cropped: Bool, local: Bool, lzw: LZWEncoder)
        -> EncodedFrame
    {
        let (palette, transparent, remap) = cleanPalette(image.palette)
        var indices = image.indices
        if let remap {
            indices.withUnsafeMutableBufferPointer { p in for i in p.indices { p[i] = remap[Int(p[i])] } }
        }
        let body = GIFFile.image(
            region, localPalette: local ? palette : nil, paletteCount: max(2, palette.count), indices: indices, lzw: lzw
        )
        return EncodedFrame(transparentIndex: transparent, body: body, cropped: cropped)
    }

    // MARK: Plumbing

    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        do { try file.write(contentsOf: bytes) } catch {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot write '\(output.temporary)' for '\(destination)': \(error.localizedDescription); check the disk space"
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
