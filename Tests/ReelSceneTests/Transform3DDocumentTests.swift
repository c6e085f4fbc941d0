import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// 3-D transforms in scene documents: 16-number transforms, `zPosition`,
/// `sublayerTransform`, `doubleSided`, `"transformLayer"` and the 3-D key paths.
@Suite struct Transform3DDocumentTests {
    func document(_ layer: String) -> String {
        #"{"reel": 1, "size": [100, 100], "duration": 1, "layers": ["# + layer + "]}"
    }

    @Test func sixteenNumbersAreACATransform3DRowMajor() throws {
        let doc = try SceneDocument(
            json: document(
                #"""
                {"transform": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], "zPosition": 5, "doubleSided": \#
                false, "sublayerTransform": [2, 0, 0, 2, 0, 0]}
                """#
            ))
        let s = doc.layers[0].state
        #expect(s.transform.values == (1...16).map(Double.init))
        #expect(s.transform.m34 == 12 && s.transform.m41 == 13)
        #expect(s.zPosition == 5 && !s.isDoubleSided)
        #expect(s.sublayerTransform == Transform3D(AffineTransform(scaleX: 2, y: 2)))
        // Six numbers are still an affine transform.
        let flat = try SceneDocument(json: document(#"{"transform": [0, 1, -1, 0, 3, 4]}"#))
        #expect(flat.layers[0].state.transform == Transform3D(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 3, ty: 4)))
    }

    @Test func otherCountsAreErrorsThatSayWhatToWrite() {
        let d = diagnostics(document(#"{"transform": [1, 0, 0, 1, 0]}"#))
        #expect(d.count == 1)
        #expect(d.first?.contains("layers[0].transform") == true)
        #expect(d.first?.contains("[a, b, c, d, tx, ty] or 16 numbers") == true)
        #expect(diagnostics(document(#"{"isDoubleSided": false}"#)).first?.contains("write \"doubleSided\"") == true)
    }

    @Test func transformLayersAnd3DValuesRoundTrip() throws {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        var face = LayerState()
        face.name = "front"
        face.isDoubleSided = false
        face.zPosition = 2
        face.transform = p.rotated(by: 0.5, x: 0, y: 1, z: 0)
        var card = LayerState(kind: .transformLayer)
        card.name = "card"
        card.sublayerTransform = p
        let doc = SceneDocument(
            size: Size(width: 100, height: 100), duration: 1,
            layers: [SceneLayer(state: card, sublayers: [SceneLayer(state: face)])])
        let text = doc.jsonText()
        #expect(text.contains("\"type\": \"transformLayer\""))
        #expect(text.contains("\"doubleSided\": false"))
        let again = try SceneDocument(json: text)
        #expect(again.jsonText() == text)
        #expect(again.layers[0].state.kind == .transformLayer)
        #expect(again.layers[0].sublayers[0].state.transform == face.transform)
        #expect(again.makeRootLayer().sublayers[0] is TransformLayer)
    }

    @Test func the3DKeyPathsAndTransformValuesDecode() throws {
        let doc = try SceneDocument(
            json: document(
                #"""
                {"name": "a", "animations": [{"keyPath": "transform.rotation.y", "fromValue": 0, "toValue": 3.14, \#
                "duration": 1}, {"keyPath": "transform", "toValue": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, \#
                0, 1], "duration": 1}, {"keyPath": "transform.translation.z", "toValue": 10, "duration": 1}]}
                """#
            ))
        #expect(doc.layers[0].animations.count == 3)
        let wrong = diagnostics(
            document(#"{"animations": [{"keyPath": "transform.rotation.w", "toValue": 1, "duration": 1}]}"#))
        #expect(wrong.first?.contains("did you mean") == true)
    }
}
