import ReelCore

/// Core Animation's `strokeStart` / `strokeEnd`: which part of a shape layer's path is stroked.
enum StrokeTrimming {
    /// The part of `path` to stroke, or nil when nothing is stroked.
    ///
    /// Both values are clamped to 0…1 (NaN counts as 0 for the start and 1 for the end), as
    /// Core Animation clamps them; `start >= end` strokes nothing; 0 and 1 stroke the whole
    /// path unchanged. Partial trims cut curves exactly (`BezierPath.trimmed(from:to:)`, with
    /// fractions of the whole path's length across all subpaths); a dash pattern then starts
    /// where the trimmed part starts, as in Core Animation.
    static func strokedPart(of path: BezierPath, start: Double, end: Double) -> BezierPath? {
        let s = start.isNaN ? 0 : min(max(start, 0), 1)
        let e = end.isNaN ? 1 : min(max(end, 0), 1)
        guard s < e else { return nil }
        if s == 0 && e == 1 { return path }
        let part = path.trimmed(from: s, to: e)
        return part.isEmpty ? nil : part
    }
}
