import Foundation
import ReelCore
import ReelScene

/// Fills and strokes (`fl`, `st`): a shape layer per style over the shapes before it, trimmed.
extension ShapeContext {
    func style(
        _ item: LottieShapeItem, kind: LottieShapeItemKind, at k: Int, in items: [LottieShapeItem], path: JSONPath,
        name: String,
        inheritedTrims: [LottieTrim], inheritedRadius: Double
    ) -> [SceneLayer] {
        let geometries = shapes(items, before: k, path: path, radius: inheritedRadius)
        guard !geometries.isEmpty else { return [] }
        let isStroke = kind.isStroke
        // Trims after every shape this style draws apply to all of them.
        let lastShape =
            (0..<k).last {
                LottieGeometry(items[$0]) != nil || items[$0].kind == .group || items[$0].kind == .mergePaths
            } ?? 0
        let trims =
            items.indices.filter { $0 > lastShape && items[$0].isTrim }
            .map { LottieTrim(items[$0]) } + inheritedTrims
        // Shapes trimmed alike by their groups' own trims, in order.
        var parts: [[LottieGeometry]] = []
        for g in geometries {
            if let last = parts.last?.last, last.groupTrimKey == g.groupTrimKey {
                parts[parts.count - 1].append(g)
            } else {
                parts.append([g])
            }
        }
        var out: [SceneLayer] = []
        var names = NameSet()
        var counter = 0
        for part in parts {
            let active = (part[0].groupTrims + trims).filter { !$0.isIdentity }
            if active.count > 1 {
                warn(path, at: item.location, "more than one trim paths on one shape; only the innermost is drawn")
            }
            let trim = active.first
            if trim != nil && !isStroke {
                warn(path, at: item.location, "trim paths on a fill are not supported; the fill is drawn untrimmed")
            }
            out += styleLayers(
                item, kind: kind, path: path, name: name, geometries: part, trim: isStroke ? trim : nil, names: &names,
                numbered: parts.count > 1, counter: &counter)
        }
        return out
    }

    /// The layers of one style over `geometries` trimmed by `trim`: one Reel shape per geometry
    /// set (all shapes together, or each alone for a simultaneous trim of several shapes) and
    /// trimmed span.
    func styleLayers(
        _ item: LottieShapeItem, kind: LottieShapeItemKind, path: JSONPath, name: String, geometries: [LottieGeometry],
        trim: LottieTrim?, names: inout NameSet, numbered: Bool, counter: inout Int
    ) -> [SceneLayer] {
        let isStroke = kind.isStroke
        let sets: [[LottieGeometry]] =
            (trim != nil && !(trim!.individually) && geometries.count > 1)
            ? geometries.map { [$0] } : [geometries]
        var out: [SceneLayer] = []
        for set in sets {
            let spanCount = isStroke ? spanCount(trim) : 1
            for span in 0..<spanCount {
                var shape = shapeLayer(set)
                if isStroke, let trim { setTrim(trim, span: span, on: &shape) }
                counter += 1
                let layerName = names.unique(numbered || sets.count * spanCount > 1 ? "\(name) \(counter)" : name)
                switch kind {
                case .fill, .stroke:
                    out.append(solidStyle(item, path: path, name: layerName, shape: shape, isStroke: isStroke))
                default:
                    if let g = gradientStyle(
                        item, path: path, name: layerName, shape: shape, geometries: set, isStroke: isStroke)
                    {
                        out.append(g)
                    }
                }
            }
        }
        return out
    }

    func spanCount(_ trim: LottieTrim?) -> Int {
        guard let trim else { return 1 }
        if !trim.isAnimated { return trim.spans(at: nil).count }
        let (t0, t1) = trim.frameRange!
        var f = t0
        while f <= t1 {
            if trim.spans(at: f).count > 1 { return 2 }
            f += 1
        }
        return trim.spans(at: t1).count
    }

