import Foundation
import Reel
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// After Effects' effects as lottie-web's SVG filters draw them: Drop Shadow (type 25) as the
/// layer's shadow in its own space (colour, opacity / 255, direction clockwise from up,
/// distance, a Gaussian of σ = softness / 4); Fill (21) and Tint (20) recolouring what it draws.
@Suite struct LayerEffectTests {
    /// A 100 × 100 white composition with a 20 × 20 blue solid at (40, 40) … (60, 60), its drop
    /// shadow black at opacity 127.5, direction `direction`, distance 10, no softness.
    static func file(direction: Double, rotation: Double = 0, softness: Double = 0) -> String {
        let shadow = """
            {"ty":25,"nm":"Drop Shadow","en":1,"ef":[{"ty":2,"nm":"Shadow Color","v":{"a":0,"k":[0,0,0,1]}},\
            {"ty":0,"nm":"Opacity","v":{"a":0,"k":127.5}},{"ty":0,"nm":"Direction","v":{"a":0,"k":\(direction)}},\
            {"ty":0,"nm":"Distance","v":{"a":0,"k":10}},{"ty":0,"nm":"Softness","v":{"a":0,"k":\(softness)}},\
            {"ty":7,"nm":"Shadow Only","v":{"a":0,"k":0}}]}
            """
        return """
            {"fr":10,"ip":0,"op":2,"w":100,"h":100,"layers":[
             {"ty":1,"ind":1,"ip":0,"op":2,"st":0,"sw":20,"sh":20,"sc":"#0000ff","ef":[\(shadow)],
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[10,10]},"r":{"a":0,"k":\(rotation)}}},
             {"ty":1,"ind":2,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ffffff",
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}}]}
            """
    }

    /// The frame's pixel (x, y) as (r, g, b).
    static func rgb(_ file: String, _ x: Int, _ y: Int) throws -> [Int] {
        let result = LottieImport.convert(try JSONParser().parse(file))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let document = try SceneDocument(jsonValue: result.scene)
        let clip = try Clip(document: document, baseDirectory: ".")
        let frame = try clip.frame(0, renderer: clip.makeRenderer())
        let i = (y * frame.width + x) * 4
        return [Int(frame.pixels[i + 2]), Int(frame.pixels[i + 1]), Int(frame.pixels[i])]
    }

    @Test func theShadowFallsWhereTheDirectionPoints() throws {
        // Direction 135: 10 · (sin 135°, −cos 135°) = (7.07, 7.07), down and right. Half-opaque
        // black over white is 127 or 128; the solid stays blue; up and left stays white.
        let down = Self.file(direction: 135)
        #expect(try Self.rgb(down, 65, 65).allSatisfy { (126...129).contains($0) })
        #expect(try Self.rgb(down, 50, 50) == [0, 0, 255])
        #expect(try Self.rgb(down, 36, 36) == [255, 255, 255])
        // Direction 0 casts straight up: (0, −10).
        let up = Self.file(direction: 0)
        #expect(try Self.rgb(up, 50, 35).allSatisfy { (126...129).contains($0) })
        #expect(try Self.rgb(up, 50, 65) == [255, 255, 255])
    }

    @Test func theShadowTurnsWithTheLayerAsAfterEffectsDrawsIt() throws {
        // The layer turned 180°: its shadow, cast down and right in its own space, falls up and left.
        let turned = Self.file(direction: 135, rotation: 180)
        #expect(try Self.rgb(turned, 35, 35).allSatisfy { (126...129).contains($0) })
        #expect(try Self.rgb(turned, 65, 65) == [255, 255, 255])
    }

    @Test func softnessBlursTheEdge() throws {
        // Softness 8 is σ = 2: across the shadow's right edge (x ≈ 67, 12 px from the solid) the
        // shadow fades from the hard shadow's 127 inside to white outside, over about 3σ.
        let soft = Self.file(direction: 135, softness: 8)
        let inside = try Self.rgb(soft, 62, 55)[0]
        let edge = try Self.rgb(soft, 67, 55)[0]
        let outside = try Self.rgb(soft, 72, 55)[0]
        #expect(
            (126...140).contains(inside) && (170...215).contains(edge) && outside > 245, "\(inside) \(edge) \(outside)")
    }

    /// A 100 × 100 white composition with a 20 × 20 solid of `color` in the middle carrying `effect`.
    static func recoloured(_ color: String, effect: String) -> String {
        """
        {"fr":10,"ip":0,"op":2,"w":100,"h":100,"layers":[
         {"ty":1,"ind":1,"ip":0,"op":2,"st":0,"sw":20,"sh":20,"sc":"\(color)","ef":[\(effect)],
          "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[10,10]}}},
         {"ty":1,"ind":2,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ffffff",
          "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}}]}
        """
    }

    @Test func fillReplacesTheColourAndScalesItsAlpha() throws {
        // Fill: red at opacity 0.5 over white is (255, 127.5, 127.5).
        let fill = """
            {"ty":21,"nm":"Fill","en":1,"ef":[{"ty":10,"v":{"a":0,"k":0}},{"ty":7,"v":{"a":0,"k":0}},\
            {"ty":2,"nm":"Color","v":{"a":0,"k":[1,0,0,1]}},{"ty":7,"v":{"a":0,"k":0}},{"ty":0,"v":{"a":0,"k":0}},\
            {"ty":0,"v":{"a":0,"k":0}},{"ty":0,"nm":"Opacity","v":{"a":0,"k":0.5}}]}
            """
        let rgb = try Self.rgb(Self.recoloured("#0000ff", effect: fill), 50, 50)
        #expect(rgb[0] == 255 && (127...128).contains(rgb[1]) && (127...128).contains(rgb[2]), "\(rgb)")
    }

    @Test func tintMapsLuminanceBetweenTwoColours() throws {
        // Tint black → #000000, white → #ff0000 at 100 %: white maps to red, and mid-grey
        // #808080 (linear 0.216, mean 0.216, back in sRGB 0.502) to 0.502 of red.
        func tint(_ amount: Double) -> String {
            """
            {"ty":20,"nm":"Tint","en":1,"ef":[{"ty":2,"v":{"a":0,"k":[0,0,0,1]}},{"ty":2,"v":{"a":0,"k":[1,0,0,1]}},\
            {"ty":0,"v":{"a":0,"k":\(amount)}}]}
            """
        }
        #expect(try Self.rgb(Self.recoloured("#ffffff", effect: tint(100)), 50, 50) == [255, 0, 0])
        let grey = try Self.rgb(Self.recoloured("#808080", effect: tint(100)), 50, 50)
        #expect((127...129).contains(grey[0]) && grey[1] == 0 && grey[2] == 0, "\(grey)")
        // At 50 % the tinted copy covers half: white becomes (255, 127.5, 127.5).
        let half = try Self.rgb(Self.recoloured("#ffffff", effect: tint(50)), 50, 50)
        #expect(half[0] == 255 && (127...128).contains(half[1]), "\(half)")
    }
}
