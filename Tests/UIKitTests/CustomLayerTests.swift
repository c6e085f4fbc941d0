import Foundation
import ReelCore
import ReelRender
import ReelScene
import Shaders
import Testing
import UIKit

@Suite struct CustomLayerTests {
    /// Records a 40-point `ProgressRingLayer` at scale 2, 10 frames a second for one second,
    /// its progress animated from 0 to 1 over the second (linear).
    static func recordRing() throws -> (frames: [Frame], ring: ProgressRingLayer) {
        let host = RecordingHost(size: CGSize(width: 40, height: 40), scale: 2, fps: 10, duration: 1)
        let ring = ProgressRingLayer()
        host.run {
            ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            ring.contentsScale = 2
            host.rootView.layer.addSublayer(ring)
            ring.progress = 1
            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = CGFloat(0)
            animation.toValue = CGFloat(1)
            animation.duration = 1
            ring.add(animation, forKey: "progress")
        }
        let frames = try Drawn.frames(host)
        let folder = NSTemporaryDirectory() + "reel-custom-layer"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (i, frame) in frames.enumerated() { try? writePNG(frame, to: folder + "/ring-\(i).png") }
        return (frames, ring)
    }

    /// The pixel of the ring's centre line at `fraction` of the circle, clockwise from the top
    /// (pixels: centre (40, 40), radius (20 − 6) · 2 = 28).
    static func ringPixel(_ frame: Frame, at fraction: Double) -> [Int] {
        let angle = -Double.pi / 2 + fraction * 2 * .pi
        return Drawn.rgba(frame, Int(40 + 28 * cos(angle)), Int(40 + 28 * sin(angle)))
    }

    /// `needsDisplay(forKey:)` redraws the ring each frame with the presented progress (frame k
    /// at k/10 s draws k/10), and the arc reaches exactly that far: red 0.05 of a turn before
    /// its end, nothing 0.05 after.
    @Test func ringDrawsThePresentedProgressEachFrame() throws {
        let (frames, ring) = try Self.recordRing()
        let expected = (0..<10).map { CGFloat($0) / 10 }
        #expect(ring.drawnProgress.count >= 10)
        #expect(zip(ring.drawnProgress, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(ring.drawnProgress)")
        for k in 2...8 {
            let progress = Double(k) / 10
            #expect(Self.ringPixel(frames[k], at: progress - 0.05) == [255, 0, 0, 255], "frame \(k)")
            #expect(Self.ringPixel(frames[k], at: progress + 0.05) == [0, 0, 0, 0], "frame \(k)")
        }
        #expect(ring.progress == 1, "the model keeps the value set")
    }

    /// The recorded frames are the same bytes in every recording.
    @Test func ringFramesAreDeterministic() throws {
        let first = try Self.recordRing().frames
        let second = try Self.recordRing().frames
        #expect(first.map(\.pixels) == second.map(\.pixels))
    }

