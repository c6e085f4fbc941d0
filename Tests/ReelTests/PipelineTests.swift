import Foundation
import Reel
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// Pipeline runs install SIGINT handlers, so these run one at a time.
@Suite(.serialized) struct PipelineTests {
    static let width = 96, height = 64, fps = 30

    static func settings() -> EncodeSettings {
        var s = EncodeSettings(width: width, height: height, framesPerSecond: fps)
        s.background = RGBA8(red: 245, green: 242, blue: 235)
        return s
    }

    /// Frame `i` of the test pattern, finishing in scrambled order (later frames often first).
    static let render: @Sendable (Int) throws -> Frame = { i in
        usleep(UInt32((i * 7919) % 5) * 2000)
        return TestPattern.frame(
            index: i, framesPerSecond: fps, width: width, height: height, background: settings().background)
    }

    static func options(jobs: Int, frames: ClosedRange<Int>? = nil) -> RenderPipeline.Options {
        var o = RenderPipeline.Options()
        o.jobs = jobs
        o.frames = frames
        o.progress = .quiet
        return o
    }

    @Test func outputBytesAreTheSameForOneAndFourJobs() throws {
        let scratch = Scratch()
        var bytes: [Int: [Data]] = [:]
        for jobs in [1, 4] {
            let paths = ["mp4", "gif", "apng", "webp"].map { scratch.file("j\(jobs).\($0)") }
            let writers = try paths.map {
                try OutputFormat(path: $0)!.makeWriter(destination: $0, settings: Self.settings())
            }
            let summary = try RenderPipeline(frameCount: 20, options: Self.options(jobs: jobs), render: Self.render)
                .run(writers: writers)
            #expect(summary.frames == 20)
            bytes[jobs] = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        }
        #expect(bytes[1]! == bytes[4]!)
        #expect(bytes[1]!.allSatisfy { $0.count > 100 })
    }

    @Test func framesArriveInOrderAndTheWindowBoundsFramesInFlight() throws {
        let scratch = Scratch()
        let path = scratch.file("seq")
        let inFlight = Counter()
        let writer = try PNGSequenceWriter(destination: path, settings: Self.settings())
        var options = Self.options(jobs: 4)
        options.window = 3
        let pipeline = RenderPipeline(frameCount: 12, options: options) { i in
            inFlight.add(i)
            return try Self.render(i)
        }
        let counting = CountingWriter(writer, inFlight: inFlight)
        try pipeline.run(writers: [counting])
        #expect(counting.order == Array(0..<12))
        // The window (3) plus the frame in the writer's hands.
        #expect(inFlight.maxAhead <= 4)
        let decoded = try VideoReader.read(path + "/frame_00007.png")[0].frame
        #expect(decoded == (try Self.render(7)))
    }

    @Test func aFrameRangeRendersOnlyThoseFrames() throws {
        let scratch = Scratch()
        let path = scratch.file("part")
        let writer = try PNGSequenceWriter(destination: path, settings: Self.settings())
        let range = try FrameRange.parse("5-9", frameCount: 30)
        try RenderPipeline(frameCount: 30, options: Self.options(jobs: 2, frames: range), render: Self.render).run(
            writers: [writer])
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(names.count == 5)
        let first = try VideoReader.read(path + "/" + names[0])[0].frame
        #expect(first == (try Self.render(5)))
    }

    @Test(arguments: ["9-5", "a-b", "-3", "0-30", "30"])
    func badFrameRangesAreRejected(text: String) {
        #expect(throws: PipelineError.self) { try FrameRange.parse(text, frameCount: 30) }
    }

    @Test func openEndedAndSingleFrameRangesParse() throws {
        #expect(try FrameRange.parse("25-", frameCount: 30) == 25...29)
        #expect(try FrameRange.parse("7", frameCount: 30) == 7...7)
    }

    /// An interruption midway (what the signal trap sets on SIGINT; the real signal is sent to
    /// child processes only, in CLISignalTests, so that no suite running beside this one in the
    /// process can be interrupted by it).
    @Test func interruptionMidwayLeavesNoFileAndTheOldOutputUntouched() throws {
        let scratch = Scratch()
        let mp4 = scratch.file("clip.mp4")
        let gif = scratch.file("clip.gif")
        try Data("old".utf8).write(to: URL(fileURLWithPath: mp4))
        let writers = try [mp4, gif].map {
            try OutputFormat(path: $0)!.makeWriter(destination: $0, settings: Self.settings())
        }
        let interruption = Interruption()
        var options = Self.options(jobs: 2)
        options.handlesSignals = false
        options.interruption = interruption
        let pipeline = RenderPipeline(frameCount: 30, options: options) { i in
            if i == 10 { interruption.interrupt(signal: SIGINT) }
            return try Self.render(i)
        }
        #expect(throws: PipelineError.interrupted(signal: SIGINT)) { try pipeline.run(writers: writers) }
        #expect(scratch.contents == ["clip.mp4"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: mp4)) == Data("old".utf8))
    }

    @Test func aWriterErrorCancelsEveryWriter() throws {
        let scratch = Scratch()
        let paths = [scratch.file("a.mp4"), scratch.file("a.gif")]
        let writers = try paths.map {
            try OutputFormat(path: $0)!.makeWriter(destination: $0, settings: Self.settings())
        }
        let pipeline = RenderPipeline(frameCount: 10, options: Self.options(jobs: 2)) { i in
            i == 6 ? Frame(width: 8, height: 8) : try Self.render(i)
        }
        #expect(throws: EncodeError.self) { try pipeline.run(writers: writers) }
        #expect(scratch.contents.isEmpty)
    }

    @Test func aRenderErrorCancelsEveryWriter() throws {
        struct Boom: Error {}
        let scratch = Scratch()
        let writer = try MovieWriter(destination: scratch.file("a.mp4"), settings: Self.settings())
        let pipeline = RenderPipeline(frameCount: 10, options: Self.options(jobs: 3)) { i in
            if i == 4 { throw Boom() }
            return try Self.render(i)
        }
        #expect(throws: Boom.self) { try pipeline.run(writers: [writer]) }
        #expect(scratch.contents.isEmpty)
    }

    @Test func progressLineShowsDoneTotalRateAndTimeLeft() {
        let line = ProgressReporter.line(done: 120, total: 600, seconds: 4)
        #expect(line == "frame 120/600 (20%)  30.0 frames/s  0:16 left")
    }
}

/// Tracks how far rendering runs ahead of writing.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = -1
    private var written = 0
    private(set) var maxAhead = 0
    func add(_ i: Int) {
        lock.withLock {
            claimed = max(claimed, i)
            maxAhead = max(maxAhead, claimed + 1 - written)
        }
    }
    func wrote() { lock.withLock { written += 1 } }
}

/// A real writer (PNG sequence) that also records the order frames reach it.
final class CountingWriter: VideoWriter {
    let inner: any VideoWriter
    let inFlight: Counter
    private(set) var order: [Int] = []
    init(_ inner: any VideoWriter, inFlight: Counter) {
        self.inner = inner
        self.inFlight = inFlight
    }
    var destination: String { inner.destination }
    var format: OutputFormat { inner.format }
    var notes: [String] { inner.notes }
    func append(_ frame: Frame) throws(EncodeError) {
        // Identify the frame by matching it against the pattern.
        let i = (0..<12).first { (try? PipelineTests.render($0)) == frame } ?? -1
        order.append(i)
        try inner.append(frame)
        inFlight.wrote()
    }
    func finish() throws(EncodeError) { try inner.finish() }
    func cancel() { inner.cancel() }
}
