import Foundation
import Reel
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// After Effects' Gaussian Blur (type 29) as ThorVG draws it: a Gaussian of σ = 0.3 ×
/// blurriness in the layer's units, along both axes or along one ("Blur Dimensions"); Tritone
/// (type 23) mapping luma to three colours; the drop shadow layer style as lottie-ios draws it.
@Suite struct LayerBlurTests {
    /// A 100 × 100 white composition holding a black 200 × 300 solid whose right edge is at
    /// x = 50 (its other edges far outside the frame), or a black 40 × 40 square at (30, 30) …
    /// (70, 70) when `square`, carrying a Gaussian blur.
    static func blurred(blurriness: Double, dimensions: Int = 1, square: Bool = false, masks: String = "") -> String {
        let blur = """
            {"ty":29,"nm":"Gaussian Blur","en":1,"ef":[{"ty":0,"nm":"Blurriness","v":{"a":0,"k":\(blurriness)}},\
            {"ty":7,"nm":"Blur Dimensions","v":{"a":0,"k":\(dimensions)}},\
            {"ty":7,"nm":"Repeat Edge Pixels","v":{"a":0,"k":0}}]}
            """
        let (w, h, x, y) = square ? (40, 40, 30, 30) : (200, 300, -150, -100)
        return """
            {"fr":10,"ip":0,"op":2,"w":100,"h":100,"layers":[
             {"ty":1,"ind":1,"ip":0,"op":2,"st":0,"sw":\(w),"sh":\(h),"sc":"#000000","ef":[\(blur)],\(masks)
              "ks":{"p":{"a":0,"k":[\(x),\(y)]},"a":{"a":0,"k":[0,0]}}},
             {"ty":1,"ind":2,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ffffff",
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}}]}
            """
    }

    /// The standard normal distribution function Φ(z), through erfc.
    static func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    @Test func aBlurredEdgeFollowsTheGaussiansIntegral() throws {
        // Blurriness 20 is σ = 6 px. Black covers x < 50; blurred, pixel x (centre x + 0.5)
        // is covered by Φ((50 − (x + 0.5)) / σ) of black, so its grey is 255 · (1 − that).
        let file = Self.blurred(blurriness: 20)
        let sigma = 20 * LottieConverter.blurrinessToSigma
        for x in stride(from: 36, through: 64, by: 2) {
            let expected = 255 * (1 - Self.phi((50 - (Double(x) + 0.5)) / sigma))
            let grey = Double(try LayerEffectTests.rgb(file, x, 50)[0])
            #expect(abs(grey - expected) <= 3, "x \(x): \(grey), the Gaussian's integral gives \(expected)")
        }
        // Unblurred (blurriness 0) the edge stays hard.
        let sharp = Self.blurred(blurriness: 0)
        #expect(try LayerEffectTests.rgb(sharp, 48, 50) == [0, 0, 0])
        #expect(try LayerEffectTests.rgb(sharp, 52, 50) == [255, 255, 255])
    }

    @Test func theBlurTakesTheMaskedPicture() throws {
        // The square masked to its left half (layer x 0 … 20, so 30 … 50 on the frame), then
        // blurred with σ = 6: the mask's edge at x = 50 is blurred like any edge, so pixel 50
        // (centre 50.5) is covered by Φ(−0.5 / 6) of black, not cut white.
        let mask = """
            "masksProperties":[{"mode":"a","inv":false,"o":{"a":0,"k":100},"x":{"a":0,"k":0},"pt":{"a":0,"k":\
            {"c":true,"v":[[0,0],[20,0],[20,40],[0,40]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}],
            """
        let file = Self.blurred(blurriness: 20, square: true, masks: mask)
        let grey = Double(try LayerEffectTests.rgb(file, 50, 50)[0])
        let expected = 255 * (1 - Self.phi(-0.5 / 6))
        #expect(abs(grey - expected) <= 3, "\(grey) vs \(expected)")
    }

    @Test(arguments: [(2, true), (3, false)])
    func oneDimensionBlursAlongOneAxisOnly(dimensions: Int, horizontal: Bool) throws {
        // The square's left edge (x = 30) and top edge (y = 30), σ = 6: the blurred axis is
        // half-covered at the edge (Φ(0) = ½ → grey 127 or 128 at the pixel across it); the
        // other axis keeps its hard edge (black inside, white outside), away from the corners.
        let file = Self.blurred(blurriness: 20, dimensions: dimensions, square: true)
        let across = try LayerEffectTests.rgb(file, 30, 50)[0]  // just inside the left edge
        let down = try LayerEffectTests.rgb(file, 50, 30)[0]  // just inside the top edge
        let aboveTop = try LayerEffectTests.rgb(file, 50, 28)[0]
        let leftOfLeft = try LayerEffectTests.rgb(file, 28, 50)[0]
        let blurredEdge = horizontal ? across : down
        let hardInside = horizontal ? down : across
        let hardOutside = horizontal ? aboveTop : leftOfLeft
        let expected = 255 * (1 - Self.phi(0.5 / 6))
        #expect(abs(Double(blurredEdge) - expected) <= 3, "\(blurredEdge) vs \(expected)")
        #expect(hardInside == 0 && hardOutside == 255, "\(hardInside) \(hardOutside)")
    }

