import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `geometryFlipped` in documents (`CALayer.isGeometryFlipped`).
@Suite struct GeometryFlippedDocumentTests {
    @Test func geometryFlippedIsReadWrittenAndApplied() throws {
        let text = """
            { "reel": 1, "size": [100, 100], "duration": 1,
              "layers": [{ "name": "box", "bounds": [0, 0, 100, 100], "position": [50, 50], "geometryFlipped": true,
                           "sublayers": [{ "name": "dot", "bounds": [0, 0, 10, 10], "position": [20, 20] }] }] }
            """
        let doc = try SceneDocument(json: text)
        #expect(doc.layers[0].state.isGeometryFlipped)
        #expect(try SceneDocument(json: doc.jsonText()).layers[0].state.isGeometryFlipped)
        let root = doc.makeRootLayer()
        #expect(root.sublayers[0].isGeometryFlipped)
        // The dot's centre is 20 from the bottom of its flipped superlayer.
        #expect(root.sublayers[0].sublayers[0].convert(Point(x: 5, y: 5), to: nil) == Point(x: 20, y: 80))
    }
}
