import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// Text layers' CATextLayer properties in scene documents (`truncationMode`, as
/// `CATextLayerTruncationMode`: none, start, middle, end).
@Suite struct TextLayerDocumentTests {
    static func document(_ keys: String) -> String {
        """
        { "reel": 1, "size": [100, 40], "duration": 1,
          "layers": [{ "type": "text", "name": "label", "bounds": [0, 0, 80, 20], "position": [50, 20],
                       "string": "A long label", \(keys) }] }
        """
    }

    @Test(arguments: TextTruncation.allCases)
    func truncationModeIsReadAndWritten(mode: TextTruncation) throws {
        let doc = try SceneDocument(json: Self.document(#""truncationMode": "\#(mode.rawValue)""#))
        #expect(doc.layers[0].state.truncationMode == mode)
        let again = try SceneDocument(json: doc.jsonText())
        #expect(again.layers[0].state.truncationMode == mode)
        #expect((doc.makeRootLayer().sublayers[0] as? TextLayer)?.truncationMode == mode)
    }

    @Test func unknownTruncationModeNamesTheChoices() {
        let d = diagnostics(Self.document(#""truncationMode": "tail""#))
        #expect(d.count == 1)
        #expect(d.first?.contains("truncationMode") == true && d.first?.contains("\"end\"") == true)
    }

    @Test func truncationModeIsAnimatableAsADiscreteValue() throws {
        let doc = try SceneDocument(
            json: Self.document(
                #"""
                "animations": [{ "keyPath": "truncationMode", "fromValue": "none", "toValue": "end", "duration": 1 }]
                """#
            ))
        let basic = try #require(doc.layers[0].animations[0].animation as? BasicAnimation)
        var state = doc.layers[0].state
        basic.apply(to: &state, at: 0.75)
        #expect(state.truncationMode == .end)
    }
}
