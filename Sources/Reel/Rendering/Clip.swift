import Foundation
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Shaders

/// A recorded timeline and how to draw it: the unit that `reel render`, the samples and the
/// regression checks render.
///
/// ```swift
/// let timeline = stage.run()
/// let clip = Clip(timeline: timeline, scale: 2, backgroundColor: .white)
/// try clip.render(to: ["out/clip.mp4", "out/clip.gif"])
/// ```
public struct Clip: Sendable {
    /// What is on screen when.
    public var timeline: Timeline
    /// Pixels per point.
    public var scale: Double
    /// The colour under everything; nil for transparent.
    public var backgroundColor: Color?
    /// Font files of the clip's own (brand fonts), for this clip's text only, with the
    /// installed fonts behind them; nil for the installed fonts alone.
    public var fonts: FontLibrary?
    /// The sound under the clip, for video outputs (AAC in MP4 and QuickTime, Opus in WebM); nil
    /// for none. Its path is opened as given (relative to the working folder).
    public var soundTrack: SoundTrack?
    /// The clip's named moments and stretches (the document's `"markers"`), in time order.
    public var markers: [SceneMarker] = []

    public init(
        timeline: Timeline, scale: Double = 1, backgroundColor: Color? = .white, fonts: FontLibrary? = nil,
        soundTrack: SoundTrack? = nil
    ) {
        self.timeline = timeline
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.fonts = fonts
        self.soundTrack = soundTrack
    }

    /// Which of the clip's sound an output carries (``render(to:format:settings:options:sound:clock:)``).
    public enum SoundSelection: Sendable {
        /// The sound of the frames rendered: all of it for the whole clip, that stretch for
        /// `--frames A-B`.
        case framesRendered
        /// The whole clip's sound whatever frames are rendered: the part that starts at frame 0
        /// of a sharded render carries it for `reel join`.
        case wholeClip
        /// No sound (the other shards).
        case none
    }

    /// Frames in the clip: `round(duration × fps)`.
    public var frameCount: Int { timeline.frameCount }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { timeline.time(ofFrame: index) }

    /// The size of the clip's frames: the canvas at ``scale``, rounded (the one rule,
    /// ``PixelSize/init(canvas:scale:)``). The renderer and the writers take it from here.
    /// - Throws: `RenderError.invalidCanvas` for an empty or too large canvas.
    public func pixelSize() throws(RenderError) -> PixelSize {
        try FrameRenderer.pixelSize(canvasSize: timeline.size, scale: scale)
    }

    /// The clip's frame rate, exact (30000/1001 stays that): the timeline's, handed to the
    /// writers through ``encodeSettings(crf:loop:)``.
    public var frameRate: FrameRate { timeline.frameRate }

    /// A renderer for this clip's canvas (share it between frames: it caches decoded images).
    /// - Throws: `RenderError.invalidCanvas` for an empty or too large canvas.
    public func makeRenderer(imageCache: ImageCache = ImageCache()) throws -> FrameRenderer {
        try FrameRenderer(
            canvasSize: timeline.size, scale: scale, backgroundColor: backgroundColor, imageCache: imageCache,
            fonts: fonts)
    }

    /// Frame `index`, alone: the timeline evaluated at its time, drawn by `renderer`.
    public func frame(_ index: Int, renderer: FrameRenderer) throws -> Frame {
        try renderer.render(timeline.evaluate(at: time(ofFrame: index)))
    }

    /// The frame shown at `time` seconds (not necessarily a frame boundary).
    public func frame(atTime time: Double, renderer: FrameRenderer) throws -> Frame {
        try renderer.render(timeline.evaluate(at: time))
    }

    /// Encoder settings for this clip's frames.
    public func encodeSettings(crf: Int? = nil, loop: Looping? = nil) throws -> EncodeSettings {
        let pixels = try pixelSize()
        var settings = EncodeSettings(width: pixels.width, height: pixels.height, frameRate: frameRate)
        settings.background = RGBA8(backgroundColor ?? .clear)
        if let crf { settings.video.crf = crf }
        if let loop { settings.looping = loop }
        return settings
    }

