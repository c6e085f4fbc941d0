import ReelCore

/// Core Animation's `strokeStart` / `strokeEnd`: which part of a shape layer's path is stroked.
enum StrokeTrimming {
    /// The part of `path` to stroke, or nil when nothing is stroked.
    ///
    /// Both values are clamped to 0…1 (NaN counts as 0 for the start and 1 for the end), as
    /// Core Animation clamps them; `start >= end` strokes nothing; 0 and 1 stroke the whole
    /// path unchanged (dashes then start where the path starts).
    static func strokedPart(of path: BezierPath, start: Double, end: Double) -> BezierPath? {
        let s = start.isNaN ? 0 : min(max(start, 0), 1)
        let e = end.isNaN ? 1 : min(max(end, 0), 1)
        guard s < e else { return nil }
        if s == 0 && e == 1 { return path }
        // Partial trims wait for BezierPath.trimmed(from:to:) (ReelCore, path measuring).
        return nil
    }
}
