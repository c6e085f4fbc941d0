import Foundation
import ReelCore
import ReelScene
import Shaders
import Testing

@testable import ReelLottie

/// Repeaters, round corners and dashes, against the format's definitions (lottie-web's
/// `RepeaterModifier`, `RoundCornersModifier` and `DashProperty`, docs/lottie.md).
@Suite("Lottie modifiers")
struct LottieModifierTests {
    /// The alpha of pixel (x, y).
    static func alpha(_ frame: Frame, _ x: Int, _ y: Int) -> UInt8 { frame.pixels[(y * frame.width + x) * 4 + 3] }

    @Test func aRepeaterDrawsItsCopiesWithFadingOpacity() throws {
        let (doc, _, warnings) = try LottieImport.load(contentsOfFile: Fixtures.path("repeater"))
        #expect(warnings.isEmpty, "\(warnings)")
        let copies = doc.allLayers().filter { $0.layer.state.name?.hasPrefix("Repeater ") ?? false }
        #expect(copies.count == 10)  // 4 in the row, 6 in the fan
        // The row: copy 1 (untransformed, on top with m: 1) at 100 %, copy 4 at 40 %, bottom first.
        let row = copies.filter { $0.path.hasPrefix("lottie/row/") }.map { $0.layer.state.opacity }
        #expect(zip(row, [0.4, 0.6, 0.8, 1.0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(row)")
        let rendered = try ReelLottieRenderer(path: Fixtures.path("repeater"), size: 100).frame(0)
        // Squares 16 wide every 24 points from x = 14 (the layer at 14, 22): centres 14, 38, 62, 86.
        let alphas = [14, 38, 62, 86].map { Int(Self.alpha(rendered, $0, 22)) }
        #expect(alphas == [255, 204, 153, 102], "\(alphas)")
        #expect(Self.alpha(rendered, 26, 22) == 0)  // between the first two
    }

    @Test func roundCornersCutTheSharpCornersOnly() throws {
        var square = LottiePath()
        for v in [(0.0, 0.0), (40.0, 0.0), (40.0, 20.0), (0.0, 20.0)] { square.add(v) }
        square.closed = true
        let rounded = square.roundingCorners(radius: 8)
        #expect(rounded.vertices.count == 8)
        // The first corner becomes (0, 8) → (8, 0), handles 0.5519 × 8 towards the corner.
        #expect(rounded.vertices[0] == (0, 8) && rounded.vertices[1] == (8, 0))
        #expect(abs(rounded.outTangents[0].1 + 8 * 0.5519) < 1e-9 && abs(rounded.inTangents[1].0 + 8 * 0.5519) < 1e-9)
        // The short edge (20) limits the radius to half of it: 10 at most.
        let big = square.roundingCorners(radius: 50)
        #expect(big.vertices[0] == (0, 10) && big.vertices[1] == (20, 0))
        // Open ends and curved vertices stay.
        var open = square
        open.closed = false
        #expect(open.roundingCorners(radius: 8).vertices.count == 6)

        let (_, _, warnings) = try LottieImport.load(contentsOfFile: Fixtures.path("round-corners"))
        #expect(warnings.isEmpty, "\(warnings)")
        let frame = try ReelLottieRenderer(path: Fixtures.path("round-corners"), size: 100).frame(0)
        // The square spans x 10…54, y 20…80: its corner pixels are cut, its edges are not.
        #expect(Self.alpha(frame, 10, 20) == 0 && Self.alpha(frame, 53, 79) == 0)
        #expect(Self.alpha(frame, 30, 20) == 255 && Self.alpha(frame, 10, 50) == 255)
    }

    @Test func aDashAQuarterOfACircleLongEndsAtTheQuarter() throws {
        // Dash lengths are lengths along the path (lottie-web measures Bézier arc length):
        // a dash of 2π·20 / 4 from the top of a circle of radius 20 ends at 90°, 3 o'clock.
        let quarter = Double.pi * 10
        let json = """
            {"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"ddd":0,"assets":[],"layers":[{"ddd":0,"ty":4,"nm":"c",
            "ind":1,"ip":0,"op":1,"st":0,"sr":1,"ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[50,50]},
            "s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}},"shapes":[{"ty":"gr","it":[
            {"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]}},
            {"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1,
            "d":[{"n":"d","v":{"a":0,"k":\(quarter)}},{"n":"g","v":{"a":0,"k":1000}},{"n":"o","v":{"a":0,"k":0}}]},
            {"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
            "o":{"a":0,"k":100}}]}]}]}
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-quarter-dash.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let frame = try ReelLottieRenderer(path: path, size: 400).frame(0)
        var farthest = 0.0
        for y in 0..<400 {
            for x in 0..<400 where Self.alpha(frame, x, y) >= 128 {
                let px = (Double(x) + 0.5) / 4 - 50
                let py = (Double(y) + 0.5) / 4 - 50
                farthest = max(farthest, (atan2(px, -py) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360))
            }
        }
        #expect(abs(farthest - 90) < 1, "the dash ends at \(farthest)°")
    }
}
