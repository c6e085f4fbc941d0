import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `shadowPath`, `cornerCurve`, `maskedCorners`, `contentsRect`, `contentsCenter`,
/// `minificationFilter` and `magnificationFilter` in documents: read, written, applied through
/// the Swift API alike, animatable where Core Animation animates them, and bad values named.
@Suite struct LayerAppearanceExtrasDocumentTests {
    static let text = """
        { "reel": 1, "size": [200, 200], "duration": 1,
          "layers": [{ "name": "card", "bounds": [0, 0, 100, 80], "position": [100, 100],
                       "backgroundColor": "#ffffff", "cornerRadius": 16, "cornerCurve": "continuous",
                       "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMinYCorner"],
                       "contentsRect": [0.5, 0, 0.5, 0.5], "contentsCenter": [0.25, 0.25, 0.5, 0.5],
                       "minificationFilter": "trilinear", "magnificationFilter": "nearest",
                       "shadowOpacity": 0.3, "shadowPath": "M0 0 H100 V80 H0 Z",
                       "animations": [
                         { "keyPath": "contentsRect", "fromValue": [0, 0, 0.5, 0.5], "toValue": [0.5, 0.5, 0.5, 0.5],
                           "duration": 1 },
                         { "keyPath": "contentsCenter", "toValue": [0.4, 0.4, 0.2, 0.2], "duration": 1 },
                         { "keyPath": "shadowPath", "toValue": "M10 10 H90 V70 H10 Z", "duration": 1 } ] }] }
        """

    @Test func propertiesAreReadWrittenAndAppliedLikeTheSwiftAPI() throws {
        let doc = try SceneDocument(json: Self.text)
        let s = doc.layers[0].state
        #expect(s.cornerCurve == .continuous)
        #expect(s.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(s.contentsRect == Rect(x: 0.5, y: 0, width: 0.5, height: 0.5))
        #expect(s.contentsCenter == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(s.minificationFilter == .trilinear && s.magnificationFilter == .nearest)
        #expect(s.shadowPath == BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 80)))
        #expect(try SceneDocument(json: doc.jsonText()) == doc)

        // The same card written as app code.
        let card = Layer()
        card.name = "card"
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        card.position = Point(x: 100, y: 100)
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.cornerCurve = .continuous
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        card.contentsCenter = Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        card.minificationFilter = .trilinear
        card.magnificationFilter = .nearest
        card.shadowOpacity = 0.3
        card.shadowPath = BezierPath(rect: card.bounds)
        #expect(doc.makeRootLayer().sublayers[0].modelSnapshot().state == card.modelSnapshot().state)
        #expect(doc.snapshot().sublayers[0].state == card.model)
    }

    @Test func contentsRectContentsCenterAndShadowPathAnimate() throws {
        let doc = try SceneDocument(json: Self.text)
        let half = doc.timeline().evaluate(at: 0.5).sublayers[0].state
        #expect(half.contentsRect == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(half.contentsCenter == Rect(x: 0.325, y: 0.325, width: 0.35, height: 0.35))
        #expect(half.shadowPath == BezierPath(rect: Rect(x: 5, y: 5, width: 90, height: 70)))
    }

    @Test func badCornerNamesAreNamedWithASuggestion() {
        let bad = Self.text.replacingOccurrences(of: "\"layerMaxXMinYCorner\"", with: "\"layerMaxXMinCorner\"")
        #expect {
            try SceneDocument(json: bad)
        } throws: { error in
            "\(error)".contains("layers[0].maskedCorners[1]")
                && "\(error)".contains("did you mean \"layerMaxXMinYCorner\"?")
        }
        let twice = Self.text.replacingOccurrences(of: "\"layerMaxXMinYCorner\"", with: "\"layerMinXMinYCorner\"")
        #expect {
            try SceneDocument(json: twice)
        } throws: { error in "\(error)".contains("listed twice") }
        let curve = Self.text.replacingOccurrences(of: "\"continuous\"", with: "\"squircle\"")
        #expect {
            try SceneDocument(json: curve)
        } throws: { error in "\(error)".contains("cornerCurve") && "\(error)".contains("\"continuous\"") }
    }
}
