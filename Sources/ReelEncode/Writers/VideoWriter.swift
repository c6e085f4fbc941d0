import Foundation
import Shaders

/// Writes frames, in order, to one output file (or folder): the ``FrameSink`` that encodes.
///
/// A writer writes to a temporary path beside its destination: ``finish()`` renames it onto
/// the destination; ``cancel()`` (or any error, or the writer going away unfinished) removes
/// it and leaves an existing destination untouched. Writers are not thread-safe: one thread
/// appends, then finishes or cancels.
public protocol VideoWriter: FrameSink where Failure == EncodeError {
    /// Where the finished output goes.
    var destination: String { get }
    /// The format being written.
    var format: OutputFormat { get }
    /// Things the user should know about the output (padding, a lowered GIF rate), one
    /// sentence each, for the command line to print on stderr.
    var notes: [String] { get }
    /// Encodes the next frame.
    /// - Throws: ``EncodeError``; after an error the writer is cancelled.
    func append(_ frame: Frame) throws(EncodeError)
    /// Flushes the encoder, writes the trailer and renames the temporary onto the destination.
    func finish() throws(EncodeError)
    /// Stops and removes the temporary output. Safe to call more than once, and after `finish`.
    func cancel()
}
