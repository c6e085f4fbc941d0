import Foundation
import ReelCore
import ReelScene

/// A layer's transform as Core Animation layers: an outer layer with the position and rotation
/// around an inner one with the skew and scale about the anchor (the anchor as `bounds.origin`,
/// so that the layer's own coordinates are Lottie's), the opacity and mask on the inner one; one
/// layer when nothing but the opacity is animated.
extension LottieConverter {
    /// A layer's opacity as document members and animations.
    typealias OpacityParts = (members: [(String, JSONValue)], animations: [JSONValue])

    /// The transform's layers around `sublayers`: the outermost one is returned.
    func transformNodes(
        _ ks: LottieTransformRecord?, path: JSONPath, layerName: String, timing: LottieTiming,
        opacity withOpacity: Bool,
        sublayers: [JSONValue], mask: JSONValue?, threeD: Bool = false, autoOrient: Bool = false
    ) -> JSONValue {
        let t = LottieLayerTransform(ks)
        warnUnsupported(t, ks: ks, path: path, layerName: layerName, threeD: threeD)
        let opacity: OpacityParts = withOpacity ? opacityParts(t.opacity, timing: timing) : ([], [])
        let a0 = t.anchor.staticValue
        let bounds = LottieNumber.array([a0[0], a0.count > 1 ? a0[1] : 0, 0, 0])
        guard t.isAnimated else {
            var m: [(String, JSONValue)] = [
                ("position", LottieAnimationMaker.point(t.position.staticValue)),
                ("bounds", bounds), ("anchorPoint", LottieNumber.array([0, 0])),
            ]
            let matrix = t.rotated(at: nil)
            if matrix != .identity { m.append(("transform", matrix.lottieJSON)) }
            m += opacity.members
            if !opacity.animations.isEmpty { m.append(("animations", .array(opacity.animations))) }
            if let mask { m.append(("mask", mask)) }
            m.append(("sublayers", .array(sublayers)))
            return .object(m)
        }
        // Innermost: scale about the anchor, with the opacity and mask.
        var inner: [(String, JSONValue)] = [("bounds", bounds), ("anchorPoint", LottieNumber.array([0, 0]))]
        var innerAnimations = opacity.animations
        innerAnimations += skewScale(t, timing: timing, members: &inner)
        if let a = LottieAnimationMaker.animation(
            t.anchor, keyPath: "bounds.origin", timing: timing, convert: LottieAnimationMaker.point)
        {
            innerAnimations.append(a)
        }
        inner += opacity.members
        if !innerAnimations.isEmpty { inner.append(("animations", .array(innerAnimations))) }
        if let mask { inner.append(("mask", mask)) }
        inner.append(("sublayers", .array(sublayers)))
        return outerNode(t, timing: timing, autoOrient: autoOrient, inner: .object(inner))
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

    /// `opacity` (percent) as a 0–1 `opacity` member, present when not 1 or animated, and its
    /// animation.
    func opacityParts(_ opacity: LottieProperty, timing: LottieTiming) -> OpacityParts {
        var parts: OpacityParts = ([], [])
        let o = opacity.staticValue[0] / 100
        if o != 1 || opacity.isAnimated {
            parts.members.append(("opacity", .number(LottieNumber.clean(min(max(o, 0), 1)))))
        }
        if let a = LottieAnimationMaker.animation(
            opacity, keyPath: "opacity", timing: timing,
            convert: {
                .number(LottieNumber.clean(min(max($0[0] / 100, 0), 1)))
            })
        {
            parts.animations.append(a)
        }
        return parts
    }

    /// The inner layer's scale, or skew and scale as one matrix: its static `transform` added
    /// to `members`, its animations returned.
    private func skewScale(_ t: LottieLayerTransform, timing: LottieTiming, members: inout [(String, JSONValue)])
        -> [JSONValue]
    {
        guard t.isSkewed else {
            if t.scale.isAnimated {
                return [
                    LottieAnimationMaker.animation(
                        t.scale, keyPath: "transform", timing: timing, valueFunction: "scale"
                    ) {
                        let f = LottieLayerTransform.factors($0)
                        return LottieNumber.array([f.x, f.y, 1])
                    }!
                ]
            }
            let s0 = t.scale.staticValue
            if s0[0] != 100 || (s0.count > 1 && s0[1] != 100) {
                let f = LottieLayerTransform.factors(s0)
                members.append(("transform", AffineTransform(scaleX: f.x, y: f.y).lottieJSON))
            }
            return []
        }
        // Skew and scale as one matrix, sampled when either is animated.
        members.append(("transform", t.skewScale(at: nil).lottieJSON))
        let props = [t.scale, t.skew, t.skewAxis].filter(\.isAnimated)
        guard !props.isEmpty else { return [] }
        let t0 = props.map(\.firstFrame).min()!
        let t1 = props.map(\.lastFrame).max()!
        return [
            LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "transform", timing: timing) {
                t.skewScale(at: $0).lottieJSON
            }
        ]
    }

    /// The outer layer around `inner`: position and rotation (turned towards where the layer
    /// moves when it auto-orients).
    private func outerNode(_ t: LottieLayerTransform, timing: LottieTiming, autoOrient: Bool, inner: JSONValue)
        -> JSONValue
    {
        var outer: [(String, JSONValue)] = [
            ("position", LottieAnimationMaker.point(t.position.staticValue)),
            ("anchorPoint", LottieNumber.array([0, 0])),
        ]
        var outerAnimations: [JSONValue] = []
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
            outerAnimations.append(
                LottieAnimationMaker.sampled(
                    from: t0, to: t1, keyPath: "transform", timing: timing, valueFunction: "rotateZ"
                ) { f in
                    .number(LottieNumber.clean((rotation.value(at: f)[0] + orient.degrees(at: f)) * Double.pi / 180))
                })
        } else if rotation.isAnimated {
            outerAnimations.append(
                LottieAnimationMaker.animation(rotation, keyPath: "transform", timing: timing, valueFunction: "rotateZ")
                {
                    .number(LottieNumber.clean($0[0] * Double.pi / 180))
                }!)
        }
        if r0 != 0 { outer.append(("transform", AffineTransform.lottieRotation(degrees: r0).lottieJSON)) }
        outerAnimations += positionAnimations(t, timing: timing)
        if !outerAnimations.isEmpty { outer.append(("animations", .array(outerAnimations))) }
        outer.append(("sublayers", .array([inner])))
        return .object(outer)
    }

    /// The position's animations: `position.x` and `position.y` when separate, else `position`.
    private func positionAnimations(_ t: LottieLayerTransform, timing: LottieTiming) -> [JSONValue] {
        guard let px = t.positionX, let py = t.positionY else {
            return [
                LottieAnimationMaker.animation(
                    t.position, keyPath: "position", timing: timing, convert: LottieAnimationMaker.point)
            ].compactMap { $0 }
        }
        let component: ([Double]) -> JSONValue = { .number(LottieNumber.clean($0[0])) }
        return [
            LottieAnimationMaker.animation(px, keyPath: "position.x", timing: timing, convert: component),
            LottieAnimationMaker.animation(py, keyPath: "position.y", timing: timing, convert: component),
        ].compactMap { $0 }
    }
}
