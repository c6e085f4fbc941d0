import Foundation
import ReelCore
import ReelRender
import ReelScene
import Shaders
import Testing
import _ReelTestSupport

@testable import Reel

/// `fontWeight`: a brand family with more faces than regular and bold. The fixture family
/// "Reel Pixel" has Regular (usWeightClass 400), SemiBold (600) and Bold (700) faces
/// (tools/fonts/make-test-font.py); each heavier face draws every run of pixels wider (by half
/// a cell, then a whole cell), so the face used shows in the ink's width.
@Suite struct FontWeightTests {
    static let faces = ["ReelPixel-Regular.ttf", "ReelPixel-SemiBold.ttf", "ReelPixel-Bold.ttf"]
    let dir: String

    init() throws {
        dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        for name in Self.faces {
            try FileManager.default.copyItem(
                atPath: BrandFontTests.fontFolder + "/" + name, toPath: dir + "/fonts/" + name)
        }
    }

    /// One text layer "III" in Reel Pixel at 14 pt with `weight` (a JSON value, or nil for
    /// none) and `bold`, 100 × 20 points at scale 2.
    static func scene(weight: String?, bold: Bool = false) -> String {
        let weightField = weight.map { #""fontWeight": \#($0), "# } ?? ""
        return """
            { "reel": 1, "size": [100, 20], "scale": 2, "fps": 10, "duration": 0.1, "background": "#ffffff",
              "assets": {"fonts": [\(faces.map { "\"fonts/\($0)\"" }.joined(separator: ", "))]},
              "layers": [{ "type": "text", "name": "label", "position": [50, 10], "bounds": [0, 0, 96, 18],
                "string": "III", "fontFamily": "Reel Pixel", "fontSize": 14, "bold": \(bold), \(weightField)
                "foregroundColor": "#000000", "alignmentMode": "left" }] }
            """
    }

    func clip(_ json: String) throws -> Clip {
        let path = dir + "/scene-\(UUID().uuidString).json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try Clip(scenePath: path)
    }

    /// The font files the clip's text is drawn from (last path components).
    func files(_ clip: Clip) throws -> [String] {
        try clip.fontFiles().map { ($0 as NSString).lastPathComponent }
    }

    /// How many pixels of the first frame are inked (darker than mid-grey).
    func ink(_ clip: Clip) throws -> Int {
        let frame = try clip.frame(0, renderer: clip.makeRenderer())
        var n = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].g < 128 { n += 1 }
        }
        return n
    }

    @Test func eachWeightDrawsFromTheNearestFace() throws {
        #expect(try files(clip(Self.scene(weight: nil))) == ["ReelPixel-Regular.ttf"])
        #expect(try files(clip(Self.scene(weight: "600"))) == ["ReelPixel-SemiBold.ttf"])
        #expect(try files(clip(Self.scene(weight: "\"semibold\""))) == ["ReelPixel-SemiBold.ttf"])
        #expect(try files(clip(Self.scene(weight: "\"bold\""))) == ["ReelPixel-Bold.ttf"])
        #expect(try files(clip(Self.scene(weight: nil, bold: true))) == ["ReelPixel-Bold.ttf"])
        // An explicit weight wins over `bold`; 900 has no face of its own and gets the heaviest.
        #expect(try files(clip(Self.scene(weight: "600", bold: true))) == ["ReelPixel-SemiBold.ttf"])
        #expect(try files(clip(Self.scene(weight: "900"))) == ["ReelPixel-Bold.ttf"])
    }

    @Test func theInkGrowsWithTheWeight() throws {
        let regular = try ink(clip(Self.scene(weight: nil)))
        let semibold = try ink(clip(Self.scene(weight: "\"semibold\"")))
        let bold = try ink(clip(Self.scene(weight: nil, bold: true)))
        // "III" is 3 × 11 runs of pixels (the glyph's bars) drawn 0, ½ and 1 cell wider.
        #expect(regular > 0)
        #expect(regular < semibold && semibold < bold, "ink: \(regular), \(semibold), \(bold)")
    }

    @Test func theSwiftAPIDrawsWhatTheDocumentDraws() throws {
        let stage = Stage(size: Size(width: 100, height: 20), fps: 10, duration: 0.1)
        stage.rootLayer.backgroundColor = .white
        let text = TextLayer()
        text.name = "label"
        text.position = Point(x: 50, y: 10)
        text.bounds = Rect(x: 0, y: 0, width: 96, height: 18)
        text.string = "III"
        text.fontFamily = "Reel Pixel"
        text.fontSize = 14
        text.fontWeight = 600
        text.foregroundColor = .black
        text.alignmentMode = .left
        stage.rootLayer.addSublayer(text)
        let fonts = try FontLibrary(files: Self.faces.map { dir + "/fonts/" + $0 })
        let swift = Clip(timeline: stage.run(), scale: 2, fonts: fonts)
        let document = try clip(Self.scene(weight: "\"semibold\""))
        #expect(
            try swift.frame(0, renderer: swift.makeRenderer()).pixels
                == document.frame(0, renderer: document.makeRenderer()).pixels)
        // Exported, the weight is written as a number and reads back the same.
        let exported = dir + "/exported.json"
        try stage.exportScene(to: exported)
        let text2 = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(text2.contains(#""fontWeight": 600"#) || text2.contains(#""fontWeight":600"#), "\(text2)")
        #expect(try SceneDocument(json: text2).layers[0].state.fontWeight == 600)
    }

    @Test func badWeightsAreErrorsNamingTheField() throws {
        func problems(_ weight: String) -> [String] {
            do {
                _ = try SceneDocument(
                    json: Self.scene(weight: weight).replacingOccurrences(of: "\"fonts/", with: "\"x/"))
                return []
            } catch {
                return error.diagnostics.map(\.description).filter { $0.contains("fontWeight") }
            }
        }
        #expect(problems("50").count == 1)
        #expect(problems("450.5").count == 1)
        #expect(problems("true").count == 1)
        let misspelt = problems("\"semibld\"")
        #expect(misspelt.count == 1 && misspelt[0].contains("did you mean \"semibold\""), "\(misspelt)")
        #expect(problems("null").isEmpty && problems("1000").isEmpty && problems("\"Medium\"").isEmpty)
    }
}
