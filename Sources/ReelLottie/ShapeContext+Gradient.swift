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
        _ item: LottieShapeItem, path: JSONPath, name: String, shape: SceneLayer, geometries: [LottieGeometry],
        isStroke: Bool
    ) -> SceneLayer? {
        guard let b = gradientBox(item, geometries: geometries, isStroke: isStroke) else { return nil }
        let width = max(b.2 - b.0, 1)
        let height = max(b.3 - b.1, 1)
        let count = item.g?.p ?? 0
        let g = (item.g?.k).property(default: [])
        let radial = item.t == 2
        let start = item.s.property(default: [0, 0])
        let end = item.e.property(default: [100, 0])
        let highlight = item.h.property(default: [0])
        if !converter.colorFilters.isEmpty {
            warn(path, at: nil, "a layer's Fill or Tint effect does not recolour gradients; drawn in their own colours")
        }
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
        var layer = SceneLayer.lottie(.gradient, name: name)
        layer.state.position = LottieValue.point(b.0, b.1)
        layer.state.bounds = LottieValue.rect(b.0, b.1, width, height)
        layer.state.gradientType = radial ? .radial : .axial
        layer.state.colors = st0.colors.map(Self.stopColor)
        layer.state.locations = LottieValue.numbers(st0.locations)
        layer.state.startPoint = LottieValue.point(s0)
        layer.state.endPoint = LottieValue.point(e0)
        layer.animations = gradientAnimations(start: start, end: end, stops: g, points: points, colorStops: stops)
        setOpacity(item, on: &layer)
        layer.mask = gradientMask(item, path: path, shape: shape, isStroke: isStroke)
        return layer
    }

    /// The box the gradient fills: around the shapes at every frame (and the widest stroke).
    private func gradientBox(_ item: LottieShapeItem, geometries: [LottieGeometry], isStroke: Bool)
        -> (Double, Double, Double, Double)?
    {
        var box: (Double, Double, Double, Double)?
        func include(_ f: Double?) {
            for g in geometries {
                guard let b = g.controlBounds(at: f) else { continue }
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
    ) -> [SceneAnimation] {
        var animations: [SceneAnimation] = []
        if start.isAnimated || end.isAnimated {
            let a = [start, end].filter(\.isAnimated)
            let t0 = a.map(\.firstFrame).min()!
            let t1 = a.map(\.lastFrame).max()!
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "startPoint", timing: timing) {
                    LottieValue.point(points($0).0)
                })
            animations.append(
                LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "endPoint", timing: timing) {
                    LottieValue.point(points($0).1)
                })
        }
        if g.isAnimated {
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "colors", timing: timing) {
                    [Color]?.some(stops($0).colors.map(Self.stopColor))
                })
            animations.append(
                LottieAnimationMaker.sampled(from: g.firstFrame, to: g.lastFrame, keyPath: "locations", timing: timing)
                {
                    [Double]?.some(LottieValue.numbers(stops($0).locations))
                })
        }
        return animations
    }

    /// The gradient's mask: the shape, filled or stroked in black, in the gradient layer's
    /// coordinates (which are its superlayer's: its bounds start where it is placed).
    private func gradientMask(
        _ item: LottieShapeItem, path: JSONPath, shape: SceneLayer, isStroke: Bool
    ) -> SceneLayer {
        var mask = shape
        if isStroke {
            mask.state.fillColor = nil
            mask.state.strokeColor = .black
            setStroke(item, path: path, on: &mask)
        } else {
            mask.state.fillColor = .black
            if item.fillRule == 2 { mask.state.fillRule = .evenOdd }
        }
        return mask
    }

    /// A stop's colour, `[r, g, b, a]`, as the gradient layer holds it.
    static func stopColor(_ c: [Double]) -> Color {
        let n = c.map(LottieNumber.clean)
        return Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }
}
