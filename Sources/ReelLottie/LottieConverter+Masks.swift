import Foundation
import ReelCore
import ReelScene

/// Layer masks (`masksProperties`) as mask layers, and animated shapes as `path` animations.
extension LottieConverter {
    /// The layer's masks (`masksProperties`): a mask layer for the content, and more wrapping
    /// layers where masks intersect.
    func masks(_ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming, content: [JSONValue])
        -> (sublayers: [JSONValue], mask: JSONValue?)
    {
        guard let list = l.masksProperties, !list.isEmpty else { return (content, nil) }
        // Lottie combines masks in order: add is a union, subtract and intersect narrow what the
        // masks so far leave. Unions are shape layers in one mask layer; each subtract or
        // intersect is one more wrapping layer with its own mask.
        var stages: [[JSONValue]] = [[]]
        var sawNarrowing = false
        for (i, m) in list.enumerated() {
            let mp = path.appending("masksProperties").appending(i)
            let mode = m.mode?.value ?? LottieMaskMode.add.rawValue
            let kind = LottieMaskMode(rawValue: mode)
            if kind == .disabled { continue }
            let inverted = m.inv ?? false
            let expansion = m.x.property(default: [0])
            let shape = m.pt.property
            let opacity = m.o.property(default: [100])
            var layer = maskShape(shape, inverted: inverted, opacity: opacity, expansion: expansion, timing: timing)
            switch kind {
            case .add:
                if sawNarrowing {
                    warn(
                        mp.appending("mode"), m.mode,
                        "layer \"\(name)\": an add mask after a subtract or intersect mask is drawn as an intersection")
                    stages.append([layer])
                } else {
                    stages[stages.count - 1].append(layer)
                }
            case .subtract:
                layer = maskShape(shape, inverted: !inverted, opacity: opacity, expansion: expansion, timing: timing)
                if i == 0 { stages[0].append(layer) } else { stages.append([layer]) }
                sawNarrowing = true
            case .intersect:
                if i == 0 { stages[0].append(layer) } else { stages.append([layer]) }
                sawNarrowing = true
            case .lighten, .darken, .difference, .disabled, nil:
                warn(
                    mp.appending("mode"), m.mode,
                    """
                    layer \"\(name)\": mask mode \"\(mode)\" (lighten, darken, difference) is not supported; drawn as \
                    add
                    """
                )
                stages[stages.count - 1].append(layer)
            }
        }
        return Self.masked(content, stages: stages.filter { !$0.isEmpty })
    }

    /// `content` masked by the union of each stage's shapes: the first stage is the returned
    /// mask, each later one a wrapping layer with its own mask (the last outermost).
    private static func masked(_ content: [JSONValue], stages: [[JSONValue]]) -> (
        sublayers: [JSONValue], mask: JSONValue?
    ) {
        guard !stages.isEmpty else { return (content, nil) }
        func maskLayer(_ shapes: [JSONValue]) -> JSONValue {
            .object([("anchorPoint", LottieNumber.array([0, 0])), ("sublayers", .array(shapes))])
        }
        var sublayers = content
        for stage in stages.dropFirst().reversed() {
            sublayers = [
                .object([
                    ("anchorPoint", LottieNumber.array([0, 0])), ("mask", maskLayer(stage)),
                    ("sublayers", .array(sublayers)),
                ])
            ]
        }
        return (sublayers, maskLayer(stages[0]))
    }

    func maskShape(
        _ shape: LottieShapeProperty, inverted: Bool, opacity: LottieProperty, expansion: LottieProperty,
        timing: LottieTiming
    ) -> JSONValue {
        // An inverted mask is the shape cut out of a rectangle far larger than any canvas.
        let big = "M -100000 -100000 H 100000 V 100000 H -100000 Z "
        func data(_ p: LottiePath, curves: Bool) -> String { (inverted ? big : "") + p.svgData(curvesOnly: curves) }
        var m: [(String, JSONValue)] = [
            ("type", .string("shape")), ("anchorPoint", LottieNumber.array([0, 0])),
            ("path", .string(data(shape.staticValue, curves: shape.isAnimated))), ("fillColor", .string("#000000")),
        ]
        if inverted { m.append(("fillRule", .string("evenOdd"))) }
        let o = opacity.staticValue[0] / 100
        if o != 1 { m.append(("opacity", .number(LottieNumber.clean(min(max(o, 0), 1))))) }
        var animations: [JSONValue] = []
        if let a = LottieAnimationMaker.animation(
            opacity, keyPath: "opacity", timing: timing,
            convert: {
                .number(LottieNumber.clean(min(max($0[0] / 100, 0), 1)))
            })
        {
            animations.append(a)
        }
        let path = pathAnimation(shape, timing: timing, transform: { data($0, curves: true) })
        if let path { animations.append(path) }
        // Inverted, the kept area is outside the outline: growing the shape shrinks it.
        let expanded = expansionMembers(
            expansion, sign: inverted ? -1 : 1, path: data(shape.staticValue, curves: shape.isAnimated),
            pathAnimation: path, timing: timing)
        m += expanded.members
        animations += expanded.animations
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        if let mask = expanded.mask { m.append(("mask", mask)) }
        return .object(m)
    }

    /// A `path` animation for an animated shape property (`transform` gives each shape's data).
    func pathAnimation(_ shape: LottieShapeProperty, timing: LottieTiming, transform: (LottiePath) -> String)
        -> JSONValue?
    {
        guard shape.isAnimated else { return nil }
        let t0 = shape.keyframes.first!.0.time
        let t1 = shape.keyframes.last!.0.time
        guard t1 > t0 else { return nil }
        if shape.isNativelyAnimatable {
            let values = shape.keyValues.map { JSONValue.string(transform($0)) }
            let times = shape.keyframes.map { ($0.0.time - t0) / (t1 - t0) }
            let functions: [JSONValue] = shape.keyframes.dropLast().map { k in
                let e = k.0.easing(0)
                return .array([e.0, e.1, e.2, e.3].map { .number(LottieNumber.clean($0)) })
            }
            return LottieAnimationMaker.keyframeAnimation(
                keyPath: "path", values: values, keyTimes: times, timingFunctions: functions,
                begin: timing.seconds(t0), duration: timing.seconds(t1) - timing.seconds(t0))
        }
        return LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "path", timing: timing) {
            .string(transform(shape.value(at: $0)))
        }
    }
}
