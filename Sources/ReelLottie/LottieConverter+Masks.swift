import Foundation
import ReelCore
import ReelScene

/// Layer masks (`masksProperties`) as mask layers, and animated shapes as `path` animations.
extension LottieConverter {
    /// The layer's masks (`masksProperties`): a mask layer for the content, and more wrapping
    /// layers where masks intersect.
    func masks(_ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming, content: [SceneLayer])
        -> (sublayers: [SceneLayer], mask: SceneLayer?)
    {
        guard let list = l.masksProperties, !list.isEmpty else { return (content, nil) }
        // Lottie combines masks in order: add is a union, subtract and intersect narrow what the
        // masks so far leave. Unions are shape layers in one mask layer; each subtract or
        // intersect is one more wrapping layer with its own mask.
        var stages: [[SceneLayer]] = [[]]
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
    private static func masked(_ content: [SceneLayer], stages: [[SceneLayer]]) -> (
        sublayers: [SceneLayer], mask: SceneLayer?
    ) {
        guard !stages.isEmpty else { return (content, nil) }
        func maskLayer(_ shapes: [SceneLayer]) -> SceneLayer {
            var layer = SceneLayer.lottie()
            layer.sublayers = shapes
            return layer
        }
        var sublayers = content
        for stage in stages.dropFirst().reversed() {
            var wrapper = SceneLayer.lottie()
            wrapper.mask = maskLayer(stage)
            wrapper.sublayers = sublayers
            sublayers = [wrapper]
        }
        return (sublayers, maskLayer(stages[0]))
    }

    /// A path far larger than any canvas: an inverted mask is the shape cut out of it.
    static let invertedMaskBounds: BezierPath = {
        var big = BezierPath()
        big.move(to: Point(x: -100000, y: -100000))
        big.addLine(to: Point(x: 100000, y: -100000))
        big.addLine(to: Point(x: 100000, y: 100000))
        big.addLine(to: Point(x: -100000, y: 100000))
        big.close()
        return big
    }()

    func maskShape(
        _ shape: LottieShapeProperty, inverted: Bool, opacity: LottieProperty, expansion: LottieProperty,
        timing: LottieTiming
    ) -> SceneLayer {
        func data(_ p: LottiePath, curves: Bool) -> BezierPath {
            var path = inverted ? Self.invertedMaskBounds : BezierPath()
            path.append(p.bezierPath(curvesOnly: curves))
            return path
        }
        var layer = SceneLayer.lottie(.shape)
        layer.state.path = data(shape.staticValue, curves: shape.isAnimated)
        layer.state.fillColor = .black
        if inverted { layer.state.fillRule = .evenOdd }
        let o = opacity.staticValue[0] / 100
        if o != 1 { layer.state.opacity = LottieValue.opacity(percent: opacity.staticValue[0]) }
        if let a = LottieAnimationMaker.opacityAnimation(opacity, timing: timing) {
            layer.animations.append(a)
        }
        let path = pathAnimation(shape, timing: timing, transform: { data($0, curves: true) })
        if let path { layer.animations.append(path) }
        // Inverted, the kept area is outside the outline: growing the shape shrinks it.
        expand(
            &layer, by: expansion, sign: inverted ? -1 : 1, path: data(shape.staticValue, curves: shape.isAnimated),
            pathAnimation: path, timing: timing)
        return layer
    }

    /// A `path` animation for an animated shape property (`transform` gives each shape's path).
    func pathAnimation(_ shape: LottieShapeProperty, timing: LottieTiming, transform: (LottiePath) -> BezierPath)
        -> SceneAnimation?
    {
        guard shape.isAnimated else { return nil }
        let t0 = shape.keyframes.first!.0.time
        let t1 = shape.keyframes.last!.0.time
        guard t1 > t0 else { return nil }
        if shape.isNativelyAnimatable {
            let values = shape.keyValues.map { BezierPath?.some(transform($0)) }
            let times = shape.keyframes.map { ($0.0.time - t0) / (t1 - t0) }
            let functions = shape.keyframes.dropLast().map(\.0.timingFunction)
            return LottieAnimationMaker.keyframeAnimation(
                keyPath: "path", values: values, keyTimes: times, timingFunctions: functions,
                begin: timing.seconds(t0), duration: timing.seconds(t1) - timing.seconds(t0))
        }
        return LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "path", timing: timing) {
            BezierPath?.some(transform(shape.value(at: $0)))
        }
    }
}
