import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `SceneDocument.validated(baseDirectory:)`: a document made in code is checked as the same
/// document read from a file is, and keeps its own values.
@Suite struct SceneValidationTests {
    @Test func aCanvasOverThePixelLimitIsRefusedAsDecodingRefusesIt() throws {
        let side = Double(SceneLimits.maxPixelSide + 1)
        let doc = SceneDocument(size: Size(width: side, height: 10), duration: 1)
        var made: SceneValidationError?
        do { _ = try doc.validated() } catch { made = error }
        var read: SceneValidationError?
        do { _ = try SceneDocument(json: doc.jsonText()) } catch { read = error }
        let diagnostics = try #require(made).diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.map(\.message) == (try #require(read)).diagnostics.map(\.message))
        #expect(diagnostics.map(\.path) == [JSONPath.root.appending("size")])
    }

    @Test func aMissingImageIsReportedAtItsPathOnlyWithABaseDirectory() throws {
        var image = LayerState(kind: .plain)
        image.contents = Image(path: "nowhere.png")
        var doc = SceneDocument(size: Size(width: 10, height: 10), duration: 1)
        doc.layers = [SceneLayer(state: image)]
        #expect(try doc.validated().imageReferences.map(\.file) == ["nowhere.png"])
        let folder = NSTemporaryDirectory()
        #expect(throws: SceneValidationError.self) { try doc.validated(baseDirectory: folder) }
    }

    @Test func warningsAreAddedAndTheValuesAndBindingsAreTheDocumentsOwn() throws {
        var shape = LayerState(kind: .shape)
        shape.strokeEnd = 1.5  // Core Animation clamps it: a warning, not an error
        shape.fillColor = Color(red: 0.123456789, green: 0, blue: 0)
        var doc = SceneDocument(size: Size(width: 10, height: 10), duration: 1)
        doc.params = [SceneParameter(name: "fill", defaultValue: .string("#ff0000"))]
        doc.layers = [SceneLayer(state: shape, parameterBindings: ["fillColor": "fill"])]
        let checked = try doc.validated()
        #expect(checked.warnings.contains { $0.message.contains("strokeEnd") })
        #expect(checked.layers[0].parameterBindings == ["fillColor": "fill"])
        #expect(checked.layers[0].state.fillColor == Color(red: 0.123456789, green: 0, blue: 0))
    }
}