    /// Renders the clip once and writes it to every output (format from each path's extension,
    /// or `format`), rendering frames in parallel and encoding them in order. With no outputs
    /// every frame is still rendered, and dropped (`reel render --discard`).
    /// - Parameter clock: when given, the CPU time of each stage (evaluate, draw, each writer)
    ///   is added to it (`reel render --stats`).
    /// - Returns: the pipeline's summary and the writers' notes (padding, a lowered GIF rate).
    /// - Throws: `ReelError` for an unknown format, else the pipeline's, renderer's or writers'
    ///   errors; no output is left half-written.
    @discardableResult
    public func render(
        to outputs: [String], format: OutputFormat? = nil, settings: EncodeSettings? = nil,
        options: RenderPipeline.Options = RenderPipeline.Options(), sound: SoundSelection = .framesRendered,
        clock: StageClock? = nil
    ) throws -> (summary: RenderPipeline.Summary, notes: [String]) {
        var settings = try settings ?? encodeSettings()
        var notes: [String] = []
        if let soundTrack, settings.sound == nil {
            // The frames' own length (count / rate), not the document's duration, so that the
            // sound ends with the last frame.
            let whole = Double(frameCount) / frameRate.framesPerSecond
            switch sound {
            case .framesRendered:
                let frames = options.frames ?? 0...(frameCount - 1)
                settings.sound = SoundSpan(
                    track: soundTrack, clipDuration: whole,
                    start: Double(frames.lowerBound) / frameRate.framesPerSecond,
                    length: Double(frames.count) / frameRate.framesPerSecond)
            case .wholeClip: settings.sound = SoundSpan(track: soundTrack, clipDuration: whole)
            case .none: break
            }
        }
        if let frames = options.frames {
            settings.firstFrameIndex = frames.lowerBound
            // A part of the clip says so in an MP4 (for `reel join`), unless the caller said it.
            if settings.part == nil, frames != 0...(frameCount - 1) {
                settings.part = MP4PartTag(
                    frames: frames, clipFrameCount: frameCount, segmentFrames: settings.segmentFrames)
            }
        }
        var writers: [any VideoWriter] = []
        do {
            for path in outputs {
                guard let f = format ?? OutputFormat(path: path) else {
                    throw ReelError.unknownFormat(path: path)
                }
                writers.append(try f.makeWriter(destination: path, settings: settings))
                if let soundTrack, let note = f.soundNote(destination: path, track: soundTrack.path) {
                    notes.append(note)
                }
            }
        } catch {
            for w in writers { w.cancel() }
            throw error
        }
        let renderer = try makeRenderer()
        let pipeline = RenderPipeline(frameCount: frameCount, options: options) { [self] in
            makeWorker(renderer: renderer, clock: clock)
        }
        let all = writers.isEmpty ? [DiscardWriter()] : writers
        let summary = try pipeline.run(writers: clock?.measuring(all, names: writers.isEmpty ? nil : outputs) ?? all)
        return (summary, notes + writers.flatMap(\.notes))
    }

    /// One render worker's function: frame `index` evaluated and drawn, redrawing only what
    /// changed since this worker's previous frame (``IncrementalRenderer``; the same bytes as
    /// ``frame(_:renderer:)``), timed into `clock` when there is one.
    public func makeWorker(renderer: FrameRenderer, clock: StageClock? = nil) -> (Int) throws -> Frame {
        let clip = self
        let incremental = IncrementalRenderer(renderer: renderer)
        return { index in
            guard let clock else {
                return try incremental.render(clip.timeline.evaluate(at: clip.time(ofFrame: index))).frame
            }
            let tree = clock.measure("evaluate") { clip.timeline.evaluate(at: clip.time(ofFrame: index)) }
            let (frame, rows) = try clock.measure("draw") { () throws(RenderError) in try incremental.render(tree) }
            clock.countRows(redrawn: rows, of: frame.height)
            return frame
        }
    }
}

extension RGBA8 {
    /// 8-bit straight-alpha components of `color` (rounded, clamped).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }
}
