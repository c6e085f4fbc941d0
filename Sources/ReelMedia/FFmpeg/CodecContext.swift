import CFFmpeg
import Foundation

/// Owns an encoder's `AVCodecContext`; `deinit` frees it.
///
/// Not `Sendable`: one writer uses it from one thread at a time.
package final class CodecContext {
    package let pointer: UnsafeMutablePointer<AVCodecContext>
    package let codec: UnsafePointer<AVCodec>

    /// An unopened context for the encoder called `name` (FFmpeg's name, e.g. `libx264`).
    /// The corresponding C functions are `avcodec_find_encoder_by_name` and `avcodec_alloc_context3`.
    package init(encoderNamed name: String) throws(EncodeError) {
        FFmpegLog.quiet()
        guard let codec = avcodec_find_encoder_by_name(name) else {
            throw EncodeError(
                .ffmpeg,
                """
                FFmpeg's libavcodec has no '\(name)' encoder: install a build of FFmpeg with it (Debian's libavcodec59 \
                has it)
                """
            )
        }
        guard let context = avcodec_alloc_context3(codec) else {
            throw EncodeError(.ffmpeg, "cannot allocate an encoder context for '\(name)': out of memory")
        }
        self.codec = codec
        self.pointer = context
    }

    /// FFmpeg's name of the codec (`libx265`).
    package var encoderName: String { String(cString: codec.pointee.name) }

    /// An unopened context for `codec`. The corresponding C function is `avcodec_alloc_context3`.
    package init(codec: UnsafePointer<AVCodec>) throws(EncodeError) {
        guard let context = avcodec_alloc_context3(codec) else {
            throw EncodeError(.ffmpeg, "cannot allocate a codec context: out of memory")
        }
        self.codec = codec
        self.pointer = context
    }

    deinit {
        var p: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&p)
    }

    /// Opens the encoder with private options (`crf`, `preset`, …); fails if an option is not known.
    /// The corresponding C function is `avcodec_open2`.
    ///
    /// Encoders open one at a time in a process (``openLock``).
    package func open(options: [(String, String)], doing: String) throws(EncodeError) {
        var dict = try FFmpegDictionary(options)
        Self.openLock.lock()
        let status = avcodec_open2(pointer, codec, &dict.pointer)
        Self.openLock.unlock()
        try ffCheck(status, doing)
        try dict.requireConsumed(doing: doing)
    }

    /// Held while an encoder opens. libx265 sets process-wide tables (CU sizes, scan orders,
    /// primitives) in `x265_encoder_open` without a lock, and FFmpeg 5.1 marks its wrapper's
    /// init thread-safe, so two HEVC encoders opened at once in one process (several outputs,
    /// a parallel test suite) could start before those tables were set: x265's tracker has the
    /// race (issue 245, "Thread Safety in x265_set_globals"), and under ThreadSanitizer's
    /// slower timing a `.mov` written beside an `.mp4` failed with "Not yet implemented in
    /// FFmpeg, patches welcome" at its first packet. Opening is rare and short, so every
    /// encoder takes the lock.
    private static let openLock = NSLock()

    /// Sends one frame (or nil to flush) to the encoder. The corresponding C function is `avcodec_send_frame`.
    package func send(_ frame: MediaFrame?, doing: @autoclosure () -> String) throws(EncodeError) {
        try ffCheck(avcodec_send_frame(pointer, frame?.pointer), doing())
    }

    /// Receives the next packet into `packet`; false when the encoder needs more input or is drained.
    /// The corresponding C function is `avcodec_receive_packet`.
    package func receive(into packet: Packet, doing: @autoclosure () -> String) throws(EncodeError) -> Bool {
        let r = avcodec_receive_packet(pointer, packet.pointer)
        if r == cffmpeg_averror_eagain() || r == cffmpeg_averror_eof() { return false }
        try ffCheck(r, doing())
        return true
    }
}