    /// Tritone: highlights red, midtones green, shadows blue, blending `blend` percent of the original.
    static func tritone(blend: Double = 0) -> String {
        """
        {"ty":23,"nm":"Tritone","en":1,"ef":[{"ty":2,"nm":"Highlights","v":{"a":0,"k":[1,0,0,1]}},\
        {"ty":2,"nm":"Midtones","v":{"a":0,"k":[0,1,0,1]}},{"ty":2,"nm":"Shadows","v":{"a":0,"k":[0,0,1,1]}},\
        {"ty":0,"nm":"Blend With Original","v":{"a":0,"k":\(blend)}}]}
        """
    }

    @Test func tritoneMapsLumaToThreeColours() throws {
        func drawn(_ color: String, blend: Double = 0) throws -> [Int] {
            try LayerEffectTests.rgb(LayerEffectTests.recoloured(color, effect: Self.tritone(blend: blend)), 50, 50)
        }
        // White (luma 1) is the highlight, black (0) the shadow colour.
        #expect(try drawn("#ffffff") == [255, 0, 0])
        #expect(try drawn("#000000") == [0, 0, 255])
        // Grey #808080 has luma 0.502: just past the midtone, 0.4 % of the way to the highlight.
        let grey = try drawn("#808080")
        #expect(grey[0] <= 2 && grey[1] >= 253 && grey[2] == 0, "\(grey)")
        // Pure green has luma 0.7154: 43 % of the way from the midtone to the highlight.
        let green = try drawn("#00ff00")
        let t = 2 * 0.7154 - 1
        #expect(abs(Double(green[0]) - 255 * t) <= 1 && abs(Double(green[1]) - 255 * (1 - t)) <= 1, "\(green)")
        // Blending 50 % with the original: white becomes half red, half white.
        let half = try drawn("#ffffff", blend: 50)
        #expect(half[0] == 255 && (127...128).contains(half[1]) && (127...128).contains(half[2]), "\(half)")
    }

    @Test func tritoneKeepsAlpha() {
        let filter = LottieColorFilter.tritone(
            highlights: [1, 0, 0, 1], midtones: [0, 1, 0, 1], shadows: [0, 0, 1, 1], blend: 0)
        let out = filter.apply([0, 0, 0, 0.25])
        #expect(out == [0, 0, 1, 0.25])
        // Grey 0.25 has luma 0.25 (the weights sum to 1): halfway from the shadow colour to the midtone.
        let quarter = filter.apply([0.25, 0.25, 0.25, 1])
        #expect(abs(quarter[1] - 0.5) < 1e-9 && abs(quarter[2] - 0.5) < 1e-9, "\(quarter)")
    }

    /// A 100 × 100 white composition with a blue 20 × 20 solid at (40, 40) … (60, 60) carrying a
    /// drop shadow layer style: black, opacity 50 %, angle `angle`, distance 10, size `size`.
    static func styled(angle: Double, size: Double = 0) -> String {
        let style = """
            {"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":50},"a":{"a":0,"k":\(angle)},\
            "s":{"a":0,"k":\(size)},"d":{"a":0,"k":10},"ch":{"a":0,"k":0},"bm":{"a":0,"k":1},"no":{"a":0,"k":0}}
            """
        return """
            {"fr":10,"ip":0,"op":2,"w":100,"h":100,"layers":[
             {"ty":1,"ind":1,"ip":0,"op":2,"st":0,"sw":20,"sh":20,"sc":"#0000ff","sy":[\(style)],
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[10,10]}}},
             {"ty":1,"ind":2,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ffffff",
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}}]}
            """
    }

    @Test func theDropShadowStyleFallsWhereLottieIOSCastsIt() throws {
        // lottie-ios: offset (d · cos a, d · sin a): angle 90 casts 10 down, angle 0 10 right;
        // opacity 50 % black over white is 127 or 128.
        let down = Self.styled(angle: 90)
        #expect(try LayerEffectTests.rgb(down, 50, 65).allSatisfy { (126...129).contains($0) })
        #expect(try LayerEffectTests.rgb(down, 50, 50) == [0, 0, 255])
        #expect(try LayerEffectTests.rgb(down, 50, 35) == [255, 255, 255])
        let right = Self.styled(angle: 0)
        #expect(try LayerEffectTests.rgb(right, 65, 50).allSatisfy { (126...129).contains($0) })
        #expect(try LayerEffectTests.rgb(right, 50, 65) == [255, 255, 255])
        // Size 8 is shadowRadius 4 (σ = 4 in Reel): the shadow's bottom edge (y = 70) is half
        // covered, grey 255 − 127.5 · ½ ≈ 191 at the pixel across it.
        let soft = try LayerEffectTests.rgb(Self.styled(angle: 90, size: 8), 50, 70)[0]
        let expected = 255 - 127.5 * (1 - Self.phi(0.5 / 4))
        #expect(abs(Double(soft) - expected) <= 4, "\(soft) vs \(expected)")
    }
}
