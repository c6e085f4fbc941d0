import Foundation
import ReelScene

/// Shape items of one shape layer, turned into Reel layers group by group.
struct ShapeContext {
    let converter: LottieConverter
    let layerName: String
    let timing: LottieTiming

    func warn(_ path: JSONPath, _ v: JSONValue?, _ message: String) {
        converter.warn(path, v, "layer \"\(layerName)\": " + message)
    }

    static func isHidden(_ item: JSONValue) -> Bool {
        item["hd"]?.boolValue ?? ((LottieRead.number(item["hd"]) ?? 0) != 0)
    }

    /// The Reel layers of a group's items, bottom first: each fill and stroke draws the shapes
    /// listed before it in its group (nested groups included), lower items below.
    mutating func group(
        _ items: [JSONValue], path: JSONPath, inheritedTrims: [LottieTrim] = [], inheritedRadius: Double = 0
    ) -> [JSONValue] {
        var out: [JSONValue] = []
        var names = NameSet()
        for k in items.indices.reversed() {
            let item = items[k]
            let ip = path.appending(k)
            if Self.isHidden(item) { continue }
            let ty = item["ty"]?.stringValue ?? ""
            let itemName = item["nm"]?.stringValue
            switch ty {
            case "gr":
                let children = item["it"]?.arrayValue ?? []
                let trims = self.trims(in: items, after: k) + inheritedTrims
                let sub = group(
                    children, path: ip.appending("it"), inheritedTrims: trims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius)
                let tr = children.last(where: { $0["ty"]?.stringValue == "tr" })
                var node = converter.transformNodes(
                    tr, path: ip.appending("it"), layerName: layerName, timing: timing,
                    opacity: true, sublayers: sub, mask: nil)
                node = set(node, "name", .string(names.unique(itemName ?? "group")))
                out.append(node)
            case "fl", "st", "gf", "gs":
                out += style(
                    item, at: k, in: items, path: ip, name: names.unique(itemName ?? ty),
                    inheritedTrims: inheritedTrims,
                    inheritedRadius: inheritedRadius)
            case "sh", "rc", "el", "sr", "tm", "tr": continue
            case "rd":
                if LottieRead.property(item["r"], [0]).isAnimated {
                    warn(ip, item, "animated round corners are not supported; drawn with the first radius")
                }
            case "rp":
                // The copies draw every item before the repeater: nothing is left for this loop.
                out += repeater(
                    item, at: k, in: items, path: path, inheritedTrims: inheritedTrims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius)
                return out
            case "mm": warn(ip, item, "merge paths are not supported; the shapes are drawn unmerged")
            case "tw": warn(ip, item, "twist is not supported; drawn untwisted")
            case "pb": warn(ip, item, "pucker and bloat is not supported; drawn unchanged")
            case "op": warn(ip, item, "offset paths are not supported; drawn unchanged")
            case "zz": warn(ip, item, "zig zag is not supported; drawn unchanged")
            default: warn(ip, item, "shape item \"\(ty)\" is not supported; not drawn")
            }
        }
        return out
    }

