import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// What documents accept with a warning (what Core Animation accepts and ignores or clamps),
/// and documents' groups, key times and cubic parameters.
@Suite struct AnimationValidationTests {
    /// A one-layer document with `animation` (JSON text) on a shape layer.
    func document(_ animation: String, layer extra: String = "") -> String {
        """
        {"reel": 1, "size": [100, 100], "fps": 10, "duration": 2, "layers": [
          {"type": "shape", "name": "dot"\(extra), "animations": [\(animation)]}]}
        """
    }

    func decode(_ text: String) throws -> SceneDocument { try SceneDocument(json: text) }

    func warnings(_ text: String) throws -> [String] { try decode(text).warnings.map(\.description) }

    func shown(_ doc: SceneDocument, at t: Double) -> LayerState {
        doc.timeline().evaluate(at: t).sublayers[0].state
    }

    // CAKeyframeAnimation.keyTimes: discrete mode "should have one more entry than appears in
    // the values array" — the documented form is valid.
    @Test func discreteKeyTimesWithOneMoreEntryAreValid() throws {
        let text = document(
            #"""
            {"type": "keyframe", "keyPath": "opacity", "values": [0.2, 0.8], "keyTimes": [0, 0.7, 1], \#
            "calculationMode": "discrete", "duration": 1}
            """#
        )
        let doc = try decode(text)
        #expect(doc.warnings.isEmpty)
        #expect(shown(doc, at: 0.6).opacity == 0.2)
        #expect(shown(doc, at: 0.8).opacity == 0.8)
    }

    // keyTimes: "If the values in this array are invalid or inappropriate for the current
    // calculationMode, they are ignored." Accepted, warned about, values spaced evenly.
    @Test func invalidKeyTimesAreIgnoredWithAWarningNamingTheField() throws {
        let text = document(
            #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 0.1, 1], "keyTimes": [0, 0.8], "duration": 1}"#)
        let doc = try decode(text)
        #expect(doc.warnings.count == 1)
        let w = try #require(doc.warnings.first?.description)
        #expect(w.hasPrefix("layers[0].animations[0].keyTimes (line 2"))
        #expect(w.contains("2 key times for 3 key frames") && w.contains("spaced evenly"))
        #expect(abs(shown(doc, at: 0.9).opacity - 0.82) < 1e-9)  // was 1.3
        for bad in ["[0, 0.6, 0.5]", "[0.1, 0.5, 1]", "[0, 0.5, 0.9]", "[0, 0.5, 1.5]"] {
            let t = document(
                #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 0.5, 1], "keyTimes": \#(bad)}"#)
            #expect(try warnings(t).count == 1, "\(bad)")
        }
        let paced = document(
            #"""
            {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1], "calculationMode": "paced"}
            """#
        )
        #expect(try warnings(paced).first?.contains("ignores key times") == true)
    }

    @Test func timingFunctionsThatDoNotMatchTheSegmentsAreWarnedAbout() throws {
        let short = document(
            #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 0.5, 1, 0], "timingFunctions": ["easeIn"]}"#)
        let w = try warnings(short)
        #expect(w.count == 1)
        #expect(w.first?.hasPrefix("layers[0].animations[0].timingFunctions") == true)
        #expect(w.first?.contains("1 timing function for 3 segments; the last 2 segments are linear") == true)
        let long = document(
            #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunctions": ["easeIn", "easeOut"]}"#)
        #expect(try warnings(long).first?.contains("the extra ones are ignored") == true)
        let exact = document(
            #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "timingFunctions": ["easeIn"]}"#)
        #expect(try warnings(exact).isEmpty)
    }

    // CAShapeLayer.strokeEnd is drawn clamped to 0…1 wherever the value comes from.
    @Test func strokeFractionsOutsideZeroToOneWarnTheSameEverywhere() throws {
        let field = try decode(document("", layer: #", "strokeEnd": 1.5"#))
        #expect(field.layers[0].state.strokeEnd == 1.5)
        let change = try decode(
            """
            {"reel": 1, "size": [100, 100], "duration": 2, "layers": [{"type": "shape", "name": "dot"}],
             "changes": [{"time": 1, "layer": "dot", "set": {"strokeEnd": 1.5}}]}
            """)
        let animated = try decode(document(#"{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1.5}"#))
        let keyframes = try decode(
            document(#"{"type": "keyframe", "keyPath": "strokeStart", "values": [0, -0.5]}"#))
        for doc in [field, change, animated, keyframes] {
            #expect(doc.warnings.count == 1)
            #expect(doc.warnings.first?.message.contains("is outside 0…1") == true)
        }
        #expect(field.warnings[0].path.description == "layers[0].strokeEnd")
        #expect(change.warnings[0].path.description == "changes[0].set.strokeEnd")
        #expect(animated.warnings[0].path.description == "layers[0].animations[0].toValue")
        #expect(keyframes.warnings[0].path.description == "layers[0].animations[0].values[1]")
    }

    // CAAnimationGroup: children run in the group's time space and are clipped to its
    // duration; a child without a duration runs for the group's (docs/scene-format.md's
    // "blink" example: a 0.5 s group, autoreversing, twice).
    @Test func groupChildrenWithoutADurationRunForTheGroupsDuration() throws {
        let text = document(
            #"""
            {"type": "group", "beginTime": 1, "duration": 0.5, "repeatCount": 2, "autoreverses": true, "animations": \#
            [{"keyPath": "opacity", "toValue": 0.3}]}
            """#
        )
        let doc = try decode(text)
        let group = try #require(doc.layers[0].animations[0].animation as? AnimationGroup)
        #expect(group.animations[0].duration == 0.5)  // was 0.25
        #expect(abs(shown(doc, at: 1.4).opacity - (1 - 0.7 * 0.8)) < 1e-9)  // was 1: the 0.25 s child had ended
        #expect(abs(shown(doc, at: 1.75).opacity - (1 - 0.7 * 0.5)) < 1e-9)  // reversing
        // A child with its own duration keeps it.
        let own = try decode(
            document(
                #"""
                {"type": "group", "duration": 1, "animations": [{"keyPath": "opacity", "toValue": 0, "duration": 0.4}]}
                """#
            ))
        #expect((own.layers[0].animations[0].animation as? AnimationGroup)?.animations[0].duration == 0.4)
    }

    @Test func cubicParametersAreReadWrittenAndWarnedAboutOutsideCubicModes() throws {
        let text = document(
            #"""
            {"type": "keyframe", "keyPath": "position.x", "values": [0, 10, 20, 0], "calculationMode": "cubic", \#
            "tensionValues": [0, 0.5], "continuityValues": [0, 0, 0, 0], "biasValues": [0, 0.25, 0, 0], "duration": 1}
            """#
        )
        let doc = try decode(text)
        #expect(doc.warnings.isEmpty)
        let k = try #require(doc.layers[0].animations[0].animation as? KeyframeAnimation)
        #expect(k.tensionValues == [0, 0.5] && k.biasValues == [0, 0.25, 0, 0])
        #expect(try SceneDocument(json: doc.jsonText()) == doc)
        let again = try SceneDocument(json: doc.jsonText())
        let k2 = try #require(again.layers[0].animations[0].animation as? KeyframeAnimation)
        #expect(k2.tensionValues == k.tensionValues && k2.continuityValues == k.continuityValues)
        let linear = document(
            #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "tensionValues": [1, 1]}"#)
        #expect(try warnings(linear).first?.contains("only the cubic calculation modes") == true)
    }

    // Apple: CAKeyframeAnimation.path, "The path for a point-based property to follow … If
    // you specify a value for this property, any data in the values property is ignored";
    // rotationMode "Determines whether objects animating along the path rotate"; CABasicAnimation,
    // "fromValue, byValue and toValue … All are optional, and no more than two should be
    // non-nil".
    @Test func fieldsCoreAnimationIgnoresAreWarnedAbout() throws {
        let cases: [(String, String)] = [
            (#"{"type": "keyframe", "keyPath": "opacity", "path": "M 0 0 L 10 10"}"#, "animations[0].path"),
            (
                #"{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 10 10", "values": [[0, 0], [1, 1]]}"#,
                "animations[0].values"
            ),
            (
                #"""
                {"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "rotationMode": "rotateAuto"}
                """#,
                "animations[0].rotationMode"
            ),
            (#"{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "byValue": 0.5}"#, "animations[0].byValue"),
        ]
        for (animation, field) in cases {
            let w = try warnings(document(animation))
            #expect(w.count == 1 && w.first?.hasPrefix("layers[0].\(field) (") == true, "\(w)")
        }
    }

    @Test(arguments: ["floating-burger", "fly-to-cart", "qq-arc", "promo-card"])
    func theSampleDocumentsHaveNoWarnings(clip: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let (doc, _) = try SceneDocument.load(
            contentsOfFile: root.appendingPathComponent("samples/\(clip)/scene.json").path)
        #expect(doc.warnings.map(\.description) == [])
    }

    // CAAnimation.isRemovedOnCompletion defaults to true: the model value shows after the end.
    @Test func removedOnCompletionShowsTheModelValueAfterTheEndInDocuments() throws {
        let removed = try decode(
            document(
                #"{"keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 0.5, "fillMode": "forwards"}"#))
        #expect(shown(removed, at: 0.8).opacity == 1)
        let kept = try decode(
            document(
                #"""
                {"keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 0.5, "fillMode": "forwards", \#
                "removedOnCompletion": false}
                """#
            ))
        #expect(shown(kept, at: 0.8).opacity == 0.2)
    }
}
