import Foundation
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// Files no exporter writes but anyone can: empty value lists, a text box origin of one number,
/// a star of a trillion points, a repeater of a billion copies. Each once stopped `reel` (an
/// index out of range, or memory and time without end); now each converts to a document that
/// passes the scene checks, with a warning where something is not drawn as written.
@Suite struct LottieHostileInputTests {
    static func convert(_ layers: String) throws -> LottieImport.Result {
        let text = #"{"v": "5.7", "fr": 30, "ip": 0, "op": 3, "w": 50, "h": 50, "layers": ["# + layers + "]}"
        return LottieImport.convert(try JSONParser().parse(text))
    }

    @Test func emptyValueListsReadAsTheDefault() throws {
        let result = try Self.convert(
            #"{"ty": 4, "ks": {"p": {"k": []}}, "shapes": [{"ty": "rc", "p": {"k": [0, 0]}, "s": {"k": [10, 10]}}, "#
                + #"{"ty": "gf", "g": {"p": 1, "k": {"k": [0, 1, 0, 0]}}, "s": {"k": [0]}, "e": {"k": []}}]}"#)
        _ = try result.document.validated()
        let gradient = try #require(result.document.allLayers().first { $0.layer.state.kind == .gradient })
        #expect(gradient.layer.state.colors?.count == 1)
    }

    @Test func aTextBoxOriginOfOneNumberIsAtZeroInY() throws {
        let result = try Self.convert(
            #"{"ty": 5, "nm": "t", "ks": {}, "t": {"d": {"k": [{"s": "#
                + #"{"t": "hi", "s": 10, "sz": [40, 20], "ps": [5]}}]}}}"#
        )
        let text = try #require(result.document.allLayers().first { $0.layer.state.kind == .text })
        #expect(text.layer.state.position == Point(x: 5, y: 0))
    }

    @Test func hugeStarsAndRepeatersAreCapped() throws {
        let star = try Self.convert(
            #"{"ty": 4, "ks": {}, "shapes": [{"ty": "sr", "pt": {"k": 1e12}, "or": {"k": 5}, "ir": {"k": 2}}, "#
                + #"{"ty": "fl", "c": {"k": [1, 0, 0]}}]}"#)
        let path = try #require(star.document.allLayers().compactMap(\.layer.state.path).first)
        #expect(path.elements.count <= 2 * LottiePath.maxStarPoints + 2)
        let repeater = try Self.convert(
            #"{"ty": 4, "ks": {}, "shapes": [{"ty": "rc", "s": {"k": [5, 5]}}, {"ty": "fl"}, "#
                + #"{"ty": "rp", "c": {"k": 1e9}}]}"#)
        #expect(repeater.warnings.map(\.message).contains { $0.contains("more than 1000 copies") })
        #expect(
            repeater.document.allLayers().filter { $0.layer.state.name?.hasPrefix("Repeater ") ?? false }.count == 1_000
        )
        _ = try repeater.document.validated()
    }
}
