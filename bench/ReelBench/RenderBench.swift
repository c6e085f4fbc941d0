// `reel-bench render-cairo <cart|arc|burger|all> <frames> <images dir>`: the raw-Cairo
// workloads of bench/raw_cairo.c drawn through Reel's FrameRenderer, one thread, at 1080 × 1920
// (a 360 × 640 pt canvas at 3×), so that frames/s compare directly with raw_cairo's.
//
// Each frame builds the layer tree (LayerSnapshot) for that frame's time and renders it: the
// engine's whole per-frame cost except timeline evaluation. The images are the ones raw_cairo
// draws (`raw_cairo images <dir>` writes them). What is the same and what differs, per workload:
//
//   cart:   8 cells (a plain container layer each) holding a 60 pt image layer (180 px image
//           at a fractional offset, GOOD filter), a text layer (Pango; raw_cairo uses Cairo's
//           toy text API, which does no shaping), a shape layer stroking the rounded button
//           outline, and a shape layer stroking the separator line; the cart image (180 px
//           drawn at 150 px) and the flying 20 pt icon on the same Bézier.
//   arc:    a shape layer stroking the red arc (1 pt, round cap); five 50 pt layers with a
//           corner radius of 25, masksToBounds and an avatar image, and a 2 pt green border
//           (Reel fills the ring between the rounded bounds and the inset bounds even-odd;
//           raw_cairo strokes a circle 2 pt wide: the same ring of pixels).
//   burger: a shape layer with the line + 360-segment polyline, stroked 2 pt from strokeStart
//           to strokeEnd (Reel cuts the path at those fractions of its exact length; raw_cairo
//           uses a dash pattern over an approximate length, so the ends differ by a few pixels).
import Foundation
import ReelCore
import ReelRender
import Shaders

enum RenderBench {
    static let points = 3.0  // pixels per point; 360 × 640 pt → 1080 × 1920 px

    static func run(_ args: [String]) {
        guard args.count >= 3, let frames = Int(args[1]) else {
            fail("usage: reel-bench render-cairo <cart|arc|burger|all> <frames> <images dir> [out.png]")
        }
        let which = args[0]
        let clips: Set<String> = which == "all" ? ["cart", "arc", "burger"] : [which]
        let dir = args[2]
        let renderer: FrameRenderer
        do {
            renderer = try FrameRenderer(
                canvasSize: Size(width: 360, height: 640), scale: points, backgroundColor: .white)
        } catch { fail("\(error)") }
        // One untimed frame first (decodes the images, loads fonts), then the timed frames; each
        // frame is dropped before the next is rendered, as raw_cairo reuses its one surface (so
        // drawing only what changed draws into the previous frame's storage).
        // REEL_BENCH_INCREMENTAL=1: through IncrementalRenderer, as `reel render` draws (only
        // the rows that changed since the previous frame); otherwise whole renders.
        let incremental =
            ProcessInfo.processInfo.environment["REEL_BENCH_INCREMENTAL"] == "1"
            ? IncrementalRenderer(renderer: renderer) : nil
        func draw(_ tree: LayerSnapshot) throws -> (Frame, Int) {
            if let incremental { return try incremental.render(tree) }
            return (try renderer.render(tree), renderer.pixelHeight)
        }
        var last: Frame?
        do { last = try draw(scene(frame: 0, clips: clips, images: dir)).0 } catch { fail("\(error)") }
        var rows = 0
        var pixels = 0
        let start = now()
        for f in 0..<frames {
            let tree = scene(frame: f, clips: clips, images: dir)
            last = nil
            do {
                let (frame, drawn) = try draw(tree)
                last = frame
                rows += drawn
                pixels += incremental?.pixelsDrawn ?? renderer.pixelWidth * renderer.pixelHeight
            } catch { fail("\(error)") }
        }
        let seconds = now() - start
        print(
            String(
                format: "reel-render%@ %@ %d frames %dx%d in %.3f s: %.1f frames/s (rows drawn %.0f %%%@)",
                incremental == nil ? "" : " (only what changed)", which, frames, renderer.pixelWidth,
                renderer.pixelHeight, seconds, Double(frames) / seconds,
                100 * Double(rows) / Double(frames * renderer.pixelHeight),
                incremental.map {
                    let area = 100 * Double(pixels) / Double(frames * renderer.pixelWidth * renderer.pixelHeight)
                    return String(format: ", pixels drawn %.0f %%", area)
                        + ", \($0.framesDrawnInPlace) in place, \($0.framesCopied) copied"
                } ?? ""))
        if args.count > 3, let last {
            do { try writePNG(last, to: args[3]) } catch { fail("\(error)") }
        }
    }

    /// A layer filling `frame` (points, in its superlayer).
    static func layer(_ frame: Rect, kind: LayerKind = .plain) -> LayerState {
        var s = LayerState(kind: kind)
        s.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        s.position = Point(x: frame.midX, y: frame.midY)
        return s
    }

    static func image(_ frame: Rect, _ path: String) -> LayerSnapshot {
        var s = layer(frame)
        s.contents = Image(path: path)
        return LayerSnapshot(state: s)
    }

    /// A shape layer at the superlayer's origin stroking `path` (no fill).
    static func stroke(_ path: BezierPath, color: Color, width: Double, cap: LineCap = .butt) -> LayerState {
        var s = LayerState(kind: .shape)
        s.path = path
        s.fillColor = nil
        s.strokeColor = color
        s.lineWidth = width
        s.lineCap = cap
        return s
    }

