import CRLottie
import Foundation
import Reel
import ReelLottie
import ReelRender
import ReelScene
import Shaders

/// rlottie, the independent renderer the Lottie import is compared with: one loaded file.
/// The corresponding C functions are `lottie_animation_from_data`, `lottie_animation_render`
/// and `lottie_animation_destroy`.
final class RLottieAnimation {
    private let handle: OpaquePointer

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let folder = (path as NSString).deletingLastPathComponent
        guard let h = lottie_animation_from_data(text, path, folder) else { return nil }
        handle = h
    }

    deinit { lottie_animation_destroy(handle) }

    var frameCount: Int { lottie_animation_get_totalframe(handle) }

    /// Frame `index` at `size` × `size` pixels, as premultiplied BGRA (rlottie's ARGB32 words
    /// on a little-endian machine are Reel's byte order).
    func frame(_ index: Int, size: Int) -> Frame {
        var words = [UInt32](repeating: 0, count: size * size)
        words.withUnsafeMutableBufferPointer {
            lottie_animation_render(handle, index, $0.baseAddress, size, size, size * 4)
        }
        var bytes = [UInt8](repeating: 0, count: size * size * 4)
        for (i, w) in words.enumerated() {
            bytes[4 * i] = UInt8(w & 0xff)
            bytes[4 * i + 1] = UInt8((w >> 8) & 0xff)
            bytes[4 * i + 2] = UInt8((w >> 16) & 0xff)
            bytes[4 * i + 3] = UInt8(w >> 24)
        }
        return Frame(width: size, height: size, pixels: bytes)
    }
}

/// Reel's rendering of a Lottie file, at a given square pixel size.
struct ReelLottieRenderer {
    let clip: Clip
    let renderer: FrameRenderer

    init(path: String, size: Int, overrides: [SceneOverride] = []) throws {
        let (document, base, _) = try LottieImport.load(contentsOfFile: path, overrides: overrides)
        clip = Clip(
            timeline: document.timeline(baseDirectory: base), scale: Double(size) / document.size.width,
            backgroundColor: nil)
        renderer = try clip.makeRenderer()
    }

    func frame(_ index: Int) throws -> Frame { try clip.frame(index, renderer: renderer) }
}

/// Agreement between two renderings of the same frame.
enum Agreement {
    /// Intersection over union of the inked pixels (alpha at least half).
    static func inkedIoU(_ a: Frame, _ b: Frame) -> Double {
        var both = 0
        var either = 0
        for i in stride(from: 3, to: a.pixels.count, by: 4) {
            let x = a.pixels[i] >= 128
            let y = b.pixels[i] >= 128
            if x && y { both += 1 }
            if x || y { either += 1 }
        }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    /// Luma (BT.601) of each pixel composited over white, 0 … 255.
    static func luma(_ f: Frame) -> [Double] {
        (0..<(f.width * f.height)).map { i in
            let b = Double(f.pixels[4 * i])
            let g = Double(f.pixels[4 * i + 1])
            let r = Double(f.pixels[4 * i + 2])
            let a = Double(f.pixels[4 * i + 3])
            // Premultiplied over white: c + (255 − a).
            return 0.299 * (r + 255 - a) + 0.587 * (g + 255 - a) + 0.114 * (b + 255 - a)
        }
    }

    /// Mean SSIM of the lumas over 8 × 8 windows (stride 4), with the usual constants
    /// (K1 = 0.01, K2 = 0.03, L = 255).
    static func ssim(_ a: Frame, _ b: Frame) -> Double {
        let x = luma(a)
        let y = luma(b)
        let w = a.width
        let h = a.height
        let n = 8
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        let c2 = (0.03 * 255.0) * (0.03 * 255.0)
        var total = 0.0
        var count = 0
        for top in stride(from: 0, through: h - n, by: 4) {
            for left in stride(from: 0, through: w - n, by: 4) {
                var mx = 0.0
                var my = 0.0
                for r in top..<(top + n) {
                    for c in left..<(left + n) {
                        mx += x[r * w + c]
                        my += y[r * w + c]
                    }
                }
                mx /= Double(n * n)
                my /= Double(n * n)
                var vx = 0.0
                var vy = 0.0
                var cov = 0.0
                for r in top..<(top + n) {
                    for c in left..<(left + n) {
                        let dx = x[r * w + c] - mx
                        let dy = y[r * w + c] - my
                        vx += dx * dx
                        vy += dy * dy
                        cov += dx * dy
                    }
                }
                let m = Double(n * n - 1)
                vx /= m
                vy /= m
                cov /= m
                total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
                count += 1
            }
        }
        return count == 0 ? 1 : total / Double(count)
    }
}

enum Fixtures {
    static func path(_ name: String) -> String {
        Bundle.module.path(forResource: name, ofType: "json", inDirectory: "Fixtures")!
    }
}
