import Foundation
import ReelCore
import ReelScene

/// Gradient fills and strokes (`gf`, `gs`): a gradient layer masked by the shape.
extension ShapeContext {
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

    func gradientStyle(
        _ item: LottieShapeItem, path: JSONPath, name: String,
        shape: (members: [(String, JSONValue)], animations: [JSONValue]),
        geometries: [LottieGeometry], isStroke: Bool
    ) -> JSONValue? {
        guard let b = gradientBox(item, geometries: geometries, isStroke: isStroke) else { return nil }
        let width = max(b.2 - b.0, 1)
        let height = max(b.3 - b.1, 1)
        let count = item.g?.p ?? 0
        let g = (item.g?.k).property(default: [])
        let radial = item.t == 2
        let start = item.s.property(default: [0, 0])
        let end = item.e.property(default: [100, 0])
        let highlight = item.h.property(default: [0])
        if radial && (highlight.isAnimated || highlight.staticValue[0] != 0) {
            warn(
                path.appending("h"), at: item.h?.location, "radial gradient highlights are not supported; drawn centred"
            )
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
        let (s0, e0) = points(nil)
        let st0 = stops(nil)
        var m: [(String, JSONValue)] = [
            ("type", .string("gradient")), ("name", .string(name)), ("position", LottieNumber.array([b.0, b.1])),
            ("bounds", LottieNumber.array([b.0, b.1, width, height])), ("anchorPoint", LottieNumber.array([0, 0])),
            ("gradientType", .string(radial ? "radial" : "axial")),
            ("colors", .array(st0.colors.map { LottieNumber.array($0) })),
            ("locations", LottieNumber.array(st0.locations)),
            ("startPoint", LottieNumber.array(s0)), ("endPoint", LottieNumber.array(e0)),
        ]
        var animations = gradientAnimations(start: start, end: end, stops: g, points: points, colorStops: stops)
        m += opacityMembers(item, animations: &animations)
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        m.append(("mask", gradientMask(item, path: path, shape: shape, isStroke: isStroke)))
        return .object(m)
    }

    /// The box the gradient fills: around the shapes at every frame (and the widest stroke).
    private func gradientBox(_ item: LottieShapeItem, geometries: [LottieGeometry], isStroke: Bool)
        -> (Double, Double, Double, Double)?
    {
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
            let w = item.w.property(default: [1])
            let maxW = (w.keyValues + [w.staticValue]).map { $0.first ?? 0 }.max() ?? 0
            let pad = maxW / 2 * 4 + 1
            b = (b.0 - pad, b.1 - pad, b.2 + pad, b.3 + pad)
        }
        return b
    }

    /// The start and end points' and the stops' animations (`points` and `colorStops` give
    /// their values at a frame).
    private func gradientAnimations(
        start: LottieProperty, end: LottieProperty, stops g: LottieProperty, points: (Double?) -> ([Double], [Double]),
        colorStops stops: (Double?) -> (colors: [[Double]], locations: [Double])
    ) -> [JSONValue] {
        var animations: [JSONValue] = []
        if start.isAnimated || end.isAnimated {
            let a = [start, end].filter(\.isAnimated)
            let t0 = a.map(\.firstFrame).min()!
            let t1 = a.map(\.lastFrame).max()!
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "startPoint", timing: timing) {
                    LottieNumber.array(points($0).0)
                })
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "endPoint", timing: timing) {
                    LottieNumber.array(points($0).1)
                })
        }
        if g.isAnimated {
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "colors", timing: timing) {
                    .array(stops($0).colors.map { LottieNumber.array($0) })
                })
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "locations", timing: timing)
                {
                    LottieNumber.array(stops($0).locations)
                })
        }
        return animations
    }

    /// The gradient's mask: the shape, filled or stroked in black, in the gradient layer's
    /// coordinates (which are its superlayer's: its bounds start where it is placed).
    private func gradientMask(
        _ item: LottieShapeItem, path: JSONPath, shape: (members: [(String, JSONValue)], animations: [JSONValue]),
        isStroke: Bool
    ) -> JSONValue {
        var mask: [(String, JSONValue)] = [("type", .string("shape")), ("anchorPoint", LottieNumber.array([0, 0]))]
        mask += shape.members
        var maskAnimations = shape.animations
        if isStroke {
            mask.append(("fillColor", .null))
            mask.append(("strokeColor", .string("#000000")))
            mask += strokeMembers(item, path: path, animations: &maskAnimations)
        } else {
            mask.append(("fillColor", .string("#000000")))
            if item.fillRule == 2 { mask.append(("fillRule", .string("evenOdd"))) }
        }
        if !maskAnimations.isEmpty { mask.append(("animations", .array(maskAnimations))) }
        return .object(mask)
    }
}
