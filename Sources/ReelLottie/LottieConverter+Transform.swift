import Foundation
import ReelCore
import ReelScene

/// A layer's transform as Core Animation layers: an outer layer with the position and rotation
/// around an inner one with the skew and scale about the anchor (the anchor as `bounds.origin`,
/// so that the layer's own coordinates are Lottie's), the opacity and mask on the inner one; one
/// layer when nothing but the opacity is animated.
extension LottieConverter {
    /// The transform's layers around `sublayers`: the outermost one is returned.
    func transformNodes(
        _ ks: LottieTransformRecord?, path: JSONPath, layerName: String, timing: LottieTiming,
        opacity withOpacity: Bool, sublayers: [SceneLayer], mask: SceneLayer?, threeD: Bool = false,
        autoOrient: Bool = false
    ) -> SceneLayer {
        let t = LottieLayerTransform(ks)
        warnUnsupported(t, ks: ks, path: path, layerName: layerName, threeD: threeD)
        let a0 = t.anchor.staticValue
        let bounds = LottieValue.rect(a0[0], a0.count > 1 ? a0[1] : 0, 0, 0)
        guard t.isAnimated else {
            var node = SceneLayer.lottie()
            node.state.position = LottieValue.point(t.position.staticValue)
            node.state.bounds = bounds
            let matrix = t.rotated(at: nil)
            if matrix != .identity { node.state.transform = LottieValue.transform(matrix) }
            if withOpacity { applyOpacity(t.opacity, timing: timing, to: &node) }
            node.mask = mask
            node.sublayers = sublayers
            return node
        }
        // Innermost: scale about the anchor, with the opacity and mask.
        var inner = SceneLayer.lottie()
        inner.state.bounds = bounds
        if withOpacity { applyOpacity(t.opacity, timing: timing, to: &inner) }
        inner.animations += skewScale(t, timing: timing, state: &inner.state)
        if let a = LottieAnimationMaker.animation(
            t.anchor, keyPath: "bounds.origin", timing: timing, convert: LottieValue.point)
        {
            inner.animations.append(a)
        }
        inner.mask = mask
        inner.sublayers = sublayers
        return outerNode(t, timing: timing, autoOrient: autoOrient, inner: inner)
    }

    /// Warns of what a 2-D transform does not draw: rotation about x or y, and z values.
    private func warnUnsupported(
        _ t: LottieLayerTransform, ks: LottieTransformRecord?, path: JSONPath, layerName: String, threeD: Bool
    ) {
        if threeD || ks?.rx != nil || ks?.ry != nil || ks?.or != nil {
            let rx = (ks?.rx).property(default: [0])
            let ry = (ks?.ry).property(default: [0])
            let or = (ks?.or).property(default: [0, 0, 0])
            if rx.isAnimated || ry.isAnimated || rx.staticValue[0] != 0 || ry.staticValue[0] != 0 || or.isAnimated
                || or.staticValue.contains(where: { $0 != 0 })
            {
                warn(
                    path, at: ks?.location,
                    "layer \"\(layerName)\": 3-D rotation about x or y is not supported; drawn with its z rotation only"
                )
            }
        }
        for (k, p, written) in [("a", t.anchor, ks?.a), ("p", t.position, ks?.p), ("s", t.scale, ks?.s)]
        where p.staticValue.count > 2 || p.keyframes.contains(where: { $0.start.count > 2 && $0.start[2] != 0 }) {
            if p.keyValues.contains(where: { $0.count > 2 && $0[2] != 0 && !(k == "s" && $0[2] == 100) }) {
                warn(
                    path.appending(k), at: written?.location,
                    "layer \"\(layerName)\": a z value is not drawn (2-D composition)")
            }
        }
    }

    /// `opacity` (percent) as the layer's 0–1 `opacity` (set when not 1 or animated) and its
    /// animation.
    func applyOpacity(
        _ opacity: LottieProperty, timing: LottieTiming, to layer: inout SceneLayer
    ) {
        let o = opacity.staticValue[0] / 100
        if o != 1 || opacity.isAnimated { layer.state.opacity = LottieValue.opacity(percent: opacity.staticValue[0]) }
        if let a = LottieAnimationMaker.opacityAnimation(opacity, timing: timing) {
            layer.animations.append(a)
        }
    }