    /// A repeater (`"rp"`) at index `k`: `c` copies of what the items before it draw, copy `i`
    /// transformed `o + i` times by `tr` (rotation about the anchor, then scale about it, then
    /// position, each applied that many times, a fractional offset applying the last step in
    /// part: lottie-web's `RepeaterModifier`), with the opacity going from `so` to `eo` down
    /// the stack: `m: 1` (above) puts the untransformed copy on top, `m: 2` (below) at the
    /// bottom. Animated values are drawn with their values at the first frame (warned).
    private mutating func repeater(
        _ item: JSONValue, at k: Int, in items: [JSONValue], path: JSONPath, inheritedTrims: [LottieTrim],
        inheritedRadius: Double
    ) -> [JSONValue] {
        let ip = path.appending(k)
        let tr = item["tr"]
        let copies = LottieRead.property(item["c"], [1])
        let offset = LottieRead.property(item["o"], [0])
        let anchor = LottieRead.property(tr?["a"], [0, 0])
        let position = LottieRead.property(tr?["p"], [0, 0])
        let scale = LottieRead.property(tr?["s"], [100, 100])
        let rotation = LottieRead.property(tr?["r"], [0])
        let startOpacity = LottieRead.property(tr?["so"], [100])
        let endOpacity = LottieRead.property(tr?["eo"], [100])
        if [copies, offset, anchor, position, scale, rotation, startOpacity, endOpacity].contains(where: \.isAnimated) {
            warn(ip, item, "an animated repeater is not supported; drawn with its values at the first frame")
        }
        let n = Int(copies.staticValue[0].rounded(.up))
        guard n > 0 else { return [] }
        let content = group(
            Array(items[0..<k]), path: path, inheritedTrims: trims(in: items, after: k) + inheritedTrims,
            inheritedRadius: inheritedRadius)
        guard !content.isEmpty else { return [] }
        let o = offset.staticValue[0]
        let a = anchor.staticValue
        let (ax, ay) = (a[0], a.count > 1 ? a[1] : 0)
        let p = position.staticValue
        let sv = scale.staticValue
        let (sx, sy) = (sv[0] / 100, (sv.count > 1 ? sv[1] : sv[0]) / 100)
        let r = rotation.staticValue[0]
        // The scale after `o` steps: whole steps, then the fraction's step in part (1 + (s − 1)·f),
        // inverted for a negative offset.
        func offsetScale(_ s: Double) -> Double {
            let whole = o >= 0 ? o.rounded(.down) : o.rounded(.up)
            let part = 1 + (s - 1) * abs(o - whole)
            return o >= 0 ? pow(s, whole) * part : pow(1 / s, -whole) / part
        }
        let (ox, oy) = (offsetScale(sx), offsetScale(sy))
        let so = startOpacity.staticValue[0] / 100
        let eo = endOpacity.staticValue[0] / 100
        let below = LottieRead.int(item["m"]) == 2
        var out: [JSONValue] = []
        // Bottom first: stack place g = n − 1 … 0 (0 on top).
        for g in stride(from: n - 1, through: 0, by: -1) {
            let i = below ? n - 1 - g : g
            let steps = o + Double(i)
            let about = { (m: Affine) in
                Affine.translation(ax, ay).concatenating(m).concatenating(.translation(-ax, -ay))
            }
            let m = Affine.translation(steps * p[0], steps * (p.count > 1 ? p[1] : 0))
                .concatenating(about(.scale(ox * pow(sx, Double(i)), oy * pow(sy, Double(i)))))
                .concatenating(about(.rotation(degrees: steps * r)))
            let opacity = n > 1 ? so + (eo - so) * Double(g) / Double(n - 1) : so
            var node: [(String, JSONValue)] = [
                ("name", .string("\(item["nm"]?.stringValue ?? "Repeater") \(i + 1)")),
                ("position", numbers([0, 0])), ("bounds", numbers([0, 0, 0, 0])), ("anchorPoint", numbers([0, 0])),
            ]
            if m != .identity { node.append(("transform", m.json)) }
            if opacity != 1 { node.append(("opacity", .number(Affine.clean(min(max(opacity, 0), 1))))) }
            node.append(("sublayers", .array(content)))
            out.append(.object(node))
        }
        return out
    }

    /// The radius of the first round corners modifier after index `k` in `items` (it rounds
    /// every shape before it), or nil when there is none.
    private func cornerRadius(in items: [JSONValue], after k: Int, path: JSONPath) -> Double? {
        guard
            let j = items.indices.first(where: {
                $0 > k && items[$0]["ty"]?.stringValue == "rd" && !Self.isHidden(items[$0])
            })
        else { return nil }
        return max(LottieRead.property(items[j]["r"], [0]).staticValue[0], 0)
    }

    /// Trims at indices after `k` in `items`: they apply to everything before them.
    private func trims(in items: [JSONValue], after k: Int) -> [LottieTrim] {
        items.indices.filter { $0 > k && items[$0]["ty"]?.stringValue == "tm" && !Self.isHidden(items[$0]) }
            .map { LottieTrim(items[$0]) }
    }

    /// The shapes before index `k`, through nested groups with static transforms.
    /// Inside a nested group (`nested`), each shape takes the trims after it in that group.
    private func shapes(
        _ items: [JSONValue], before k: Int, path: JSONPath, radius: Double = 0, nested inGroup: Bool = false
    ) -> [LottieGeometry] {
        var out: [LottieGeometry] = []
        for j in 0..<k {
            let item = items[j]
            if Self.isHidden(item) { continue }
            let r = cornerRadius(in: items, after: j, path: path) ?? radius
            let start = out.count
            defer {
                if inGroup {
                    let after = items.indices.filter {
                        $0 > j && items[$0]["ty"]?.stringValue == "tm" && !Self.isHidden(items[$0])
                    }
                    for i in start..<out.count where !after.isEmpty {
                        out[i].groupTrims += after.map { LottieTrim(items[$0]) }
                        out[i].groupTrimKey += after.map { path.appending($0).description }.joined(separator: ",")
                    }
                }
            }
            if var g = LottieGeometry(item) {
                g.cornerRadius = r
                out.append(g)
            } else if item["ty"]?.stringValue == "gr" {
                let children = item["it"]?.arrayValue ?? []
                var nested = shapes(
                    children, before: children.count, path: path.appending(j).appending("it"), radius: r, nested: true)
                if nested.isEmpty { continue }
                let tr = children.last(where: { $0["ty"]?.stringValue == "tr" })
                let o = LottieRead.property(tr?["o"], [100])
                guard !o.isAnimated && o.staticValue[0] == 100 else {
                    warn(
                        path.appending(j), item,
                        """
                        a fill or stroke outside a group with opacity is not supported; that group's shapes are not \
                        drawn by it
                        """
                    )
                    continue
                }
                let step = LottieGroupTransform(tr)
                for i in nested.indices { nested[i].groupTransforms.insert(step, at: 0) }
                out += nested
            }
        }
        return out
    }

