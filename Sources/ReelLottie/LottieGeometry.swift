import Foundation
import ReelCore
import ReelScene

/// One shape item that makes a path: a Bézier path, rectangle, ellipse or polystar, placed by
/// the transforms of the groups between it and the fill or stroke that draws it.
struct LottieGeometry {
    enum Kind {
        case path(LottieShapeProperty)
        case rectangle(position: LottieProperty, size: LottieProperty, roundness: LottieProperty)
        case ellipse(position: LottieProperty, size: LottieProperty)
        case star(
            isStar: Bool, position: LottieProperty, points: LottieProperty, rotation: LottieProperty,
            outer: LottieProperty, inner: LottieProperty, outerRoundness: LottieProperty,
            innerRoundness: LottieProperty)
        /// The paths before a merge paths item, combined in order (each operand in its own
        /// place: the transforms of the groups between it and the merge are its own).
        case merge(LottieMergeMode, operands: [LottieGeometry])
    }

    var kind: Kind
    var reversed: Bool
    /// The transforms of the groups between it and the style that draws it, outermost first.
    var groupTransforms: [LottieGroupTransform] = []
    /// The radius of the round corners modifier after it (`"rd"`; 0: none).
    var cornerRadius = 0.0
    /// The trim paths after it inside the groups between it and the fill or stroke that draws
    /// it, innermost first (a group's trim trims its shapes for a style outside the group too).
    var groupTrims: [LottieTrim] = []
    /// Where those trims are in the file: geometries with the same key are trimmed alike.
    var groupTrimKey = ""

    init?(_ item: LottieShapeItem) {
        reversed = item.direction == 3
        switch item.kind {
        case .path: kind = .path(item.ks.property)
        case .rectangle:
            kind = .rectangle(
                position: item.p.property(default: [0, 0]), size: item.s.property(default: [0, 0]),
                roundness: item.r.property(default: [0]))
        case .ellipse:
            kind = .ellipse(position: item.p.property(default: [0, 0]), size: item.s.property(default: [0, 0]))
        case .star:
            kind = .star(
                isStar: item.sy != 2, position: item.p.property(default: [0, 0]),
                points: item.pt.property(default: [5]), rotation: item.r.property(default: [0]),
                outer: item.or.property(default: [0]), inner: item.ir.property(default: [0]),
                outerRoundness: item.os.property(default: [0]), innerRoundness: item.is.property(default: [0]))
        default: return nil
        }
    }

    /// The result of a merge paths item over `operands`.
    init(merging operands: [LottieGeometry], mode: LottieMergeMode) {
        kind = .merge(mode, operands: operands)
        reversed = false
    }

    private var properties: [LottieProperty] {
        switch kind {
        case .path, .merge: []
        case .rectangle(let p, let s, let r): [p, s, r]
        case .ellipse(let p, let s): [p, s]
        case .star(_, let p, let n, let r, let o, let i, let os, let ins): [p, n, r, o, i, os, ins]
        }
    }

    var hasAnimatedTransform: Bool { groupTransforms.contains(where: \.isAnimated) }

    var isAnimated: Bool {
        if hasAnimatedTransform { return true }
        if case .path(let sp) = kind { return sp.isAnimated }
        if case .merge(_, let operands) = kind { return operands.contains(where: \.isAnimated) }
        return properties.contains(where: \.isAnimated)
    }

    /// The first and last keyframe of whatever is animated.
    var frameRange: (Double, Double)? {
        var ranges = groupTransforms.compactMap(\.frameRange)
        if case .path(let sp) = kind {
            if sp.isAnimated { ranges.append((sp.keyframes.first!.0.time, sp.keyframes.last!.0.time)) }
        } else if case .merge(_, let operands) = kind {
            ranges += operands.compactMap(\.frameRange)
        } else {
            ranges += properties.filter(\.isAnimated).map { ($0.firstFrame, $0.lastFrame) }
        }
        guard !ranges.isEmpty else { return nil }
        return (ranges.map(\.0).min()!, ranges.map(\.1).max()!)
    }

    /// The groups' transforms at frame `f` (nil: their first values), as one matrix.
    func transform(at f: Double?) -> AffineTransform {
        groupTransforms.reduce(AffineTransform.identity) { $1.matrix(at: f).concatenating($0) }
    }

    /// The outline at frame `f` (nil: the first values) as a path: one subpath per contour.
    func bezierPath(at f: Double?, curvesOnly: Bool) -> BezierPath {
        guard case .merge = kind else { return value(at: f).bezierPath(curvesOnly: curvesOnly) }
        var path = BezierPath()
        for c in contours(at: f) { c.append(to: &path, curvesOnly: curvesOnly) }
        return path
    }

    /// The box of the outline's end and control points at frame `f`.
    func controlBounds(at f: Double?) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard case .merge = kind else { return value(at: f).controlBounds }
        guard let b = BooleanContour.bounds(contours(at: f)) else { return nil }
        return (b.min.x, b.min.y, b.max.x, b.max.y)
    }

    /// The outline at frame `f` as closed contours (a merge's combined ones).
    func contours(at f: Double?) -> [BooleanContour] {
        guard case .merge(let mode, let operands) = kind else {
            let c = BooleanContour(value(at: f))
            return c.segments.isEmpty ? [] : [c]
        }
        let result = mode.combine(operands.map { $0.contours(at: f) })
        let m = transform(at: f)
        return m == .identity ? result : result.map { $0.applying(m) }
    }

    /// The shape's own outline at frame `f` (a merge, which has several, has none: use
    /// `contours(at:)`).
    func value(at f: Double?) -> LottiePath {
        func v(_ p: LottieProperty) -> [Double] {
            let r = f.map { p.value(at: $0) } ?? p.staticValue
            return r.count >= 2 ? r : r + [Double](repeating: r.first ?? 0, count: 2 - r.count)
        }
        var path: LottiePath
        switch kind {
        case .path(let sp): path = f.map { sp.value(at: $0) } ?? sp.staticValue
        case .rectangle(let p, let s, let r): path = .rectangle(center: v(p), size: v(s), roundness: v(r)[0])
        case .ellipse(let p, let s): path = .ellipse(center: v(p), size: v(s))
        case .star(let isStar, let p, let n, let r, let o, let i, let os, let ins):
            path = .polystar(
                star: isStar, center: v(p), points: v(n)[0], rotation: v(r)[0], outerRadius: v(o)[0],
                innerRadius: v(i)[0], outerRoundness: v(os)[0], innerRoundness: v(ins)[0])
        case .merge: return LottiePath()
        }
        if reversed {
            if case .path = kind { path = path.reversed } else { path = path.reversed }
        }
        if cornerRadius > 0 { path = path.roundingCorners(radius: cornerRadius) }
        let m = transform(at: f)
        return m == .identity ? path : path.applying(m)
    }
}
