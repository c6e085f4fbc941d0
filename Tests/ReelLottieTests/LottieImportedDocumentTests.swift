import Foundation
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// What `reel import` writes for each fixture, recorded in `Fixtures/imported/`: the converter's
/// typed document written once by the scene encoder. A change to any imported document shows
/// here as a text difference; record again (`reel import FIXTURE -o imported/NAME.json`) only
/// for a change that is meant.
@Suite("Imported documents")
struct LottieImportedDocumentTests {
    static let names: [String] = {
        let folder = (Fixtures.path("groups") as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
    }()

    static func imported(_ name: String) throws -> (result: LottieImport.Result, recorded: String) {
        let value = try JSONParser().parse([UInt8](FileManager.default.contents(atPath: Fixtures.path(name))!))
        let result = LottieImport.convert(value, imageFolder: name + "-images")
        let recorded = try #require(
            Bundle.module.path(forResource: name, ofType: "json", inDirectory: "Fixtures/imported"))
        return (result, try String(contentsOfFile: recorded, encoding: .utf8))
    }

    @Test func everyFixtureHasARecordedDocument() {
        #expect(Self.names.count >= 35)
    }

    @Test(arguments: names)
    func importWritesTheRecordedDocument(_ name: String) throws {
        let (result, recorded) = try Self.imported(name)
        #expect(JSONWriter().write(result.scene) == recorded)
    }

    /// The document the converter builds is the one its JSON reads back as: nothing is lost in
    /// writing it, and decoding adds nothing.
    @Test(arguments: names)
    func theBuiltDocumentIsTheOneItsJSONReadsAs(_ name: String) throws {
        let (result, recorded) = try Self.imported(name)
        let decoded = try SceneDocument(json: recorded)
        var built = result.document
        // Decoding records no parameter bindings; the values they give are the same.
        func unbound(_ layers: [SceneLayer]) -> [SceneLayer] {
            layers.map { l in
                var l = l
                l.parameterBindings = [:]
                l.sublayers = unbound(l.sublayers)
                l.mask = l.mask.map { unbound([$0])[0] }
                return l
            }
        }
        built.layers = unbound(built.layers)
        #expect(built == decoded)
    }

    @Test func staticColoursAndTextsAreBoundToParameters() throws {
        let (result, recorded) = try Self.imported("text")
        #expect(!result.document.params.isEmpty)
        let bound = result.document.allLayers().flatMap { $0.layer.parameterBindings.values }
        #expect(Set(bound) == Set(result.document.params.map(\.name)))
        #expect(recorded.contains("\"string\": \"$"))
    }
}
