import Foundation
import ReelCore
import ReelEncode
import ReelRender
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// Brand fonts: `assets.fonts` are given to that render only, through a fontconfig
/// configuration and Pango font map of the render's own. The fonts are "Reel Pixel" Regular
/// and Bold (Fixtures/fonts, made by tools/fonts/make-test-font.py): every glyph is a 5 × 7
/// grid of squares, so no installed font can stand in for them unnoticed, and they have no
/// Chinese, which falls back to the installed WenQuanYi Micro Hei.
@Suite struct BrandFontTests {
    let dir: String

    /// Tests/ReelTests/Fixtures/fonts in the source tree.
    static let fontFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts").path

    init() throws {
        dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        for name in ["ReelPixel-Regular.ttf", "ReelPixel-Bold.ttf"] {
            try FileManager.default.copyItem(atPath: Self.fontFolder + "/" + name, toPath: dir + "/fonts/" + name)
        }
    }

    /// A 100 × 40 point scene (scale 2, 2 frames) with text layers `(name, string, bold)` in
    /// `family`, and `fonts` as `assets.fonts`.
    static func scene(
        fonts: [String] = ["fonts/ReelPixel-Regular.ttf", "fonts/ReelPixel-Bold.ttf"], family: String = "Reel Pixel",
        texts: [(String, String, Bool)] = [("title", "SALE 50%", false)]
    ) -> String {
        let assets =
            fonts.isEmpty ? "" : #""assets": {"fonts": [\#(fonts.map { "\"\($0)\"" }.joined(separator: ", "))]},"#
        let layers = texts.enumerated().map { i, t in
            """
            { "type": "text", "name": "\(t.0)", "position": [50, \(10 + 20 * i)], "bounds": [0, 0, 96, 18],
              "string": "\(t.1)", "fontFamily": "\(family)", "fontSize": 14, "bold": \(t.2),
              "foregroundColor": "#000000" }
            """
        }
        return """
            { "reel": 1, "size": [100, \(20 * texts.count)], "scale": 2, "fps": 10, "duration": 0.2,
              "background": "#ffffff", \(assets)
              "layers": [\(layers.joined(separator: ",\n"))] }
            """
    }

