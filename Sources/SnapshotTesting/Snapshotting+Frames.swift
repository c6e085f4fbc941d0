import Foundation
import ReelCore
import ReelRender
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A strip of `count` moments of the view's longest finite animation in one PNG: moment k at
    /// k/(count − 1) of its span (as `.image(progress:)`), left to right, 8 points apart, each
    /// labelled with its clock time below it, on white, each clipped to the view's bounds. The
    /// last moment is the animation's end, where an animation removed on completion shows the
    /// model value. `count` is at least 2.
    public static func frames(
        count: Int, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            prepare(view, size: size)
            return FrameStrip.image(of: view.layer, count: count)
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A strip of `count` moments of the layer's longest finite animation (see the `UIView` strategy).
    public static func frames(count: Int, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            layer.layoutIfNeeded()
            return FrameStrip.image(of: layer, count: count)
        }
    }
}

/// `.frames(count:)`: the moments side by side with their labels.
enum FrameStrip {
    /// Points between two moments.
    static let gap = 8.0
    /// Height of the label row under the moments, in points.
    static let labelHeight = 16.0

    /// The clock times of the `count` moments.
    static func times(count: Int, in layer: CALayer) throws -> [Double] {
        guard count >= 2 else {
            throw AnimationSpan.Refusal(description: "frames(count: \(count)) needs at least 2 moments")
        }
        return try (0..<count).map { k in
            try AnimationSpan.time(atProgress: Double(k) / Double(count - 1), in: layer)
        }
    }

    static func image(of layer: CALayer, count: Int) -> SnapshotImage {
        do {
            let times = try times(count: count, in: layer)
            let size = layer.reel.modelSnapshot().state.bounds.size
            var root = LayerSnapshot(state: LayerState())
            root.state.backgroundColor = .white
            let width = Double(count) * size.width + Double(count - 1) * gap
            root.state.bounds = Rect(x: 0, y: 0, width: width, height: size.height + labelHeight)
            root.state.position = Point(x: width / 2, y: (size.height + labelHeight) / 2)
            for (k, t) in times.enumerated() {
                let x = Double(k) * (size.width + gap)
                var moment = layer.reel.presentationSnapshot(atClockTime: t)
                moment.state.position = Point(
                    x: moment.state.anchorPoint.x * size.width, y: moment.state.anchorPoint.y * size.height)
                moment.state.transform = .identity
                // Each moment clipped to its cell, as render(in:) clips to the context.
                var cell = LayerSnapshot(state: LayerState(), sublayers: [moment])
                cell.state.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
                cell.state.position = Point(x: x + size.width / 2, y: size.height / 2)
                cell.state.masksToBounds = true
                root.sublayers.append(cell)
                root.sublayers.append(label(String(format: "%.3g s", t), x: x, y: size.height, width: size.width))
            }
            let renderer = try FrameRenderer(canvasSize: root.state.bounds.size, scale: defaultSnapshotScale)
            return SnapshotImage(frame: try renderer.render(root), scale: defaultSnapshotScale)
        } catch {
            return SnapshotImage(failure: "\(error)")
        }
    }

    /// `text` in 10-point black type, from the left of a `width`-point box at (x, y).
    private static func label(_ text: String, x: Double, y: Double, width: Double) -> LayerSnapshot {
        var state = LayerState(kind: .text)
        state.string = text
        state.fontSize = 10
        state.foregroundColor = .black
        state.bounds = Rect(x: 0, y: 0, width: width, height: labelHeight)
        state.position = Point(x: x + width / 2, y: y + labelHeight / 2)
        return LayerSnapshot(state: state)
    }
}