    /// REEL_BENCH_NO_TEXT=1 leaves the cart's labels out. Read once: reading the environment
    /// for each cell of each frame cost 13 % of the cart workload's timed loop (perf).
    static let noText = ProcessInfo.processInfo.environment["REEL_BENCH_NO_TEXT"] != nil

    static func scene(frame: Int, clips: Set<String>, images dir: String) -> LayerSnapshot {
        let t = Double(frame) / 60
        let scale = points
        var root = LayerSnapshot(state: layer(Rect(x: 0, y: 0, width: 360, height: 640)))

        if clips.contains("cart") {
            let scroll = fmod(t * 37.3, 90.0)
            var table = LayerSnapshot(state: layer(Rect(x: 0, y: -scroll, width: 360, height: 8 * 80 + 20)))
            for i in 0..<8 {
                var cell = LayerSnapshot(state: layer(Rect(x: 0, y: Double(i * 80 + 20), width: 360, height: 80)))
                cell.sublayers.append(
                    image(Rect(x: 15, y: 10 + 0.37 / scale, width: 60, height: 60), "\(dir)/food\(i % 4).png"))
                // REEL_BENCH_NO_TEXT=1 leaves the labels out (to measure what the text costs).
                if !noText {
                    var label = layer(Rect(x: 90, y: 40 - 14.85, width: 170, height: 20), kind: .text)
                    label.string = "Food item name"
                    label.fontFamily = "DejaVu Sans"
                    label.fontSize = 16
                    label.foregroundColor = Color(red: 0.1, green: 0.1, blue: 0.1)
                    cell.sublayers.append(LayerSnapshot(state: label))
                }
                cell.sublayers.append(
                    LayerSnapshot(
                        state: stroke(
                            BezierPath(roundedRect: Rect(x: 270, y: 25, width: 70, height: 30), cornerRadius: 6),
                            color: Color(red: 0.2, green: 0.5, blue: 0.9), width: 1)))
                var line = BezierPath()
                line.move(to: Point(x: 15, y: 80 - 0.5 / scale))
                line.addLine(to: Point(x: 360, y: 80 - 0.5 / scale))
                cell.sublayers.append(
                    LayerSnapshot(
                        state: stroke(line, color: Color(red: 0.85, green: 0.85, blue: 0.85), width: 1 / scale)))
                table.sublayers.append(cell)
            }
            root.sublayers.append(table)
            root.sublayers.append(image(Rect(x: 290, y: 580, width: 50, height: 50), "\(dir)/food0.png"))
            let u = fmod(t, 0.8) / 0.8
            let (sx, sy, ex, ey) = (120.0, 300.0, 315.0, 605.0)
            let cx = sx + (ex - sx) / 3
            let cy = sy + (ey - sy) * 0.5 - 400
            let px = (1 - u) * (1 - u) * sx + 2 * u * (1 - u) * cx + u * u * ex
            let py = (1 - u) * (1 - u) * sy + 2 * u * (1 - u) * cy + u * u * ey
            root.sublayers.append(image(Rect(x: px - 10, y: py - 10, width: 20, height: 20), "\(dir)/icon.png"))
        }

        if clips.contains("arc") {
            let radius = 2 * 1080 / 3.0.squareRoot() / scale
            root.sublayers.append(
                LayerSnapshot(
                    state: stroke(
                        BezierPath(
                            arcCenter: .zero, radius: radius, startAngle: .pi / 2, endAngle: .pi / 6, clockwise: false),
                        color: .red, width: 1, cap: .round)))
            for i in 0...4 {
                let theta = (i < 4 ? 7.5 + 15 * Double(i) : 7.5 + 45 * fmod(t, 1.0)) * .pi / 180
                let ax = radius * sin(theta)
                let ay = radius * cos(theta)
                let ar = 25.0
                var avatar = layer(Rect(x: ax - ar, y: ay - ar, width: 2 * ar, height: 2 * ar))
                avatar.contents = Image(path: "\(dir)/avatar\(i % 4).png")
                avatar.cornerRadius = ar
                avatar.masksToBounds = true
                avatar.borderWidth = 2
                avatar.borderColor = Color(red: 0, green: 0.8, blue: 0)
                root.sublayers.append(LayerSnapshot(state: avatar))
            }
        }

        if clips.contains("burger") {
            let radius = 20.0
            let inset = 30.0
            let lineLength = 360 - inset
            let lineStart = (360 - (lineLength - radius)) / 2
            let ccx = lineLength
            let ccy = -radius
            let oy = 120.0
            let total = 2 * .pi * radius + lineLength - lineStart
            let k = 0.5 + 0.5 * sin(t * 4)
            let start = k * (lineLength - lineStart) / total
            let end = start + (1 - start) * (0.3 + 0.7 * k)
            var path = BezierPath()
            path.move(to: Point(x: lineStart, y: oy))
            path.addLine(to: Point(x: lineLength, y: oy))
            for a in 0..<360 {
                let rad = Double(a) * .pi / 180
                path.addLine(to: Point(x: sin(rad) * radius + ccx, y: cos(rad) * radius + ccy + oy))
            }
            var shape = stroke(path, color: Color(red: 0.2, green: 0.2, blue: 0.2), width: 2)
            shape.strokeStart = start
            shape.strokeEnd = end
            root.sublayers.append(LayerSnapshot(state: shape))
        }
        return root
    }
}
