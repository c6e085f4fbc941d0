import Foundation
import Reel
import ReelCore
import ReelScene
import Testing

@testable import ReelCLI
@testable import ReelLottie

/// The importer's model of the format: detection, timing, keyframe evaluation, parameters
/// and the warnings for what Reel does not draw.
@Suite("Lottie import")
struct LottieImportTests {
    static func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(text) }

    /// `text` read as Lottie's model `type`.
    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try LottieJSONDecoder.decode(type, from: try parse(text))
    }

    static let minimal = """
        {"v":"5.7.0","fr":25,"ip":10,"op":60,"w":120,"h":80,"layers":[]}
        """

    @Test func recognisesLottieByItsTopLevelKeys() throws {
        #expect(LottieImport.isLottie(try Self.parse(Self.minimal)))
        // The version is optional in the Lottie specification: a file without "v" is Lottie.
        let versionless = try Self.parse(#"{"fr":25,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#)
        #expect(LottieImport.isLottie(versionless) && LottieImport.missingKey(versionless) == nil)
        // A Reel document, and JSON with no layers, are not Lottie files.
        #expect(!LottieImport.isLottie(try Self.parse(#"{"reel":1,"size":[1,1],"duration":1}"#)))
        #expect(!LottieImport.isLottie(try Self.parse(#"{"fr":25,"w":1,"h":1}"#)))
        // A file with some of Lottie's keys is read as Lottie, and its error names the key it lacks.
        let noHeight = try Self.parse(#"{"v":"5","fr":25,"ip":0,"op":1,"w":1,"layers":[]}"#)
        #expect(LottieImport.isLottie(noHeight))
        #expect(LottieImport.missingKey(noHeight)?.hasPrefix("the top-level key 'h' (the height in pixels)") == true)
    }

    @Test func aVersionlessFileRendersAndAFileMissingAKeyIsRefusedByName() throws {
        let dir = NSTemporaryDirectory() + "reel-versionless-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A 40 × 40 composition with a 20 × 20 red solid in its middle, and no "v".
        let solid =
            ##"{"ty":1,"ind":1,"ip":0,"op":10,"st":0,"sw":20,"sh":20,"sc":"#ff0000","##
            + #""ks":{"p":{"a":0,"k":[20,20]},"a":{"a":0,"k":[10,10]}}}"#
        let good = dir + "/versionless.json"
        try Data((#"{"fr":25,"ip":0,"op":10,"w":40,"h":40,"layers":["# + solid + "]}").utf8)
            .write(to: URL(fileURLWithPath: good))
        let (document, _, _) = try LottieImport.load(contentsOfFile: good)
        #expect(document.size == Size(width: 40, height: 40) && document.fps == 25)
        let bad = dir + "/no-width.json"
        try Data((#"{"fr":25,"ip":0,"op":10,"h":40,"layers":["# + solid + "]}").utf8)
            .write(to: URL(fileURLWithPath: bad))
        #expect {
            try LottieImport.load(contentsOfFile: bad)
        } throws: { error in
            "\(error)".contains("no-width.json") && "\(error)".contains("'w' (the width in pixels) is missing")
        }
    }

    @Test func sizeRateAndLengthComeFromTheFile() throws {
        let doc = try SceneDocument(jsonValue: LottieImport.convert(try Self.parse(Self.minimal)).scene)
        #expect(doc.size == Size(width: 120, height: 80))
        #expect(doc.fps == 25)
        #expect(doc.duration == 2)  // (60 − 10) / 25
        #expect(doc.frameCount == 50)
    }

    @Test func easingSolvesTheBezierForX() {
        // (0.42, 0, 0.58, 1) is symmetric: half way in x is half way in y.
        #expect(abs(CubicEasing(0.42, 0, 0.58, 1).value(at: 0.5) - 0.5) < 1e-9)
        // Linear control points are the identity.
        #expect(CubicEasing(0, 0, 1, 1).value(at: 0.3) == 0.3)
        // Ease-in is below the diagonal.
        #expect(CubicEasing(0.42, 0, 1, 1).value(at: 0.5) < 0.4)
    }

    @Test func keyframesEasePerDimensionAndHold() throws {
        let prop = try Self.decode(
            LottieAnimatedValue.self,
            #"""
            {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[0,0.42],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},{"t":10,"s":[10,\#
            10],"h":1},{"t":20,"s":[50,50]}]}
            """#
        ).property(default: [0, 0])
        let mid = prop.value(at: 5)
        #expect(mid[0] == 5)  // linear in x
        #expect(mid[1] < 4)  // ease-in in y
        #expect(!prop.isNativelyAnimatable)  // per-dimension easing and a hold
        #expect(prop.value(at: 15) == [10, 10])  // held until frame 20
        #expect(prop.value(at: 20) == [50, 50])
        #expect(prop.value(at: -5) == [0, 0])
        #expect(prop.value(at: 99) == [50, 50])
    }

    @Test func spatialTangentsFollowTheCurveByArcLength() throws {
        let prop = try Self.decode(
            LottieAnimatedValue.self,
            #"""
            {"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1},"to":[0,-40],"ti":[0,-40]},{"t":10,\#
            "s":[100,0]}]}
            """#
        ).property(default: [0, 0])
        let half = prop.value(at: 5)
        // The symmetric arch's midpoint by arc length is its apex: x 50, y −30 (¾ of 40).
        #expect(abs(half[0] - 50) < 0.5)
        #expect(abs(half[1] + 30) < 0.5)
    }

    @Test func shapesFollowTheFormatsDirections() {
        let r = LottiePath.rectangle(center: [0, 0], size: [20, 10], roundness: 0)
        #expect(r.vertices.first! == (10, -5))  // top right, then down the right side
        #expect(r.vertices[1] == (10, 5))
        let e = LottiePath.ellipse(center: [0, 0], size: [20, 10])
        #expect(e.vertices[0] == (0, -5))  // top, then right: clockwise on screen
        #expect(e.vertices[1] == (10, 0))
        let hex = LottiePath.polystar(
            star: false, center: [0, 0], points: 6, rotation: 30, outerRadius: 10, innerRadius: 0,
            outerRoundness: 0, innerRoundness: 0)
        // Straight up turned 30° clockwise (screen y points down).
        #expect(abs(hex.vertices[0].0 - 5) < 1e-9 && abs(hex.vertices[0].1 + 8.660254) < 1e-6)
    }

    @Test func trimOffsetWrapsIntoTwoSpans() throws {
        let trim = LottieTrim(
            try Self.decode(
                LottieShapeItem.self, #"{"ty":"tm","s":{"a":0,"k":10},"e":{"a":0,"k":60},"o":{"a":0,"k":216},"m":2}"#))
        let spans = trim.spans(at: nil)
        #expect(spans.count == 2)
        #expect(abs(spans[0].0 - 0.7) < 1e-9 && spans[0].1 == 1)
        #expect(spans[1].0 == 0 && abs(spans[1].1 - 0.2) < 1e-9)
    }

    @Test func unsupportedFeaturesAreWarnedWithTheLayerName() throws {
        let result = LottieImport.convert(
            try JSONParser().parse([UInt8](FileManager.default.contents(atPath: Fixtures.path("unsupported"))!)))
        let messages = result.warnings.map(\.description)
        for feature in ["expressions", "effects", "zig zag", "blend mode"] {
            #expect(
                messages.contains { $0.contains(feature) && $0.contains("layer \"fancy\"") }, "\(feature): \(messages)")
        }
        #expect(!messages.contains { $0.contains("repeater") })  // drawn (LottieModifierTests)
        // Each with its JSON path and line in the Lottie file.
        #expect(messages.contains { $0.hasPrefix("layers[0].ef (line 1, column") })
    }

    @Test func textAndColoursAreParameters() throws {
        let (doc, _, _) = try LottieImport.load(
            contentsOfFile: Fixtures.path("text"),
            overrides: [
                SceneOverride(name: "headline", value: "Sale"), SceneOverride(name: "accent", value: "#00ff00"),
            ])
        let names = doc.params.map(\.name)
        #expect(names.contains("headline"))
        #expect(names.contains("accent"))  // the slot id, with the slot's value as default
        #expect(doc.params.first { $0.name == "accent" }?.defaultValue == .string("#3366e6"))
        let texts = doc.allLayers().compactMap { $0.layer.state.kind == .text ? $0.layer.state.string : nil }
        #expect(texts == ["Sale"])
        let fills = doc.allLayers().compactMap { $0.layer.state.kind == .shape ? $0.layer.state.fillColor : nil }
        #expect(fills == [Color(red: 0, green: 1, blue: 0, alpha: 1)])
    }

    @Test func timeRemappingSetsThePrecompsTimeEveryFrame() throws {
        let (doc, _, _) = try LottieImport.load(contentsOfFile: Fixtures.path("time-remap"))
        #expect(doc.changes.count > 20)
        #expect(doc.changes.allSatisfy { $0.layer.hasSuffix("timeRemap1") })
    }

    @Test(arguments: ["time-remap", "rect-fill-stroke", "solid"])
    func swiftAPIMakesAStageThatDrawsTheDocumentsFrames(_ file: String) throws {
        let lottie = try LottieAnimation(contentsOfFile: Fixtures.path(file))
        let timeline = lottie.makeStage().run()
        #expect(timeline.frameCount == 30)
        #expect(timeline.size == Size(width: 100, height: 100))
        // The stage has the document's animations and timed changes: the same pixels.
        let viaStage = Clip(timeline: timeline, backgroundColor: nil)
        let viaDocument = Clip(
            timeline: lottie.document.timeline(baseDirectory: lottie.baseDirectory), backgroundColor: nil)
        let r1 = try viaStage.makeRenderer()
        let r2 = try viaDocument.makeRenderer()
        for f in [0, 7, 15, 29] {
            #expect(try viaStage.frame(f, renderer: r1) == viaDocument.frame(f, renderer: r2), "\(file) frame \(f)")
        }
    }

    /// The `image` fixture's rotating, enlarged image, drawn by render workers that drew
    /// different frames before (as `--jobs` hands them out): every frame equals a whole render.
    /// A band's device offset must not change pixman's fixed-point sampling of the image, or
    /// frame 2 drawn after frame 1 would differ and `reel hash` would depend on the schedule.
    @Test func workersGiveWholeRenderFramesWhateverTheyDrewBefore() throws {
        let (document, base, _) = try LottieImport.load(contentsOfFile: Fixtures.path("image"))
        let clip = Clip(timeline: document.timeline(baseDirectory: base), backgroundColor: nil)
        let renderer = try clip.makeRenderer()
        for order in [[0, 1, 2, 3, 4], [0, 2, 4], [1, 3, 4]] {
            let worker = clip.makeWorker(renderer: renderer)
            for f in order {
                #expect(try worker(f) == clip.frame(f, renderer: renderer), "frame \(f) after \(order)")
            }
        }
    }
}