    func write(_ json: String, _ name: String = "scene.json") throws -> String {
        let path = dir + "/" + name
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The file names (last path component) the fingerprint lists.
    func fingerprintFonts(_ path: String) throws -> [String] {
        try Clip(scenePath: path).environmentFingerprint().fonts.map { line in
            let name = String(line.split(separator: " ").dropLast().joined(separator: " "))
            return (name as NSString).lastPathComponent
        }
    }

    @Test func theDocumentsFontDrawsTheTextAndIsInTheFingerprint() throws {
        // Before assets.fonts reached the renderer, "Reel Pixel" was unknown to fontconfig and
        // the text was drawn in DejaVu Sans: the fingerprint listed DejaVuSans.ttf.
        let withFont = try write(Self.scene())
        #expect(try fingerprintFonts(withFont) == ["ReelPixel-Regular.ttf"])
        let lines = try Clip(scenePath: withFont).environmentFingerprint().fonts
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/fonts/ReelPixel-Regular.ttf")))
        // Named as the document names it, so a golden beside the document holds in any checkout.
        #expect(lines == ["fonts/ReelPixel-Regular.ttf sha256:" + (try SHA256Hasher.hex(of: bytes))])

        let without = try write(Self.scene(fonts: []), "plain.json")
        #expect(try fingerprintFonts(without) == ["DejaVuSans.ttf"])
        let a = try Clip(scenePath: withFont)
        let b = try Clip(scenePath: without)
        #expect(try a.frame(0, renderer: a.makeRenderer()).pixels != b.frame(0, renderer: b.makeRenderer()).pixels)
    }

    @Test func boldPicksTheBoldFileAndChineseFallsBackToAnInstalledFont() throws {
        let path = try write(Self.scene(texts: [("bold", "BRAND", true), ("mixed", "SALE 收藏", false)]))
        #expect(
            try fingerprintFonts(path).sorted() == ["ReelPixel-Bold.ttf", "ReelPixel-Regular.ttf", "wqy-microhei.ttc"])
        let r = CLI.run(["info", path])
        #expect(r.status == 0, "\(r)")
        #expect(
            r.stdout.hasSuffix(
                """
                  fonts:      2 text layers
                    file fonts/ReelPixel-Regular.ttf: Reel Pixel Regular
                    file fonts/ReelPixel-Bold.ttf: Reel Pixel Bold
                    bold: Reel Pixel Bold (fonts/ReelPixel-Bold.ttf)
                    mixed: Reel Pixel Regular (fonts/ReelPixel-Regular.ttf), \
                WenQuanYi Micro Hei Regular (/usr/share/fonts/truetype/wqy/wqy-microhei.ttc)

                """), "\(r.stdout)")
    }

    @Test func theFontsAreTheRendersOnlyNotTheProcesss() throws {
        let path = try write(Self.scene())
        let clip = try Clip(scenePath: path)
        _ = try clip.frame(0, renderer: clip.makeRenderer())
        // After a render with the library, the same family without it is still unknown: the
        // global fontconfig configuration was not changed.
        var state = TextLayer().model
        state.string = "SALE"
        state.fontFamily = "Reel Pixel"
        state.fontSize = 14
        state.bounds = Rect(x: 0, y: 0, width: 96, height: 18)
        let installed = try TextFonts.files(of: state).map { ($0 as NSString).lastPathComponent }
        #expect(installed == ["DejaVuSans.ttf"])
        let brand = try TextFonts.files(of: state, fonts: clip.fonts).map { ($0 as NSString).lastPathComponent }
        #expect(brand == ["ReelPixel-Regular.ttf"])
    }

    @Test func theSwiftAPIGivesAClipItsFonts() throws {
        let stage = Stage(size: Size(width: 100, height: 20), fps: 10, duration: 0.2)
        let text = TextLayer()
        text.frame = Rect(x: 2, y: 1, width: 96, height: 18)
        text.string = "SALE 50%"
        text.fontFamily = "Reel Pixel"
        text.fontSize = 14
        text.foregroundColor = .black
        stage.rootLayer.addSublayer(text)
        let fonts = try FontLibrary(files: [Self.fontFolder + "/ReelPixel-Regular.ttf"])
        #expect(fonts.faces.map(\.description) == ["Reel Pixel Regular"])
        let clip = Clip(timeline: stage.run(), scale: 2, fonts: fonts)
        #expect(try clip.fontFiles().map { ($0 as NSString).lastPathComponent } == ["ReelPixel-Regular.ttf"])
        // The document's clip draws the same pixels as the Swift one.
        let doc = try Clip(scenePath: try write(Self.scene(fonts: ["fonts/ReelPixel-Regular.ttf"])))
        #expect(
            try clip.frame(0, renderer: clip.makeRenderer()).pixels == doc.frame(0, renderer: doc.makeRenderer()).pixels
        )
    }

    @Test func framesAreTheSameOnOneThreadAndOnFour() throws {
        let path = try write(Self.scene(texts: [("a", "SALE", false), ("b", "BOLD 收藏", true)]))
        let one = CLI.run(["hash", path, "--jobs", "1"])
        let four = CLI.run(["hash", path, "--jobs", "4"])
        #expect(one.status == 0, "\(one)")
        #expect(one.stdout == four.stdout)
    }

    @Test func aMissingFontIs66AndACorruptOne65NamingTheJSONPath() throws {
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: dir + "/fonts/Broken.ttf"))
        let corrupt = try write(Self.scene(fonts: ["fonts/ReelPixel-Regular.ttf", "fonts/Broken.ttf"]), "corrupt.json")
        for command in ["render", "validate", "info", "hash"] {
            let r = CLI.run(command == "render" ? [command, corrupt, "-o", dir + "/out.gif"] : [command, corrupt])
            #expect(r.status == 65, "\(command): \(r)")
            #expect(r.stderr.hasPrefix("Error: \(corrupt): assets.fonts[1] (line 2, column "), "\(command): \(r)")
            #expect(r.stderr.contains("cannot read font"), "\(command): \(r)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.gif"))
        let missing = try write(Self.scene(fonts: ["fonts/Nope.otf"]), "missing.json")
        let r = CLI.run(["render", missing, "-o", dir + "/out.gif"])
        #expect(r.status == 66, "\(r)")
        #expect(r.stderr.hasPrefix("Error: \(missing): assets.fonts[0] (line 2, column "), "\(r)")
        #expect(
            throws: RenderError.fontUnreadable(path: dir + "/fonts/Broken.ttf", reason: "FreeType finds no font in it")
        ) {
            _ = try FontLibrary(files: [dir + "/fonts/Broken.ttf"])
        }
    }
}
