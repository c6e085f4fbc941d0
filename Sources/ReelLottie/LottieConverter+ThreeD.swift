import Foundation
import ReelCore
import ReelScene

extension LottieConverter {
    /// The camera of a composition's layers, if one is shown: the first camera layer (After
    /// Effects uses the topmost), with what Reel does not draw of it warned.
    func camera(in layers: [LottieLayer], path: JSONPath, width: Double, height: Double) -> LottieCamera? {
        guard let (i, l) = layers.enumerated().first(where: { $0.element.kind == .camera }) else { return nil }
        let lp = path.appending(i)
        let name = l.nm ?? "Camera"
        let ks = l.ks
        let timing = LottieTiming(frameRate: frameRate)
        if l.parent != nil {
            warn(
                lp.appending("parent"), l.parent,
                "layer \"\(name)\": a parented camera is not supported; drawn without its parents' transforms")
        }
        return LottieCamera(
            position: (ks?.p).property(default: [width / 2, height / 2, -1000]),
            zoom: l.pe.property(default: [1000]),
            pointOfInterest: ks?.a.map { $0.property(default: [0, 0, 0]) },
            rotationX: (ks?.rx).property(default: [0]), rotationY: (ks?.ry).property(default: [0]),
            rotationZ: (ks?.rz ?? ks?.r).property(default: [0]),
            orientation: (ks?.or).property(default: [0, 0, 0]), timing: timing, width: width, height: height)
    }

    /// A 3-D layer (`ddd: 1`) as one Reel layer whose `transform` is the whole 3-D matrix: its
    /// own transform, its parents', and the camera's projection when the composition has one
    /// (without one, as lottie-web's SVG and canvas renderers, the layer is seen from straight
    /// ahead without perspective). One layer, because Reel (as Core Animation) flattens each
    /// layer's subtree into its superlayer's plane: the matrix must reach the content in one
    /// step for the perspective to show. Animated, the matrix is sampled at every frame.
    /// The composition frames over which anything in `chain`'s or `camera`'s matrices changes
    /// (0 to 0 when nothing does).
    private static func animatedSpan(_ chain: [LottieTransform3D], camera: LottieCamera?) -> (Double, Double) {
        var spans: [(Double, Double)] = []
        for t in chain {
            for p in t.properties where p.isAnimated {
                spans.append((p.firstFrame, p.lastFrame))
            }
        }
        if let camera {
            for p in camera.properties where p.isAnimated {
                spans.append((p.firstFrame, p.lastFrame))
            }
        }
        return (spans.map { min($0.0, $0.1) }.min() ?? 0, spans.map { max($0.0, $0.1) }.max() ?? 0)
    }

    func threeDNode(
        _ l: LottieLayer, timing: LottieTiming, parents: [(LottieLayer, LottieTiming)], camera: LottieCamera?,
        sortsByDepth: Bool = true, sublayers: [SceneLayer], mask: SceneLayer?, opacity: LottieProperty
    ) -> SceneLayer {
        let own = LottieTransform3D(l.ks)
        let chain = [(own, timing)] + parents.map { (LottieTransform3D($0.0.ks), $0.1) }
        // The layer's own transform, then its parents' (without the camera).
        func placement(atCompositionFrame frame: Double) -> Transform3D {
            var m = Transform3D.identity
            for (t, _) in chain { m = m.concatenating(t.matrix(at: frame)) }
            return m
        }
        func matrix(atCompositionFrame frame: Double) -> Transform3D {
            let m = placement(atCompositionFrame: frame)
            return camera.map { m.concatenating($0.projection(atCompositionFrame: frame)) } ?? m
        }
        let (first, last) = Self.animatedSpan(chain.map(\.0), camera: camera)
        var node = SceneLayer.lottie()
        node.state.transform = LottieValue.transform(matrix(atCompositionFrame: first))
        applyOpacity(opacity, timing: timing, to: &node)
        if last > first {
            // Sampled in composition frames (the layer's composition's time: `st` and `sr` are
            // in the matrix), held outside the span.
            node.animations.append(
                LottieAnimationMaker.sampled(
                    from: first, to: last, keyPath: "transform", timing: LottieTiming(frameRate: frameRate)
                ) { LottieValue.transform(matrix(atCompositionFrame: $0)) })
        }
        node.mask = mask
        node.sublayers = sublayers
        // How far the layer's anchor is: from the camera (its W), or without one along −z.
        let anchor = own.anchor
        guard sortsByDepth else { return node }
        depthProbes.append(
            DepthProbe(name: l.nm ?? "", index: 0, frames: (first, last)) { frame in
                let f = frame
                let a = anchor.value(at: f)
                let x = a.first ?? 0
                let y = a.count > 1 ? a[1] : 0
                if camera != nil {
                    let p = matrix(atCompositionFrame: frame)
                    return x * p.m14 + y * p.m24 + p.m44
                }
                let m = placement(atCompositionFrame: frame)
                return -(x * m.m13 + y * m.m23 + m.m43)
            })
        return node
    }

    /// Warns when 3-D layers of one composition would be drawn in another order than After
    /// Effects draws them (nearest on top): Reel draws them in the file's order (as lottie-web),
    /// so a layer listed below another but nearer the viewer at some frame is named.
    func checkDepthOrder(path: JSONPath) {
        guard depthProbes.count > 1 else { return }
        let first = depthProbes.map(\.frames.0).min() ?? 0
        let last = min(depthProbes.map(\.frames.1).max() ?? 0, first + 2000)
        let probes = depthProbes.sorted { $0.index < $1.index }  // top of the file first
        var frame = first
        while true {
            let distances = probes.map { $0.distance(frame) }
            for a in probes.indices {
                for b in probes.indices where b > a && distances[b] < distances[a] - 1e-6 {
                    warn(
                        path.appending(probes[b].index), at: nil,
                        "3-D layers \"\(probes[b].name)\" and \"\(probes[a].name)\": After Effects draws the "
                            + "nearer one on top; drawn in the file's order (\"\(probes[a].name)\" on top) at frame "
                            + "\(Int(frame))")
                    return
                }
            }
            if frame >= last { break }
            frame = min(frame + 1, last)
        }
    }
}