    // MARK: - Fills and strokes

    private func style(
        _ item: JSONValue, at k: Int, in items: [JSONValue], path: JSONPath, name: String, inheritedTrims: [LottieTrim],
        inheritedRadius: Double
    ) -> [JSONValue] {
        let geometries = shapes(items, before: k, path: path, radius: inheritedRadius)
        guard !geometries.isEmpty else { return [] }
        let ty = item["ty"]?.stringValue ?? ""
        let isStroke = ty == "st" || ty == "gs"
        // Trims after every shape this style draws apply to all of them.
        let lastShape = (0..<k).last { LottieGeometry(items[$0]) != nil || items[$0]["ty"]?.stringValue == "gr" } ?? 0
        let trims =
            items.indices.filter { $0 > lastShape && items[$0]["ty"]?.stringValue == "tm" && !Self.isHidden(items[$0]) }
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
                warn(path, item, "more than one trim paths on one shape; only the innermost is drawn")
            }
            let trim = active.first
            if trim != nil && !isStroke {
                warn(path, item, "trim paths on a fill are not supported; the fill is drawn untrimmed")
            }
            out += styleLayers(
                item, path: path, name: name, geometries: part, trim: isStroke ? trim : nil, names: &names,
                numbered: parts.count > 1, counter: &counter)
        }
        return out
    }

    /// The layers of one style over `geometries` trimmed by `trim`: one Reel shape per geometry
    /// set (all shapes together, or each alone for a simultaneous trim of several shapes) and
    /// trimmed span.
    private func styleLayers(
        _ item: JSONValue, path: JSONPath, name: String, geometries: [LottieGeometry], trim: LottieTrim?,
        names: inout NameSet, numbered: Bool, counter: inout Int
    ) -> [JSONValue] {
        let ty = item["ty"]?.stringValue ?? ""
        let isStroke = ty == "st" || ty == "gs"
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
                switch ty {
                case "fl", "st":
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

    private func spanCount(_ trim: LottieTrim?) -> Int {
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
    private func pathMembers(_ set: [LottieGeometry]) -> (members: [(String, JSONValue)], animations: [JSONValue]) {
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

    private func trimMembers(_ trim: LottieTrim, span: Int, animations: inout [JSONValue]) -> [(String, JSONValue)] {
        func spanAt(_ f: Double?) -> (Double, Double) {
            let s = trim.spans(at: f)
            return span < s.count ? s[span] : (0, 0)
        }
        let s0 = spanAt(trim.frameRange?.0)
        var m: [(String, JSONValue)] = []
        if s0.0 != 0 { m.append(("strokeStart", .number(Affine.clean(s0.0)))) }
        if s0.1 != 1 { m.append(("strokeEnd", .number(Affine.clean(s0.1)))) }
        if let (t0, t1) = trim.frameRange {
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeStart", timing: timing) {
                    .number(Affine.clean(spanAt($0).0))
                })
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "strokeEnd", timing: timing) {
                    .number(Affine.clean(spanAt($0).1))
                })
        }
        return m
    }

    private func opacityMembers(_ item: JSONValue, animations: inout [JSONValue]) -> [(String, JSONValue)] {
        let o = LottieRead.property(item["o"], [100])
        if let a = LottieAnimationMaker.animation(
            o, keyPath: "opacity", timing: timing,
            convert: {
                .number(Affine.clean(min(max($0[0] / 100, 0), 1)))
            })
        {
            animations.append(a)
        }
        let v = min(max(o.staticValue[0] / 100, 0), 1)
        return v == 1 ? [] : [("opacity", .number(Affine.clean(v)))]
    }

    private func strokeMembers(_ item: JSONValue, path: JSONPath, animations: inout [JSONValue]) -> [(
        String, JSONValue
    )] {
        var m: [(String, JSONValue)] = []
        let w = LottieRead.property(item["w"], [1])
        m.append(("lineWidth", .number(Affine.clean(max(w.staticValue[0], 0)))))
        if let a = LottieAnimationMaker.animation(
            w, keyPath: "lineWidth", timing: timing,
            convert: {
                .number(Affine.clean(max($0[0], 0)))
            })
        {
            animations.append(a)
        }
        m.append(
            ("lineCap", .string([1: "butt", 2: "round", 3: "square"][LottieRead.int(item["lc"]) ?? 2] ?? "round")))
        m.append(
            ("lineJoin", .string([1: "miter", 2: "round", 3: "bevel"][LottieRead.int(item["lj"]) ?? 2] ?? "round")))
        if let ml = LottieRead.number(item["ml"]) ?? LottieRead.property(item["ml2"], [4]).staticValue.first {
            m.append(("miterLimit", .number(max(ml, 0))))
        }
        if let dashes = item["d"]?.arrayValue, !dashes.isEmpty {
            var pattern: [Double] = []
            var phase = 0.0
            for d in dashes {
                let p = LottieRead.property(d["v"], [0])
                if p.isAnimated {
                    warn(path.appending("d"), d, "animated dashes are not supported; drawn with their first value")
                }
                switch d["n"]?.stringValue {
                case "o": phase = p.staticValue[0]
                default: pattern.append(max(p.staticValue[0], 0))
                }
            }
            if pattern.count == 1 { pattern.append(pattern[0]) }
            if pattern.contains(where: { $0 > 0 }) {
                m.append(("lineDashPattern", numbers(pattern)))
                if phase != 0 { m.append(("lineDashPhase", .number(Affine.clean(phase)))) }
            }
        }
        return m
    }

    private func solidStyle(
        _ item: JSONValue, path: JSONPath, name: String,
        shape: (members: [(String, JSONValue)], animations: [JSONValue]),
        isStroke: Bool
    ) -> JSONValue {
        var animations = shape.animations
        var m: [(String, JSONValue)] = [
            ("type", .string("shape")), ("name", .string(name)), ("anchorPoint", numbers([0, 0])),
        ]
        m += shape.members
        let c = LottieRead.property(item["c"], [0, 0, 0, 1])
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
            if LottieRead.int(item["r"]) == 2 { m.append(("fillRule", .string("evenOdd"))) }
        }
        m += opacityMembers(item, animations: &animations)
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        return .object(m)
    }

    // MARK: - Gradients

    /// Colour stops at frame `f`: `[offset, r, g, b] × count`, then `[offset, alpha] …`.
    static func gradientStops(_ flat: [Double], count: Int) -> (colors: [[Double]], locations: [Double]) {
        let n = min(count, flat.count / 4)
        var stops: [(Double, [Double])] = (0..<n).map { i in (flat[4 * i], Array(flat[(4 * i + 1)..<(4 * i + 4)])) }
        let rest = Array(flat.dropFirst(4 * n))
        var alphas: [(Double, Double)] = stride(from: 0, to: rest.count - 1, by: 2).map { (rest[$0], rest[$0 + 1]) }
        if stops.isEmpty { return ([], []) }
        alphas.sort { $0.0 < $1.0 }
        func alpha(at x: Double) -> Double {
            guard let first = alphas.first else { return 1 }
            if x <= first.0 { return first.1 }
            for j in 1..<max(alphas.count, 1) where x <= alphas[j].0 {
                let a = alphas[j - 1]
                let b = alphas[j]
                return b.0 == a.0 ? b.1 : a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0)
            }
            return alphas.last!.1
        }
        func color(at x: Double) -> [Double] {
            if x <= stops[0].0 { return stops[0].1 }
            for j in 1..<stops.count where x <= stops[j].0 {
                let a = stops[j - 1]
                let b = stops[j]
                let q = b.0 == a.0 ? 1 : (x - a.0) / (b.0 - a.0)
                return (0..<3).map { a.1[$0] + (b.1[$0] - a.1[$0]) * q }
            }
            return stops.last!.1
        }
        var offsets = Set(stops.map(\.0))
        for a in alphas { offsets.insert(a.0) }
        let all = offsets.sorted()
        stops = all.map { ($0, color(at: $0)) }
        return (stops.map { $0.1 + [alpha(at: $0.0)] }, all)
    }

    private func gradientStyle(
        _ item: JSONValue, path: JSONPath, name: String,
        shape: (members: [(String, JSONValue)], animations: [JSONValue]),
        geometries: [LottieGeometry], isStroke: Bool
    ) -> JSONValue? {
        // The gradient fills a box around every frame of the shapes; the shape masks it.
        var box: (Double, Double, Double, Double)?
        func include(_ f: Double?) {
            for g in geometries {
                guard let b = g.value(at: f).controlBounds else { continue }
                box =
                    box.map { (min($0.0, b.minX), min($0.1, b.minY), max($0.2, b.maxX), max($0.3, b.maxY)) }
                    ?? (b.minX, b.minY, b.maxX, b.maxY)
            }
        }
        include(nil)
        for g in geometries {
            if let (t0, t1) = g.frameRange {
                var f = t0
                while f <= t1 {
                    include(f)
                    f += 1
                }
                include(t1)
            }
        }
        guard var b = box else { return nil }
        if isStroke {
            let w = LottieRead.property(item["w"], [1])
            let maxW = (w.keyValues + [w.staticValue]).map { $0.first ?? 0 }.max() ?? 0
            let pad = maxW / 2 * 4 + 1
            b = (b.0 - pad, b.1 - pad, b.2 + pad, b.3 + pad)
        }
        let width = max(b.2 - b.0, 1)
        let height = max(b.3 - b.1, 1)
        let count = LottieRead.int(item["g"]?["p"]) ?? 0
        let g = LottieRead.property(item["g"]?["k"], [])
        let radial = LottieRead.int(item["t"]) == 2
        let start = LottieRead.property(item["s"], [0, 0])
        let end = LottieRead.property(item["e"], [100, 0])
        let highlight = LottieRead.property(item["h"], [0])
        if radial && (highlight.isAnimated || highlight.staticValue[0] != 0) {
            warn(path.appending("h"), item["h"], "radial gradient highlights are not supported; drawn centred")
        }
        func unit(_ p: [Double]) -> [Double] { [(p[0] - b.0) / width, ((p.count > 1 ? p[1] : 0) - b.1) / height] }
        func points(_ f: Double?) -> ([Double], [Double]) {
            let s = f.map { start.value(at: $0) } ?? start.staticValue
            let e = f.map { end.value(at: $0) } ?? end.staticValue
            if radial {
                let r = hypot(e[0] - s[0], (e.count > 1 ? e[1] : 0) - (s.count > 1 ? s[1] : 0))
                let u = unit(s)
                return (u, [u[0] + r / width, u[1] + r / height])
            }
            return (unit(s), unit(e))
        }
        func stops(_ f: Double?) -> (colors: [[Double]], locations: [Double]) {
            Self.gradientStops(f.map { g.value(at: $0) } ?? g.staticValue, count: count)
        }
        var animations: [JSONValue] = []
        let (s0, e0) = points(nil)
        let st0 = stops(nil)
        var m: [(String, JSONValue)] = [
            ("type", .string("gradient")), ("name", .string(name)), ("position", numbers([b.0, b.1])),
            ("bounds", numbers([b.0, b.1, width, height])), ("anchorPoint", numbers([0, 0])),
            ("gradientType", .string(radial ? "radial" : "axial")),
            ("colors", .array(st0.colors.map { numbers($0) })), ("locations", numbers(st0.locations)),
            ("startPoint", numbers(s0)), ("endPoint", numbers(e0)),
        ]
        if start.isAnimated || end.isAnimated {
            let a = [start, end].filter(\.isAnimated)
            let t0 = a.map(\.firstFrame).min()!
            let t1 = a.map(\.lastFrame).max()!
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "startPoint", timing: timing) {
                    numbers(points($0).0)
                })
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "endPoint", timing: timing) {
                    numbers(points($0).1)
                })
        }
        if g.isAnimated {
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "colors", timing: timing) {
                    .array(stops($0).colors.map { numbers($0) })
                })
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "locations", timing: timing)
                {
                    numbers(stops($0).locations)
                })
        }
        m += opacityMembers(item, animations: &animations)
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        // The mask: the shape, filled or stroked in black, in the gradient layer's coordinates
        // (which are its superlayer's: its bounds start where it is placed).
        var mask: [(String, JSONValue)] = [("type", .string("shape")), ("anchorPoint", numbers([0, 0]))]
        mask += shape.members
        var maskAnimations = shape.animations
        if isStroke {
            mask.append(("fillColor", .null))
            mask.append(("strokeColor", .string("#000000")))
            mask += strokeMembers(item, path: path, animations: &maskAnimations)
        } else {
            mask.append(("fillColor", .string("#000000")))
            if LottieRead.int(item["r"]) == 2 { mask.append(("fillRule", .string("evenOdd"))) }
        }
        if !maskAnimations.isEmpty { mask.append(("animations", .array(maskAnimations))) }
        m.append(("mask", .object(mask)))
        return .object(m)
    }
}
