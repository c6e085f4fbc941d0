import Foundation
import Reel

/// Progress and error output while commands render: the pipeline's options for a command, and
/// the error stream shared by worker threads.
extension RenderPipeline.Options {
    /// The render pipeline's options for a command: `jobs` workers (nil: one per core), live
    /// progress on the command's error stream when it is a terminal and the command is not
    /// `quiet`, and the command line's own signal handling (`interruption`).
    static func command(jobs: Int?, quiet: Bool, io: CommandIO?, interruption: Interruption) -> Self {
        var pipeline = Self()
        if let jobs { pipeline.jobs = jobs }
        if !quiet, let io, io.errorIsTerminal {
            let stream = ProgressStream(io.error)
            pipeline.progress = .live { stream.write($0) }
        }
        pipeline.handlesSignals = false
        pipeline.interruption = interruption
        return pipeline
    }
}

/// A command's error stream as the pipeline's progress sink. @unchecked Sendable: the pipeline
/// writes progress only on the thread that runs it, the command's.
private final class ProgressStream: @unchecked Sendable {
    let write: (String) -> Void
    init(_ write: @escaping (String) -> Void) { self.write = write }
}

/// Standard error for worker threads (the batch's rows): one writer at a time.
final class LockedErrorOutput: @unchecked Sendable {
    // @unchecked Sendable: `io` is used only under `lock`.
    private let lock = NSLock()
    private let io: CommandIO

    init(_ io: CommandIO) { self.io = io }

    func write(_ text: String) { lock.withLock { io.error(text) } }
}
