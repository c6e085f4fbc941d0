import Foundation
import ReelEncode
import ReelScene
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// The environment fingerprint names every font file a clip's text is drawn with, found from
/// Pango's glyph runs over every frame (faces, fallbacks, text set by changes, animations and
/// params), not from the family name. The fonts are Debian's fonts-dejavu-core and
/// fonts-wqy-microhei (scripts/deps.sh): `/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`,
/// `…/DejaVuSans-Bold.ttf` and `/usr/share/fonts/truetype/wqy/wqy-microhei.ttc`.
@Suite struct FontFingerprintTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    /// A 200 × 100 point scene, 10 frames at 10 fps, with `layers` (JSON objects) and `extra`
    /// top-level members (each ending in a comma).
    static func scene(_ layers: [String], extra: String = "") -> String {
        """
        { "reel": 1, "size": [200, 100], "fps": 10, "duration": 1, \(extra)
          "layers": [\(layers.joined(separator: ",\n"))] }
        """
    }

    /// A text layer named `name` showing `string`, plus `more` members.
    static func text(_ name: String, _ string: String, _ more: String = "") -> String {
        """
        { "type": "text", "name": "\(name)", "position": [100, 50], "bounds": [0, 0, 200, 30],
          "string": "\(string)", "fontSize": 16, "foregroundColor": "#000000"\(more.isEmpty ? "" : ", " + more) }
        """
    }

    /// The file names of the fonts the scene's fingerprint lists, in its order (by path).
    func fontNames(_ json: String, overrides: [SceneOverride] = []) throws -> [String] {
        let path = try TinyScene.write(json, named: "fonts-\(UUID().uuidString)", in: dir)
        let env = try Clip(scenePath: path, overrides: overrides).environmentFingerprint()
        return try env.fonts.map { line throws -> String in
            // "path sha256:<64 hex>"
            let path = String(line.split(separator: " ").dropLast().joined(separator: " "))
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            let digest = try SHA256Hasher.hex(of: bytes)
            #expect(line.hasSuffix(" sha256:" + digest))
            return (path as NSString).lastPathComponent
        }
    }

    @Test func boldLatinChineseAndRegularTextListExactlyTheirThreeFiles() throws {
        // The bold face is a file of its own: a list without DejaVuSans-Bold.ttf would miss it.
        let json = Self.scene([
            Self.text("bold", "Reel Pro", #""bold": true"#),
            Self.text("chinese", "收藏"),
            Self.text("regular", "Hello"),
        ])
        #expect(try fontNames(json) == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "wqy-microhei.ttc"])
    }

    @Test func onlyTheFacesDrawnAreListed() throws {
        #expect(try fontNames(Self.scene([Self.text("a", "Hello")])) == ["DejaVuSans.ttf"])
        #expect(try fontNames(Self.scene([Self.text("a", "Hello", #""bold": true"#)])) == ["DejaVuSans-Bold.ttf"])
        // Chinese alone is drawn entirely from the fallback font.
        #expect(try fontNames(Self.scene([Self.text("a", "收藏")])) == ["wqy-microhei.ttc"])
        // A hidden layer's text, and a layer without text, are not drawn.
        let hidden = Self.scene([Self.text("a", "Hello"), Self.text("b", "收藏", #""hidden": true"#)])
        #expect(try fontNames(hidden) == ["DejaVuSans.ttf"])
        #expect(try fontNames(Self.scene([##"{ "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000" }"##])) == [])
    }

    @Test func aTimedChangeOfWeightOrTextCounts() throws {
        let bold = Self.scene(
            [Self.text("a", "Hello")],
            extra: #""changes": [{ "time": 0.5, "layer": "a", "set": { "bold": true } }],"#)
        #expect(try fontNames(bold) == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"])
        let chinese = Self.scene(
            [Self.text("a", "Hello")],
            extra: #""changes": [{ "time": 0.5, "layer": "a", "set": { "string": "收藏" } }],"#)
        #expect(try fontNames(chinese) == ["DejaVuSans.ttf", "wqy-microhei.ttc"])
        // Shown only from 0.5 s on.
        let unhidden = Self.scene(
            [Self.text("a", "Hello"), Self.text("b", "收藏", #""hidden": true"#)],
            extra: #""changes": [{ "time": 0.5, "layer": "b", "set": { "hidden": false } }],"#)
        #expect(try fontNames(unhidden) == ["DejaVuSans.ttf", "wqy-microhei.ttc"])
        // A change after the last frame (0.9 s) is never shown.
        let late = Self.scene(
            [Self.text("a", "Hello")],
            extra: #""changes": [{ "time": 5, "layer": "a", "set": { "bold": true } }],"#)
        #expect(try fontNames(late) == ["DejaVuSans.ttf"])
    }

    @Test func anAnimatedStringCounts() throws {
        // The string is "Hi" in the model; a discrete keyframe animation shows "收藏" from 0.5 s.
        let json = Self.scene([
            Self.text(
                "a", "Hi",
                #""animations": [{ "type": "keyframe", "keyPath": "string", "values": ["Hi", "收藏"], "#
                    + #""calculationMode": "discrete", "duration": 1 }]"#)
        ])
        #expect(try fontNames(json) == ["DejaVuSans.ttf", "wqy-microhei.ttc"])
    }

    @Test func aParamsStringCounts() throws {
        let json = Self.scene([Self.text("a", "$title")], extra: #""params": { "title": "Hello" },"#)
        #expect(try fontNames(json) == ["DejaVuSans.ttf"])
        #expect(try fontNames(json, overrides: [SceneOverride(name: "title", value: "收藏")]) == ["wqy-microhei.ttc"])
    }

    @Test func theGoldenHeaderCarriesTheFontLines() throws {
        let path = try TinyScene.write(
            Self.scene([Self.text("a", "Reel", #""bold": true"#), Self.text("b", "收藏")]), named: "header", in: dir)
        let clip = try Clip(scenePath: path)
        let list = try clip.hashList(
            frames: [0], environment: clip.environmentFingerprint(), options: TinyScene.pipeline())
        let fontLines = list.text.split(separator: "\n").filter { $0.hasPrefix("# font ") }
        #expect(fontLines.count == 2)
        #expect(
            fontLines.first?.hasPrefix("# font /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf sha256:") == true)
        #expect(fontLines.last?.hasPrefix("# font /usr/share/fonts/truetype/wqy/wqy-microhei.ttc sha256:") == true)
        #expect(try HashList(parsing: list.text).environment == list.environment)
    }
}
