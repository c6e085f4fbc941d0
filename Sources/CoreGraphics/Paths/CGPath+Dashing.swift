import ReelCore

extension CGPath {
    /// The dashes a stroke with the pattern `lengths` (painted and unpainted in turn, an odd
    /// count repeated twice) starting `phase` into it would draw, as open pieces of this path,
    /// `transform` applied. Each subpath starts the pattern afresh at `phase`, as Core Graphics
    /// dashes; curves are cut exactly. No positive length gives the path itself (solid); a
    /// painted length of zero adds nothing (Core Graphics adds a point a round cap would show).
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        var pattern = lengths.map { Double($0) }
        if pattern.count % 2 == 1 { pattern += pattern }
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite, pattern.allSatisfy({ $0 >= 0 }) else {
            return CGPath(reel: transform.isIdentity ? reel : reel.applying(transform.reel))
        }
        let start = Double(phase).truncatingRemainder(dividingBy: period)
        var dashes = BezierPath()
        for subpath in Self.subpaths(of: reel) {
            let measure = PathMeasure(subpath)
            guard measure.length.isFinite, measure.length > 0 else { continue }
            var at = -(start < 0 ? start + period : start)
            var index = 0
            while at < measure.length {
                let end = at + pattern[index]
                if index % 2 == 0, end > max(at, 0) {
                    dashes.append(measure.trimmed(fromLength: max(at, 0), toLength: min(end, measure.length)))
                }
                at = end
                index = (index + 1) % pattern.count
            }
        }
        return CGPath(reel: transform.isIdentity ? dashes : dashes.applying(transform.reel))
    }

    /// The path's subpaths, each from its `move(to:)` (a subpath after a `close()` without a
    /// move starts where the closed one did).
    static func subpaths(of path: BezierPath) -> [BezierPath] {
        var result: [[BezierPath.Element]] = []
        var current: [BezierPath.Element] = []
        var lastStart: Point?
        for element in path.elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append(current) }
                current = [element]
                lastStart = point
            default:
                if current.isEmpty, let lastStart { current = [.move(to: lastStart)] }
                current.append(element)
                if case .close = element {
                    result.append(current)
                    current = []
                }
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.map { BezierPath(elements: $0) }
    }
}
