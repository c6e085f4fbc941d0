import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `Layer.maskMode`, Reel's track mattes (After Effects' and Lottie's `tt` 2, 3, 4): what of the
/// mask keeps the layer. Expected values from the definitions (`MaskMode`): `1 − alpha`; the
/// luminance `0.2125 R + 0.7154 G + 0.0721 B` of the mask's premultiplied pixels (CSS Masking's
/// `mask-type: luminance`); `1 −` that.
@Suite struct MaskModeTests {
    static let size = Size(width: 120, height: 120)

    /// An opaque red 100 × 100 layer at (10, 10) masked by `mask` in `mode`.
    static func red(masked mask: Layer?, _ mode: MaskMode) -> Layer {
        let layer = makeLayer(Rect(x: 10, y: 10, width: 100, height: 100), background: .red)
        layer.mask = mask
        layer.maskMode = mode
        return layer
    }

    /// The left half of the layer covered by `color`, the right half by nothing.
    static func halfMask(_ color: Color) -> Layer {
        makeLayer(Rect(x: 0, y: 0, width: 50, height: 100), background: color)
    }

    @Test func alphaInvertedKeepsTheLayerWhereTheMaskIsClear() throws {
        let mask = Self.halfMask(Color(red: 0, green: 0, blue: 0, alpha: 0.25))
        let frame = try render(makeRoot(Self.size, [Self.red(masked: mask, .alphaInverted)]), size: Self.size)
        // Under the mask: 1 − 64/255 → 191; beside it (clear): the whole layer.
        #expect(near(Int(frame[30, 60].a), 191, 1) && near(Int(frame[30, 60].r), 191, 1))
        #expect(frame.rgba(90, 60) == (255, 0, 0, 255))
        #expect(frame[5, 5].a == 0)  // outside the layer: nothing to keep
    }

    @Test func luminanceKeepsTheLayerByTheMasksBrightnessTimesItsAlpha() throws {
        // White keeps all, black nothing, green 0.7154 of it, half-transparent white half.
        let cases: [(Color, Int)] = [
            (.white, 255), (.black, 0), (Color(red: 0, green: 1, blue: 0, alpha: 1), 182),
            (Color(red: 1, green: 1, blue: 1, alpha: 0.5), 128), (Color(red: 0, green: 0, blue: 1, alpha: 1), 18),
        ]
        for (color, expected) in cases {
            let frame = try render(
                makeRoot(Self.size, [Self.red(masked: Self.halfMask(color), .luminance)]), size: Self.size)
            #expect(near(Int(frame[30, 60].a), expected, 1), "\(color): alpha \(frame[30, 60].a), not \(expected)")
            #expect(frame[90, 60].a == 0, "\(color): the clear half keeps nothing")
        }
    }

    @Test func luminanceInvertedKeepsTheLayerWhereTheMaskIsDarkOrClear() throws {
        let white = try render(
            makeRoot(Self.size, [Self.red(masked: Self.halfMask(.white), .luminanceInverted)]), size: Self.size)
        #expect(white[30, 60].a == 0)
        #expect(white.rgba(90, 60) == (255, 0, 0, 255))
        let green = try render(
            makeRoot(
                Self.size,
                [Self.red(masked: Self.halfMask(Color(red: 0, green: 1, blue: 0, alpha: 1)), .luminanceInverted)]),
            size: Self.size)
        #expect(near(Int(green[30, 60].a), 255 - 182, 1))
    }

    @Test func anInvertedMaskThatDrawsNothingKeepsTheWholeLayer() throws {
        let hidden = Self.halfMask(.black)
        hidden.isHidden = true
        for mode in [MaskMode.alphaInverted, .luminanceInverted] {
            for mask in [hidden, Layer()] {
                let frame = try render(makeRoot(Self.size, [Self.red(masked: mask, mode)]), size: Self.size)
                #expect(frame.rgba(30, 60) == (255, 0, 0, 255) && frame.rgba(90, 60) == (255, 0, 0, 255), "\(mode)")
            }
        }
    }

    @Test func anInvertedShapeMaskIsNotTakenForAClip() throws {
        // A filled opaque path is drawn as a clip in `.alpha` mode; inverted, it must cut a hole.
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.path = BezierPath(rect: Rect(x: 0, y: 0, width: 50, height: 100))
        let frame = try render(makeRoot(Self.size, [Self.red(masked: mask, .alphaInverted)]), size: Self.size)
        #expect(frame[30, 60].a == 0)
        #expect(frame.rgba(90, 60) == (255, 0, 0, 255))
    }
}
