// `facade-bench [rounds]`: the cost of the UIKit/QuartzCore façade. The same scene (twelve
// pulsing-dot indicators of twelve dots each, every dot a shape layer with a repeating group of
// scale and opacity key frames started at `CACurrentMediaTime() + delay`, and twelve views moved
// by `UIView.animate`) is built once through `import UIKit` on a RecordingHost and once with
// ReelCore's own types on a Stage; both are recorded (360 × 640 pt, 60 fps, 4 s) and every frame
// rendered at 2×. The two traces must be equal (else exit 1). Rounds alternate the two APIs (and
// which goes first); the best and median of each phase are printed as a Markdown table.
import Foundation
import ReelCore
import ReelRender
import ReelScene
import UIKit

let size = CGSize(width: 360, height: 640)
let fps = 60.0
let duration = 4.0
let grid = 12
let delays = (0..<grid).map { Double($0) * 0.08 }

func dotFrame(_ i: Int, _ j: Int) -> CGRect {
    CGRect(x: 12 + Double(j % 4) * 24, y: 10 + Double(j / 4) * 24, width: 16, height: 16)
        .offsetBy(dx: Double(i % 3) * 116, dy: Double(i / 3) * 150)
}

/// The scene through the façade, as iOS code writes it.
func facadeScene() -> (RecordingHost, Stage) {
    let host = RecordingHost(size: size, scale: 2, fps: fps, duration: duration)
    host.rootView.backgroundColor = .white
    for i in 0..<grid {
        let box = UIView(frame: CGRect(x: 10, y: 600 - Double(i) * 3, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        box.layer.name = "box\(i)"
        host.rootView.addSubview(box)
        UIView.animate(withDuration: 2, delay: delays[i], options: [.curveEaseInOut]) {
            box.center = CGPoint(x: 330, y: 600 - Double(i) * 3)
        }
        for j in 0..<grid {
            let dot = CAShapeLayer()
            dot.name = "dot\(i)-\(j)"
            dot.frame = dotFrame(i, j)
            dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 16, height: 16)).cgPath
            dot.fillColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.values = [1, 0.3, 1]
            scale.keyTimes = [0, 0.3, 1]
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.3, 1]
            fade.keyTimes = [0, 0.3, 1]
            let group = CAAnimationGroup()
            group.animations = [scale, fade]
            group.duration = 0.75
            group.repeatCount = HUGE
            group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            group.beginTime = CACurrentMediaTime() + delays[j]
            dot.add(group, forKey: "pulse")
            host.rootView.layer.addSublayer(dot)
        }
    }
    return (host, host.stage)
}

/// The same scene with ReelCore's types.
func nativeScene() -> Stage {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 360, height: 640)
    root.backgroundColor = .white
    let stage = Stage(size: Size(width: 360, height: 640), fps: fps, duration: duration, rootLayer: root)
    for i in 0..<grid {
        let box = View(frame: Rect(x: 10, y: 600 - Double(i) * 3, width: 20, height: 20))
        box.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        box.layer.name = "box\(i)"
        root.addSublayer(box.layer)
        View.animate(withDuration: 2, delay: delays[i], options: [.curveEaseInOut]) {
            box.center = Point(x: 330, y: 600 - Double(i) * 3)
        }
        for j in 0..<grid {
            let dot = ShapeLayer()
            dot.name = "dot\(i)-\(j)"
            let f = dotFrame(i, j)
            dot.frame = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
            dot.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 16, height: 16))
            dot.fillColor = Color(red: 1, green: 0.5, blue: 0)
            var scale = KeyframeAnimation(keyPath: "transform.scale")
            scale.values = [1.0, 0.3, 1.0]
            scale.keyTimes = [0, 0.3, 1]
            var fade = KeyframeAnimation(keyPath: "opacity")
            fade.values = [1.0, 0.3, 1.0]
            fade.keyTimes = [0, 0.3, 1]
            var group = AnimationGroup(animations: [scale, fade])
            group.duration = 0.75
            group.repeatCount = .infinity
            group.timingFunction = .easeInEaseOut
            group.beginTime = delays[j]
            dot.add(group, forKey: "pulse")
            root.addSublayer(dot)
        }
    }
    return stage
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Build and record (`record`), evaluate every frame's tree (`evaluate`), draw them (`draw`), in
/// seconds; the host is released once it has recorded.
func measure(facade: Bool) throws -> (times: [Double], trace: [String]) {
    var timeline: Timeline!
    let record = seconds {
        if facade {
            let (host, stage) = facadeScene()
            timeline = withExtendedLifetime(host) { stage.run() }
        } else {
            timeline = nativeScene().run()
        }
    }
    var trees: [LayerSnapshot] = []
    let evaluate = seconds {
        trees = (0..<timeline.frameCount).map { timeline.evaluate(at: timeline.time(ofFrame: $0)) }
    }
    let renderer = try FrameRenderer(canvasSize: Size(width: 360, height: 640), scale: 2, backgroundColor: .white)
    let draw = try seconds { for tree in trees { _ = try renderer.render(tree) } }
    return ([record, evaluate, draw], Trace.lines(timeline))
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5 : 5
var facadeRuns: [[Double]] = []
var nativeRuns: [[Double]] = []
do {
    for round in 0..<rounds {
        // Alternate which API goes first, so that neither always runs on a warmer machine.
        let first = try measure(facade: round % 2 == 0)
        let second = try measure(facade: round % 2 != 0)
        let (f, n) = round % 2 == 0 ? (first, second) : (second, first)
        guard f.trace == n.trace else {
            FileHandle.standardError.write(Data("facade-bench: the façade's trace differs from ReelCore's\n".utf8))
            exit(1)
        }
        facadeRuns.append(f.times)
        nativeRuns.append(n.times)
    }
} catch {
    FileHandle.standardError.write(Data("facade-bench: \(error)\n".utf8))
    exit(1)
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
@MainActor func row(_ what: String, _ pick: ([Double]) -> Double) {
    let f = facadeRuns.map(pick)
    let n = nativeRuns.map(pick)
    print(
        String(
            format: "| %@ | %.3f s | %.3f s | %.3f s | %.3f s | %+.1f %% |", what, n.min()!, f.min()!, median(n),
            median(f), (median(f) / median(n) - 1) * 100))
}
print(
    "| \(grid * grid) dots + \(grid) views, \(Int(duration * fps)) frames | ReelCore best | façade best "
        + "| ReelCore median | façade median | façade cost (median) |")
print("|---|---:|---:|---:|---:|---:|")
row("build + record", { $0[0] })
row("evaluate every frame's tree", { $0[1] })
row("draw every frame (2×)", { $0[2] })
row("total", { $0.reduce(0, +) })
// Rendering runs the same code on equal trees, so its spread is the machine's; the façade's own
// work is what its build + record takes beyond ReelCore's.
let own = facadeRuns.map { $0[0] }.min()! - nativeRuns.map { $0[0] }.min()!
let nativeTotal = nativeRuns.map { $0.reduce(0, +) }.min()!
print(
    String(
        format: "\nThe façade's own cost (best build + record, façade − ReelCore): %.3f s = %.2f %% of ReelCore's best "
            + "total.", own, own / nativeTotal * 100))
