import Foundation
import Testing

@testable import ReelLottie

/// After Effects' Stroke effect (type 22) as ThorVG draws it: the layer shows only along its
/// mask's outline stroked 2 × brush size wide, recoloured to the stroke's colour.
@Suite struct StrokeEffectTests {
    /// A 100 × 100 white composition whose red full-frame solid has a square mask (20, 20) …
    /// (80, 80) and a Stroke effect of `color`, brush size 3, `opacity`, from 0 to `end` %.
    static func file(color: String = "[0,0,1,1]", opacity: Double = 1, end: Double = 100) -> String {
        let stroke = """
            {"ty":22,"nm":"Stroke","en":1,"ef":[{"ty":10,"nm":"Path","v":{"a":0,"k":1}},\
            {"ty":7,"nm":"All Masks","v":{"a":0,"k":0}},{"ty":7,"nm":"Stroke Sequentially","v":{"a":0,"k":1}},\
            {"ty":2,"nm":"Color","v":{"a":0,"k":\(color)}},{"ty":0,"nm":"Brush Size","v":{"a":0,"k":3}},\
            {"ty":0,"nm":"Brush Hardness","v":{"a":0,"k":0.75}},{"ty":0,"nm":"Opacity","v":{"a":0,"k":\(opacity)}},\
            {"ty":0,"nm":"Start","v":{"a":0,"k":0}},{"ty":0,"nm":"End","v":{"a":0,"k":\(end)}},\
            {"ty":7,"nm":"Spacing","v":{"a":0,"k":15}},{"ty":7,"nm":"Paint Style","v":{"a":0,"k":1}}]}
            """
        let mask = """
            {"mode":"a","inv":false,"o":{"a":0,"k":100},"x":{"a":0,"k":0},"pt":{"a":0,"k":\
            {"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],"i":[[0,0],[0,0],[0,0],[0,0]],\
            "o":[[0,0],[0,0],[0,0],[0,0]]}}}
            """
        return """
            {"fr":10,"ip":0,"op":2,"w":100,"h":100,"layers":[
             {"ty":1,"ind":1,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ff0000","ef":[\(stroke)],
              "masksProperties":[\(mask)],"ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}},
             {"ty":1,"ind":2,"ip":0,"op":2,"st":0,"sw":100,"sh":100,"sc":"#ffffff",
              "ks":{"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[50,50]}}}]}
            """
    }

    @Test func theLayerShowsAlongTheMasksOutlineInTheStrokesColour() throws {
        // Brush size 3 strokes 6 wide: the band 17 … 23 around the mask's top edge (y = 20).
        let file = Self.file()
        for y in [18, 20, 22] { #expect(try LayerEffectTests.rgb(file, 50, y) == [0, 0, 255], "y \(y)") }
        // Inside and outside the band the layer does not show: the white below.
        for y in [10, 15, 25, 50] { #expect(try LayerEffectTests.rgb(file, 50, y) == [255, 255, 255], "y \(y)") }
        // The left edge (x = 20) is stroked too.
        #expect(try LayerEffectTests.rgb(file, 20, 50) == [0, 0, 255])
    }

    @Test func opacityAndTrimShapeTheBand() throws {
        // At opacity 0.5 the blue band is half over white: (127.5, 127.5, 255).
        let half = try LayerEffectTests.rgb(Self.file(opacity: 0.5), 50, 20)
        #expect((127...128).contains(half[0]) && half[2] == 255, "\(half)")
        // Trimmed to the first quarter (the top edge, drawn from (20, 20) to (80, 20)): the
        // right edge is left out.
        let trimmed = Self.file(end: 25)
        #expect(try LayerEffectTests.rgb(trimmed, 50, 20) == [0, 0, 255])
        #expect(try LayerEffectTests.rgb(trimmed, 80, 50) == [255, 255, 255])
        // A white stroke keeps the layer's own colour (ThorVG recolours only for other colours).
        #expect(try LayerEffectTests.rgb(Self.file(color: "[1,1,1,1]"), 50, 20) == [255, 0, 0])
    }
}
