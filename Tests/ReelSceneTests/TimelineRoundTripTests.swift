import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// Stage → Timeline → document → Timeline: the document holds everything the frames depend on.
@Suite struct TimelineRoundTripTests {
    /// A clip with every kind of animation and every kind of timed change.
    static func recordedTimeline() -> Timeline {
        let stage = Stage(size: Size(width: 200, height: 120), fps: 30, duration: 2)
        let box = Layer()
        box.name = "box"
        box.bounds = Rect(x: 0, y: 0, width: 80, height: 60)
        box.position = Point(x: 60, y: 60)
        box.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
        box.cornerRadius = 8
        stage.rootLayer.addSublayer(box)
        let ring = ShapeLayer()
        ring.name = "ring"
        ring.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        ring.position = Point(x: 40, y: 30)
        ring.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40))
        ring.fillColor = nil
        ring.strokeColor = .blue
        ring.lineWidth = 4
        box.addSublayer(ring)
        let unnamed = Layer()
        unnamed.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        stage.rootLayer.addSublayer(unnamed)

        var draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0.0
        draw.toValue = 1.0
        draw.duration = 1
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        draw.timingFunction = .easeInEaseOut
        ring.add(draw, forKey: "draw")

        var move = KeyframeAnimation(keyPath: "position")
        move.values = [Point(x: 60, y: 60), Point(x: 140, y: 40), Point(x: 100, y: 80)]
        move.keyTimes = [0, 0.3, 1]
        move.timingFunctions = [.easeIn, TimingFunction(controlPoints: 0.3, 1.4, 0.6, 1)]
        move.calculationMode = .cubic
        move.duration = 1.5
        move.beginTime = 0.2
        box.add(move, forKey: "move")

        var spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = Double.pi
        spin.duration = 0.5
        spin.repeatCount = .infinity
        unnamed.add(spin)

        var badge: TextLayer?
        stage.at(0.5) {
            box.opacity = 0.5
            let b = TextLayer()
            b.name = "badge"
            b.string = "Hi"
            b.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
            b.contents = nil
            box.insertSublayer(b, at: 0)
            var pop = SpringAnimation(keyPath: "transform.scale")
            pop.fromValue = 0.5
            pop.toValue = 1.0
            pop.damping = 8
            pop.duration = 0.8
            b.add(pop, forKey: "pop")
            badge = b
        }
        stage.at(1.0) {
            ring.removeAnimation(forKey: "draw")
            var group = AnimationGroup()
            var fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.2
            var color = BasicAnimation(keyPath: "backgroundColor")
            color.toValue = Color?.some(.green)
            group.animations = [fade, color]
            group.duration = 0.6
            group.autoreverses = true
            box.add(group, forKey: "flash")
            unnamed.removeAllAnimations()
        }
        stage.at(1.5) {
            badge?.removeFromSuperlayer()
            ring.lineDashPattern = [4, 2]
            let follow = Layer()
            follow.bounds = Rect(x: 0, y: 0, width: 6, height: 6)
            follow.backgroundColor = .black
            var orbit = KeyframeAnimation(keyPath: "position")
            orbit.path = BezierPath(ovalIn: Rect(x: 50, y: 20, width: 80, height: 80))
            orbit.rotationMode = .rotateAuto
            orbit.calculationMode = .paced
            orbit.duration = 0.4
            follow.add(orbit)
            stage.rootLayer.addSublayer(follow)
        }
        return stage.run()
    }

    @Test func timelineToDocumentToTimelineGivesTheSameFramesAtEveryFrame() throws {
        let timeline = Self.recordedTimeline()
        #expect(timeline.changes.count >= 8)
        let document = SceneDocument(timeline: timeline)
        let text = document.jsonText()
        let decoded = try SceneDocument(json: text)
        #expect(decoded.jsonText() == text)
        let again = decoded.timeline()
        #expect(again.frameCount == timeline.frameCount)
        var differing: [Int] = []
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            if timeline.evaluate(at: t) != again.evaluate(at: t) { differing.append(i) }
        }
        #expect(differing.isEmpty, "frames differ: \(differing)")
        // The comparison can fail: a document missing one change shows different frames.
        var broken = decoded
        broken.changes.removeFirst()
        let other = broken.timeline()
        #expect(
            (0..<timeline.frameCount).contains {
                timeline.evaluate(at: timeline.time(ofFrame: $0)) != other.evaluate(at: timeline.time(ofFrame: $0))
            })
    }

    /// Whole-number properties set after the start (a label's weight and line limit, as `reel run`
    /// records them) are written into the changes and read back: they used to be written as
    /// null and refused ("values of this property cannot be written in a document").
    @Test func wholeNumberChangesRoundTrip() throws {
        let stage = Stage(size: Size(width: 100, height: 60), fps: 10, duration: 1)
        let label = TextLayer()
        label.name = "label"
        label.string = "Inbox"
        label.backgroundColor = .blue
        stage.rootLayer.addSublayer(label)
        stage.at(0.3) {
            label[dynamicMember: \.fontWeight] = 600
            label[dynamicMember: \.maximumLines] = 2
        }
        stage.at(0.6) {
            label[dynamicMember: \.fontWeight] = nil
            label.backgroundColor = nil
        }
        let timeline = stage.run()
        let text = SceneDocument(timeline: timeline).jsonText()
        #expect(text.contains("\"fontWeight\": 600") && text.contains("\"maximumLines\": 2"))
        #expect(text.contains("\"fontWeight\": null"))
        let again = try SceneDocument(json: text).timeline()
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            #expect(again.evaluate(at: t) == timeline.evaluate(at: t), "frame \(i)")
        }
        // After each change's implicit animation (0.25 s) the values are the ones set.
        let states = [0.1, 0.58, 0.95].map { again.evaluate(at: $0).sublayers[0].state }
        #expect(states.map(\.fontWeight) == [nil, 600, nil])
        #expect(states.map(\.maximumLines) == [0, 2, 2])
        #expect(states.map(\.backgroundColor) == [.blue, .blue, nil], "null is a value too")
        // A recorded change is checked as a layer's key is: a line limit must be a whole number.
        let bad = text.replacingOccurrences(of: "\"maximumLines\": 2", with: "\"maximumLines\": 2.5")
        #expect(throws: (any Error).self) { try SceneDocument(json: bad) }
    }

    /// Sibling layers sharing a name, as iOS allows (`bar.name = "bar"` in a loop), export as a
    /// valid document: the later ones numbered ("bar 2", "bar 3", skipping a sibling's own
    /// "bar 2"), at the top and further down; it used to be refused ("two sibling layers are
    /// named …"), which failed `reel run`.
    @Test func siblingsSharingANameExport() throws {
        let stage = Stage(size: Size(width: 100, height: 60), fps: 10, duration: 1)
        let group = Layer()
        group.name = "group"
        stage.rootLayer.addSublayer(group)
        for name in ["bar", "bar", "bar 2", "bar"] {
            let bar = Layer()
            bar.name = name
            group.addSublayer(bar)
            let top = Layer()
            top.name = name
            stage.rootLayer.addSublayer(top)
        }
        let timeline = stage.run()
        let doc = try SceneDocument(json: SceneDocument(timeline: timeline).jsonText())
        let expected = ["bar", "bar 3", "bar 2", "bar 4"]
        #expect(doc.layers[0].sublayers.map(\.state.name) == expected)
        #expect(doc.layers.dropFirst().map(\.state.name) == expected)
    }

    @Test func exportedChangesNameLayersByPathOrNumber() throws {
        let doc = SceneDocument(timeline: Self.recordedTimeline())
        let refs = doc.changes.map(\.layer)
        #expect(refs.contains("box"))
        #expect(refs.contains("box/badge"))
        #expect(refs.contains("/"))
        #expect(refs.contains { $0.hasPrefix("#") })  // the unnamed layer
        let text = doc.jsonText()
        #expect(text.contains("\"removeAnimation\": \"draw\""))
        #expect(text.contains("\"removeSublayer\": \"badge\""))
        #expect(text.contains("\"repeatCount\": \"infinity\""))
        #expect(text.contains("\"timingFunction\": \"easeInEaseOut\""))
        #expect(text.contains("[0.3, 1.4, 0.6, 1]"))
    }

    @Test func documentToTimelineToDocumentIsStable() throws {
        let doc = SceneDocument(timeline: Self.recordedTimeline())
        let back = SceneDocument(timeline: doc.timeline())
        #expect(back == doc)
        #expect(back.jsonText() == doc.jsonText())
    }

    static let animatedDocument = """
        {
          "reel": 1, "size": [100, 100], "fps": 10, "duration": 1,
          "layers": [
            {"name": "a", "bounds": [0, 0, 10, 10], "position": [10, 10],
             "animations": [{"key": "slide", "keyPath": "position.x", "fromValue": 10, "toValue": 90, "duration": 1}]},
            {"name": "b"}
          ],
          "changes": [
            {"time": 0.5, "layer": "a", "set": {"opacity": 0.5, "position": [20, 20]}},
            {"time": 0.6, "layer": "a", "removeAnimation": "slide"},
            {"time": 0.7, "layer": "/", "insertSublayer": {"name": "c", "backgroundColor": "#00ff00"}, "index": 0},
            {"time": 0.8, "layer": "/", "removeSublayer": "b"}
          ]
        }
        """

    @Test func handWrittenChangesAreApplied() throws {
        let timeline = try SceneDocument(json: Self.animatedDocument).timeline()
        let early = timeline.evaluate(at: 0.25)
        #expect(early.sublayers[0].state.position.x == 30)  // 10 + 80 × 0.25
        let mid = timeline.evaluate(at: 0.55)
        #expect(mid.sublayers[0].state.opacity == 0.5)
        #expect(abs(mid.sublayers[0].state.position.x - 54) < 1e-9)  // still animating over the new model
        let late = timeline.evaluate(at: 0.9)
        #expect(late.sublayers.map(\.state.name) == ["c", "a"])
        #expect(late.sublayers[1].state.position == Point(x: 20, y: 20))
    }

    @Test func unknownReferencesInChangesAreReportedWithSuggestions() {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1,
             "layers": [{"name": "card", "sublayers": [{"name": "avatar"}]}],
             "changes": [
               {"time": 0.2, "layer": "card/avtar", "set": {"opacity": 0}},
               {"time": 0.3, "layer": "card", "removeAnimation": "pulse"},
               {"time": 0.4, "layer": "card", "removeSublayer": "avatr"},
               {"time": 0.5, "layer": "card", "set": {"opacty": 1}},
               {"time": 0.6, "layer": "card", "removeSublayer": "avatar"},
               {"time": 0.7, "layer": "card/avatar", "set": {"opacity": 1}}
             ]}
            """
        #expect(
            diagnostics(text) == [
                "changes[0].layer (line 4, column 27): no layer \"card/avtar\" at 0.2 s: did you mean \"card/avatar\"?",
                "changes[1].removeAnimation (line 5, column 54): layer \"card\" has no animation \"pulse\" at 0.3 s",
                """
                changes[2].removeSublayer (line 6, column 53): layer \"card\" has no sublayer \"avatr\" at 0.4 s: did \
                you mean \"avatar\"?
                """,
                "changes[3].set.opacty (line 7, column 43): unknown property \"opacty\": did you mean \"opacity\"?",
                "changes[5].layer (line 9, column 27): no layer \"card/avatar\" at 0.7 s: it was removed at 0.6 s",
            ])
    }

    @Test func animationErrorsNameTheField() {
        let text = """
            {"reel": 1, "size": [100, 100], "duration": 1,
             "layers": [{"name": "a", "animations": [
               {"keyPath": "strokeEnds", "toValue": 1},
               {"keyPath": "opacity", "toValue": "high", "duration": "fast", "fillMode": "forward",
                 "timingFunction": "easeInOut"},
               {"type": "keyframe", "keyPath": "position"},
               {"type": "group", "animations": [{"key": "x", "keyPath": "opacity"}]}
             ]}]}
            """
        #expect(
            diagnostics(text) == [
                """
                layers[0].animations[0].keyPath (line 3, column 16): unknown key path \"strokeEnds\": did you mean \
                \"strokeEnd\"?
                """,
                "layers[0].animations[1].toValue (line 4, column 38): expected a number, got \"high\"",
                "layers[0].animations[1].duration (line 4, column 58): expected a number of seconds ≥ 0, got \"fast\"",
                """
                layers[0].animations[1].fillMode (line 4, column 78): expected one of \"removed\", \"forwards\", \
                \"backwards\", \"both\", got \"forward\"; did you mean \"forwards\"?
                """,
                """
                layers[0].animations[1].timingFunction (line 5, column 24): expected a timing function: \"linear\", \
                \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\" or [c1x, c1y, c2x, c2y], got \"easeInOut\"; \
                did you mean \"easeInEaseOut\"?
                """,
                "layers[0].animations[2] (line 6, column 4): a keyframe animation needs \"values\" or \"path\"",
                """
                layers[0].animations[3].animations[0].key (line 7, column 45): animations inside a group have no key; \
                remove \"key\"
                """,
            ])
    }
}

@Suite struct ExportSceneTests {
    @Test func exportSceneWritesADocumentThatLoadsToTheSameFrames() throws {
        let dir = NSTemporaryDirectory() + "reel-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/img", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Fixtures.path("assets/dot.png"), toPath: dir + "/img/dot.png")

        let stage = Stage(size: Size(width: 50, height: 50), fps: 10, duration: 1)
        let photo = Layer()
        photo.name = "photo"
        photo.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        photo.contents = Image(path: dir + "/img/dot.png")
        stage.rootLayer.addSublayer(photo)
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        photo.add(fade)
        let timeline = stage.run()

        try timeline.exportScene(to: dir + "/clip.json", scale: 2)
        let text = try String(contentsOfFile: dir + "/clip.json", encoding: .utf8)
        #expect(text.contains("\"contents\": \"img/dot.png\""))
        #expect(text.contains("\"scale\": 2"))
        let (doc, base) = try SceneDocument.load(contentsOfFile: dir + "/clip.json")
        let again = doc.timeline(baseDirectory: base)
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            #expect(again.evaluate(at: t) == timeline.evaluate(at: t))
        }
    }

    @Test func unwritablePathIsATypedError() {
        let timeline = TimelineRoundTripTests.recordedTimeline()
        #expect(throws: SceneWriteError.self) { try timeline.exportScene(to: "/proc/reel-cannot-write/clip.json") }
    }
}
