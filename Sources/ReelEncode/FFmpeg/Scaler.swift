import CFFmpeg

/// Owns a `SwsContext` converting packed BGRA (opaque) to another pixel format at the same
/// size; `deinit` frees it.
final class Scaler {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A converter from `source` to `destination` at `width` × `height`.
    ///
    /// With `bt709Limited`, RGB → YUV uses the BT.709 matrix and limited (16–235) range, which
    /// is what the MP4's colour tags declare. The corresponding C functions are
    /// `sws_getContext` and `sws_setColorspaceDetails`.
    init(width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat, bt709Limited: Bool)
        throws(EncodeError)
    {
        let flags = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP | SWS_BITEXACT
        guard
            let ctx = sws_getContext(
                Int32(width), Int32(height), source, Int32(width), Int32(height), destination, flags, nil, nil, nil)
        else {
            throw EncodeError(.ffmpeg, "swscale cannot convert \(width)×\(height) pixels to the encoder's format")
        }
        pointer = ctx
        self.width = width
        self.height = height
        if bt709Limited {
            // Source: full-range RGB (the matrix is unused for RGB input). Destination: BT.709, limited range.
            let table = sws_getCoefficients(SWS_CS_ITU709)
            let r = sws_setColorspaceDetails(ctx, table, 1, table, 0, 0, 1 << 16, 1 << 16)
            if r < 0 {
                throw EncodeError(.ffmpeg, "swscale cannot use BT.709 limited-range conversion")
            }
        }
    }

    deinit { sws_freeContext(pointer) }

    /// Converts packed pixels (`bytesPerRow` per row) into `frame`. The corresponding C function is `sws_scale`.
    func convert(_ pixels: UnsafePointer<UInt8>, bytesPerRow: Int, into frame: MediaFrame) {
        var srcData: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
        var srcStride: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        var dstData: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { frame.data($0) }
        var dstStride: [Int32] = (0..<4).map { Int32(frame.lineSize($0)) }
        _ = sws_scale(pointer, &srcData, &srcStride, 0, Int32(height), &dstData, &dstStride)
    }
}
