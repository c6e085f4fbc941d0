import Foundation
import Reel
import ReelCore
import ReelScene
import Testing

@testable import ReelCLI
@testable import ReelLottie

/// Markers: named moments and stretches of a clip, from a scene's `"markers"` or a Lottie
/// file's, selected by `--frames NAME` or `--frames FROM..TO`.
@Suite struct MarkerTests {
    /// 2 s at 10 fps (frames 0 … 19) with three markers: a stretch, a moment and a late moment.
    static let scene = """
        { "reel": 1, "size": [8, 8], "fps": 10, "duration": 2,
          "layers": [ { "position": [4, 4], "bounds": [0, 0, 8, 8], "backgroundColor": "#ff0000",
            "animations": [ { "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2 } ] } ],
          "markers": [ { "name": "outro", "time": 1.5 }, { "name": "intro", "time": 0, "duration": 0.5 },
                       { "name": "middle", "time": 0.8 } ] }
        """

    static func clip(_ text: String = scene) throws -> Clip {
        try Clip(document: SceneDocument(json: text), baseDirectory: ".")
    }

    @Test func markersReadInTimeOrderAndWriteBackEqual() throws {
        let document = try SceneDocument(json: Self.scene)
        #expect(document.markers.map(\.name) == ["intro", "middle", "outro"])
        #expect(document.markers[0] == SceneMarker(name: "intro", time: 0, duration: 0.5))
        let again = try SceneDocument(json: JSONWriter().write(document.jsonValue()))
        #expect(again.markers == document.markers)
    }

    @Test(arguments: [
        (#"[{"name": "a", "time": 0}, {"name": "a", "time": 1}]"#, "markers[1].name", "used twice"),
        (#"[{"name": "a", "time": 3}]"#, "markers[0].time", "seconds from 0 to the clip's end"),
        (#"[{"time": 1}]"#, "markers[0]", "name"),
        (#"[{"name": "a", "time": 1, "length": 2}]"#, "markers[0]", "length"),
    ])
    func badMarkersAreNamedWhereTheyAre(markers: String, path: String, phrase: String) throws {
        let text = #"{ "reel": 1, "size": [8, 8], "duration": 2, "layers": [], "markers": "# + markers + " }"
        #expect {
            try SceneDocument(json: text)
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains(phrase)
        }
    }

    @Test(arguments: [
        ("intro", 0...4),  // [0, 0.5 s)
        ("middle", 8...14),  // a moment: to the next marker at 1.5 s
        ("outro", 15...19),  // a moment: to the end
        ("intro..outro", 0...14),  // from one marker's start to the other's
        ("5-7", 5...7),
    ])
    func aMarkerSelectsItsFrames(text: String, frames: ClosedRange<Int>) throws {
        let selection = try #require(FrameSelection(parsing: text))
        #expect(try selection.resolve(in: Self.clip()) == frames)
    }

    @Test func unknownAndReversedMarkersAreUsageErrors() throws {
        let clip = try Self.clip()
        #expect(throws: PipelineError.noSuchMarker("credits", available: ["intro", "middle", "outro"])) {
            try FrameSelection(marker: "credits").resolve(in: clip)
        }
        #expect {
            try FrameSelection(marker: "outro", toMarker: "intro").resolve(in: clip)
        } throws: { error in
            "\(error)".contains("the marker 'intro' is before 'outro'")
        }
        #expect(FrameSelection(parsing: "a..") == nil && FrameSelection(parsing: "5-3") == nil)
    }

    @Test func renderAndHashTakeAMarker() throws {
        let dir = try LottieCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
        let r = LottieCommandTests.run(["render", dir + "/scene.json", "--frames", "middle", "-o", dir + "/f/", "-q"])
        #expect(r.status == 0, "\(r)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/f").sorted()
        #expect(names == (8...14).map { String(format: "frame_%05d.png", $0) })
        let hashes = LottieCommandTests.run(["hash", dir + "/scene.json", "--frames", "intro..middle", "-q"])
        #expect(hashes.status == 0)
        #expect(hashes.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 8)
        let missing = LottieCommandTests.run(["hash", dir + "/scene.json", "--frames", "credits"])
        #expect(missing.status == 64 && missing.stderr.contains("its markers: 'intro', 'middle', 'outro'"))
    }

    /// A Lottie file's markers: `tm` and `dr` in composition frames from `ip`, `cm` the name
    /// (or a JSON object's `name`); unnamed ones, ones outside the clip and repeated names are
    /// left out.
    @Test func lottieMarkersBecomeTheClipsMarkers() throws {
        let file = """
            {"fr":20,"ip":10,"op":50,"w":10,"h":10,"layers":[],"markers":[
              {"cm":"loop","tm":30,"dr":10},{"cm":"{\\"name\\":\\"intro\\"}","tm":10,"dr":5},
              {"cm":"","tm":20,"dr":0},{"cm":"late","tm":80,"dr":0},{"cm":"loop","tm":40,"dr":0}]}
            """
        let document = try SceneDocument(jsonValue: LottieImport.convert(JSONParser().parse(file)).scene)
        #expect(
            document.markers == [
                SceneMarker(name: "intro", time: 0, duration: 0.25), SceneMarker(name: "loop", time: 1, duration: 0.5),
            ])
    }

    /// A public file: io18-logo.json marks composition frame 105 as "4" (and frame 62 with no
    /// name); its stretch runs from 3.5 s to the end (7.5 s), frames 105 … 224.
    @Test func aRealFilesMarker() throws {
        let root = try #require(
            LottieRealTests.root, "check out the shared folder beside the repository (../shared/lottie-real)")
        let (document, base, _) = try LottieImport.load(contentsOfFile: root + "/files/io18-logo.json")
        #expect(document.markers == [SceneMarker(name: "4", time: 3.5)])
        let clip = try Clip(document: document, baseDirectory: base)
        #expect(try FrameSelection(marker: "4").resolve(in: clip) == 105...224)
    }
}
