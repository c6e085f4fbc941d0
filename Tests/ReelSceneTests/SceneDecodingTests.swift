import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// Decodes `text` and returns the diagnostics' descriptions (empty when valid).
func diagnostics(_ text: String, options: SceneDecodingOptions = SceneDecodingOptions()) -> [String] {
    do {
        _ = try SceneDocument(json: text, options: options)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite struct SceneDecodingTests {
    @Test func decodesTheCardFixtureWithEveryValue() throws {
        let (doc, base) = try SceneDocument.load(contentsOfFile: Fixtures.path("card.json"))
        #expect(base == Fixtures.directory)
        #expect(doc.size == Size(width: 375, height: 667))
        #expect(doc.scale == 2 && doc.fps == 25 && doc.duration == 2.4)
        #expect(doc.frameCount == 60)
        #expect(doc.pixelWidth == 750 && doc.pixelHeight == 1334)
        #expect(doc.background == Color(hex: "#f2f2f7"))
        #expect(doc.assets.images == ["assets/dot.png"])
        #expect(doc.params.map(\.name) == ["title", "accent", "ring", "photo"])
        #expect(doc.allLayers().map(\.path) == ["card", "card/avatar", "card/title", "card/ring"])

        let card = doc.layers[0]
        #expect(card.state.position == Point(x: 187.5, y: 300))
        #expect(card.state.bounds == Rect(x: 0, y: 0, width: 335, height: 200))
        #expect(card.state.cornerRadius == 16 && card.state.shadowOpacity == 0.2)
        #expect(card.state.shadowOffset == Size(width: 0, height: 4))

        let avatar = card.sublayers[0].state
        #expect(avatar.contents == Image(path: "assets/dot.png"))  // from $photo
        #expect(avatar.borderColor == Color(hex: "#ff8800"))  // from $accent
        #expect(avatar.contentsGravity == .resizeAspectFill && avatar.masksToBounds)

        let title = card.sublayers[1].state
        #expect(title.kind == .text)
        #expect(title.string == "Hello, world")  // "${title}, world"
        #expect(title.isBold && title.fontSize == 24 && title.alignmentMode == .left)

        let ring = card.sublayers[2]
        #expect(ring.state.kind == .shape)
        #expect(ring.state.path?.elements.count == 6)  // M, four curves, Z
        #expect(ring.state.path?.elements.first == .move(to: Point(x: 30, y: 0)))
        #expect(ring.state.fillColor == nil)
        #expect(ring.state.strokeEnd == 0.75)  // from $ring, a number
        #expect(ring.state.lineDashPattern == [6, 4])
        #expect(ring.state.lineCap == .round)
        #expect(ring.state.transform.affine == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test func setOverridesParametersByType() throws {
        let overrides = [
            SceneOverride(name: "title", value: "Bonjour"), SceneOverride(name: "ring", value: "0.25"),
            SceneOverride(name: "accent", value: "#00ff00"),
        ]
        let (doc, _) = try SceneDocument.load(contentsOfFile: Fixtures.path("card.json"), overrides: overrides)
        #expect(doc.layers[0].sublayers[1].state.string == "Bonjour, world")
        #expect(doc.layers[0].sublayers[2].state.strokeEnd == 0.25)
        #expect(doc.layers[0].sublayers[2].state.strokeColor == Color.green)
        #expect(doc.params[0].value == .string("Bonjour") && doc.params[0].defaultValue == .string("Hello"))
    }

    static let paramDocument = """
        {"reel": 1, "size": [100, 100], "duration": 1,
         "params": {"title": "Hi", "count": 3, "on": true},
         "layers": [{"type": "text", "name": "t", "string": "$title", "fontSize": "$count", "hidden": "$on"}]}
        """

    @Test(arguments: [
        ("titel", "x", "params.titel: --set titel=…: the document has no parameter \"titel\"; did you mean \"title\"?"),
        ("count", "many", "params.count: --set count=many: expected a number (the default is 3)"),
        ("on", "yes", "params.on: --set on=yes: expected true or false"),
    ])
    func badOverridesAreReported(name: String, value: String, expected: String) {
        let options = SceneDecodingOptions(overrides: [SceneOverride(name: name, value: value)])
        #expect(diagnostics(Self.paramDocument, options: options) == [expected])
    }

    @Test func overrideParsing() {
        #expect(SceneOverride(parsing: "title=a=b") == SceneOverride(name: "title", value: "a=b"))
        #expect(SceneOverride(parsing: "title=") == SceneOverride(name: "title", value: ""))
        #expect(SceneOverride(parsing: "=x") == nil)
        #expect(SceneOverride(parsing: "title") == nil)
        // `=` and a combining mark after it are one Character; the split is at the scalar
        // (found by the fuzz target: fuzz/seeds/argument-combining-mark.bin).
        #expect(SceneOverride(parsing: "title=\u{301}x")?.value.unicodeScalars.first == "\u{301}")
        #expect(SceneOverride(parsing: "title=\u{301}x")?.name == "title")
    }

    @Test func parameterValuesOfTheWrongTypeNameTheParameter() {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1, "params": {"title": "Hi"},
             "layers": [{"name": "a", "opacity": "$title"}]}
            """
        #expect(
            diagnostics(text) == [
                "layers[0].opacity (line 2, column 38): expected a number from 0 to 1, got \"Hi\" (the value of $title)"
            ])
    }

    @Test func dollarEscapesAndNonReferences() throws {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1, "params": {"p": 5},
             "layers": [{"type": "text", "string": "$$p costs $5 or ${p}"}]}
            """
        let doc = try SceneDocument(json: text)
        #expect(doc.layers[0].state.string == "$p costs $5 or 5")
    }

    /// `${price}` shows the number as the user wrote it, in the document or
    /// after `--set`, while `$price` in a number field is the number itself.
    @Test func numberParametersInStringsKeepTheTextWritten() throws {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1, "params": {"price": 19.90, "big": 1.0e3},
             "layers": [{"type": "text", "string": "now ${price} (was ${big})", "fontSize": "$price"}]}
            """
        let doc = try SceneDocument(json: text)
        #expect(doc.layers[0].state.string == "now 19.90 (was 1.0e3)")
        #expect(doc.layers[0].state.fontSize == 19.9)
        #expect(doc.params[0].text == "19.90")
        let set = try SceneDocument(
            json: text, options: SceneDecodingOptions(overrides: [SceneOverride(name: "price", value: "24.50")]))
        #expect(set.layers[0].state.string == "now 24.50 (was 1.0e3)")
        #expect(set.layers[0].state.fontSize == 24.5)
        #expect(set.params[0].value == .number(24.5) && set.params[0].text == "24.50")
        // Decoded from a value built in code, a number has no written form: its shortest one.
        #expect(SceneParameter(name: "p", defaultValue: .number(19.90)).text == "19.9")
    }

    @Test func aBareDollarNameInsideALongerStringIsKeptAsText() throws {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1, "params": {"name": "Ada"},
             "layers": [{"type": "text", "string": "Hello $name, ${name}"}]}
            """
        #expect(try SceneDocument(json: text).layers[0].state.string == "Hello $name, Ada")
    }

    @Test func reportsEveryErrorAtOnceInTheIssuesFormat() {
        let text = """
            {
              "reel": 1,
              "size": [100, 100],
              "duration": 1,
              "layers": [
                {"name": "a"},
                {"name": "b"},
                {"name": "c", "opacity": "fast", "sublayers": [{"borderWidth": -1}]},
                {"type": "shape", "strokeEnds": 1}
              ]
            }
            """
        #expect(
            diagnostics(text) == [
                "layers[2].opacity (line 8, column 30): expected a number from 0 to 1, got \"fast\"",
                "layers[2].sublayers[0].borderWidth (line 8, column 68): expected a number from 0 to 1000000, got -1",
                "layers[3].strokeEnds (line 9, column 23): unknown key \"strokeEnds\": did you mean \"strokeEnd\"?",
            ])
    }

    @Test(arguments: [
        ("strokeEnds", "strokeEnd"), ("fillcolor", "fillColor"), ("linewidth", "lineWidth"),
        ("positon", "position"), ("anchorpoint", "anchorPoint"), ("cornerRadious", "cornerRadius"),
        ("sublayer", "sublayers"), ("shadowRadus", "shadowRadius"),
    ])
    func unknownKeysSuggestTheNearestKey(written: String, suggested: String) {
        let text = #"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "shape", "\#(written)": 1}]}"#
        let d = diagnostics(text)
        #expect(d.count == 1)
        #expect(d.first?.hasSuffix("unknown key \"\(written)\": did you mean \"\(suggested)\"?") == true)
    }

    @Test func unrelatedUnknownKeysListTheKnownOnes() {
        let d = diagnostics(#"{"reel": 1, "size": [1, 1], "duration": 1, "zzzzzzzz": 1}"#)
        #expect(
            d == [
                """
                zzzzzzzz (line 1, column 44): unknown key \"zzzzzzzz\"; known keys here: reel, description, size, \
                scale, fps, duration, background, assets, audio, params, layers, changes, markers
                """
            ])
    }

    @Test(arguments: [
        ("[100000, 100000]", 1.0, true), ("[16384, 16384]", 1.0, true), ("[8192, 8192]", 1.0, false),
        ("[4096, 4096]", 2.0, false), ("[4096, 4096]", 3.0, true), ("[16384, 1]", 1.0, false),
        ("[0.2, 0.2]", 1.0, true),
    ])
    func canvasPixelLimitIsCheckedBeforeAnythingIsMade(size: String, scale: Double, rejected: Bool) {
        let d = diagnostics(#"{"reel": 1, "size": \#(size), "scale": \#(scale), "duration": 1}"#)
        #expect(d.isEmpty != rejected, "\(d)")
    }

    @Test func overriddenSizesAreCheckedAgainstThePixelLimitToo() {
        let text = #"{"reel": 1, "params": {"w": 100}, "size": ["$w", 100], "duration": 1}"#
        #expect(diagnostics(text).isEmpty)
        let options = SceneDecodingOptions(overrides: [SceneOverride(name: "w", value: "100000")])
        #expect(
            diagnostics(text, options: options) == [
                """
                size (line 1, column 43): the canvas is 100000 × 100 pixels (size × scale), over the limit of 16384 \
                pixels a side and 67108864 pixels in all; make it smaller
                """
            ])
    }

    @Test func coloursAcceptHexAndComponentArrays() throws {
        let doc = try SceneDocument(
            json: """
                {"reel": 1, "size": [1, 1], "duration": 1, "background": [0.3, 0.1, 0.2],
                 "layers": [{"backgroundColor": "#f80"}, {"backgroundColor": "#ff880080"}, {"backgroundColor": null}]}
                """)
        #expect(doc.background == Color(red: 0.3, green: 0.1, blue: 0.2))
        #expect(doc.layers[0].state.backgroundColor == Color(hex: "#ff8800"))
        #expect(doc.layers[1].state.backgroundColor?.alpha == 128.0 / 255)
        #expect(doc.layers[2].state.backgroundColor == nil)
    }

    @Test func missingAssetsNameThePathAndTheField() throws {
        let text =
            #"""
            {"reel": 1, "size": [1, 1], "duration": 1, "assets": {"fonts": ["f/a.ttf"]}, "layers": [{"contents": \#
            "x.png"}]}
            """#
        let options = SceneDecodingOptions(baseDirectory: Fixtures.directory)
        let error = try #require(throws: SceneValidationError.self) { try SceneDocument(json: text, options: options) }
        #expect(error.isOnlyMissingFiles)
        #expect(error.diagnostics.map(\.path.description) == ["assets.fonts[0]", "layers[0].contents"])
        #expect(
            error.diagnostics[1].message.contains(
                "cannot find image \"x.png\" (looked for \(Fixtures.directory)/x.png)"))
        // Without a base directory, files are not checked.
        #expect(diagnostics(text).isEmpty)
    }

    @Test func unsupportedFileTypesAreRejected() {
        let d = diagnostics(#"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"contents": "a.gif"}]}"#)
        #expect(
            d == [
                "layers[0].contents (line 1, column 68): \"a.gif\" is not a supported image file; use .png, .jpg, .jpeg"
            ])
    }

    @Test func siblingNamesMustBeUniqueButCousinsMayShare() {
        let ok =
            #"""
            {"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"name": "a", "sublayers": [{"name": "x"}]}, \#
            {"name": "b", "sublayers": [{"name": "x"}]}]}
            """#
        #expect(diagnostics(ok).isEmpty)
        let bad =
            #"""
            {"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"name": "a", "sublayers": [{"name": "x"}, {"name": \#
            "x"}]}]}
            """#
        #expect(diagnostics(bad).count == 1)
    }

    @Test func kindSpecificKeysOnTheWrongKindExplainWhy() {
        let d = diagnostics(
            #"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "shape", "fontSize": 3}]}"#)
        #expect(
            d == [
                """
                layers[0].fontSize (line 1, column 73): \"fontSize\" applies only to text layers; add \"type\": \"text\"
                """
            ])
    }

    @Test func enumValuesSuggestTheNearest() {
        let d = diagnostics(#"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "shap"}]}"#)
        #expect(
            d == [
                """
                layers[0].type (line 1, column 64): expected one of \"plain\", \"shape\", \"text\", \
                \"transformLayer\", \"replicator\", \"emitter\", \"gradient\", got \"shap\"; did you mean \"shape\"?
                """
            ])
    }

    @Test func badSVGPathDataIsReportedWithTheParsersMessage() {
        let d = diagnostics(
            #"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "shape", "path": "M 0 0 L 5"}]}"#)
        #expect(
            d == [
                """
                layers[0].path (line 1, column 81): invalid SVG path data at offset 9 in command 'L': expected a \
                number, found end of data; 'L' takes 2 numbers per segment — check for a missing or malformed value
                """
            ])
    }

    @Test func dashPatternsMustHaveALength() {
        let d = diagnostics(
            #"{"reel": 1, "size": [1, 1], "duration": 1, "layers": [{"type": "shape", "lineDashPattern": [0, 0]}]}"#)
        #expect(d.count == 1 && d[0].contains("at least one length > 0"))
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("Flaw", "lawn", 2), ("ABC", "abc", 0),
    ])
    func levenshtein(a: String, b: String, d: Int) {
        #expect(Suggestion.distance(a, b, limit: 10) == d)
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(Suggestion.nearest(to: "zzzz", in: ["opacity", "bounds"]) == nil)
        #expect(Suggestion.nearest(to: "bound", in: ["opacity", "bounds"]) == "bounds")
    }
}
