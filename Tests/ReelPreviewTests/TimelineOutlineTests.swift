import Foundation
import ReelCore
import ReelScene
import Testing
import _ReelTestSupport

@testable import ReelPreview

/// The timeline panel's data: rows, bars, keyframes and ticks made from a clip's Timeline, on
/// the clip's clock.
@Suite struct TimelineOutlineTests {
    static func outline(_ json: String) throws -> TimelineOutline {
        TimelineOutline(try SceneDocument(json: json).timeline())
    }

    /// docs/scene-format.md's timed-changes example: an infinite autoreversing pulse removed
    /// at 1 s, a label inserted at 0.8 s with an animation added at 1.2 s, changes as ticks.
    static let changes = """
        {
          "reel": 1, "size": [200, 100], "fps": 20, "duration": 2,
          "layers": [
            { "name": "card", "position": [100, 50], "bounds": [0, 0, 160, 80], "backgroundColor": "#ffffff",
              "animations": [{ "key": "pulse", "keyPath": "opacity", "fromValue": 1, "toValue": 0.6,
                "duration": 0.4, "autoreverses": true, "repeatCount": "infinity" }] }
          ],
          "changes": [
            { "time": 0.5, "layer": "card", "set": { "backgroundColor": "#ffd60a", "position.x": 110 } },
            { "time": 0.8, "layer": "card", "insertSublayer": { "type": "text", "name": "label", "string": "Saved",
              "fontSize": 18, "bounds": [0, 0, 100, 24], "position": [80, 40] }, "index": 0 },
            { "time": 1.0, "layer": "card", "removeAnimation": "pulse" },
            { "time": 1.2, "layer": "card/label", "addAnimation": { "keyPath": "transform.scale", "fromValue": 0.8,
              "toValue": 1, "duration": 0.3 } },
            { "time": 1.3, "layer": "card/label", "addAnimation": { "keyPath": "opacity", "fromValue": 0,
              "beginTime": 1.3, "duration": 0.2 } },
            { "time": 1.6, "layer": "card", "removeSublayer": "label" }
          ]
        }
        """

    @Test func rowsBarsAndTicksComeFromTheRecordedChanges() throws {
        let o = try Self.outline(Self.changes)
        #expect(o.rows.map(\.path) == ["card", "card/label"])
        #expect(o.rows.map(\.depth) == [0, 1])
        #expect(o.frameCount == 40)
        let card = o.rows[0]
        #expect(card.changes == [0.5, 0.8, 1.0, 1.6])
        let pulse = try #require(card.animations.first)
        #expect(pulse.label == "opacity" && pulse.key == "pulse" && pulse.autoreverses)
        #expect(pulse.begin == 0 && pulse.end == nil && pulse.duration == 0.4 && pulse.removedAt == 1.0)
        // Every cycle's from and to ends, forwards and back, until it was removed: 0, 0.4, 0.8.
        #expect(pulse.keyframes.count == 3 && abs(pulse.keyframes[2] - 0.8) < 1e-9)
        let label = o.rows[1]
        #expect(label.changes == [0.8, 1.2, 1.3, 1.6])
        let fade = try #require(label.animations.last)
        #expect(fade.begin == 1.3 && fade.addedAt == 1.3 && fade.warning == nil)
        // Added at 1.2 s with no beginTime: a document's beginTime counts from the clip's start,
        // so it ran from 0 to 0.3 s, before it was added, and the panel says so.
        let scale = try #require(label.animations.first)
        #expect(scale.label == "transform.scale" && scale.addedAt == 1.2)
        #expect(scale.begin == 0 && scale.end == 0.3)
        #expect(scale.warning?.hasPrefix("added at 1.2 s, after it ended at 0.3 s: it shows nothing") == true)
    }

    /// Key times, a layer's beginTime and speed, and a fill: the bar's times are on the clip's clock.
    @Test func keyframesAreOnTheClipsClockThroughTheLayersTiming() throws {
        let o = try Self.outline(
            """
            {
              "reel": 1, "size": [100, 100], "fps": 10, "duration": 4,
              "layers": [
                { "name": "group", "beginTime": 1, "speed": 2,
                  "sublayers": [
                    { "name": "dot", "animations": [{ "type": "keyframe", "keyPath": "position.x",
                      "values": [0, 50, 100], "keyTimes": [0, 0.25, 1], "beginTime": 0.5, "duration": 2,
                      "repeatCount": 2, "fillMode": "forwards", "removedOnCompletion": false }] },
                    { "animations": [{ "keyPath": "opacity", "toValue": 0, "duration": 1 }] }
                  ] }
              ]
            }
            """)
        #expect(o.rows.map(\.path) == ["group", "group/dot"])
        let dot = try #require(o.rows[1].animations.first)
        // Local 0.5 s is clip 1 + 0.5 / 2 = 1.25 s; a 2 s cycle lasts 1 s on the clip.
        #expect(dot.begin == 1.25 && dot.duration == 1 && dot.end == 3.25)
        #expect(dot.keyframes == [1.25, 1.5, 2.25, 2.5, 3.25])
        #expect(dot.fillsAfter && !dot.fillsBefore && dot.fillMode == "forwards")
        #expect(dot.fields.contains(["keyTimes", "[0, 0.25, 1]"]))
        // The unnamed sublayer's animation is drawn on its named parent's row.
        #expect(o.rows[0].animations.map(\.label) == ["(sublayer) opacity"])
    }

    @Test func theJSONIsTheSameForTheSameTimeline() throws {
        let a = try Self.outline(Self.changes).json
        #expect(a == (try Self.outline(Self.changes).json))
        let parsed = try JSONSerialization.jsonObject(with: Data(a.utf8)) as? [String: Any]
        #expect((parsed?["rows"] as? [Any])?.count == 2)
    }

    /// A Lottie file previews as `reel` reads it, and its timeline has its layers' animations.
    @Test func aLottieFilePreviewsWithItsTimeline() throws {
        let session = try PreviewSession(scenePath: Repository.path("samples/lottie/promo.json"))
        defer { session.close() }
        #expect(session.problems.isEmpty && session.generation == 1)
        let clip = try #require(try session.clip(values: []))
        #expect(clip.clip.frameCount == 90)
        let o = TimelineOutline(clip.clip.timeline)
        #expect(o.rows.contains { $0.name == "headline" && !$0.animations.isEmpty })
        // The importer starts visibility windows a nanosecond early (-1e-9 s).
        #expect(o.rows.flatMap(\.animations).allSatisfy { $0.begin > -1e-6 && $0.begin.isFinite })
    }
}
