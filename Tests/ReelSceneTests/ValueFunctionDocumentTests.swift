import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `valueFunction` in documents (CAValueFunction names; values are the function's inputs:
/// numbers, or [x, y, z] triples for scale and translate).
@Suite struct ValueFunctionDocumentTests {
    static func document(_ animation: String) -> String {
        """
        { "reel": 1, "size": [100, 100], "duration": 2,
          "layers": [{ "name": "box", "bounds": [0, 0, 10, 10], "position": [50, 50],
                       "animations": [\(animation)] }] }
        """
    }

    @Test func basicKeyframeAndSpringReadTheFunctionAndItsInputs() throws {
        let doc = try SceneDocument(
            json: Self.document(
                #"""
                { "keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": 6.283185307179586,
                  "duration": 1 },
                { "type": "keyframe", "keyPath": "transform", "valueFunction": "scale",
                  "values": [[1, 1, 1], [2, 3, 1]], "duration": 1 },
                { "type": "spring", "keyPath": "transform", "valueFunction": "translateX", "fromValue": 0,
                  "toValue": 40 }
                """#))
        let animations = doc.layers[0].animations.map(\.animation)
        let basic = try #require(animations[0] as? BasicAnimation)
        #expect(basic.valueFunction == .rotateZ)
        var s = doc.layers[0].state
        basic.apply(to: &s, at: 0.75)
        #expect(s.transform.affine.distance(to: AffineTransform(rotationAngle: 1.5 * .pi)) < 1e-9)
        let keyframe = try #require(animations[1] as? KeyframeAnimation)
        #expect(keyframe.valueFunction == .scale)
        #expect(keyframe.values?.last as? [Double] == [2, 3, 1])
        #expect((animations[2] as? SpringAnimation)?.valueFunction == .translateX)
        // Written and read back the same.
        let again = try SceneDocument(json: doc.jsonText())
        #expect((again.layers[0].animations[0].animation as? BasicAnimation)?.valueFunction == .rotateZ)
        #expect(
            (again.layers[0].animations[1].animation as? KeyframeAnimation)?.values?.last as? [Double] == [2, 3, 1])
    }

    @Test(arguments: ["rotateX", "rotateY", "scaleZ", "translateZ"])
    func threeDimensionalFunctionsAreRead(name: String) throws {
        let doc = try SceneDocument(
            json: Self.document(
                #"{ "keyPath": "transform", "valueFunction": "\#(name)", "fromValue": 0, "toValue": 1 }"#))
        #expect((doc.layers[0].animations[0].animation as? BasicAnimation)?.valueFunction?.rawValue == name)
        let d = diagnostics(
            Self.document(#"{ "keyPath": "transform", "valueFunction": "rotateW", "fromValue": 0, "toValue": 1 }"#))
        #expect(d.count == 1 && d.first?.contains("valueFunction") == true, "\(d)")
    }

    @Test func inputsOfTheWrongFormAreNamed() {
        let d = diagnostics(
            Self.document(
                #"{ "keyPath": "transform", "valueFunction": "scale", "fromValue": 1, "toValue": [2, 2, 1] }"#))
        #expect(d.count == 1 && d.first?.contains("fromValue") == true, "\(d)")
    }
}
