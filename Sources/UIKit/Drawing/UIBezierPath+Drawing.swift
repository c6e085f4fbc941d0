extension UIBezierPath {
    /// Fills the path in the current context with its fill colour (`UIColor.setFill()`), by the
    /// path's fill rule; the context's other state is as before.
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills the path with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if flatness != 0.6 { context.setFlatness(flatness) }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour (`UIColor.setStroke()`)
    /// and the path's line width, cap, join, miter limit and dashes.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes the path with `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if let dash = drawingDash { context.setLineDash(phase: dash.phase, lengths: dash.lengths) }
        if flatness != 0.6 { context.setFlatness(flatness) }
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the area the path encloses (by its fill rule).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
