import CFFmpeg

/// Owns a `SwsContext` converting pixels from one format to another at the same size (packed
/// BGRA to the encoders' formats, decoded pictures to BGRA); `deinit` frees it.
package final class Scaler {
    package let pointer: OpaquePointer
    package let width: Int
    package let height: Int

    /// A converter from `source` to `destination` at `width` × `height`.
    ///
    /// With `bt709Limited`, RGB → YUV uses the BT.709 matrix and limited (16–235) range, which
    /// is what the MP4's colour tags declare. The corresponding C functions are
    /// `sws_getContext` and `sws_setColorspaceDetails`.
    package convenience init(
        width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat, bt709Limited: Bool
    ) throws(EncodeError) {
        try self.init(
            width: width, height: height, from: source, to: destination,
            flags: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP | SWS_BITEXACT,
            failure: "swscale cannot convert \(width)×\(height) pixels to the encoder's format")
        if bt709Limited {
            // Source: full-range RGB (the matrix is unused for RGB input). Destination: BT.709, limited range.
            let table = sws_getCoefficients(SWS_CS_ITU709)
            let r = sws_setColorspaceDetails(pointer, table, 1, table, 0, 0, 1 << 16, 1 << 16)
            if r < 0 {
                throw EncodeError(.ffmpeg, "swscale cannot use BT.709 limited-range conversion")
            }
        }
    }

    /// A converter with swscale `flags`; `failure` is the message when swscale refuses the
    /// conversion. The corresponding C function is `sws_getContext`.
    package init(
        width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat, flags: Int32,
        failure: @autoclosure () -> String
    ) throws(EncodeError) {
        guard
            let ctx = sws_getContext(
                Int32(width), Int32(height), source, Int32(width), Int32(height), destination, flags, nil, nil, nil)
        else { throw EncodeError(.ffmpeg, failure()) }
        pointer = ctx
        self.width = width
        self.height = height
    }

    deinit { sws_freeContext(pointer) }

    /// Reads the source as YUV with `matrix` (`SWS_CS_…`) and full (0–255) or limited range,
    /// into full-range RGB. The corresponding C functions are `sws_getCoefficients` and
    /// `sws_setColorspaceDetails`; a conversion swscale cannot adjust is left as it was.
    package func setSource(matrix: Int32, fullRange: Bool) {
        _ = sws_setColorspaceDetails(
            pointer, sws_getCoefficients(matrix), fullRange ? 1 : 0, sws_getCoefficients(SWS_CS_DEFAULT), 1, 0,
            1 << 16, 1 << 16)
    }

    /// Keeps the source's matrix and the destination's settings but reads the source as full
    /// range (for JPEG's deprecated "J" formats). The corresponding C functions are
    /// `sws_getColorspaceDetails` and `sws_setColorspaceDetails`.
    package func setFullRangeSource() {
        var invTable: UnsafeMutablePointer<Int32>?
        var table: UnsafeMutablePointer<Int32>?
        var srcRange: Int32 = 0
        var dstRange: Int32 = 0
        var brightness: Int32 = 0
        var contrast: Int32 = 0
        var saturation: Int32 = 0
        guard
            sws_getColorspaceDetails(
                pointer, &invTable, &srcRange, &table, &dstRange, &brightness, &contrast, &saturation) >= 0
        else { return }
        _ = sws_setColorspaceDetails(pointer, invTable, 1, table, dstRange, brightness, contrast, saturation)
    }

    /// Converts a decoded picture into packed pixels (`bytesPerRow` per row); false when
    /// swscale converted fewer rows than the picture has. The corresponding C function is
    /// `sws_scale`.
    package func convert(_ frame: MediaFrame, into pixels: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) -> Bool {
        var dstData: [UnsafeMutablePointer<UInt8>?] = [pixels, nil, nil, nil]
        var dstStride: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        let rows = withUnsafePointer(to: frame.pointer.pointee.data) { dataTuple in
            dataTuple.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { srcData in
                withUnsafePointer(to: frame.pointer.pointee.linesize) { linesizeTuple in
                    linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { srcStride in
                        sws_scale(pointer, srcData, srcStride, 0, Int32(height), &dstData, &dstStride)
                    }
                }
            }
        }
        return rows == Int32(height)
    }

    /// Converts rows given as consecutive slices of packed pixels (`bytesPerRow` per row, top to
    /// bottom, `height` rows in all) into `frame`: the same picture as one conversion of the
    /// rows joined (swscale holds back the lines a slice leaves incomplete, such as a chroma
    /// row's first luma row, until the next slice). The corresponding C function is `sws_scale`.
    package func convert(slices: [(pixels: UnsafePointer<UInt8>, rows: Int)], bytesPerRow: Int, into frame: MediaFrame)
    {
        var srcStride: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        var dstData: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { frame.data($0) }
        var dstStride: [Int32] = (0..<4).map { Int32(frame.lineSize($0)) }
        var y = 0
        for slice in slices {
            var srcData: [UnsafePointer<UInt8>?] = [slice.pixels, nil, nil, nil]
            _ = sws_scale(pointer, &srcData, &srcStride, Int32(y), Int32(slice.rows), &dstData, &dstStride)
            y += slice.rows
        }
    }

    /// Converts packed pixels (`bytesPerRow` per row) into `frame`. The corresponding C function is `sws_scale`.
    package func convert(_ pixels: UnsafePointer<UInt8>, bytesPerRow: Int, into frame: MediaFrame) {
        var srcData: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
        var srcStride: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
        var dstData: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { frame.data($0) }
        var dstStride: [Int32] = (0..<4).map { Int32(frame.lineSize($0)) }
        _ = sws_scale(pointer, &srcData, &srcStride, 0, Int32(height), &dstData, &dstStride)
    }
}