    /// The inner layer's scale, or skew and scale as one matrix: its static `transform` set on
    /// `state`, its animations returned.
    private func skewScale(_ t: LottieLayerTransform, timing: LottieTiming, state: inout LayerState)
        -> [SceneAnimation]
    {
        guard t.isSkewed else {
            if t.scale.isAnimated {
                return [
                    LottieAnimationMaker.animation(t.scale, keyPath: "transform", timing: timing, valueFunction: .scale)
                    {
                        let f = LottieLayerTransform.factors($0)
                        return LottieValue.numbers([f.x, f.y, 1])
                    }!
                ]
            }
            let s0 = t.scale.staticValue
            if s0[0] != 100 || (s0.count > 1 && s0[1] != 100) {
                let f = LottieLayerTransform.factors(s0)
                state.transform = LottieValue.transform(AffineTransform(scaleX: f.x, y: f.y))
            }
            return []
        }
        // Skew and scale as one matrix, sampled when either is animated.
        state.transform = LottieValue.transform(t.skewScale(at: nil))
        let props = [t.scale, t.skew, t.skewAxis].filter(\.isAnimated)
        guard !props.isEmpty else { return [] }
        let t0 = props.map(\.firstFrame).min()!
        let t1 = props.map(\.lastFrame).max()!
        return [
            LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "transform", timing: timing) {
                LottieValue.transform(t.skewScale(at: $0))
            }
        ]
    }

    /// The outer layer around `inner`: position and rotation (turned towards where the layer
    /// moves when it auto-orients).
    private func outerNode(_ t: LottieLayerTransform, timing: LottieTiming, autoOrient: Bool, inner: SceneLayer)
        -> SceneLayer
    {
        var outer = SceneLayer.lottie()
        outer.state.position = LottieValue.point(t.position.staticValue)
        var r0 = t.rotation.staticValue[0]
        let rotation = t.rotation
        let moving = t.movingPosition
        if autoOrient, !moving.isEmpty {
            // Auto-orient: turned on top of `r` towards where the position moves.
            let orient = LottieAutoOrient(position: t.position, x: t.positionX, y: t.positionY)
            let props = moving + [rotation].filter(\.isAnimated)
            let t0 = props.map(\.firstFrame).min()!
            let t1 = props.map(\.lastFrame).max()!
            r0 = rotation.value(at: t0)[0] + orient.degrees(at: t0)
            outer.animations.append(
                LottieAnimationMaker.sampled(
                    from: t0, to: t1, keyPath: "transform", timing: timing, valueFunction: .rotateZ
                ) { f in
                    LottieNumber.clean((rotation.value(at: f)[0] + orient.degrees(at: f)) * Double.pi / 180)
                })
        } else if rotation.isAnimated {
            outer.animations.append(
                LottieAnimationMaker.animation(rotation, keyPath: "transform", timing: timing, valueFunction: .rotateZ)
                {
                    LottieNumber.clean($0[0] * Double.pi / 180)
                }!)
        }
        if r0 != 0 { outer.state.transform = LottieValue.transform(AffineTransform.lottieRotation(degrees: r0)) }
        outer.animations += positionAnimations(t, timing: timing)
        outer.sublayers = [inner]
        return outer
    }

    /// The position's animations: `position.x` and `position.y` when separate, else `position`.
    private func positionAnimations(_ t: LottieLayerTransform, timing: LottieTiming) -> [SceneAnimation] {
        guard let px = t.positionX, let py = t.positionY else {
            return [
                LottieAnimationMaker.animation(
                    t.position, keyPath: "position", timing: timing, convert: LottieValue.point)
            ].compactMap { $0 }
        }
        let component: ([Double]) -> any AnimatableValue = { LottieNumber.clean($0[0]) }
        return [
            LottieAnimationMaker.animation(px, keyPath: "position.x", timing: timing, convert: component),
            LottieAnimationMaker.animation(py, keyPath: "position.y", timing: timing, convert: component),
        ].compactMap { $0 }
    }
}
