import Foundation
import Reel
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// Layer effects and styles on the public files of `../shared/lottie-real`, against the player
/// that draws them by the specification: ThorVG for the Gaussian Blur effect (`lw-blur-overlap`:
/// notes.json prefers ThorVG there, rlottie ignores the effect), and lottie-ios's formulas for
/// the drop shadow style of `sk-dropshadow-style`, which neither player draws (its shadow is
/// predicted from ThorVG's frame of what casts it).
@Suite struct LayerEffectRealTests {
    static let root = ReferenceFrames.folder("lottie-real")

    /// The peak signal-to-noise ratio (dB) of two premultiplied BGRA frames of one size, over white.
    static func psnr(_ a: Frame, _ b: Frame) -> Double {
        var squares = 0.0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 {
                let x = Double(a.pixels[i + c]) + 255 - Double(a.pixels[i + 3])
                let y = Double(b.pixels[i + c]) + 255 - Double(b.pixels[i + 3])
                squares += (x - y) * (x - y)
            }
        }
        let mse = squares / Double(a.pixels.count / 4 * 3)
        return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
    }

    @Test func theGaussianBlurMatchesThorVG() throws {
        // Without the blur Reel scored PSNR 27.5 dB and SSIM 0.966 against ThorVG's frames (it
        // drew the green and purple precomps sharp); blurred, 43.6 dB and 0.999.
        let root = try #require(Self.root)
        let clip = try ReferenceFrames.clip(root + "/files/lw-blur-overlap.json", width: 400, height: 400)
        let renderer = try clip.makeRenderer()
        for n in [0, 37, 74, 112, 149] {
            let frame = try clip.frame(n, renderer: renderer)
            let thorvg = try #require(ReferenceFrames.png(root + "/refs/thorvg/lw-blur-overlap/frame_\(n).png"))
            let psnr = Self.psnr(frame, thorvg)
            let ssim = FrameMetrics.ssim(reference: thorvg, frame)
            #expect(psnr >= 40 && ssim >= 0.995, "frame \(n): PSNR \(psnr) dB, SSIM \(ssim)")
        }
    }

    @Test func theDropShadowStyleIsCastAsLottieIOSCastsIt() throws {
        // Frame 0 at 400 px (0.8 px per point), the precomp upright: lottie-ios casts the style
        // (black, 75 %, angle 45°, distance 50, size 17) at 50 · (cos 45°, sin 45°) · 0.8 =
        // (28.3, 28.3) px with a Gaussian of σ = 17 / 2 · 0.8 = 6.8 px. ThorVG draws the same
        // frame without the shadow: its inked pixels are what casts it. Where ThorVG shows the
        // white background, Reel must show 255 · (1 − 0.75 · the shifted, blurred coverage).
        let root = try #require(Self.root)
        let clip = try ReferenceFrames.clip(root + "/files/sk-dropshadow-style.json", width: 400, height: 400)
        let frame = try clip.frame(0, renderer: clip.makeRenderer())
        let thorvg = try #require(ReferenceFrames.png(root + "/refs/thorvg/sk-dropshadow-style/frame_0.png"))
        let (w, h) = (frame.width, frame.height)
        func isBackground(_ i: Int) -> Bool { (0..<3).allSatisfy { thorvg.pixels[i * 4 + $0] >= 250 } }
        let shift = 28
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where x - shift >= 0 && y - shift >= 0 && !isBackground((y - shift) * w + x - shift) {
                coverage[y * w + x] = 255
            }
        }
        GaussianBlur(sigma: 6.8).apply(to: &coverage, width: w, height: h)
        var error = 0.0
        var count = 0
        var darkest = 255
        for i in 0..<(w * h) where isBackground(i) {
            let predicted = 255 * (1 - 0.75 * Double(coverage[i]) / 255)
            error += abs(Double(frame.pixels[i * 4 + 1]) - predicted)
            count += 1
            darkest = min(darkest, Int(frame.pixels[i * 4 + 1]))
        }
        // The shadow is there (as dark as 25 % grey) and where the prediction puts it.
        #expect(darkest <= 70, "darkest background pixel \(darkest)")
        #expect(error / Double(count) <= 2, "mean error \(error / Double(count)) over \(count) background pixels")
    }

    @Test func blurredFramesAreTheSameOnOneAndTwoThreads() throws {
        // The blur's integer weights and per-layer offscreen pass give the same bytes whichever
        // worker draws a frame.
        let root = try #require(Self.root)
        let file = root + "/files/lw-blur-overlap.json"
        let one = LottieCommandTests.run(["hash", file, "-j", "1", "--scale", "0.25", "--frames", "0-40"])
        let two = LottieCommandTests.run(["hash", file, "-j", "2", "--scale", "0.25", "--frames", "0-40"])
        #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
        #expect(!one.stdout.isEmpty && one.stdout == two.stdout)
    }
}
