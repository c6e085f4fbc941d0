import Foundation
import Testing
import _ReelTestSupport

@testable import ReelScene

/// docs/scene-format.md and docs/scene.schema.json agree with the decoder: every example in
/// the doc decodes and validates against the schema, and every key is documented.
@Suite struct DocumentationTests {
    static let root = Fixtures.repositoryRoot

    static var markdown: String {
        (try? String(contentsOfFile: root + "/docs/scene-format.md", encoding: .utf8)) ?? ""
    }

    /// Every ```json block of the format document.
    static var examples: [String] {
        Repository.jsonExamples(inMarkdown: markdown)
    }

    static func schema() throws -> SchemaValidator {
        let text = try String(contentsOfFile: root + "/docs/scene.schema.json", encoding: .utf8)
        return SchemaValidator(root: try JSONParser().parse(text))
    }

    @Test func theDocumentHasExamples() {
        #expect(Self.examples.count >= 6)
    }

    @Test(arguments: examples.indices)
    func everyExampleDecodesAndMatchesTheSchema(index: Int) throws {
        let text = Self.examples[index]
        let doc = try SceneDocument(json: text)
        #expect(doc.version == 1)
        #expect(doc.warnings.map(\.description) == [])  // examples show what to write
        let value = try JSONParser().parse(text)
        #expect(try Self.schema().validate(value) == [])
        // Exporting and reading back gives the same document.
        #expect(try SceneDocument(json: doc.jsonText()) == doc)
    }

    @Test func theSchemaIsDraft202012AndNamesEveryKeyTheDecoderKnows() throws {
        let schema = try Self.schema().root
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        func keys(_ v: JSONValue?) -> [String] { v?.objectMembers?.map(\.key) ?? [] }
        #expect(keys(schema["properties"]) == SceneDecoder.topLevelKeys)
        let defs = schema["$defs"]
        #expect(keys(defs?["layerProperties"]?["properties"]) == SceneDecoder.commonKeys)
        #expect(keys(defs?["shapeProperties"]?["properties"]) == SceneDecoder.shapeKeys)
        #expect(keys(defs?["textProperties"]?["properties"]) == SceneDecoder.textKeys)
        #expect(keys(defs?["gradientProperties"]?["properties"]) == SceneDecoder.gradientKeys)
        #expect(keys(defs?["replicatorProperties"]?["properties"]) == SceneDecoder.replicatorKeys)
        #expect(keys(defs?["emitterProperties"]?["properties"]) == SceneDecoder.emitterKeys)
        let animationKeys = Set(
            SceneDecoder.springKeys + SceneDecoder.keyframeKeys + SceneDecoder.groupKeys + SceneDecoder.transitionKeys)
        #expect(Set(keys(defs?["animation"]?["properties"])) == animationKeys)
        #expect(keys(defs?["change"]?["properties"]) == SceneDecoder.changeKeys)
    }

    @Test func theDocumentHasATableRowForEveryKey() {
        let all =
            SceneDecoder.topLevelKeys + SceneDecoder.commonKeys + SceneDecoder.shapeKeys + SceneDecoder.textKeys
            + SceneDecoder.gradientKeys + SceneDecoder.replicatorKeys + SceneDecoder.emitterKeys
            + EmitterCellCoding.keys + ["images", "fonts"] + SceneDecoder.springKeys + SceneDecoder.keyframeKeys
            + SceneDecoder.groupKeys + SceneDecoder.transitionKeys
            + SceneDecoder.changeKeys
        for key in all {
            #expect(Self.markdown.contains("\n| `\(key)` |"), "no row for \(key)")
        }
    }

    @Test func theSchemaRejectsWhatTheDecoderRejectsForStructure() throws {
        let schema = try Self.schema()
        let structural: Set<SceneDiagnostic.Kind> = [.type, .range, .unknownKey, .missingKey, .version]
        var checked = 0
        // Frame counts (duration × fps) and a spring's settling time need arithmetic the schema
        // cannot express.
        for file in BrokenDocumentTests.cases where !["no-frames.json", "spring-settles-too-late.json"].contains(file) {
            let text = try String(contentsOfFile: BrokenDocumentTests.directory + "/" + file, encoding: .utf8)
            guard let value = try? JSONParser().parse(text) else { continue }
            let kinds: Set<SceneDiagnostic.Kind>
            do {
                _ = try SceneDocument(jsonValue: value)
                kinds = []
            } catch {
                kinds = Set(error.diagnostics.map(\.kind))
            }
            guard !kinds.isEmpty, kinds.isSubset(of: structural) else { continue }
            // Pixel-count limits need arithmetic the schema cannot express; sides it can.
            #expect(!schema.validate(value).isEmpty, "\(file) passes the schema")
            checked += 1
        }
        #expect(checked >= 8)
    }

    @Test func theValidatorCanFail() throws {
        let schema = try Self.schema()
        let bad = try JSONParser().parse(
            #"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "text", "strokeEnd": 1}]}"#)
        #expect(schema.validate(bad) == ["$.layers[0]: unevaluated property strokeEnd"])
    }
}
