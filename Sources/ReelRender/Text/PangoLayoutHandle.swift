import CCairo
import ReelCore

/// Owns a `PangoLayout` made for one Cairo context; `deinit` releases it.
/// The corresponding C function is `pango_cairo_create_layout`.
final class PangoLayoutHandle {
    let pointer: OpaquePointer

    /// Pango units per point (`PANGO_SCALE`).
    static let scale = ccairo_pango_scale()

    /// A layout for `context`, its fonts from `fonts` (with the installed fonts behind them)
    /// or, when nil, from the installed fonts alone (pangocairo's default font map).
    init?(context: CairoContext, fonts: FontLibrary? = nil) {
        if let fonts {
            // What pango_cairo_create_layout does, with the library's font map.
            guard let map = fonts.fontMap(), let created = pango_font_map_create_context(map) else { return nil }
            let pangoContext = GObjectReference(owning: created)
            guard
                let layout = pangoContext.use({ pangoContext in
                    pango_cairo_update_context(context.pointer, pangoContext)
                    return pango_layout_new(pangoContext)
                })
            else { return nil }
            pointer = layout
        } else {
            guard let layout = pango_cairo_create_layout(context.pointer) else { return nil }
            pointer = layout
        }
        let layout = pointer
        // Deterministic, scale-independent layout: no hinting, unrounded glyph positions.
        let options = CairoFontOptions()
        options.set(
            hintStyle: CAIRO_HINT_STYLE_NONE, hintMetrics: CAIRO_HINT_METRICS_OFF, antialias: CAIRO_ANTIALIAS_GRAY)
        let pangoContext = pango_layout_get_context(layout)
        options.apply(to: pangoContext)
        pango_context_set_round_glyph_positions(pangoContext, 0)
        pango_layout_context_changed(layout)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// `weight` on the OpenType/CSS scale (100–1000), as Pango's `PangoWeight` counts.
    func setFont(family: String, size: Double, weight: Int) {
        let description = PangoFontDescription()
        description.setFamily(family.isEmpty ? "Sans" : family)
        description.setAbsoluteSize(size * Double(Self.scale))
        description.setWeight(PangoWeight(rawValue: UInt32(min(max(weight, 100), 1000))))
        description.apply(to: self)
    }

    func setText(_ text: String) {
        pango_layout_set_text(pointer, text, -1)
    }

    /// The width of the laid-out text, in points.
    var logicalWidth: Double {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, &logical)
        return Double(logical.width) / Double(Self.scale)
    }
}