    /// A shape layer with the path of the shapes of one style, and its animation.
    func shapeLayer(_ set: [LottieGeometry]) -> SceneLayer {
        let animated = set.filter(\.isAnimated)
        func data(_ f: Double?) -> BezierPath {
            var path = BezierPath()
            for g in set { path.append(g.bezierPath(at: f, curvesOnly: !animated.isEmpty)) }
            return path
        }
        var layer = SceneLayer.lottie(.shape)
        if !animated.isEmpty {
            if set.count == 1, case .path(let sp) = set[0].kind, !set[0].hasAnimatedTransform {
                let g = set[0]
                if let a = converter.pathAnimation(
                    sp, timing: timing,
                    transform: { p in
                        var q = g.reversed ? p.reversed : p
                        let m = g.transform(at: nil)
                        if m != .identity { q = q.applying(m) }
                        return q.bezierPath(curvesOnly: true)
                    })
                {
                    layer.animations.append(a)
                }
            } else {
                let ranges = animated.compactMap(\.frameRange)
                let t0 = ranges.map(\.0).min()!
                let t1 = ranges.map(\.1).max()!
                layer.animations.append(
                    LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "path", timing: timing) {
                        BezierPath?.some(data($0))
                    })
            }
        }
        layer.state.path = data(animated.isEmpty ? nil : animated.compactMap(\.frameRange).map(\.0).min())
        return layer
    }

    /// The part `span` of what `trim` leaves, as the layer's `strokeStart` and `strokeEnd`.
    func setTrim(_ trim: LottieTrim, span: Int, on layer: inout SceneLayer) {
        func spanAt(_ f: Double?) -> (Double, Double) {
            let s = trim.spans(at: f)
            return span < s.count ? s[span] : (0, 0)
        }
        let s0 = spanAt(trim.frameRange?.0)
        if s0.0 != 0 { layer.state.strokeStart = LottieNumber.clean(s0.0) }
        if s0.1 != 1 { layer.state.strokeEnd = LottieNumber.clean(s0.1) }
        if let (t0, t1) = trim.frameRange {
            layer.animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeStart", timing: timing) {
                    LottieNumber.clean(spanAt($0).0)
                })
            layer.animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeEnd", timing: timing) {
                    LottieNumber.clean(spanAt($0).1)
                })
        }
    }

    /// The style's opacity (`o`, percent) on the layer, and its animation.
    func setOpacity(_ item: LottieShapeItem, on layer: inout SceneLayer) {
        let o = item.o.property(default: [100])
        if let a = LottieAnimationMaker.opacityAnimation(o, timing: timing) {
            layer.animations.append(a)
        }
        if min(max(o.staticValue[0] / 100, 0), 1) != 1 {
            layer.state.opacity = LottieValue.opacity(percent: o.staticValue[0])
        }
    }

    /// A stroke's width, caps, joins, miter limit and dashes on the layer.
    func setStroke(_ item: LottieShapeItem, path: JSONPath, on layer: inout SceneLayer) {
        let w = item.w.property(default: [1])
        layer.state.lineWidth = LottieNumber.clean(max(w.staticValue[0], 0))
        if let a = LottieAnimationMaker.animation(
            w, keyPath: "lineWidth", timing: timing, convert: { LottieNumber.clean(max($0[0], 0)) })
        {
            layer.animations.append(a)
        }
        layer.state.lineCap = [1: .butt, 2: .round, 3: .square][item.lc ?? 2] ?? .round
        layer.state.lineJoin = [1: .miter, 2: .round, 3: .bevel][item.lj ?? 2] ?? .round
        if let ml = item.ml ?? item.ml2.property(default: [4]).staticValue.first {
            layer.state.miterLimit = max(ml, 0)
        }
        if let dashes = item.dashes, !dashes.isEmpty {
            var pattern: [Double] = []
            var phase = 0.0
            for d in dashes {
                let p = d.v.property(default: [0])
                if p.isAnimated {
                    warn(
                        path.appending("d"), at: d.location,
                        "animated dashes are not supported; drawn with their first value")
                }
                switch d.n {
                case "o": phase = p.staticValue[0]
                default: pattern.append(max(p.staticValue[0], 0))
                }
            }
            if pattern.count == 1 { pattern.append(pattern[0]) }
            if pattern.contains(where: { $0 > 0 }) {
                layer.state.lineDashPattern = LottieValue.numbers(pattern)
                if phase != 0 { layer.state.lineDashPhase = LottieNumber.clean(phase) }
            }
        }
    }

    /// A fill or stroke of one colour over `shape` (its path, trim and their animations).
    func solidStyle(_ item: LottieShapeItem, path: JSONPath, name: String, shape: SceneLayer, isStroke: Bool)
        -> SceneLayer
    {
        var layer = shape
        layer.state.name = name
        let c = item.c.property(default: [0, 0, 0, 1])
        let colorKey = isStroke ? "strokeColor" : "fillColor"
        var color = LottieValue.color(converter.filtered(c.staticValue))
        if !c.isAnimated {
            let (value, parameter) = converter.colorParam(c.staticValue, name: layerName, item: name, slot: c.slot)
            color = value
            if let parameter { layer.parameterBindings[colorKey] = parameter }
        }
        if let a = LottieAnimationMaker.animation(
            c, keyPath: colorKey, timing: timing,
            convert: { [converter] in Optional(LottieValue.color(converter.filtered($0))) })
        {
            layer.animations.append(a)
        }
        if isStroke {
            layer.state.fillColor = nil
            layer.state.strokeColor = color
            setStroke(item, path: path, on: &layer)
        } else {
            layer.state.fillColor = color
            if item.fillRule == 2 { layer.state.fillRule = .evenOdd }
        }
        setOpacity(item, on: &layer)
        return layer
    }
}
