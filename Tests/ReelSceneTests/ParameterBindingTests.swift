import ReelCore
import Testing

@testable import ReelScene

/// Documents built in code whose layer properties are bound to parameters: they write
/// `"$name"`, decode to the values they hold, and take `--set` as the decoded document does.
@Suite struct ParameterBindingTests {
    /// A template as an importer builds it: a bound fill, a bound text string, a bound
    /// foreground colour equal to its default, a bound font size, a bound mask and sublayer,
    /// and a layer that a change inserts with a bound fill.
    static func template() -> SceneDocument {
        var doc = SceneDocument(size: Size(width: 200, height: 100), duration: 1)
        doc.params = [
            SceneParameter(name: "Background_Fill_1", defaultValue: .string("#ff8800")),
            SceneParameter(name: "headline", defaultValue: .string("Hello")),
            SceneParameter(name: "ink", defaultValue: .string("#ffffff")),
            SceneParameter(name: "size", defaultValue: .number(24)),
        ]
        var fill = LayerState(kind: .shape)
        fill.name = "background"
        fill.fillColor = Color(hex: "#ff8800")
        var mask = LayerState(kind: .shape)
        mask.fillColor = Color(hex: "#ff8800")
        var text = LayerState(kind: .text)
        text.name = "title"
        text.string = "Hello"
        text.fontSize = 24
        let title = SceneLayer(
            state: text, parameterBindings: ["string": "headline", "foregroundColor": "ink", "fontSize": "size"])
        var background = SceneLayer(
            state: fill, sublayers: [title], parameterBindings: ["fillColor": "Background_Fill_1"])
        background.mask = SceneLayer(state: mask, parameterBindings: ["fillColor": "Background_Fill_1"])
        var note = LayerState(kind: .text)
        note.name = "note"
        note.string = "$headline"  // a literal, not a reference
        doc.layers = [background, SceneLayer(state: note)]
        var badge = LayerState(kind: .shape)
        badge.name = "badge"
        badge.fillColor = Color(hex: "#ff8800")
        let inserted = SceneLayer(state: badge, parameterBindings: ["fillColor": "Background_Fill_1"])
        doc.changes = [SceneChange(time: 0.5, layer: "background", action: .insertSublayer(inserted, index: nil))]
        return doc
    }

    /// Every layer's state, depth first, masks and the layers changes insert included.
    static func states(_ doc: SceneDocument) -> [LayerState] {
        func visit(_ layer: SceneLayer) -> [LayerState] {
            [layer.state] + (layer.mask.map(visit) ?? []) + layer.sublayers.flatMap(visit)
        }
        let inserted = doc.changes.compactMap { change -> SceneLayer? in
            if case .insertSublayer(let layer, _) = change.action { return layer }
            return nil
        }
        return (doc.layers + inserted).flatMap(visit)
    }

    /// The problems decoding `doc`'s JSON with `overrides` reports, and those resolving the
    /// built document reports, as `path: message` (a built document has no text locations).
    static func problems(_ doc: SceneDocument, _ overrides: [SceneOverride]) -> (decoded: [String], built: [String]) {
        var decoded: [String] = []
        var built: [String] = []
        do {
            _ = try SceneDocument(json: doc.jsonText(), options: SceneDecodingOptions(overrides: overrides))
        } catch {
            decoded = error.diagnostics.map { "\($0.path): \($0.message)" }
        }
        do {
            _ = try doc.resolvingParameters(overrides: overrides)
        } catch {
            #expect(error.diagnostics.allSatisfy { $0.location == nil })
            built = error.diagnostics.map(\.description)
        }
        return (decoded, built)
    }

    @Test func boundPropertiesAreWrittenAsReferences() throws {
        let json = Self.template().jsonValue()
        let background = try #require(json["layers"]?[0])
        #expect(background["fillColor"]?.stringValue == "$Background_Fill_1")
        #expect(background["mask"]?["fillColor"]?.stringValue == "$Background_Fill_1")
        let title = try #require(background["sublayers"]?[0])
        #expect(title["string"]?.stringValue == "$headline")
        #expect(title["fontSize"]?.stringValue == "$size")
        // Written although white is a text layer's default foreground: a `--set` may change it.
        #expect(title["foregroundColor"]?.stringValue == "$ink")
        #expect(title.objectMembers?.map(\.key) == ["type", "name", "string", "fontSize", "foregroundColor"])
        // A string that only reads like a reference stays a literal.
        #expect(json["layers"]?[1]?["string"]?.stringValue == "$$headline")
        #expect(json["changes"]?[0]?["insertSublayer"]?["fillColor"]?.stringValue == "$Background_Fill_1")
    }

    @Test func theWrittenTemplateDecodesToTheValuesTheLayersHold() throws {
        let doc = Self.template()
        let decoded = try SceneDocument(json: doc.jsonText())
        #expect(Self.states(decoded) == Self.states(doc))
        #expect(decoded.params == doc.params)
        // Decoding resolves the references and records no bindings.
        #expect(decoded.allLayers().allSatisfy { $0.layer.parameterBindings.isEmpty })
        #expect(decoded != doc)
        #expect(try SceneDocument(jsonValue: doc.jsonValue()).layers[0].state.fillColor == Color(hex: "#ff8800"))
    }

