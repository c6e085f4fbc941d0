import Foundation
import ReelCore
import Testing

@testable import ReelScene

@Suite struct RoundTripTests {
    func card() throws -> (SceneDocument, String) {
        try SceneDocument.load(contentsOfFile: Fixtures.path("card.json"))
    }

    @Test func documentToJSONToDocumentIsStable() throws {
        let (doc, _) = try card()
        let text = doc.jsonText()
        let again = try SceneDocument(json: text)
        #expect(again == doc)
        #expect(again.jsonText() == text)
    }

    @Test func exportedJSONKeepsTheDocumentedKeyOrderAndOmitsDefaults() throws {
        let (doc, _) = try card()
        let v = doc.jsonValue()
        #expect(
            v.objectMembers?.map(\.key) == [
                "reel", "description", "size", "scale", "fps", "duration", "background", "assets", "params", "layers",
            ])
        let ring = try #require(v["layers"]?[0]?["sublayers"]?[2])
        #expect(
            ring.objectMembers?.map(\.key) == [
                "type", "name", "position", "bounds", "transform", "path", "fillColor", "strokeColor", "lineWidth",
                "lineCap",
                "lineDashPattern", "strokeEnd",
            ])
        #expect(ring["fillColor"]?.isNull == true)
        #expect(ring["strokeEnd"]?.numberValue == 0.75)
    }

    @Test func documentToSnapshotToDocumentIsStable() throws {
        let (doc, base) = try card()
        let snapshot = doc.snapshot(baseDirectory: base)
        #expect(snapshot.state.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(snapshot.state.backgroundColor == doc.background)
        // Image paths resolve against the document's folder in the tree…
        #expect(snapshot.sublayers[0].sublayers[0].state.contents?.path == base + "/assets/dot.png")
        let back = SceneDocument(
            root: snapshot, duration: doc.duration, fps: doc.fps, scale: doc.scale, baseDirectory: base)
        // …and become relative again in the document.
        #expect(back.layers == doc.layers)
        #expect(back.size == doc.size && back.background == doc.background)
        let text = back.jsonText()
        #expect(try SceneDocument(json: text).jsonText() == text)
    }

    @Test func documentToLayerObjectsToDocumentIsStable() throws {
        let (doc, base) = try card()
        let root = doc.makeRootLayer(baseDirectory: base)
        #expect(root.sublayers[0].sublayers[1] is TextLayer)
        #expect(root.sublayers[0].sublayers[2] is ShapeLayer)
        #expect(root.sublayer(named: "avatar")?.cornerRadius == 30)
        let back = SceneDocument(
            root: root.modelSnapshot(), duration: doc.duration, fps: doc.fps, scale: doc.scale,
            baseDirectory: base)
        #expect(back.layers == doc.layers)
        #expect(root.modelSnapshot() == doc.snapshot(baseDirectory: base))
    }

    @Test func coloursMadeInCodeSurviveExactly() throws {
        var state = LayerState()
        state.backgroundColor = Color(red: 0.3, green: 0.1, blue: 1.0 / 3, alpha: 0.9)
        state.borderColor = Color(r8: 12, g8: 34, b8: 56)
        state.opacity = 0.1 + 0.2  // 0.30000000000000004
        let doc = SceneDocument(size: Size(width: 10, height: 10), duration: 1, layers: [SceneLayer(state: state)])
        let text = doc.jsonText()
        #expect(text.contains("\"borderColor\": \"#0c2238\""))
        #expect(text.contains("\"backgroundColor\": [0.3, 0.1, 0.3333333333333333, 0.9]"))
        #expect(text.contains("\"opacity\": 0.30000000000000004"))
        #expect(try SceneDocument(json: text) == doc)
    }

    @Test func everyPropertySurvivesARoundTrip() throws {
        let doc = try Self.everyPropertyDocument()
        let again = try SceneDocument(json: doc.jsonText())
        #expect(again == doc)
    }

    /// Every property of a document layer survives `makeLayer()`, `speed`, `timeOffset` and
    /// `beginTime` included: decoding, encoding and applying walk one table, so none is missed.
    @Test func everyPropertySurvivesLayerObjects() throws {
        let doc = try Self.everyPropertyDocument()
        for (path, layer) in doc.allLayers() {
            #expect(layer.makeLayer().model == layer.state, "\(path)")
        }
        let root = doc.makeRootLayer()
        #expect(root.modelSnapshot() == doc.snapshot())
    }

    @Test func theLayerKeyTableNamesEveryLayerProperty() {
        let keys = SceneLayerKey.all.map(\.key)
        #expect(Set(keys) == Set(LayerProperty.all.map(\.name)))
        #expect(Set(keys).count == keys.count)
    }

    static func everyPropertyDocument() throws -> SceneDocument {
        var plain = LayerState(kind: .plain)
        plain.name = "p"
        plain.position = Point(x: 1.5, y: -2)
        plain.bounds = Rect(x: 1, y: 2, width: 3, height: 4)
        plain.anchorPoint = Point(x: 0, y: 1)
        plain.transform = Transform3D(AffineTransform(rotationAngle: 0.3))
        plain.opacity = 0.5
        plain.speed = 2
        plain.timeOffset = 0.5
        plain.beginTime = 1
        plain.isHidden = true
        plain.backgroundColor = .red
        plain.cornerRadius = 2
        plain.borderWidth = 1
        plain.borderColor = .blue
        plain.masksToBounds = true
        plain.contents = Image(path: "a.png")
        plain.contentsGravity = .center
        plain.shadowColor = .green
        plain.shadowOpacity = 0.4
        plain.shadowOffset = Size(width: 1, height: 2)
        plain.shadowRadius = 5
        var shape = LayerState(kind: .shape)
        shape.path = try BezierPath(svgPathData: "M 0 0 L 1 1 Q 2 3 4 5 C 1 2 3 4 5.5 -6 Z")
        shape.fillColor = nil
        shape.fillRule = .evenOdd
        shape.strokeColor = .orange
        shape.lineWidth = 3
        shape.lineCap = .square
        shape.lineJoin = .bevel
        shape.miterLimit = 4
        shape.lineDashPattern = [1, 2, 3]
        shape.lineDashPhase = 0.5
        shape.strokeStart = 0.1
        shape.strokeEnd = 0.9
        var text = LayerState(kind: .text)
        text.string = "héllo \"中文\"\n"
        text.fontFamily = "DejaVu Serif"
        text.fontSize = 12
        text.isBold = true
        text.foregroundColor = .yellow
        text.alignmentMode = .justified
        text.isWrapped = true
        text.truncationMode = .middle
        var doc = SceneDocument(
            size: Size(width: 320, height: 240), duration: 3, fps: 24, scale: 1.5, background: .white)
        doc.layers = [
            SceneLayer(state: plain, sublayers: [SceneLayer(state: shape), SceneLayer(state: text)])
        ]
        doc.assets = SceneAssets(images: ["a.png"], fonts: ["f.ttf"])
        doc.params = [SceneParameter(name: "x", defaultValue: .number(2))]
        doc.summary = "all"
        return doc
    }

    /// The string the fuzz target found (fuzz/seeds/template-literal-dollar.json): after
    /// substitution it holds `${price}`, which the encoder must not leave for the next read to
    /// substitute.
    @Test func stringsThatLookLikeTemplatesSurviveARoundTrip() throws {
        let doc = try SceneDocument(
            json: """
                {"reel": 1, "size": [10, 10], "duration": 1, "params": {"product": "Reel Pro", "price": 9.99},
                 "layers": [{"type": "text", "string": "${product} now $Substr$${price}"}]}
                """)
        #expect(doc.layers[0].state.string == "Reel Pro now $Substr${price}")
        let again = try SceneDocument(json: doc.jsonText())
        #expect(again.layers[0].state.string == "Reel Pro now $Substr${price}")
        #expect(again == doc)
    }

    @Test func everyStringWithDollarSignsSurvivesARoundTrip() throws {
        let strings = [
            "$", "$$", "$$$", "${", "${}", "${x}", "$x", "$x$", "$5 off", "a$", "$${x}", "${x", "}", "$}", "$_",
            "$x y", "x $y", "$$x", "#$ff0000",
        ]
        for s in strings {
            var text = LayerState(kind: .text)
            text.string = s
            text.name = s
            var doc = SceneDocument(size: Size(width: 10, height: 10), duration: 1, layers: [SceneLayer(state: text)])
            doc.summary = s
            doc.params = [SceneParameter(name: "x", defaultValue: .string("$y"))]
            let again = try SceneDocument(json: doc.jsonText())
            #expect(again.layers[0].state.string == s, "\(s)")
            #expect(again.layers[0].state.name == s, "\(s)")
            #expect(again.summary == s, "\(s)")
            #expect(again.params == doc.params, "\(s)")
        }
    }
}
