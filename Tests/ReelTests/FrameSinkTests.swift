import Foundation
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// Frame sinks that are not writers, and progress that goes where the caller says.
@Suite(.serialized) struct FrameSinkTests {
    struct Boom: Error, Equatable {}

    static func options() -> RenderPipeline.Options {
        var o = RenderPipeline.Options()
        o.jobs = 2
        o.handlesSignals = false
        return o
    }

    static let render: @Sendable (Int) throws -> Frame = { _ in Frame(width: 2, height: 2) }

    /// The hashing sink fails with its closure's own error (it reported `EncodeError(.cancelled)`
    /// while it posed as a writer).
    @Test func theHashingSinkFailsWithItsClosuresError() throws {
        let sink = OrderedFrameSink { index, _ in if index == 1 { throw Boom() } }
        try sink.append(Frame(width: 1, height: 1))
        #expect(throws: Boom.self) { try sink.append(Frame(width: 1, height: 1)) }
        let pipeline = RenderPipeline(frameCount: 4, options: Self.options(), render: Self.render)
        let again = OrderedFrameSink { index, _ in if index == 2 { throw Boom() } }
        #expect(throws: Boom.self) { try pipeline.run(sinks: [again]) }
    }

    /// Progress is written to the sink the options give, and ends its line.
    @Test func progressGoesToTheGivenSink() throws {
        let lines = Lines()
        var options = Self.options()
        options.progress = .live { lines.append($0) }
        let pipeline = RenderPipeline(frameCount: 3, options: options, render: Self.render)
        try pipeline.run(sinks: [OrderedFrameSink { _, _ in }])
        let text = lines.all.joined()
        #expect(text.hasPrefix("\r"))
        #expect(text.contains("frame 3/3 (100%)"))
        #expect(text.hasSuffix("\u{1B}[K\n"))
    }

    /// The command line decides: progress only when its error stream is a terminal and the
    /// command is not quiet (`CommandIO.errorIsTerminal` was unused; the library checked isatty).
    @Test func theCommandLineDecidesWhereProgressGoes() throws {
        let written = Lines()
        let terminal = CommandIO(output: { _ in }, error: { written.append($0) }, errorIsTerminal: true)
        let pipe = CommandIO(output: { _ in }, error: { written.append($0) }, errorIsTerminal: false)
        let shown = RenderPipeline.Options.command(jobs: 1, quiet: false, io: terminal, interruption: Interruption())
        guard case .live(let write) = shown.progress else {
            Issue.record("no progress on a terminal")
            return
        }
        write("x")
        #expect(written.all == ["x"])
        for (quiet, io) in [(true, terminal), (false, pipe)] {
            let options = RenderPipeline.Options.command(jobs: 1, quiet: quiet, io: io, interruption: Interruption())
            guard case .quiet = options.progress else {
                Issue.record("progress shown with quiet \(quiet), terminal \(io.errorIsTerminal)")
                continue
            }
        }
        #expect(RenderPipeline.Options().progress.isQuiet)
    }
}

/// Text collected from any thread.
private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

extension ProgressReporter.Mode {
    fileprivate var isQuiet: Bool { if case .quiet = self { true } else { false } }
}