    @Test func resolvingABuiltDocumentGivesTheValuesDecodingWithSetGives() throws {
        let doc = Self.template()
        let overrides = [
            SceneOverride(name: "Background_Fill_1", value: "#00ff00"),
            SceneOverride(name: "headline", value: "Bonjour"),
            SceneOverride(name: "size", value: "30"),
        ]
        let decoded = try SceneDocument(json: doc.jsonText(), options: SceneDecodingOptions(overrides: overrides))
        let resolved = try doc.resolvingParameters(overrides: overrides)
        #expect(Self.states(resolved) == Self.states(decoded))
        #expect(resolved.params == decoded.params)
        #expect(resolved.layers[0].state.fillColor == Color(hex: "#00ff00"))
        #expect(resolved.layers[0].mask?.state.fillColor == Color(hex: "#00ff00"))
        #expect(resolved.layers[0].sublayers[0].state.string == "Bonjour")
        #expect(resolved.layers[0].sublayers[0].state.fontSize == 30)
        #expect(resolved.layers[1].state.string == "$headline")
        // The bindings are kept: the resolved document still writes the references.
        #expect(resolved.layers[0].parameterBindings == ["fillColor": "Background_Fill_1"])
        #expect(resolved.jsonValue()["layers"]?[0]?["fillColor"]?.stringValue == "$Background_Fill_1")
        #expect(try doc.resolvingParameters(overrides: []) == doc)
    }

    @Test(arguments: [
        [SceneOverride(name: "Background_Fill_1", value: "notacolor")],
        [SceneOverride(name: "size", value: "big")],
        [SceneOverride(name: "size", value: "-3")],
        [SceneOverride(name: "headlin", value: "Bonjour")],
        [SceneOverride(name: "ink", value: "#12"), SceneOverride(name: "colour", value: "red")],
    ])
    func badOverridesAreReportedAsDecodingReportsThem(overrides: [SceneOverride]) {
        let (decoded, built) = Self.problems(Self.template(), overrides)
        #expect(!decoded.isEmpty)
        #expect(built == decoded)
    }

    @Test func aColourParameterThatIsNoColourNamesTheParameter() {
        let overrides = [SceneOverride(name: "Background_Fill_1", value: "notacolor")]
        let (_, built) = Self.problems(Self.template(), overrides)
        let got = "got \"notacolor\" (the value of $Background_Fill_1)"
        #expect(built.first == "layers[0].fillColor: expected \(DecodingContext.colorPhrase), \(got)")
        #expect(built.count == 3)  // the layer, its mask and the inserted layer
    }

    @Test func aBindingToAnUndeclaredParameterIsReportedAsDecodingReportsIt() {
        var doc = Self.template()
        doc.layers[0].parameterBindings["fillColor"] = "Background_Fil_1"
        doc.layers[0].sublayers[0].parameterBindings["string"] = "nothing"
        let (decoded, built) = Self.problems(doc, [])
        #expect(built == decoded)
        #expect(
            built == [
                "layers[0].fillColor: unknown parameter \"$Background_Fil_1\": did you mean \"$Background_Fill_1\"?",
                "layers[0].sublayers[0].string: unknown parameter \"$nothing\"; declared parameters: "
                    + "$Background_Fill_1, $headline, $ink, $size",
            ])
    }

    @Test func aBindingToAKeyTheLayerDoesNotHaveIsReported() {
        var doc = Self.template()
        doc.layers[0].sublayers[0].parameterBindings["fillColor"] = "ink"
        doc.layers[0].sublayers[0].parameterBindings["sublayers"] = "ink"
        doc.layers[0].parameterBindings["opacty"] = "size"
        #expect(
            Self.problems(doc, []).built == [
                "layers[0].opacty: unknown key \"opacty\": did you mean \"opacity\"?",
                "layers[0].sublayers[0].fillColor: \"fillColor\" applies only to shape layers; add \"type\": \"shape\"",
                "layers[0].sublayers[0].sublayers: \"sublayers\" is not a property that a parameter can give",
            ])
    }

    @Test func layersThatDifferOnlyInBindingsAreNotEqual() {
        var text = LayerState(kind: .text)
        text.string = "$headline"
        let literal = SceneLayer(state: text)
        #expect(literal != SceneLayer(state: text, parameterBindings: ["string": "headline"]))
        #expect(literal == SceneLayer(state: text))
    }

    @Test func aBoundValueWarnsAsDecodingWarns() throws {
        var doc = Self.template()
        doc.params.append(SceneParameter(name: "end", defaultValue: .number(1.5)))
        doc.layers[0].parameterBindings["strokeEnd"] = "end"
        let decoded = try SceneDocument(json: doc.jsonText())
        let resolved = try doc.resolvingParameters(overrides: [])
        #expect(resolved.layers[0].state.strokeEnd == 1.5)
        #expect(resolved.warnings.map(\.description) == decoded.warnings.map { "\($0.path): \($0.message)" })
        #expect(resolved.warnings.count == 1)
    }

    @Test func aDocumentWithoutBindingsIsWrittenAsBefore() {
        var doc = SceneDocument(size: Size(width: 100, height: 50), duration: 2)
        doc.params = [SceneParameter(name: "headline", defaultValue: .string("Hello"))]
        var fill = LayerState(kind: .shape)
        fill.name = "fill"
        fill.fillColor = Color(hex: "#ff8800")
        var text = LayerState(kind: .text)
        text.string = "$headline"
        doc.layers = [SceneLayer(state: fill), SceneLayer(state: text)]
        #expect(
            doc.jsonText() == """
                {
                  "reel": 1,
                  "size": [100, 50],
                  "fps": 30,
                  "duration": 2,
                  "params": {
                    "headline": "Hello"
                  },
                  "layers": [
                    {
                      "type": "shape",
                      "name": "fill",
                      "fillColor": "#ff8800"
                    },
                    {
                      "type": "text",
                      "string": "$$headline"
                    }
                  ]
                }

                """)
    }
}
