import ReelCore

extension DamageAnalysis {
    /// The damage of a shape layer whose only change is its `strokeStart` / `strokeEnd` (same
    /// path, same placement, same everything else): device boxes around the path's segments
    /// where the stroked part begins or ends in either frame, instead of the whole layer's old
    /// and new extents (a line drawing itself along a long path changes a few pixels a frame).
    /// Nil when the change is not of that kind (the caller then damages the whole extents).
    ///
    /// Why the pixels elsewhere cannot differ: `BezierPath.trimmed(from:to:)` copies every
    /// segment it keeps whole element for element, and only the segments holding a cut are
    /// replaced by pieces, so both frames hand Cairo the same points except in the segments
    /// between the old and the new cut (the symmetric difference of the two stroked ranges
    /// lies between the two starts and between the two ends). The stroke's polygon is then the
    /// same edges except within a stroke's reach (half the line width, times the miter limit)
    /// of those segments and of their neighbours (whose joins with them change); a box is the
    /// control points' box of each such segment (a curve lies in it), grown by that reach,
    /// plus 3 pixels. The fill uses the whole path, unchanged. A dash pattern starts where the
    /// stroked part starts, so a dashed stroke moves along its whole length: nil then.
    func strokeTrimDamage(
        old: LayerSnapshot, oldToDevice: Transform3D, new: LayerSnapshot, newToDevice m4: Transform3D
    ) -> [PixelRect]? {
        let s = new.state
        guard s.kind == .shape, old.state.kind == .shape, oldToDevice == m4, m4.isPlanarAffine,
            old.transition == nil, new.transition == nil, old.mask == new.mask, old.sublayers == new.sublayers,
            old.instanceSublayers == new.instanceSublayers, old.localTime == new.localTime
        else { return nil }
        var o = old.state
        (o.strokeStart, o.strokeEnd) = (s.strokeStart, s.strokeEnd)
        guard o == s else { return nil }
        let m = m4.affine
        // Drawn by neither frame, or no stroke to trim: nothing changes.
        guard LayerPainter.isDrawable(s), m4.isFinite, LayerPainter.isUsable(m) else { return [] }
        guard let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite,
            let path = s.path, !path.isEmpty
        else { return [] }
        guard LayerPainter.validDashes(s.lineDashPattern).isEmpty, path.hasOnlyFinitePoints,
            ShadowSpec(state: s, transform: m) == nil
        else { return nil }
        guard let changed = Self.changedStrokeRanges(old: old.state, new: s) else { return [] }
        return strokeBoxes(of: path, state: s, transform: m, around: changed)
    }

    /// The parts of the path (fractions of its length) where the stroked range begins or ends
    /// in one frame and not in the other; nil when neither frame strokes anything.
    static func changedStrokeRanges(old: LayerState, new s: LayerState) -> [ClosedRange<Double>]? {
        // The stroked ranges, clamped as StrokeTrimming clamps them (nil: nothing stroked).
        func range(_ state: LayerState) -> ClosedRange<Double>? {
            let a = state.strokeStart.isNaN ? 0 : min(max(state.strokeStart, 0), 1)
            let b = state.strokeEnd.isNaN ? 1 : min(max(state.strokeEnd, 0), 1)
            return a < b ? a...b : nil
        }
        var changed: [ClosedRange<Double>] = []
        switch (range(old), range(s)) {
        case (nil, nil): return nil
        case (let r?, nil), (nil, let r?): changed = [r]
        case (let r0?, let r1?):
            if r0.lowerBound != r1.lowerBound {
                changed.append(min(r0.lowerBound, r1.lowerBound)...max(r0.lowerBound, r1.lowerBound))
            }
            if r0.upperBound != r1.upperBound {
                changed.append(min(r0.upperBound, r1.upperBound)...max(r0.upperBound, r1.upperBound))
            }
        }
        return changed
    }

    /// Device boxes (on the canvas) around the segments of `path` that meet `changed` and their
    /// neighbours, grown by the stroke's reach and 3 pixels; nil when the path cannot be measured.
    func strokeBoxes(
        of path: BezierPath, state s: LayerState, transform m: AffineTransform, around changed: [ClosedRange<Double>]
    ) -> [PixelRect]? {
        let measure = PathMeasure(path)
        guard measure.length.isFinite, !measure.segments.isEmpty else { return nil }
        let reach = LayerExtents.strokeJoinReach(s)
        let tolerance = 1e-9 * max(measure.length, 1)
        var picked = Set<Int>()
        let count = measure.segments.count
        for r in changed {
            let (a, b) = (r.lowerBound * measure.length, r.upperBound * measure.length)
            for k in 0..<count {
                let s0 = measure.segmentOffsets[k]
                guard s0 <= b + tolerance, s0 + measure.segmentLengths[k] >= a - tolerance else { continue }
                for j in max(k - 1, 0)...min(k + 1, count - 1) { picked.insert(j) }
            }
        }
        var boxes: [PixelRect] = []
        for k in picked.sorted() {
            let segment = measure.segments[k]
            var points = [segment.start, segment.end]
            switch segment.element {
            case .quadCurve(_, let c): points.append(c)
            case .curve(_, let c1, let c2): points += [c1, c2]
            default: break
            }
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                .insetBy(dx: -reach, dy: -reach)
            guard let rect = PixelRect(enclosing: box.applying(m))?.outset(by: 3) else { return nil }
            if let visible = rect.intersection(canvas) { boxes.append(visible) }
        }
        return boxes
    }
}
