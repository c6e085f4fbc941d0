import CFFmpeg

/// Owns an `AVFrame` and its pixel buffers; `deinit` frees them.
package final class MediaFrame {
    package let pointer: UnsafeMutablePointer<AVFrame>

    /// A frame of `format` at `width` × `height` with its own, writable buffers.
    /// The corresponding C functions are `av_frame_alloc` and `av_frame_get_buffer`.
    package init(format: AVPixelFormat, width: Int, height: Int) throws(EncodeError) {
        guard let frame = av_frame_alloc() else {
            throw EncodeError(.ffmpeg, "cannot allocate a video frame: out of memory")
        }
        pointer = frame
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        try ffCheck(av_frame_get_buffer(frame, 0), "allocating a \(width)×\(height) frame")
    }

    /// An empty frame for a decoder to fill. The corresponding C function is `av_frame_alloc`.
    package init() throws(EncodeError) {
        guard let frame = av_frame_alloc() else {
            throw EncodeError(.ffmpeg, "cannot allocate a video frame: out of memory")
        }
        pointer = frame
    }

    deinit {
        var p: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&p)
    }

    /// The picture's size and pixel format.
    package var width: Int { Int(pointer.pointee.width) }
    package var height: Int { Int(pointer.pointee.height) }
    package var pixelFormat: AVPixelFormat { AVPixelFormat(rawValue: pointer.pointee.format) }

    /// Makes the buffers writable again (the encoder may still hold a reference to them).
    /// The corresponding C function is `av_frame_make_writable`.
    package func makeWritable() throws(EncodeError) {
        try ffCheck(av_frame_make_writable(pointer), "making a frame writable")
    }

    /// The presentation timestamp, in the encoder's time base.
    package var pts: Int64 {
        get { pointer.pointee.pts }
        set { pointer.pointee.pts = newValue }
    }

    /// Plane `i`'s first byte.
    package func data(_ i: Int) -> UnsafeMutablePointer<UInt8>? {
        withUnsafePointer(to: pointer.pointee.data) { tuple in
            tuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { $0[i] }
        }
    }

    /// Plane `i`'s bytes per row (may include padding).
    package func lineSize(_ i: Int) -> Int {
        withUnsafePointer(to: pointer.pointee.linesize) { tuple in
            tuple.withMemoryRebound(to: Int32.self, capacity: 8) { Int($0[i]) }
        }
    }
}
