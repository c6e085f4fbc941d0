import Foundation
import ReelScene
import Shaders
import Testing

@testable import ReelLottie

/// Mask expansion (`x` of a mask, in the layer's units): the mask's outline moved out by `x`
/// (rounded at corners: the outline's offset), or in by `−x`. rlottie 0.1 does not read `x`,
/// so the rlottie comparison draws the expanded masks by hand (`mask-expansion-drawn.json`);
/// here the edges are checked against the offsets' formulas at 200 × 200 pixels (2 px a point).
@Suite("Lottie mask expansion")
struct LottieMaskExpansionTests {
    static func alpha(_ frame: Frame, _ x: Double, _ y: Double) -> UInt8 {
        frame.pixels[4 * (Int(y * 2) * frame.width + Int(x * 2)) + 3]
    }

    @Test func aGrownMaskReachesXFurtherWithRoundedCorners() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("mask-expansion"), size: 200)
        let f = try reel.frame(0)
        // The box 13 … 37 grown by 6: 7 … 43 along the edges.
        #expect(Self.alpha(f, 7.5, 25) == 255 && Self.alpha(f, 42.6, 25) == 255)
        #expect(Self.alpha(f, 6.4, 25) == 0 && Self.alpha(f, 25, 43.6) == 0)
        // Near the corner the outline is a circle of radius 6 about (13, 13): (8.4, 8.4) is 6.5
        // from it (outside), (9.6, 9.6) 4.8 (inside); a square grown by 6 would keep both.
        #expect(Self.alpha(f, 8.4, 8.4) == 0)
        #expect(Self.alpha(f, 9.6, 9.6) == 255)
    }

    @Test func aShrunkMaskKeepsItsSharpCornersInsetByX() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("mask-expansion"), size: 200)
        let f = try reel.frame(0)
        // The box 55 … 95 × 5 … 45 shrunk by 6: 61 … 89 × 11 … 39, corners sharp.
        #expect(Self.alpha(f, 61.6, 11.6) == 255 && Self.alpha(f, 88.4, 38.4) == 255)
        #expect(Self.alpha(f, 60.4, 25) == 0 && Self.alpha(f, 75, 10.4) == 0 && Self.alpha(f, 89.6, 25) == 0)
    }

    @Test func anAnimatedExpansionMovesTheEdgeFrameByFrame() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("mask-expansion"), size: 200)
        // x eases from −4 (frame 0) to 6 (frame 29): the box 20 … 80 is 24 … 76, then 14 … 86.
        let first = try reel.frame(0)
        #expect(Self.alpha(first, 24.6, 75) == 255 && Self.alpha(first, 23.4, 75) == 0)
        let last = try reel.frame(29)
        #expect(Self.alpha(last, 14.6, 75) == 255 && Self.alpha(last, 13.4, 75) == 0)
        #expect(Self.alpha(last, 85.4, 75) == 255 && Self.alpha(last, 86.6, 75) == 0)
        // In between, the edge is where the eased value puts it.
        let lottie = try LottieAnimation(contentsOfFile: Fixtures.path("mask-expansion"))
        #expect(lottie.warnings.isEmpty)
        let x = try LottieJSONDecoder.decode(
            LottieAnimatedValue.self,
            from: JSONParser().parse(
                #"{"a":1,"k":[{"t":0,"s":[-4],"o":{"x":[0.33],"y":[0]},"i":{"x":[0.67],"y":[1]}},{"t":29,"s":[6]}]}"#)
        ).property(default: [0]).value(at: 15)[0]
        let edge = 20 - x
        let middle = try reel.frame(15)
        #expect(Self.alpha(middle, edge + 0.6, 75) == 255 && Self.alpha(middle, edge - 0.6, 75) == 0)
    }

    @Test func anInvertedMaskShrinksWhereItsShapeGrows() throws {
        // Inverted, the mask keeps what is outside the box 30 … 70; growing the box by 5 keeps
        // less (outside 25 … 75), shrinking it by 5 more (outside 35 … 65).
        for (x, edge) in [(5.0, 25.0), (-5.0, 35.0)] {
            let json = """
                {"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"layers":[{"ddd":0,"ty":1,"nm":"s","ind":1,\
                "ip":0,"op":1,"st":0,"sr":1,"sc":"#000000","sw":100,"sh":100,\
                "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]}},"hasMask":true,"masksProperties":[{"mode":"a",\
                "inv":true,"o":{"a":0,"k":100},"x":{"a":0,"k":\(x)},"pt":{"a":0,"k":{"c":true,\
                "v":[[30,30],[70,30],[70,70],[30,70]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}
                """
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-mask-x-\(x).json").path
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let f = try ReelLottieRenderer(path: path, size: 200).frame(0)
            #expect(Self.alpha(f, edge - 0.6, 50) == 255, "x \(x)")
            #expect(Self.alpha(f, edge + 0.6, 50) == 0, "x \(x)")
            #expect(Self.alpha(f, 5, 5) == 255 && Self.alpha(f, 50, 50) == 0, "x \(x)")
        }
    }
}
