import Dispatch
import Foundation
import ReelEncode
import Shaders

/// Renders a clip's frames in parallel and hands them, strictly in order, to one or more
/// writers: each frame is rendered once however many outputs there are.
///
/// ```
///  workers (N)   render(i) ──┐            bounded window: at most `window` frames
///  render(i+1) ──────────────┼─► reorder ─► writer 1 (MP4) ┐ every frame, in order,
///  render(i+2) ──────────────┘             writer 2 (GIF) ┘ to every writer at once
/// ```
///
/// A frame depends only on its index, so the output is the same for any number of workers.
/// Workers never run more than `window` frames ahead of the writers, so memory stays flat
/// however long the clip is. On SIGINT or SIGTERM (when ``Options/handlesSignals``), on a
/// render error or a writer error, every writer is cancelled: their temporary files are
/// removed and existing outputs stay untouched.
public struct RenderPipeline: Sendable {
    /// How a run is carried out.
    public struct Options: Sendable {
        /// Parallel render workers. Default: the number of cores.
        public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
        /// Only these frames (inclusive, 0-based); nil for all. See ``FrameRange``.
        public var frames: ClosedRange<Int>? = nil
        /// Frames rendered ahead of the writers at most; nil for `2 × jobs`.
        public var window: Int? = nil
        /// Progress: nothing by default, or a live line written to the sink the caller gives
        /// (``ProgressReporter/Mode``); the caller reports the ``Summary``, e.g. with
        /// ``Summary/line(destinations:)``.
        public var progress: ProgressReporter.Mode = .quiet
        /// Installs SIGINT/SIGTERM handlers for the run that cancel the writers (not for a
        /// signal that is ignored when the run starts).
        public var handlesSignals: Bool = true
        /// Stops the run when set (by the caller's own signal trap, or by code), as a signal
        /// does: writers cancelled, ``PipelineError/interrupted(signal:)`` thrown.
        public var interruption: Interruption? = nil

        public init() {}
    }

    /// What a finished run did.
    public struct Summary: Sendable, Equatable {
        /// Frames written to every writer.
        public var frames: Int
        /// Wall-clock seconds for the whole run.
        public var seconds: Double
        /// Frames per second.
        public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }

