import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `"mask"` and `"type": "gradient"` in documents: decoding, the round trip through a stage's
/// recording, timed `setMask` changes and the errors a user can make.
@Suite struct MaskGradientDocumentTests {
    static let text = #"""
        {
          "reel": 1, "size": [100, 100], "duration": 1,
          "layers": [
            { "name": "card", "position": [50, 50], "bounds": [0, 0, 80, 80], "backgroundColor": "#ff0000",
              "mask": { "type": "gradient", "name": "fade", "bounds": [0, 0, 80, 80], "position": [40, 40],
                "colors": ["#00000000", "#000000"], "locations": [-1, 0], "startPoint": [0, 0.5], "endPoint": [1, 0.5],
                "animations": [{ "keyPath": "locations", "fromValue": [-1, 0], "toValue": [1, 2], "duration": 1 }] },
              "sublayers": [{ "name": "dot", "bounds": [0, 0, 10, 10], "position": [40, 40] }] }
          ],
          "changes": [
            { "time": 0.5, "layer": "#2", "set": { "gradientType": "radial" } },
            { "time": 0.8, "layer": "card", "setMask": null }
          ]
        }
        """#

    @Test func aMaskAndAGradientDecode() throws {
        let doc = try SceneDocument(json: Self.text)
        let card = doc.layers[0]
        let mask = try #require(card.mask)
        #expect(mask.state.kind == .gradient)
        #expect(mask.state.colors == [Color(red: 0, green: 0, blue: 0, alpha: 0), .black])
        #expect(mask.state.locations == [-1, 0])
        #expect(mask.state.startPoint == Point(x: 0, y: 0.5))
        #expect(mask.animations.count == 1)
        #expect(card.sublayers.map(\.state.name) == ["dot"])
        #expect(try SceneDocument(json: doc.jsonText()) == doc)
    }

    @Test func theMaskIsNumberedAfterItsLayerAndItsAnimationsPlay() throws {
        let timeline = try SceneDocument(json: Self.text).timeline()
        let at = timeline.evaluate(at: 0.25)
        let mask = try #require(at.sublayers[0].mask)
        #expect(mask.state.locations == [-0.5, 0.5])
        #expect(mask.state.gradientType == .axial)
        #expect(timeline.evaluate(at: 0.6).sublayers[0].mask?.state.gradientType == .radial)  // "#2" is the mask
        #expect(timeline.evaluate(at: 0.9).sublayers[0].mask == nil)
    }

    @Test func aStageRecordingWithMasksExportsToTheSameDocument() throws {
        let doc = try SceneDocument(json: Self.text)
        let stage = Stage(size: doc.size, fps: doc.fps, duration: doc.duration, rootLayer: doc.makeRootLayer())
        let card = stage.rootLayer.sublayers[0]
        // `makeRootLayer` builds model values; the animation is added as app code would.
        var slide = BasicAnimation(keyPath: "locations")
        slide.fromValue = [-1.0, 0.0]
        slide.toValue = [1.0, 2.0]
        slide.duration = 1
        card.mask?.add(slide)
        stage.at(0.5) { (card.mask as? GradientLayer)?.type = .radial }
        stage.at(0.8) { card.mask = nil }
        let recorded = stage.run()
        let exported = SceneDocument(timeline: recorded)
        let direct = try SceneDocument(json: Self.text).timeline()
        for t in [0.0, 0.25, 0.6, 0.9] {
            #expect(recorded.evaluate(at: t) == direct.evaluate(at: t), "t \(t)")
            #expect(exported.timeline().evaluate(at: t) == direct.evaluate(at: t), "t \(t)")
        }
    }

    @Test func gradientKeysOnAnotherTypeAreErrorsThatSayWhichType() {
        let text = ##"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"colors": ["#ff0000"]}]}"##
        #expect(throws: SceneValidationError.self) { try SceneDocument(json: text) }
        do {
            _ = try SceneDocument(json: text)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    """
                    layers[0].colors (line 1, column 56): \"colors\" applies only to gradient layers; add \"type\": \
                    \"gradient\"
                    """
                ])
        }
    }

    @Test func aBadColourInColorsNamesItsIndex() {
        let text =
            ##"""
            {"reel": 1, "size": [1, 1], "duration": 1,
             "layers": [{"type": "gradient", "colors": ["#ff0000", "red"]}]}
            """##
        do {
            _ = try SceneDocument(json: text)
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map(\.path.description) == ["layers[0].colors[1]"])
        }
    }
}
