import Foundation
import Reel
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// A GIF above 50 fps keeps one frame in `frameStep`; the pipeline renders only the frames
/// some writer uses and the file is the same as when every frame is rendered and appended.
/// Pipeline runs install SIGINT handlers, so these run one at a time.
@Suite(.serialized) struct PipelineFrameStepTests {
    static let width = 48, height = 32, fps = 60

    static func settings() -> EncodeSettings {
        EncodeSettings(width: width, height: height, framesPerSecond: fps)
    }

    static func frame(_ i: Int) -> Frame {
        TestPattern.frame(index: i, framesPerSecond: fps, width: width, height: height, background: .white)
    }

    /// The frames a pipeline asked for, in any order.
    final class Rendered: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: Set<Int> = []
        func add(_ i: Int) { lock.withLock { _ = indices.insert(i) } }
        var all: Set<Int> { lock.withLock { indices } }
    }

    static func run(_ paths: [String], frames: ClosedRange<Int>? = nil, count: Int = 12) throws -> Set<Int> {
        let rendered = Rendered()
        var options = RenderPipeline.Options()
        options.jobs = 3
        options.frames = frames
        options.progress = .quiet
        options.handlesSignals = false
        let writers = try paths.map { try OutputFormat(path: $0)!.makeWriter(destination: $0, settings: settings()) }
        let summary = try RenderPipeline(frameCount: count, options: options) { i in
            rendered.add(i)
            return Self.frame(i)
        }.run(writers: writers)
        #expect(summary.frames == (frames?.count ?? count))
        return rendered.all
    }

    /// The GIF of `frames` appended one by one, every frame rendered.
    static func direct(_ frames: ClosedRange<Int>, to path: String) throws -> Data {
        let writer = try GIFWriter(destination: path, settings: settings())
        for i in frames { try writer.append(frame(i)) }
        try writer.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// (Failed before the pipeline knew a writer's step: all 12 frames were rendered.)
    @Test func aGIFAt60fpsRendersOnlyTheFramesItKeepsAndWritesTheSameFile() throws {
        let scratch = Scratch()
        let gif = scratch.file("piped.gif")
        #expect(try Self.run([gif]) == Set(stride(from: 0, to: 12, by: 2)))
        let piped = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(piped == (try Self.direct(0...11, to: scratch.file("direct.gif"))))

        // A part counts from its first frame, as the writer does.
        let part = scratch.file("part.gif")
        #expect(try Self.run([part], frames: 3...10) == [3, 5, 7, 9])
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: part)) == (try Self.direct(3...10, to: scratch.file("d.gif"))))
    }

    @Test func anMP4BesideTheGIFStillGetsEveryFrame() throws {
        let scratch = Scratch()
        let gif = scratch.file("both.gif")
        #expect(try Self.run([scratch.file("both.mp4"), gif]) == Set(0..<12))
        #expect(try Data(contentsOf: URL(fileURLWithPath: gif)) == (try Self.direct(0...11, to: scratch.file("d.gif"))))
    }

    @Test func aFrameTheGIFShowsCannotBeSkipped() throws {
        let scratch = Scratch()
        let writer = try GIFWriter(destination: scratch.file("s.gif"), settings: Self.settings())
        #expect(writer.frameStep == 2)
        #expect(throws: EncodeError.self) { try writer.skipFrame() }
        try writer.append(Self.frame(0))
        try writer.skipFrame()
        #expect(throws: EncodeError.self) { try writer.skipFrame() }
        writer.cancel()
    }
}
