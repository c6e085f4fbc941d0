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

    /// `text` read as Lottie's model `type`.
    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try LottieJSONDecoder.decode(type, from: try parse(text))
    }

    /// Every real-world file, parsed and decoded.
    static func realFiles() throws -> [(json: JSONValue, file: LottieFile)] {
        guard let root = LottieRealTests.root else { return [] }
        let folder = root + "/files"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".json") }
            .map { name in
                let json = try JSONParser().parse([UInt8](FileManager.default.contents(atPath: folder + "/" + name)!))
                return (json, LottieFile.decode(json))
            }
    }

    /// Every layer and shape item of every real-world file, as decoded.
    static func realKinds() throws -> (layers: [Located<Int>?], items: [String?]) {
        var layers: [Located<Int>?] = []
        var items: [String?] = []
        func walkItems(_ list: [LottieShapeItem]) {
            for item in list {
                items.append(item.ty)
                walkItems(item.it ?? [])
            }
        }
        for (_, file) in try realFiles() {
            for l in (file.layers ?? []) + (file.assets ?? []).flatMap({ $0.layers ?? [] }) {
                layers.append(l.ty)
                walkItems(l.shapes ?? [])
            }
        }
        return (layers, items)
    }

    @Test func everyLayerAndShapeItemOfTheRealFilesHasAKind() throws {
        let (layers, items) = try Self.realKinds()
        try #require(!layers.isEmpty, "check out the shared folder beside the repository (../shared/lottie-real)")
        let kinds = Set(layers.map { $0?.value ?? -1 })
        #expect(kinds.filter { LottieLayerKind(rawValue: $0) == nil }.isEmpty)
        #expect(items.filter { LottieShapeItemKind(rawValue: $0 ?? "") == nil }.isEmpty)
        #expect(kinds.isSuperset(of: [LottieLayerKind.precomp.rawValue, LottieLayerKind.shape.rawValue]))
        #expect(Set(items.compactMap { $0 }).isSuperset(of: ["gr", "sh", "fl", "tr"]))
    }

    @Test func decodingTheRealFilesKeepsEveryLayerAndAsset() throws {
        let files = try Self.realFiles()
        try #require(!files.isEmpty, "check out the shared folder beside the repository (../shared/lottie-real)")
        for (json, file) in files {
            #expect(file.layers?.count == json["layers"]?.arrayValue?.count)
            #expect((file.assets ?? []).count == (json["assets"]?.arrayValue ?? []).count)
            #expect(file.fr == json["fr"]?.numberValue && file.w == json["w"]?.numberValue)
        }
    }

    @Test func layerKindsAreReadFromTy() throws {
        #expect(try Self.decode(LottieLayer.self, #"{"ty": 13}"#).kind == .camera)
        #expect(try Self.decode(LottieLayer.self, #"{"ty": 7}"#).kind?.name == "video placeholder")
        #expect(try Self.decode(LottieLayer.self, #"{"ty": 16}"#).kind == nil)
        #expect(try Self.decode(LottieLayer.self, #"{"nm": "no type"}"#).kind == nil)
        #expect(try Self.decode(LottieShapeItem.self, #"{"ty": "gs"}"#).kind?.isStroke == true)
        #expect(try Self.decode(LottieShapeItem.self, #"{"ty": "gf"}"#).kind?.isStroke == false)
        #expect(try Self.decode(LottieShapeItem.self, #"{"ty": "xx"}"#).kind == nil)
    }

    @Test func valuesOfTheWrongTypeReadAsAbsentAndNumbersAsPlayersReadThem() throws {
        // A name that is a number, masks that are not a list, a layer that is not an object:
        // each reads as absent, and the rest of the file still decodes.
        let file = try Self.decode(
            LottieFile.self,
            #"{"fr": [24], "w": true, "layers": [{"ty": 4, "nm": 7, "masksProperties": 3, "ip": "x"}, 5]}"#)
        #expect(file.fr == 24 && file.w == 1)
        #expect(file.layers?.count == 2)
        #expect(file.layers?[0].kind == .shape && file.layers?[0].nm == nil)
        #expect(file.layers?[0].masksProperties == nil && file.layers?[0].ip == nil)
        #expect(file.layers?[1].kind == nil)
        // Flags are true/false or numbers; a property is numbers, {"k": numbers} or keyframes.
        let layer = try Self.decode(LottieLayer.self, #"{"hd": 1, "td": false, "ddd": true, "tm": {"k": [3]}}"#)
        #expect(layer.hd == true && layer.td == false && layer.ddd == true)
        #expect(layer.tm.property(default: [0]).staticValue == [3])
        #expect(LottieAnimatedValue?.none.property(default: [100]).staticValue == [100])
        #expect(try Self.decode(LottieAnimatedValue.self, "[1, 2]").property(default: [0]).staticValue == [1, 2])
        #expect(try Self.decode(LottieAnimatedValue.self, #"{"k": "x"}"#).property(default: [5]).staticValue == [5])
    }

    @Test func warningsNameWhereAValueIsEvenWhenItIsOfTheWrongType() throws {
        let file = try Self.decode(
            LottieFile.self,
            """
            {"layers": [
              {"ty": "shape", "bm": 3,
               "ks": {"r": {"k": 0, "x": "time * 10"}}}]}
            """)
        let layer = try #require(file.layers?.first)
        #expect(layer.ty?.value == nil)
        #expect(layer.ty?.site.location?.line == 2 && layer.ty?.site.path.description == "layers[0].ty")
        #expect(layer.bm?.value == 3 && layer.bm?.site.location?.line == 2)
        #expect(layer.expressions.map(\.path.description) == ["layers[0].ks.r.x"])
        #expect(layer.expressions.first?.location?.line == 3)
    }

    @Test func mattesMapToSceneMaskModes() {
        #expect(LottieMatteMode.alpha.sceneMaskMode == nil)
        #expect(LottieMatteMode.alphaInverted.sceneMaskMode == .alphaInverted)
        #expect(LottieMatteMode.luma.sceneMaskMode == .luminance)
        #expect(LottieMatteMode.lumaInverted.sceneMaskMode == .luminanceInverted)
        #expect(LottieMaskMode(rawValue: "s") == .subtract)
        #expect(LottieMaskMode(rawValue: "n") == .disabled)
    }

    @Test func aShiftedPrecompStartsAtItsStartTimeAndRunsAtItsStretch() throws {
        let mapping = LottieTimeMapping(layer: try Self.decode(LottieLayer.self, #"{"ty": 0, "st": 10, "sr": 2}"#))
        #expect(mapping.precompFrame(at: 30, frameRate: 30) == 10)
        #expect(mapping.precompFrame(at: 4, frameRate: 30) == 0)  // held at 0 before the start
        #expect(mapping.firstShownFrame == 10)
        let unstretched = LottieTimeMapping(layer: try Self.decode(LottieLayer.self, #"{"ty": 0, "sr": 0}"#))
        #expect(unstretched.precompFrame(at: 12, frameRate: 30) == 12)
    }

    @Test func aTimeRemapReplacesStartTimeAndStretch() throws {
        // tm from 0 s at frame 0 to 2 s at frame 30, at 30 fps: frame 15 shows precomp frame 30.
        let layer = try Self.decode(
            LottieLayer.self,
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
        #expect(LottieNumber.clean(0.1 + 0.2) == 0.3)
    }

    /// A file with shape groups `depth` deep, a red square in the innermost one.
    static func nestedGroups(_ depth: Int) -> String {
        var item =
            #"{"ty": "gr", "it": [{"ty": "rc", "p": {"k": [10, 10]}, "s": {"k": [10, 10]}, "r": {"k": 0}}, "#
            + #"{"ty": "fl", "c": {"k": [1, 0, 0, 1]}, "o": {"k": 100}}, {"ty": "tr"}]}"#
        for _ in 1..<depth { item = #"{"ty": "gr", "it": ["# + item + #", {"ty": "tr"}]}"# }
        return #"{"v": "5.7", "fr": 30, "ip": 0, "op": 2, "w": 20, "h": 20, "layers": [{"ty": 4, "nm": "deep", "#
            + #""ip": 0, "op": 2, "ks": {}, "shapes": ["# + item + "]}]}"
    }

    @Test func groupsNestedTooDeepAreWarnedAboutInsteadOfExhaustingTheStack() throws {
        let limit = LottieShapeItem.maxGroupDepth
        let drawn = LottieImport.convert(try Self.parse(Self.nestedGroups(limit)))
        #expect(drawn.warnings.isEmpty)
        #expect(drawn.document.allLayers().contains { $0.layer.state.fillColor == Color(hex: "#ff0000") })
        // 250 groups deep once overflowed the stack while the file was read.
        let deep = LottieImport.convert(try Self.parse(Self.nestedGroups(250)))
        #expect(deep.warnings.count == 1)
        #expect(deep.warnings.first?.message.contains("groups nested more than \(limit) deep") == true)
        #expect(deep.warnings.first?.path.components.filter { $0 == .key("it") }.count == limit)
    }
}
