import ReelCore
import ReelRender
import Shaders
import UIKit

/// Recording and reading pixels for the drawing tests.
enum Drawn {
    /// Records `host` and draws frame `frame` on a transparent canvas.
    static func frame(_ host: RecordingHost, frame: Int = 0) throws -> Frame {
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: Double(host.scale))
        return try renderer.render(timeline.evaluate(at: timeline.time(ofFrame: frame)))
    }

    /// Every frame of `host`'s recording, on a transparent canvas.
    static func frames(_ host: RecordingHost) throws -> [Frame] {
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: Double(host.scale))
        return try (0..<timeline.frameCount).map {
            try renderer.render(timeline.evaluate(at: timeline.time(ofFrame: $0)))
        }
    }

    /// The premultiplied (red, green, blue, alpha) bytes of the frame's pixel at column `x`, row `y`.
    static func rgba(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return [Int(frame.pixels[i + 2]), Int(frame.pixels[i + 1]), Int(frame.pixels[i]), Int(frame.pixels[i + 3])]
    }

    /// The RGBA bytes of pixel (`x`, `y`) of an image, drawn into a y-up premultiplied-last
    /// bitmap context of its size (which places the image upright).
    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let bytes = bitmapBytes(image)
        let i = (y * image.width + x) * 4
        return bytes[i..<i + 4].map(Int.init)
    }

    /// An image's pixels as RGBA premultiplied-last bytes, rows top first.
    static func bitmapBytes(_ image: CGImage) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        return bytes
    }

    /// Whether every value of `a` is within `tolerance` of `b`'s.
    static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
