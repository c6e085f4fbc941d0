import Foundation
import ReelCore
import ReelScene

/// Fills and strokes (`fl`, `st`): a shape layer per style over the shapes before it, trimmed.
extension ShapeContext {
    func style(
        _ item: LottieShapeItem, kind: LottieShapeItemKind, at k: Int, in items: [LottieShapeItem], path: JSONPath,
        name: String,
        inheritedTrims: [LottieTrim], inheritedRadius: Double
    ) -> [JSONValue] {
        let geometries = shapes(items, before: k, path: path, radius: inheritedRadius)
        guard !geometries.isEmpty else { return [] }
        let isStroke = kind.isStroke
        // Trims after every shape this style draws apply to all of them.
        let lastShape =
            (0..<k).last { LottieGeometry(items[$0]) != nil || items[$0].kind == .group } ?? 0
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
        var out: [JSONValue] = []
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
    ) -> [JSONValue] {
        let isStroke = kind.isStroke
        let sets: [[LottieGeometry]] =
            (trim != nil && !(trim!.individually) && geometries.count > 1)
            ? geometries.map { [$0] } : [geometries]
        var out: [JSONValue] = []
        for set in sets {
            let spanCount = isStroke ? spanCount(trim) : 1
            for span in 0..<spanCount {
                var shape = pathMembers(set)
                if isStroke, let trim { shape.members += trimMembers(trim, span: span, animations: &shape.animations) }
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

    /// `path` and its animation for the shapes of one style.
    func pathMembers(_ set: [LottieGeometry]) -> (members: [(String, JSONValue)], animations: [JSONValue]) {
        let animated = set.filter(\.isAnimated)
        func data(_ f: Double?) -> String {
            set.map { $0.value(at: f).svgData(curvesOnly: !animated.isEmpty) }.joined(separator: " ")
        }
        var animations: [JSONValue] = []
        if !animated.isEmpty {
            if set.count == 1, case .path(let sp) = set[0].kind, !set[0].hasAnimatedTransform {
                let g = set[0]
                if let a = converter.pathAnimation(
                    sp, timing: timing,
                    transform: { p in
                        var q = g.reversed ? p.reversed : p
                        let m = g.transform(at: nil)
                        if m != .identity { q = q.applying(m) }
                        return q.svgData(curvesOnly: true)
                    })
                {
                    animations.append(a)
                }
            } else {
                let ranges = animated.compactMap(\.frameRange)
                let t0 = ranges.map(\.0).min()!
                let t1 = ranges.map(\.1).max()!
                animations.append(
                    LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "path", timing: timing) {
                        .string(data($0))
                    })
            }
        }
        return (
            [("path", .string(data(animated.isEmpty ? nil : animated.compactMap(\.frameRange).map(\.0).min())))],
            animations
        )
    }

    func trimMembers(_ trim: LottieTrim, span: Int, animations: inout [JSONValue]) -> [(String, JSONValue)] {
        func spanAt(_ f: Double?) -> (Double, Double) {
            let s = trim.spans(at: f)
            return span < s.count ? s[span] : (0, 0)
        }
        let s0 = spanAt(trim.frameRange?.0)
        var m: [(String, JSONValue)] = []
        if s0.0 != 0 { m.append(("strokeStart", .number(LottieNumber.clean(s0.0)))) }
        if s0.1 != 1 { m.append(("strokeEnd", .number(LottieNumber.clean(s0.1)))) }
        if let (t0, t1) = trim.frameRange {
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeStart", timing: timing) {
                    .number(LottieNumber.clean(spanAt($0).0))
                })
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeEnd", timing: timing) {
                    .number(LottieNumber.clean(spanAt($0).1))
                })
        }
        return m
    }

    func opacityMembers(_ item: LottieShapeItem, animations: inout [JSONValue]) -> [(String, JSONValue)] {
        let o = item.o.property(default: [100])
        if let a = LottieAnimationMaker.animation(
            o, keyPath: "opacity", timing: timing,
            convert: {
                .number(LottieNumber.clean(min(max($0[0] / 100, 0), 1)))
            })
        {
            animations.append(a)
        }
        let v = min(max(o.staticValue[0] / 100, 0), 1)
        return v == 1 ? [] : [("opacity", .number(LottieNumber.clean(v)))]
    }

    func strokeMembers(_ item: LottieShapeItem, path: JSONPath, animations: inout [JSONValue]) -> [(
        String, JSONValue
    )] {
        var m: [(String, JSONValue)] = []
        let w = item.w.property(default: [1])
        m.append(("lineWidth", .number(LottieNumber.clean(max(w.staticValue[0], 0)))))
        if let a = LottieAnimationMaker.animation(
            w, keyPath: "lineWidth", timing: timing,
            convert: {
                .number(LottieNumber.clean(max($0[0], 0)))
            })
        {
            animations.append(a)
        }
        m.append(
            ("lineCap", .string([1: "butt", 2: "round", 3: "square"][item.lc ?? 2] ?? "round")))
        m.append(
            ("lineJoin", .string([1: "miter", 2: "round", 3: "bevel"][item.lj ?? 2] ?? "round")))
        if let ml = item.ml ?? item.ml2.property(default: [4]).staticValue.first {
            m.append(("miterLimit", .number(max(ml, 0))))
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
                m.append(("lineDashPattern", LottieNumber.array(pattern)))
                if phase != 0 { m.append(("lineDashPhase", .number(LottieNumber.clean(phase)))) }
            }
        }
        return m
    }

    func solidStyle(
        _ item: LottieShapeItem, path: JSONPath, name: String,
        shape: (members: [(String, JSONValue)], animations: [JSONValue]),
        isStroke: Bool
    ) -> JSONValue {
        var animations = shape.animations
        var m: [(String, JSONValue)] = [
            ("type", .string("shape")), ("name", .string(name)), ("anchorPoint", LottieNumber.array([0, 0])),
        ]
        m += shape.members
        let c = item.c.property(default: [0, 0, 0, 1])
        let colorKey = isStroke ? "strokeColor" : "fillColor"
        let color: JSONValue =
            c.isAnimated
            ? LottieAnimationMaker.colorJSON(c.staticValue)
            : converter.colorParam(c.staticValue, name: layerName, item: name, slot: c.slot)
        if let a = LottieAnimationMaker.animation(
            c, keyPath: colorKey, timing: timing, convert: LottieAnimationMaker.colorJSON)
        {
            animations.append(a)
        }
        if isStroke {
            m.append(("fillColor", .null))
            m.append(("strokeColor", color))
            m += strokeMembers(item, path: path, animations: &animations)
        } else {
            m.append(("fillColor", color))
            if item.fillRule == 2 { m.append(("fillRule", .string("evenOdd"))) }
        }
        m += opacityMembers(item, animations: &animations)
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        return .object(m)
    }
}
