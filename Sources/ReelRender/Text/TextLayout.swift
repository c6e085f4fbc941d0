import CCairo
import ReelCore

/// How `TextPainter` lays a text layer's string out, shared with `TextFonts` so the fonts a
/// fingerprint lists come from the very layout that is drawn.
extension TextPainter {
    /// Whether `s` draws any text: a string, a finite font size in (0, 10 000), non-empty
    /// bounds and a colour that is not clear.
    static func drawsText(_ s: LayerState) -> Bool {
        let bounds = s.bounds.standardized
        return !s.string.isEmpty && s.fontSize.isFinite && s.fontSize > 0 && s.fontSize < 10_000
            && bounds.width > 0 && bounds.height > 0 && (s.foregroundColor.alpha > 0 || !s.markup.isEmpty)
    }

    /// What a layout of a layer's string is set to besides its font and text.
    struct LayoutSettings {
        /// Pango's alignment (Pango aligns each paragraph by its own direction).
        var alignment: PangoAlignment
        /// Whether the string's first strong character is right to left.
        var rightToLeft: Bool
        /// The layout's width in Pango units (the bounds' width when wrapped or truncated); 0
        /// for none.
        var width: Int32
        /// The layout's height in Pango units when wrapped and truncated (minus the line limit when
        /// there is one: Pango counts it per paragraph); 0 otherwise.
        var truncationHeight: Int32

        init(_ s: LayerState) {
            let bounds = s.bounds.standardized
            // Pango aligns each paragraph by its own direction (auto-dir): LEFT means "start", so
            // natural is LEFT; explicit left and right are swapped back for right-to-left text.
            rightToLeft = TextPainter.startsRightToLeft(s.string)
            switch s.alignmentMode {
            case .natural, .justified: alignment = PANGO_ALIGN_LEFT
            case .left: alignment = rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
            case .right: alignment = rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
            case .center: alignment = PANGO_ALIGN_CENTER
            }
            func pangoUnits(_ points: Double) -> Int32 {
                Int32(min(points * Double(PangoLayoutHandle.scale), Double(Int32.max)).rounded())
            }
            let truncated = s.truncationMode != .none
            width = s.isWrapped || truncated ? pangoUnits(bounds.width) : 0
            truncationHeight =
                !(truncated && s.isWrapped)
                ? 0 : s.maximumLines > 0 ? -Int32(s.maximumLines) : pangoUnits(bounds.height)
        }
    }

    /// A new layout of `s`'s string with `settings`, associated with `cr` (its matrix and font
    /// options), its fonts from `fonts` and the installed fonts; nil when Pango cannot make one.
    static func makeLayout(
        _ s: LayerState, _ settings: LayoutSettings, on cr: CairoContext, fonts: FontLibrary? = nil
    ) -> PangoLayoutHandle? {
        guard let layout = PangoLayoutHandle(context: cr, fonts: fonts) else { return nil }
        layout.setFont(family: s.fontFamily, size: s.fontSize, weight: s.resolvedFontWeight)
        if s.markup.isEmpty {
            layout.setText(s.string)
        } else {
            pango_layout_set_markup(layout.pointer, s.markup, -1)
        }
        if s.lineSpacing.isFinite, s.lineSpacing > 0 {
            pango_layout_set_spacing(layout.pointer, Int32((s.lineSpacing * Double(PangoLayoutHandle.scale)).rounded()))
        }
        pango_layout_set_alignment(layout.pointer, settings.alignment)
        if settings.width > 0 { pango_layout_set_width(layout.pointer, settings.width) }
        if s.isWrapped {
            pango_layout_set_wrap(layout.pointer, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_justify(layout.pointer, s.alignmentMode == .justified ? 1 : 0)
        }
        if s.truncationMode != .none {
            // Unwrapped: each paragraph is one line, shortened to the width.
            // Wrapped: as many lines as fit the height, the last one shortened.
            pango_layout_set_ellipsize(layout.pointer, ellipsizeMode(s.truncationMode))
            if s.isWrapped { pango_layout_set_height(layout.pointer, settings.truncationHeight) }
        }
        // Associate the new layout with this context (matrix, font options). A cached layout
        // was associated with a context equal in both (they are in the cache's key), so it is
        // not updated again: Pango would re-shape it to the same glyphs.
        pango_cairo_update_layout(cr.pointer, layout.pointer)
        return layout
    }
}

extension TextPainter {
    /// The height in points of the lines `s` shows of `layout`: all of them, or the first
    /// `maximumLines` (from the top to the bottom of the last one's logical extents: the
    /// spacing between them included, none below).
    static func visibleHeight(of layout: PangoLayoutHandle, _ s: LayerState) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &logical)
        let scale = Double(PangoLayoutHandle.scale)
        guard s.maximumLines > 0, Int(pango_layout_get_line_count(layout.pointer)) > s.maximumLines,
            let iterator = pango_layout_get_iter(layout.pointer)
        else { return Double(logical.height) / scale }
        defer { pango_layout_iter_free(iterator) }
        for _ in 1..<s.maximumLines { pango_layout_iter_next_line(iterator) }
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &line)
        return Double(line.y + line.height) / scale
    }

    /// The logical size in points of `s`'s text as `draw` lays it out (at the bounds' width
    /// when wrapped or truncated), its lines limited to `maximumLines`: what
    /// `TextMeasurement` answers.
    static func measure(_ s: LayerState, fonts: FontLibrary? = nil) -> Size {
        guard !s.string.isEmpty, s.fontSize.isFinite, s.fontSize > 0, s.fontSize < 10_000,
            let surface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1),
            let context = try? CairoContext(surface: surface),
            let layout = makeLayout(s, LayoutSettings(s), on: context, fonts: fonts)
        else { return .zero }
        return Size(width: layout.logicalWidth, height: visibleHeight(of: layout, s))
    }
}
