import Foundation
import IOSSampleClips
import ReelCore
import ReelRender
import Shaders
import Testing
import UIKit

/// One iOS-idiom sample, recorded once by a RecordingHost: its timeline, each frame's
/// presentation tree, and drawing.
struct Recording {
    let clip: IOSSampleClip
    let timeline: Timeline

    init(_ name: String) throws {
        clip = try #require(IOSSampleClip.named(name), "no clip \(name)")
        TextMeasurer.install()  // views sized to their text (a button's title) as they are made
        let host = clip.makeHost()
        timeline = try withExtendedLifetime(host) { try host.record() }
    }

    var fps: Double { timeline.fps }
    var frameCount: Int { timeline.frameCount }
    func time(_ frame: Int) -> Double { timeline.time(ofFrame: frame) }

    /// The presentation state of the layer called `name` at frame `frame` (depth first, masks
    /// included).
    func state(_ name: String, at frame: Int) throws -> LayerState {
        let tree = timeline.evaluate(at: time(frame))
        return try #require(Self.find(name, in: tree), "no layer \(name) at frame \(frame)")
    }

    static func find(_ name: String, in tree: LayerSnapshot) -> LayerState? {
        if tree.state.name == name { return tree.state }
        for child in tree.sublayers + (tree.mask.map { [$0] } ?? []) {
            if let found = find(name, in: child) { return found }
        }
        return nil
    }

    /// Frame `frame` drawn at the clip's scale on white.
    func render(_ frame: Int) throws -> Frame {
        let renderer = try FrameRenderer(
            canvasSize: timeline.size, scale: Double(IOSSampleClip.scale), backgroundColor: .white)
        return try renderer.render(timeline.evaluate(at: time(frame)))
    }

    /// The RGB of the pixel under point `p`, 0…255.
    static func rgb(_ frame: Frame, _ p: CGPoint) -> [Int] {
        let s = Double(IOSSampleClip.scale)
        let px = frame[Int((Double(p.x) * s).rounded(.down)), Int((Double(p.y) * s).rounded(.down))]
        return [Int(px.r), Int(px.g), Int(px.b)]
    }

    /// `c` as 0…255 RGB.
    static func rgb(_ c: UIColor) -> [Int] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int((Double($0) * 255).rounded()) }
    }

    static func close(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// A Core Animation timing curve through ReelCore's solver, with Float control points as Core
/// Animation keeps them.
func curve(_ name: CAMediaTimingFunctionName) -> TimingFunction {
    let f = CAMediaTimingFunction(name: name)
    var p: [Float] = [0, 0]
    var c: [Double] = []
    for i in 1...2 {
        f.getControlPoint(at: i, values: &p)
        c += [Double(p[0]), Double(p[1])]
    }
    return TimingFunction(controlPoints: c[0], c[1], c[2], c[3])
}
