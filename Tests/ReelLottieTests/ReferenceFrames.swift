import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelScene
import Shaders

@testable import ReelRender

/// The public Lottie corpora beside the repository (`../shared/lottie-real`,
/// `../shared/lottie-ios-frames`), and the metrics `lottie-real/compare.py` scores frames with,
/// written again here so that `swift test` needs no Python.
enum ReferenceFrames {
    /// `<repo>/../shared/<name>`, else `/work/shared/<name>`; nil when neither exists.
    static func folder(_ name: String) -> String? {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for candidate in [
            repo.deletingLastPathComponent().appendingPathComponent("shared/" + name).path,
            "/work/shared/" + name,
        ]
        where FileManager.default.fileExists(atPath: candidate) {
            return candidate
        }
        return nil
    }

    /// The parsed JSON at `path`.
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A PNG as premultiplied BGRA (Cairo's loader); nil when it cannot be read.
    static func png(_ path: String) -> Frame? { ImageDecoder.decodePNGWithCairo(path: path)?.frame }

    /// A Lottie file loaded as `reel frame` loads it, at `scale` pixels per point.
    static func clip(_ path: String, scale: Double) throws -> Clip {
        let (document, base, _) = try LottieImport.load(contentsOfFile: path)
        return try Clip(document: document, baseDirectory: base, scale: scale)
    }

    /// A Lottie file loaded as `reel frame --size W×H` loads it.
    static func clip(_ path: String, width: Int, height: Int) throws -> Clip {
        let (document, base, _) = try LottieImport.load(contentsOfFile: path)
        return try Clip(
            document: document, baseDirectory: base, pixelSize: PixelSize(width: width, height: height))
    }

    /// Writes `frame` as a PNG where `REEL_LOTTIE_FRAMES` names a folder, for looking at.
    static func keep(_ frame: Frame, name: String) {
        guard let dir = ProcessInfo.processInfo.environment["REEL_LOTTIE_FRAMES"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? writePNG(frame, to: dir + "/" + name + ".png")
    }
}

/// compare.py's frame metrics on premultiplied BGRA frames of one size (pixels outside the
/// smaller of the two count as transparent).
enum FrameMetrics {
    static let inkAlpha: UInt8 = 64
    static let opaqueInk = 0.99

    /// The inked-pixel IoU compare.py scores with (`iou_eff`): of alpha > 64, or, where both
    /// frames are at least 99 % inked, of the pixels whose colour over white differs from the
    /// commonest colour of `reference`'s border by more than 64 in some channel.
    static func inkedIoU(reference r: Frame, _ f: Frame) -> Double {
        let (w, h) = (r.width, r.height)
        let inkR = inkedShare(r)
        let inkF = inkedShare(f)
        if inkR >= opaqueInk && inkF >= opaqueInk {
            let bg = borderColour(r)
            return iou(w, h) { x, y in
                (differs(overWhite(r, x, y), bg), differs(overWhite(f, x, y), bg))
            }
        }
        return iou(w, h) { x, y in (alpha(r, x, y) > inkAlpha, alpha(f, x, y) > inkAlpha) }
    }

    /// Mean SSIM of the grey (BT.601) images over white: 11 × 11 Gaussian window (σ 1.5),
    /// K1 0.01, K2 0.03, the valid region only.
    static func ssim(reference r: Frame, _ f: Frame) -> Double {
        let (w, h) = (r.width, r.height)
        let x = gray(r, w, h)
        let y = gray(f, w, h)
        let size = min(11, max(3, (min(w, h) / 2) * 2 - 1))
        let g = gaussian(size: size, sigma: 1.5)
        let mx = filter(x, w, h, g)
        let my = filter(y, w, h, g)
        let sxx = filter(zip(x, x).map(*), w, h, g)
        let syy = filter(zip(y, y).map(*), w, h, g)
        let sxy = filter(zip(x, y).map(*), w, h, g)
        let c1 = (0.01 * 255.0) * (0.01 * 255.0)
        let c2 = (0.03 * 255.0) * (0.03 * 255.0)
        var total = 0.0
        for i in mx.indices {
            let (a, b) = (mx[i], my[i])
            let vx = sxx[i] - a * a
            let vy = syy[i] - b * b
            let cov = sxy[i] - a * b
            total += ((2 * a * b + c1) * (2 * cov + c2)) / ((a * a + b * b + c1) * (vx + vy + c2))
        }
        return mx.isEmpty ? 1 : total / Double(mx.count)
    }

    private static func alpha(_ f: Frame, _ x: Int, _ y: Int) -> UInt8 {
        x < f.width && y < f.height ? f.pixels[4 * (y * f.width + x) + 3] : 0
    }

    /// Straight RGB over white, 0 … 255 (premultiplied c + 255 − a).
    private static func overWhite(_ f: Frame, _ x: Int, _ y: Int) -> (Double, Double, Double) {
        guard x < f.width && y < f.height else { return (255, 255, 255) }
        let i = 4 * (y * f.width + x)
        let p = f.pixels
        let clear = 255 - Double(p[i + 3])
        return (Double(p[i + 2]) + clear, Double(p[i + 1]) + clear, Double(p[i]) + clear)
    }

    private static func differs(_ c: (Double, Double, Double), _ bg: (Double, Double, Double)) -> Bool {
        max(abs(c.0 - bg.0), abs(c.1 - bg.1), abs(c.2 - bg.2)) > Double(inkAlpha)
    }

    private static func inkedShare(_ f: Frame) -> Double {
        var n = 0
        for i in stride(from: 3, to: f.pixels.count, by: 4) where f.pixels[i] > inkAlpha { n += 1 }
        return Double(n) / Double(max(f.width * f.height, 1))
    }

    private static func borderColour(_ f: Frame) -> (Double, Double, Double) {
        var counts: [[Int]: Int] = [:]
        let ring =
            (0..<f.width).flatMap { [($0, 0), ($0, f.height - 1)] }
            + (0..<f.height).flatMap { [(0, $0), (f.width - 1, $0)] }
        for (x, y) in ring {
            let c = overWhite(f, x, y)
            counts[[Int(c.0.rounded()), Int(c.1.rounded()), Int(c.2.rounded())], default: 0] += 1
        }
        // The commonest, ties to the smallest (numpy.unique sorts, argmax takes the first).
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key.lexicographicallyPrecedes(b.key)
        }
        let k = best?.key ?? [255, 255, 255]
        return (Double(k[0]), Double(k[1]), Double(k[2]))
    }

    private static func iou(_ w: Int, _ h: Int, _ inked: (Int, Int) -> (Bool, Bool)) -> Double {
        var both = 0
        var either = 0
        for y in 0..<h {
            for x in 0..<w {
                let (a, b) = inked(x, y)
                if a && b { both += 1 }
                if a || b { either += 1 }
            }
        }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    private static func gray(_ f: Frame, _ w: Int, _ h: Int) -> [Double] {
        var out = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let c = overWhite(f, x, y)
                out[y * w + x] = 0.299 * c.0 + 0.587 * c.1 + 0.114 * c.2
            }
        }
        return out
    }

