import CFFmpeg

/// Owns an `AVPacket`; `deinit` frees it.
package final class Packet {
    package let pointer: UnsafeMutablePointer<AVPacket>

    /// The corresponding C function is `av_packet_alloc`.
    package init() throws(EncodeError) {
        guard let p = av_packet_alloc() else { throw EncodeError(.ffmpeg, "cannot allocate a packet: out of memory") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&p)
    }

    /// The packet's bytes.
    package var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: pointer.pointee.data, count: Int(pointer.pointee.size))
    }

    /// Drops the payload. The corresponding C function is `av_packet_unref`.
    package func unref() { av_packet_unref(pointer) }
}
