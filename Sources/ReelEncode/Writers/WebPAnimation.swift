import CFFmpeg
import Foundation
import Shaders

/// The animated WebP container (RIFF `WEBP`: `VP8X`, `ANIM`, then one `ANMF` chunk per stored
/// frame, each with a 24-bit little-endian duration in milliseconds at payload offset 12).
enum WebPAnimation {
    /// Sets the last frame's duration so that all frames' durations add up to `milliseconds`.
    /// A file without frame chunks (a single still) is left as it is.
    static func setTotalDuration(milliseconds total: Int, ofFileAt path: String, destination: String)
        throws(EncodeError)
    {
        let url = URL(fileURLWithPath: path)
        guard var data = try? Data(contentsOf: url) else {
            throw EncodeError(.ffmpeg, "cannot read back the WebP written for '\(destination)'")
        }
        var durationOffsets: [Int] = []
        var offset = 12
        while offset + 8 <= data.count {
            let size =
                Int(data[offset + 4]) | Int(data[offset + 5]) << 8 | Int(data[offset + 6]) << 16
                | Int(data[offset + 7]) << 24
            if data[offset..<offset + 4].elementsEqual("ANMF".utf8), offset + 8 + 16 <= data.count {
                durationOffsets.append(offset + 8 + 12)
            }
            offset += 8 + size + size % 2
        }
        guard let last = durationOffsets.last else { return }
        func duration(at i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 | Int(data[i + 2]) << 16 }
        let before = durationOffsets.dropLast().reduce(0) { $0 + duration(at: $1) }
        let wanted = min(max(total - before, 1), 0xFF_FFFF)
        guard wanted != duration(at: last) else { return }
        data[last] = UInt8(wanted & 0xFF)
        data[last + 1] = UInt8(wanted >> 8 & 0xFF)
        data[last + 2] = UInt8(wanted >> 16 & 0xFF)
        do { try data.write(to: url) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot write the WebP for '\(destination)': \(error.localizedDescription)")
        }
    }
}
