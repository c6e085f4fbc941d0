import Foundation
import ReelCore
import ReelScene
import Testing

@testable import Reel
@testable import ReelCLI

/// `reel info` names a layer's non-default corner, contents and shadow-path properties.
@Suite struct InfoAppearanceTests {
    @Test func infoListsTheAppearanceExtras() throws {
        let doc = try SceneDocument(
            json: """
                { "reel": 1, "size": [100, 100], "duration": 1,
                  "layers": [{ "name": "card", "bounds": [0, 0, 50, 50], "cornerRadius": 8, "cornerCurve": "continuous",
                               "maskedCorners": ["layerMinXMinYCorner"], "contentsCenter": [0.4, 0.4, 0.2, 0.2],
                               "magnificationFilter": "nearest", "shadowPath": "M0 0 H50 V50 Z" },
                             { "name": "plain", "bounds": [0, 0, 10, 10] }] }
                """)
        let text = InfoCommand.describe(doc, path: "x.json")
        #expect(
            text.contains(
                "card [cornerCurve continuous, maskedCorners 1, nine-part, magnificationFilter nearest, shadowPath]"))
        #expect(text.contains("    plain\n"))
    }
}
