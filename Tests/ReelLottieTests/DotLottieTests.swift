import Foundation
import Reel
import ReelLottie
import ReelRender
import ReelScene
import Shaders
import Testing

@testable import ReelCLI

/// dotLottie (`.lottie`) and Telegram sticker (`.tgs`) files: each animation of an archive, its
/// images and themes, and damaged or hostile archives refused with the entry named.
@Suite("dotLottie and .tgs files")
struct DotLottieTests {
    static let red = [1.0, 0, 0]
    static let blue = [0.0, 0, 1]

    /// A version 2 archive: animations `red` (with image `i/pic.png`) and `blue`, themes
    /// `dark` (fill slot near-black) and `mint`.
    static func versionTwo(in dir: String) throws -> String {
        let path = dir + "/two.lottie"
        let manifest = """
            {"version":"2","generator":"tests","animations":[{"id":"red"},{"id":"blue"}],\
            "themes":[{"id":"dark"},{"id":"mint"}]}
            """
        let dark = #"{"rules":[{"id":"fill","type":"Color","value":[0.1,0.1,0.1]}]}"#
        let mint = #"{"rules":[{"id":"fill","type":"Color","value":[0.2,0.9,0.6],"animations":["blue"]}]}"#
        try LottieContainers.zip(
            [
                ("manifest.json", Data(manifest.utf8)),
                ("a/red.json", Data(LottieContainers.animation(rgb: red, image: ("/i/", "pic.png")).utf8)),
                ("a/blue.json", Data(LottieContainers.animation(rgb: blue).utf8)),
                ("i/pic.png", try LottieContainers.png()),
                ("t/dark.json", Data(dark.utf8)),
                ("t/mint.json", Data(mint.utf8)),
            ], to: path)
        return path
    }

    static func frame(_ path: String, _ selection: LottieSelection = LottieSelection()) throws -> Frame {
        let (document, base, _) = try LottieImport.load(contentsOfFile: path, selection: selection)
        let clip = Clip(timeline: document.timeline(baseDirectory: base), backgroundColor: nil)
        let frame = try clip.frame(0, renderer: clip.makeRenderer())
        let name = (path as NSString).lastPathComponent + "-\(selection.animation ?? "_")-\(selection.theme ?? "_")"
        try? writePNG(frame, to: NSTemporaryDirectory() + "reel-dotlottie-" + name + ".png")
        return frame
    }