    /// `presentation()` mid-animation shows the presented values (position and a custom key,
    /// on a copy of the subclass); `model()` is the layer; a paused layer (`speed` 0,
    /// `timeOffset` 0.25) presents its animation at 0.25 s at any time.
    @Test func presentationShowsValuesAtTheCurrentTime() throws {
        let host = RecordingHost(size: CGSize(width: 40, height: 40), scale: 1, fps: 10, duration: 1)
        let ring = ProgressRingLayer()
        let paused = CALayer()
        var shown: (CGPoint?, CGFloat?, CGPoint?, Bool) = (nil, nil, nil, false)
        host.run {
            host.rootView.layer.addSublayer(ring)
            host.rootView.layer.addSublayer(paused)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 0, y: 0)
            move.toValue = CGPoint(x: 100, y: 40)
            move.duration = 1
            ring.add(move, forKey: "move")
            let fill = CABasicAnimation(keyPath: "progress")
            fill.fromValue = 0.2
            fill.toValue = 0.6
            fill.duration = 1
            ring.add(fill, forKey: "fill")
            paused.add(move, forKey: "move")
            paused.speed = 0
            paused.timeOffset = 0.25
        }
        host.at(0.5) {
            let copy = ring.presentation()
            shown = (copy?.position, copy?.progress, paused.presentation()?.position, ring.model() === ring)
        }
        _ = try host.record()
        #expect(shown.0 == CGPoint(x: 50, y: 20))
        #expect(abs((shown.1 ?? 0) - 0.4) < 1e-9)
        #expect(shown.2 == CGPoint(x: 25, y: 10))
        #expect(shown.3)
    }

    /// Keys of the code's own hold any value; a layer's own properties are read and set by key
    /// path (`transform.scale`, `position.x`); `defaultValue(forKey:)` answers before a set.
    @Test func keyValueCodingStoresAnyKey() {
        let layer = ProgressRingLayer()
        #expect(layer.progress == 0)
        #expect(layer.value(forKey: "progress") as? CGFloat == 0)
        layer.setValue("note", forKey: "caption")
        #expect(layer.value(forKey: "caption") as? String == "note")
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "target")
        #expect(layer.value(forKey: "target") as? CGPoint == CGPoint(x: 3, y: 4))
        layer.setValue(CGFloat(0.5), forKeyPath: "transform.scale")
        #expect(layer.transform.m11 == 0.5 && layer.transform.m22 == 0.5)
        layer.position = CGPoint(x: 7, y: 9)
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 7)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 7, y: 9))
        #expect(CALayer.defaultValue(forKey: "opacity") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "progress") == nil)
    }

    /// `action(forKey:)` overridden for a custom key animates a later change from the value
    /// before: half-way through the second, half-way between 0 and 1.
    @Test func actionForACustomKeyAnimatesIt() throws {
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 1, fps: 10, duration: 1.5)
        let layer = ImplicitProgressLayer()
        var halfWay: CGFloat?
        host.run {
            layer.progress = 0
            host.rootView.layer.addSublayer(layer)
        }
        host.at(0.2) { layer.progress = 1 }
        host.at(0.7) { halfWay = layer.presentation()?.progress }
        _ = try host.record()
        #expect(abs((halfWay ?? 0) - 0.5) < 1e-9)
    }

    /// A view's `layerClass` may be your own subclass: the view's layer is one.
    @Test func layerClassMakesTheSubclass() {
        let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is ProgressRingLayer)
        #expect(DashedShapeLayer().lineDashPattern == [4, 2])
        #expect(SparkEmitterLayer().birthRate == 3)
        #expect(CAShapeLayer(layer: DashedShapeLayer()).lineDashPattern == [4, 2])
    }
}

@Suite struct CustomLayerSceneTests {
    /// A recording with a custom key exports a scene document `reel render` reads (what `reel run`
    /// renders): the drawn contents carry the ring (frame 3, at 0.3 s of 0.5, shows 0.6 of it);
    /// the key itself stays out of the document.
    @Test func customKeyRecordingExportsAReadableScene() throws {
        let host = RecordingHost(size: CGSize(width: 40, height: 40), scale: 2, fps: 10, duration: 0.5)
        host.run {
            let ring = ProgressRingLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            ring.contentsScale = 2
            host.rootView.layer.addSublayer(ring)
            ring.progress = 1
            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.5
            ring.add(animation, forKey: "progress")
        }
        let folder = NSTemporaryDirectory() + "reel-custom-scene-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try host.exportScene(to: folder + "/scene.json")
        let document = try SceneDocument.load(contentsOfFile: folder + "/scene.json")
        #expect(!document.document.layers.isEmpty)
        let timeline = document.document.timeline(baseDirectory: document.baseDirectory)
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 2)
        let frame = try renderer.render(timeline.evaluate(at: timeline.time(ofFrame: 3)))
        #expect(CustomLayerTests.ringPixel(frame, at: 0.55) == [255, 0, 0, 255])
        #expect(CustomLayerTests.ringPixel(frame, at: 0.65) == [0, 0, 0, 0])
    }
}
