import CFFmpeg
import Foundation
import Testing

@testable import ReelEncode

/// An odd-height frame goes to swscale as two slices (its rows, then the padding row) instead
/// of being copied under the padding first: the picture must be the one of the rows joined.
@Suite struct ScalerSlicesTests {
    /// The Y, U and V bytes of a picture, row by row without the line padding.
    static func planes(_ picture: MediaFrame, width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for (plane, w, h) in [(0, width, height), (1, width / 2, height / 2), (2, width / 2, height / 2)] {
            let base = picture.data(plane)!
            for y in 0..<h { out += UnsafeBufferPointer(start: base + y * picture.lineSize(plane), count: w) }
        }
        return out
    }

    /// Random opaque pixels, split after every row count from 1 to height − 1 (the padding
    /// row alone is the split MovieWriter makes), give the same YUV 4:2:0 bytes as one call.
    @Test(arguments: [(64, 38), (1080, 1922)])
    func slicesGiveTheSamePictureAsOneConversion(width: Int, height: Int) throws {
        var rng = SystemRandomNumberGenerator()
        var pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for i in Swift.stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        let scaler = try Scaler(
            width: width, height: height, from: AV_PIX_FMT_BGRA, to: AV_PIX_FMT_YUV420P, bt709Limited: true)
        let whole = try MediaFrame(format: AV_PIX_FMT_YUV420P, width: width, height: height)
        pixels.withUnsafeBufferPointer { scaler.convert($0.baseAddress!, bytesPerRow: width * 4, into: whole) }
        let expected = Self.planes(whole, width: width, height: height)
        let splits = height < 100 ? Array(1..<height) : [height - 1, height / 2, 1]
        for split in splits {
            let sliced = try MediaFrame(format: AV_PIX_FMT_YUV420P, width: width, height: height)
            pixels.withUnsafeBufferPointer { p in
                scaler.convert(
                    slices: [(p.baseAddress!, split), (p.baseAddress! + split * width * 4, height - split)],
                    bytesPerRow: width * 4, into: sliced)
            }
            #expect(
                Self.planes(sliced, width: width, height: height) == expected, "\(width)x\(height) split at \(split)")
        }
    }
}