        /// `60 frames in 1.2 s (50.0 frames/s) → a.mp4, a.gif` (`1 frame in …` for one).
        public func line(destinations: [String]) -> String {
            "\(frames) frame\(frames == 1 ? "" : "s") in \(String(format: "%.1f", seconds)) s "
                + "(\(String(format: "%.1f", framesPerSecond)) frames/s) → \(destinations.joined(separator: ", "))"
        }
    }

    /// The number of frames in the whole clip.
    public let frameCount: Int
    /// How the run is carried out.
    public var options: Options
    /// Renders frame `i`; called from several threads at once.
    public let render: @Sendable (Int) throws -> Frame
    /// Makes one worker's render function (called once by each worker, on its thread; the
    /// function it returns is then called only on that thread, for the frames that worker
    /// claims, in increasing order).
    let makeWorker: @Sendable () throws -> (Int) throws -> Frame

    /// A pipeline for a clip of `frameCount` frames rendered by `render`.
    public init(frameCount: Int, options: Options = Options(), render: @escaping @Sendable (Int) throws -> Frame) {
        self.frameCount = frameCount
        self.options = options
        self.render = render
        self.makeWorker = { render }
    }

    /// A pipeline whose workers keep state between the frames they render: each of the
    /// `jobs` workers calls `worker` once, on its own thread, and renders every frame it
    /// claims (in increasing order, not consecutive: the workers take turns) with the function
    /// it got. How `Clip` draws only what changed since the worker's previous frame.
    public init(
        frameCount: Int, options: Options = Options(), worker: @escaping @Sendable () throws -> (Int) throws -> Frame
    ) {
        self.frameCount = frameCount
        self.options = options
        self.makeWorker = worker
        self.render = { index in try worker()(index) }
    }

    /// Renders the frames and feeds them to `writers`, then finishes every writer.
    /// - Returns: how many frames were written and how long it took.
    /// - Throws: ``PipelineError`` (``PipelineError/interrupted(signal:)`` on SIGINT/SIGTERM),
    ///   or the render function's or a writer's error. Every writer is cancelled first.
    @discardableResult
    public func run(writers: [any VideoWriter]) throws -> Summary {
        try run(sinks: writers)
    }

    /// Renders the frames and feeds them to `sinks` (writers, or sinks of other kinds), then
    /// finishes every sink.
    /// - Throws: as ``run(writers:)``; a sink's error is rethrown as it is.
    @discardableResult
    public func run(sinks writers: [any FrameSink]) throws -> Summary {
        guard frameCount > 0 else { throw PipelineError.noFrames }
        let range =
            try options.frames.map { try FrameRange.validate($0, frameCount: frameCount) } ?? (0...(frameCount - 1))
        let jobs = max(1, options.jobs)
        let needed = Self.neededFrames(by: writers, from: range.lowerBound)
        let state = PipelineState(range: range, window: max(1, options.window ?? 2 * jobs), needed: needed)
        let progress = ProgressReporter(mode: options.progress, total: range.count)
        let trap =
            options.handlesSignals ? SignalTrap(signals: [SIGINT, SIGTERM]) { signal in state.interrupt(signal) } : nil
        defer { trap?.release() }
        let observer = options.interruption?.observe { signal in state.interrupt(signal) }
        defer { if let observer { options.interruption?.stopObserving(observer) } }

        let group = DispatchGroup()
        startWorkers(jobs, state: state, group: group)
        let written: Int
        do {
            written = try Self.feed(writers, from: state, progress: progress)
        } catch {
            state.stop()
            for w in writers { w.cancel() }
            group.wait()
            progress.end()
            throw error
        }
        group.wait()
        progress.end()
        return Summary(frames: written, seconds: progress.elapsed)
    }

    /// Which frames from `first` on are rendered: those some writer uses (a GIF above 50 fps
    /// uses one in two or more); the others are only counted by the writers (`skipFrame`).
    static func neededFrames(by writers: [any FrameSink], from first: Int) -> @Sendable (Int) -> Bool {
        let steps = Set(writers.map { max(1, $0.frameStep) })
        if steps.isEmpty || steps.contains(1) { return { _ in true } }
        return { i in steps.contains { (i - first) % $0 == 0 } }
    }

    /// Starts `jobs` workers in `group`: each makes its render function, then renders the
    /// frames it claims from `state` and delivers them (or their errors) until none are left.
    func startWorkers(_ jobs: Int, state: PipelineState, group: DispatchGroup) {
        let makeWorker = self.makeWorker
        for _ in 0..<jobs {
            DispatchQueue.global().async(group: group) {
                var render: ((Int) throws -> Frame)?
                var setupError: (any Error)?
                do { render = try makeWorker() } catch { setupError = error }
                while let index = state.claim() {
                    do {
                        guard let render else { throw setupError ?? PipelineError.noFrames }
                        state.deliver(index, .success(try render(index)))
                    } catch {
                        state.deliver(index, .failure(error))
                    }
                }
            }
        }
    }

    /// Hands the frames `state` delivers to `writers` in order, then finishes them; returns how
    /// many frames were written.
    static func feed(_ writers: [any FrameSink], from state: PipelineState, progress: ProgressReporter) throws -> Int {
        let writersBox = WritersBox(writers)
        var written = 0
        while let item = try state.next() {
            switch item {
            case .frame(let frame): try writersBox.appendToAll(frame)
            case .skipped: for w in writers { try w.skipFrame() }
            }
            written += 1
            progress.update(done: written)
        }
        try state.checkInterrupted()
        for w in writers { try w.finish() }
        return written
    }
}

/// Sends each frame to every writer, in parallel when there are several (each writer is
/// used by one thread at a time: `concurrentPerform` gives writer `i` to iteration `i` only).
private final class WritersBox: @unchecked Sendable {
    let writers: [any FrameSink]
    init(_ writers: [any FrameSink]) { self.writers = writers }

    func appendToAll(_ frame: Frame) throws {
        if writers.count == 1 {
            try writers[0].append(frame)
            return
        }
        let errors = ErrorSlots(count: writers.count)
        DispatchQueue.concurrentPerform(iterations: writers.count) { i in
            do { try self.writers[i].append(frame) } catch { errors.set(i, error) }
        }
        if let e = errors.first { throw e }
    }
}

private final class ErrorSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(Int, Error)] = []
    init(count: Int) {}
    func set(_ i: Int, _ e: Error) { lock.withLock { errors.append((i, e)) } }
    /// The error of the lowest-numbered writer (deterministic).
    var first: Error? { lock.withLock { errors.min { $0.0 < $1.0 }?.1 } }
}
