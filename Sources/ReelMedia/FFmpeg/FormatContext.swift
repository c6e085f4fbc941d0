import CFFmpeg

/// Owns an output `AVFormatContext` and its open file; `deinit` closes and frees them.
package final class FormatContext {
    package let pointer: UnsafeMutablePointer<AVFormatContext>
    private var fileOpen = false

    /// An output context for FFmpeg's muxer `formatName` (e.g. `mp4`, `webp`, `apng`) writing
    /// to `path`. The corresponding C function is `avformat_alloc_output_context2`.
    package init(formatName: String, path: String) throws(EncodeError) {
        FFmpegLog.quiet()
        var ctx: UnsafeMutablePointer<AVFormatContext>? = nil
        try ffCheck(avformat_alloc_output_context2(&ctx, nil, formatName, path), "preparing the \(formatName) muxer")
        guard let ctx else { throw EncodeError(.ffmpeg, "FFmpeg has no '\(formatName)' muxer") }
        pointer = ctx
    }

    deinit {
        closeFile()
        avformat_free_context(pointer)
    }

    /// Whether the muxer wants codec headers out of band (MP4 does).
    package var wantsGlobalHeader: Bool { (pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 }

    /// Leaves out what would differ between two runs on the same packets: the Matroska/WebM
    /// muxer otherwise writes a random segment UID. (MP4 and QuickTime write nothing random.)
    package func makeBitExact() { pointer.pointee.flags |= AVFMT_FLAG_BITEXACT }

    /// Opens `path` for writing. The corresponding C function is `avio_open`.
    package func openFile(_ path: String, destination: String) throws(EncodeError) {
        try ffCheck(
            avio_open(&pointer.pointee.pb, path, AVIO_FLAG_WRITE), "cannot create '\(destination)' (writing '\(path)')")
        fileOpen = true
    }

    /// Closes the file. The corresponding C function is `avio_closep`.
    package func closeFile() {
        if fileOpen {
            avio_closep(&pointer.pointee.pb)
            fileOpen = false
        }
    }
}