    /// Red, green, blue and alpha at (x, y).
    static func rgba(_ f: Frame, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * f.width + x) * 4
        return [Int(f.pixels[i + 2]), Int(f.pixels[i + 1]), Int(f.pixels[i]), Int(f.pixels[i + 3])]
    }

    @Test func eachAnimationRendersWithItsImagesAndThemes() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.versionTwo(in: dir)
        let first = try Self.frame(path)
        #expect(Self.rgba(first, 90, 90) == [255, 0, 0, 255])
        // The archive's image covers 20…60 (8 px × 5): not the square's red.
        #expect(Self.rgba(first, 30, 30) != [255, 0, 0, 255])
        #expect(Self.rgba(first, 30, 30)[3] == 255)
        let blue = try Self.frame(path, LottieSelection(animation: "blue"))
        #expect(Self.rgba(blue, 90, 90) == [0, 0, 255, 255])
        #expect(Self.rgba(blue, 30, 30) == [0, 0, 255, 255])
        let dark = try Self.frame(path, LottieSelection(animation: "blue", theme: "dark"))
        #expect(Self.rgba(dark, 90, 90) == [26, 26, 26, 255])
        let mint = try Self.frame(path, LottieSelection(animation: "blue", theme: "mint"))
        #expect(Self.rgba(mint, 90, 90) == [51, 230, 153, 255])
        // mint's rule is for `blue` only.
        #expect(Self.rgba(try Self.frame(path, LottieSelection(theme: "mint")), 90, 90) == [255, 0, 0, 255])
    }

    @Test func versionOneLayoutAndInitialChoices() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/one.lottie"
        let manifest = """
            {"version":"1.0","activeAnimationId":"second","animations":[{"id":"first"},\
            {"id":"second","defaultTheme":"night"}],"themes":[{"id":"night","animations":["second"]}]}
            """
        try LottieContainers.zip(
            [
                ("manifest.json", Data(manifest.utf8)),
                ("animations/first.json", Data(LottieContainers.animation(rgb: Self.red).utf8)),
                (
                    "animations/second.json",
                    Data(LottieContainers.animation(rgb: Self.red, image: ("", "pic.png")).utf8)
                ),
                ("images/pic.png", try LottieContainers.png()),
                ("themes/night.json", Data(#"{"rules":[{"id":"fill","type":"Color","value":[0,0,0.2]}]}"#.utf8)),
            ], to: path)
        let chosen = try Self.frame(path)
        #expect(Self.rgba(chosen, 90, 90) == [0, 0, 51, 255])
        #expect(Self.rgba(chosen, 30, 30) != [0, 0, 51, 255])
        #expect(Self.rgba(try Self.frame(path, LottieSelection(animation: "first")), 90, 90) == [255, 0, 0, 255])
    }

    @Test func telegramStickersAreGzippedLottie() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let json = dir + "/sticker.json"
        let tgs = dir + "/sticker.tgs"
        let text = LottieContainers.animation(rgb: Self.blue)
        try Data(text.utf8).write(to: URL(fileURLWithPath: json))
        try LottieContainers.gzip(Data(text.utf8), to: tgs)
        #expect(try Self.frame(tgs) == Self.frame(json))
        #expect(Self.rgba(try Self.frame(tgs), 50, 50) == [0, 0, 255, 255])
        // Cut short: the stream's end is missing.
        let whole = try Data(contentsOf: URL(fileURLWithPath: tgs))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: dir + "/cut.tgs"))
        let r = LottieCommandTests.run(["info", dir + "/cut.tgs"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("cut.tgs: cannot inflate: the stream is cut short"), "\(r.stderr)")
    }

    @Test func infoListsAnimationsAndThemesAndOptionsChoose() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.versionTwo(in: dir)
        let info = LottieCommandTests.run(["info", path, "--animation", "blue", "--theme", "dark"])
        #expect(info.status == 0, "\(info.stderr)")
        #expect(
            info.stdout.contains("  dotLottie:  animations red, blue *; themes dark *, mint\n"), "\(info.stdout)")
        let a = LottieCommandTests.run(["hash", path, "--frames", "0-0"])
        let b = LottieCommandTests.run(["hash", path, "--frames", "0-0", "--animation", "blue"])
        #expect(a.status == 0 && b.status == 0 && a.stdout != b.stdout, "\(a.stderr)\(b.stderr)")
        let missing = LottieCommandTests.run(["render", path, "--animation", "green", "-o", dir + "/g.gif"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("has no animation 'green'; it has: red, blue"), "\(missing.stderr)")
        let notArchive = LottieCommandTests.run([
            "frame", Fixtures.path("solid"), "--frame", "0", "--theme", "dark", "-o", dir + "/f.png",
        ])
        #expect(notArchive.status == 64)
        #expect(notArchive.stderr.contains("--theme picks from a dotLottie (.lottie) file"), "\(notArchive.stderr)")
        let imported = LottieCommandTests.run(["import", path, "--animation", "red", "-o", dir + "/red.json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/red-images/pic.png"))
    }

    @Test func hostileArchivesAreRefusedNamingTheEntry() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let manifest = Data(#"{"version":"2","animations":[{"id":"x"}]}"#.utf8)
        let animation = Data(LottieContainers.animation(rgb: Self.red).utf8)
        try LottieContainers.zip(
            [("manifest.json", manifest), ("a/x.json", animation), ("../escape.json", animation)],
            to: dir + "/escape.lottie")
        try LottieContainers.bomb(megabytes: 257, to: dir + "/bomb.lottie")
        let good = try Self.versionTwo(in: dir)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        try bytes.prefix(bytes.count - 40).write(to: URL(fileURLWithPath: dir + "/cut.lottie"))
        try LottieContainers.zip([("manifest.json", manifest), ("a/x.json", animation)], to: dir + "/flip.lottie")
        var flipped = try Data(contentsOf: URL(fileURLWithPath: dir + "/flip.lottie"))
        let start = try #require(flipped.range(of: Data("a/x.json".utf8))).upperBound
        for i in start + 20..<start + 40 { flipped[i] ^= 0x5A }
        try flipped.write(to: URL(fileURLWithPath: dir + "/flip.lottie"))
        try LottieContainers.zip([("a/x.json", animation)], to: dir + "/nomanifest.lottie")
        let expected = [
            ("escape", "entry '../escape.json': the name leaves the archive's folder"),
            ("bomb", "entry 'a/big.json': the archive unpacks to more than 256 MiB"),
            ("cut", "cut.lottie: cannot read the ZIP archive"),
            ("flip", "entry 'a/x.json'"),
            ("nomanifest", "entry 'manifest.json': no manifest.json"),
        ]
        for (name, message) in expected {
            let r = LottieCommandTests.run([
                "frame", dir + "/\(name).lottie", "--frame", "0", "-o", dir + "/\(name).png",
            ])
            #expect(r.status == 65, "\(name): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/\(name).png"))
        }
    }
}
