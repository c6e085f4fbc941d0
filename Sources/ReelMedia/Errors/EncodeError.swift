import CFFmpeg
import Foundation

/// An error from writing a video or image file: what went wrong, what Reel was doing, and
/// what to do about it.
///
/// FFmpeg failures carry FFmpeg's own message (`av_strerror`) and its negative return code.
public struct EncodeError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure this is; the command line maps kinds to exit codes
    /// (`CommandLineError(mapping:)` in ReelCLI).
    public enum Kind: Sendable, Equatable {
        /// The output (or its temporary file beside it) cannot be created or written:
        /// missing folder, no permission, a folder in the way. Exit code 73.
        case cannotCreateOutput
        /// The settings or frames do not fit the format (wrong frame size, bad option value).
        case invalidInput
        /// A call into FFmpeg failed while encoding or muxing.
        case ffmpeg
        /// libimagequant failed to quantize a GIF frame.
        case quantization
        /// The write was cancelled (interrupt, or an error in another writer).
        case cancelled
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// A sentence saying what went wrong and what to do.
    public let message: String
    /// FFmpeg's negative return code, when FFmpeg reported the failure.
    public let code: Int32?

    /// An error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String, code: Int32? = nil) {
        self.kind = kind
        self.message = message
        self.code = code
    }

    public var description: String { message }

    /// FFmpeg's message for a negative return code. The corresponding C function is `av_strerror`.
    package static func ffmpegMessage(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(cffmpeg_error_max_string_size()))
        return buffer.withUnsafeMutableBufferPointer { b in
            String(cString: cffmpeg_strerror(code, b.baseAddress, b.count))
        }
    }
}

/// Returns `code` when it is not negative; otherwise throws an ``EncodeError`` carrying
/// FFmpeg's message and `doing` (what Reel was doing, e.g. "writing the MP4 header of 'a.mp4'").
///
/// An `ENOENT`, `EACCES`, `EROFS`, `EISDIR`, `ENOTDIR` or `ENOSPC` failure is a
/// ``EncodeError/Kind/cannotCreateOutput`` error: the destination is the problem, not the video.
@discardableResult
package func ffCheck(_ code: Int32, _ doing: @autoclosure () -> String) throws(EncodeError) -> Int32 {
    if code >= 0 { return code }
    let outputCodes = [ENOENT, EACCES, EROFS, EISDIR, ENOTDIR, ENOSPC, EPERM].map { cffmpeg_averror($0) }
    let kind: EncodeError.Kind = outputCodes.contains(code) ? .cannotCreateOutput : .ffmpeg
    throw EncodeError(kind, "\(doing()): \(EncodeError.ffmpegMessage(code))", code: code)
}
