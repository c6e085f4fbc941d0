import CCairo
import ReelCore

extension LayerPainter {
    /// A shape layer's path: filled with the whole path, stroked with the part between
    /// `strokeStart` and `strokeEnd`.
    func drawShape(_ s: LayerState, alpha: Double) {
        guard let path = s.path, !path.isEmpty else { return }
        if let fill = s.fillColor, fill.alpha > 0, cr.setPath(path) {
            cairo_set_fill_rule(cr.pointer, s.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cr.setSource(fill, alpha: alpha)
            cairo_fill(cr.pointer)
            cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING)
        }
        guard let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0, s.lineWidth.isFinite,
            let strokePath = StrokeTrimming.strokedPart(of: path, start: s.strokeStart, end: s.strokeEnd),
            cr.setPath(strokePath)
        else { return }
        cairo_set_line_width(cr.pointer, s.lineWidth)
        cairo_set_line_cap(cr.pointer, Self.cairoCap(s.lineCap))
        cairo_set_line_join(cr.pointer, Self.cairoJoin(s.lineJoin))
        cairo_set_miter_limit(cr.pointer, s.miterLimit.isFinite && s.miterLimit >= 1 ? s.miterLimit : 10)
        let dashes = Self.validDashes(s.lineDashPattern)
        if !dashes.isEmpty {
            cairo_set_dash(cr.pointer, dashes, Int32(dashes.count), s.lineDashPhase.isFinite ? s.lineDashPhase : 0)
        }
        cr.setSource(stroke, alpha: alpha)
        cairo_stroke(cr.pointer)
        if !dashes.isEmpty { cairo_set_dash(cr.pointer, nil, 0, 0) }
    }

    /// The dash pattern if Cairo can use it (all finite, none negative, not all zero), else none.
    static func validDashes(_ pattern: [Double]?) -> [Double] {
        guard let pattern, !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }),
            pattern.contains(where: { $0 > 0 })
        else { return [] }
        return pattern
    }

    static func cairoCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    static func cairoJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
