import Foundation
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// The typed pieces the converter reads a Lottie file into: layer kinds, shape item kinds,
/// mattes and masks as enums, the one precomp time mapping, and Lottie's transform steps on
/// ReelCore's `AffineTransform`.
@Suite("Lottie models")
struct LottieModelTests {
    static func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(text) }

    /// Every layer and shape item of every real-world file, with their kinds' raw values.
    static func realKinds() throws -> (layers: [Int], items: [String]) {
        guard let root = LottieRealTests.root else { return ([], []) }
        var layers: [Int] = []
        var items: [String] = []
        func walkItems(_ list: [JSONValue]) {
            for item in list {
                if let ty = item["ty"]?.stringValue { items.append(ty) }
                walkItems(item["it"]?.arrayValue ?? [])
            }
        }
        func walkLayers(_ list: [JSONValue]) {
            for l in list {
                if let ty = LottieRead.int(l["ty"]) { layers.append(ty) }
                walkItems(l["shapes"]?.arrayValue ?? [])
            }
        }
        let folder = root + "/files"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
            let file = try JSONParser().parse([UInt8](FileManager.default.contents(atPath: folder + "/" + name)!))
            walkLayers(file["layers"]?.arrayValue ?? [])
            for asset in file["assets"]?.arrayValue ?? [] { walkLayers(asset["layers"]?.arrayValue ?? []) }
        }
        return (layers, items)
    }

    @Test func everyLayerAndShapeItemOfTheRealFilesHasAKind() throws {
        let (layers, items) = try Self.realKinds()
        try #require(!layers.isEmpty, "check out the shared folder beside the repository (../shared/lottie-real)")
        #expect(layers.filter { LottieLayerKind(rawValue: $0) == nil }.isEmpty)
        #expect(items.filter { LottieShapeItemKind(rawValue: $0) == nil }.isEmpty)
        #expect(Set(layers).isSuperset(of: [LottieLayerKind.precomp.rawValue, LottieLayerKind.shape.rawValue]))
        #expect(Set(items).isSuperset(of: ["gr", "sh", "fl", "tr"]))
    }

    @Test func layerKindsAreReadFromTy() throws {
        #expect(LottieLayerKind(layer: try Self.parse(#"{"ty": 13}"#)) == .camera)
        #expect(LottieLayerKind(layer: try Self.parse(#"{"ty": 7}"#))?.name == "video placeholder")
        #expect(LottieLayerKind(layer: try Self.parse(#"{"ty": 16}"#)) == nil)
        #expect(LottieLayerKind(layer: try Self.parse(#"{"nm": "no type"}"#)) == nil)
        #expect(LottieShapeItemKind(item: try Self.parse(#"{"ty": "gs"}"#))?.isStroke == true)
        #expect(LottieShapeItemKind(item: try Self.parse(#"{"ty": "gf"}"#))?.isStroke == false)
        #expect(LottieShapeItemKind(item: try Self.parse(#"{"ty": "xx"}"#)) == nil)
    }

    @Test func mattesMapToSceneMaskModes() {
        #expect(LottieMatteMode.alpha.sceneMaskMode == nil)
        #expect(LottieMatteMode.alphaInverted.sceneMaskMode == "alphaInverted")
        #expect(LottieMatteMode.luma.sceneMaskMode == "luminance")
        #expect(LottieMatteMode.lumaInverted.sceneMaskMode == "luminanceInverted")
        #expect(LottieMaskMode(rawValue: "s") == .subtract)
        #expect(LottieMaskMode(rawValue: "n") == .disabled)
    }

    @Test func aShiftedPrecompStartsAtItsStartTimeAndRunsAtItsStretch() throws {
        let mapping = LottieTimeMapping(layer: try Self.parse(#"{"ty": 0, "st": 10, "sr": 2}"#))
        #expect(mapping.precompFrame(at: 30, frameRate: 30) == 10)
        #expect(mapping.precompFrame(at: 4, frameRate: 30) == 0)  // held at 0 before the start
        #expect(mapping.firstShownFrame == 10)
        let unstretched = LottieTimeMapping(layer: try Self.parse(#"{"ty": 0, "sr": 0}"#))
        #expect(unstretched.precompFrame(at: 12, frameRate: 30) == 12)
    }

    @Test func aTimeRemapReplacesStartTimeAndStretch() throws {
        // tm from 0 s at frame 0 to 2 s at frame 30, at 30 fps: frame 15 shows precomp frame 30.
        let layer = try Self.parse(
            #"""
            {"ty": 0, "st": 10, "sr": 3, "tm": {"a": 1, "k": [
              {"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 30, "s": [2]}]}}
            """#)
        let mapping = LottieTimeMapping(layer: layer)
        #expect(abs(mapping.precompFrame(at: 15, frameRate: 30) - 30) < 1e-9)
        #expect(mapping.firstShownFrame == nil)
    }

    @Test func lottieRotationTurnsClockwiseOnScreen() {
        let p = Point(x: 1, y: 0).applying(.lottieRotation(degrees: 90))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func skewAlongTheXAxisShearsX() {
        // A skew of −45° along x moves each point right by its y.
        let sheared = Point(x: 0, y: 2).applying(.lottieSkew(degrees: -45, axis: 0))
        #expect(abs(sheared.x - 2) < 1e-12 && abs(sheared.y - 2) < 1e-12)
        // Along the axis at 90° the same skew moves each point up by its x.
        let turned = Point(x: 2, y: 0).applying(.lottieSkew(degrees: -45, axis: 90))
        #expect(abs(turned.x - 2) < 1e-12 && abs(turned.y + 2) < 1e-12)
    }

    @Test func cleanNumbersDropFloatNoise() {
        #expect(LottieNumber.clean(6.1e-17) == 0)
        #expect(LottieNumber.clean(-1e-12).sign == .plus)
        #expect(LottieNumber.array([0.1 + 0.2]) == .array([.number(0.3)]))
    }
}
