import Foundation
import ReelRender
import Shaders
import Testing

@testable import ReelCLI

/// The designer-style sample (`samples/lottie/promo.json`: texts and colours as params) rendered
/// once per row of its committed manifest (`samples/lottie/variants.csv`, 20 rows) by `reel
/// batch`. Kept fast: the file is cut to its last frame (the settled design) as PNG frames.
@Suite("Lottie variants from a manifest")
struct LottieVariantsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// promo.json showing only its last composition frame, 89, written into `dir`.
    static func shortPromo(in dir: String) throws -> String {
        let text = try String(contentsOfFile: root + "/samples/lottie/promo.json", encoding: .utf8)
        // The composition's in and out points come first in the file (its layers have their own).
        let range = try #require(
            text.range(of: #""ip":0,"op":90,"#), "the sample's in and out points moved: update the test")
        let path = dir + "/promo.json"
        try text.replacingCharacters(in: range, with: #""ip":89,"op":90,"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The last frame of a PNG-frames folder, decoded.
    static func lastFrame(_ folder: String) throws -> Frame {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        let file = try #require(names.last)
        return try loadFrame(from: folder + "/" + file)
    }

    /// The box (x0, y0, x1, y1, in pixels) of the pixels that differ, nil when none do.
    static func differingBox(_ a: Frame, _ b: Frame) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = 4 * (y * a.width + x)
                guard a.pixels[i..<(i + 4)] != b.pixels[i..<(i + 4)] else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    @Test func theManifestsTwentyRowsGiveTwentyDifferentVariants() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try Self.shortPromo(in: dir)
        let manifest = Self.root + "/samples/lottie/variants.csv"
        let r = LottieCommandTests.run(["batch", scene, manifest, "-o", dir + "/out/{name}", "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        let names = try String(contentsOfFile: manifest, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { String($0.prefix { $0 != "," }) }
        #expect(names.count == 20)
        var seen: [[UInt8]: String] = [:]
        for name in names {
            let frame = try Self.lastFrame(dir + "/out/" + name)
            #expect(frame.width == 400 && frame.height == 400)
            if let other = seen[frame.pixels] { Issue.record("\(name) is drawn exactly as \(other)") }
            seen[frame.pixels] = name
        }
    }

    @Test func variantsDifferWhereTheirParamsDifferAndMatchElsewhere() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try Self.shortPromo(in: dir)
        // The first row of the manifest, again with only the headline, only the button's
        // colour changed, and unchanged under another name.
        let manifest = """
            name,headline,subline,cta,Background,Button_Fill,Badge_Fill
            base,Spring Sale,Everything 30% off,Shop now,#1d3557,#f4a261,#e63946
            headline,Hi,Everything 30% off,Shop now,#1d3557,#f4a261,#e63946
            button,Spring Sale,Everything 30% off,Shop now,#1d3557,#00ff00,#e63946
            again,Spring Sale,Everything 30% off,Shop now,#1d3557,#f4a261,#e63946

            """
        try manifest.write(toFile: dir + "/m.csv", atomically: true, encoding: .utf8)
        let r = LottieCommandTests.run(["batch", scene, dir + "/m.csv", "-o", dir + "/out/{name}", "-q"])
        #expect(r.status == 0, "\(r.stderr)")
        let base = try Self.lastFrame(dir + "/out/base")
        #expect(try Self.lastFrame(dir + "/out/again").pixels == base.pixels)
        // The headline is centred on (200, 150) at 40 points: its glyphs lie within y 105 … 165.
        let headline = try #require(Self.differingBox(base, try Self.lastFrame(dir + "/out/headline")))
        #expect(headline.1 >= 100 && headline.3 <= 170, "headline change reaches \(headline)")
        // The button is the 180 × 50 rounded rectangle centred on (200, 290).
        let button = try #require(Self.differingBox(base, try Self.lastFrame(dir + "/out/button")))
        #expect(
            button.0 >= 108 && button.2 <= 292 && button.1 >= 263 && button.3 <= 317, "button change reaches \(button)")
    }
}