    private static func gaussian(size: Int, sigma: Double) -> [Double] {
        let g = (0..<size).map { i -> Double in
            let x = Double(i) - Double(size - 1) / 2
            return exp(-(x * x) / (2 * sigma * sigma))
        }
        let sum = g.reduce(0, +)
        return g.map { $0 / sum }
    }

    /// The separable filter over the valid region: (w − k + 1) × (h − k + 1) values.
    private static func filter(_ img: [Double], _ w: Int, _ h: Int, _ g: [Double]) -> [Double] {
        let k = g.count
        let ow = w - k + 1
        let oh = h - k + 1
        guard ow > 0, oh > 0 else { return [] }
        var rows = [Double](repeating: 0, count: ow * h)
        img.withUnsafeBufferPointer { src in
            for y in 0..<h {
                for x in 0..<ow {
                    var s = 0.0
                    for j in 0..<k { s += src[y * w + x + j] * g[j] }
                    rows[y * ow + x] = s
                }
            }
        }
        var out = [Double](repeating: 0, count: ow * oh)
        rows.withUnsafeBufferPointer { src in
            for y in 0..<oh {
                for x in 0..<ow {
                    var s = 0.0
                    for j in 0..<k { s += src[(y + j) * ow + x] * g[j] }
                    out[y * ow + x] = s
                }
            }
        }
        return out
    }
}
