import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import Shaders

extension Clip {
    /// Renders `frames` (all frames when nil) through the ``RenderPipeline`` and hashes each one
    /// in the render worker that drew it; `body` then receives every frame, its index and its
    /// hash strictly in order, on the calling thread. A frame equal to one of the last few
    /// hashed reuses its hash (``FrameHashCache``).
    ///
    /// ```
    ///  worker: render(i) → FrameHash(of:) ─┐   (IncrementalRenderer: only what changed is drawn)
    ///  worker: render(j) → FrameHash(of:) ─┼─► reorder ─► body(i, frame, hash), body(j, …)
    /// ```
    /// - Parameters:
    ///   - frames: frame indices in increasing order (a stride such as every 10th frame is
    ///     fine); nil for the whole clip. `options.frames` narrows a nil selection.
    ///   - options: the pipeline's options (jobs, window, progress, signals).
    ///   - body: called once per frame, in the order of `frames`.
    /// - Throws: the pipeline's or renderer's errors, or `body`'s.
    public func hashFrames(
        _ frames: [Int]? = nil, options: RenderPipeline.Options = RenderPipeline.Options(),
        _ body: (_ index: Int, _ frame: Frame, _ hash: FrameHash) throws -> Void
    ) throws {
        let indices: [Int]
        if let frames {
            indices = frames
        } else if let range = options.frames {
            indices = Array(try FrameRange.validate(range, frameCount: frameCount))
        } else {
            indices = Array(0..<frameCount)
        }
        if let bad = indices.first(where: { $0 < 0 || $0 >= frameCount }) {
            throw PipelineError.badFrameRange("frame \(bad) is outside the clip (frames 0 to \(frameCount - 1))")
        }
        guard !indices.isEmpty else { throw PipelineError.noFrames }
        var pipelineOptions = options
        pipelineOptions.frames = nil
        let renderer = try makeRenderer()
        let hashes = HashSlots()
        let cache = FrameHashCache()
        let clip = self
        let pipeline = RenderPipeline(frameCount: indices.count, options: pipelineOptions) {
            // Each worker draws only what changed since its previous frame; a frame that
            // equals it (nothing redrawn) has its hash too.
            let incremental = IncrementalRenderer(renderer: renderer)
            var last: FrameHash?
            return { slot in
                let (frame, rows) = try incremental.render(
                    clip.timeline.evaluate(at: clip.time(ofFrame: indices[slot])))
                let hash = try rows == 0 && last != nil ? last! : cache.hash(of: frame)
                last = hash
                hashes.set(slot, hash)
                return frame
            }
        }
        try withoutActuallyEscaping(body) { body in
            let sink = OrderedFrameSink { slot, frame in
                guard let hash = hashes.take(slot) else { return }
                try body(indices[slot], frame, hash)
            }
            try pipeline.run(sinks: [sink])
        }
    }

    /// The hash list of the clip (`reel hash`'s output) with `environment` in its header.
    /// - Parameter frames: only these frames (the list then holds only them); nil for all.
    public func hashList(
        frames: [Int]? = nil, environment: EnvironmentFingerprint,
        options: RenderPipeline.Options = RenderPipeline.Options()
    ) throws -> HashList {
        let pixels = try pixelSize()
        var list = HashList(
            width: pixels.width, height: pixels.height, fps: timeline.fps,
            environment: environment)
        try hashFrames(frames, options: options) { index, _, hash in
            list.entries.append(HashList.Entry(index: index, time: time(ofFrame: index), hash: hash))
        }
        return list
    }

    /// The environment fingerprint for this clip: library versions and the font files its
    /// text is drawn with (``fontFiles()``).
    /// - Throws: a file error when a font file cannot be read, `RenderError.cairo` when Cairo
    ///   runs out of memory.
    public func environmentFingerprint() throws -> EnvironmentFingerprint {
        try EnvironmentFingerprint.current(fontFiles: fontFiles(), names: fonts?.displayNames ?? [:])
    }

    /// Every font file the clip's frames draw text with, sorted: each frame's presentation tree
    /// is evaluated (so text, fonts and weights set by timed changes, animations or params all
    /// count), and each distinct text style among the text layers it draws is laid out with
    /// Pango, whose glyph runs name the files (``TextFonts``): the family's regular or bold
    /// face and every fallback font, such as the CJK font for Chinese text.
    /// - Complexity: one tree evaluation per frame, one Pango layout per distinct text style.
    public func fontFiles() throws -> [String] {
        try textFontCollector().files()
    }

    /// A collector holding every text style the clip's frames draw (see ``fontFiles()``).
    public func textFontCollector() -> TextFonts.Collector {
        var collector = TextFonts.Collector(scale: scale, fonts: fonts)
        for index in 0..<frameCount { collector.add(timeline.evaluate(at: time(ofFrame: index))) }
        return collector
    }
}

/// Hashes computed by the render workers, taken by the in-order sink.
private final class HashSlots: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    private let lock = NSLock()
    private var hashes: [Int: FrameHash] = [:]

    func set(_ slot: Int, _ hash: FrameHash) { lock.withLock { hashes[slot] = hash } }
    func take(_ slot: Int) -> FrameHash? { lock.withLock { hashes.removeValue(forKey: slot) } }
}
