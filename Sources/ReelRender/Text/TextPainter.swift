import CCairo
import ReelCore

/// Draws a text layer's string with Pango, like `CATextLayer`.
///
/// - The text starts at the top-left of the bounds and is clipped to the bounds (a
///   `CATextLayer` draws into a backing store of its bounds' size).
/// - `fontFamily` is a fontconfig family; characters the family lacks fall back through
///   fontconfig (Chinese to WenQuanYi Micro Hei on the reference machine). `fontSize` is in
///   points (the layer's units), `isBold` picks the bold weight, `fontWeight` any other.
/// - `isWrapped`: lines break at word boundaries, or between characters where a word is
///   longer than the line (CJK), within the bounds' width. Otherwise one line per `\n`.
/// - `truncationMode`: start, middle or end put "…" in place of what does not fit: unwrapped,
///   each line is shortened to the bounds' width; wrapped, the lines that fit the bounds'
///   height show and the last of them is shortened (Pango's ellipsization).
/// - `alignmentMode`: natural follows each paragraph's script (left for left-to-right text,
///   right for right-to-left text such as Hebrew or Arabic); left, right and center as named
///   whatever the script (the first strong character's direction decides); justified
///   stretches every wrapped line but a paragraph's last, which is aligned as natural.
/// - `markup` (Pango markup, from an attributed string) is drawn in place of `string` when set;
///   `lineSpacing` adds space between lines, `maximumLines` shows only the first lines (Pango
///   ellipsizes the last when truncated), `isVerticallyCentered` centres the lines shown in the
///   bounds, as `UILabel` does; `textStrokeWidth` outlines the glyphs (percent of the font size,
///   in `textStrokeColor`), alone when positive, over the filled glyphs when negative.
/// - Hinting and metric hinting are off and glyph positions are not rounded, so the layout is
///   the same at every scale and on every thread.
/// - Layouts are cached per thread (`PangoLayoutCache`), so unchanged text is shaped once.
enum TextPainter {
    static func draw(_ s: LayerState, on cr: CairoContext, alpha: Double, fonts: FontLibrary? = nil) {
        guard drawsText(s) else { return }
        let bounds = s.bounds.standardized
        let settings = LayoutSettings(s)
        let rightToLeft = settings.rightToLeft
        let layoutWidth = settings.width
        // What `pango_cairo_update_layout` takes from the context: the matrix's linear part
        // (Pango drops the translation) and the target's font options (fixed per surface type).
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr.pointer, &matrix)
        let key = PangoLayoutCache.Key(
            string: s.string, markup: s.markup, lineSpacing: s.lineSpacing, maximumLines: s.maximumLines,
            fontFamily: s.fontFamily, fontSize: s.fontSize, fontWeight: s.resolvedFontWeight,
            alignment: s.alignmentMode, isWrapped: s.isWrapped, wrapWidth: layoutWidth,
            truncation: s.truncationMode, truncationHeight: settings.truncationHeight,
            matrix: [matrix.xx.bitPattern, matrix.yx.bitPattern, matrix.xy.bitPattern, matrix.yy.bitPattern],
            surfaceType: cairo_surface_get_type(cairo_get_target(cr.pointer)).rawValue,
            fontLibrary: fonts?.identifier ?? 0)
        guard
            let layout = PangoLayoutCache.current.layout(
                for: key, make: { makeLayout(s, settings, on: cr, fonts: fonts) })
        else { return }

        var xOffset = 0.0
        if layoutWidth == 0 {
            // Without a width Pango aligns lines against the widest one; place the block here.
            let width = layout.logicalWidth
            switch s.alignmentMode {
            case .right: xOffset = bounds.width - width
            case .center: xOffset = (bounds.width - width) / 2
            case .natural, .justified: xOffset = rightToLeft ? bounds.width - width : 0
            case .left: break
            }
        }

        let shownHeight = visibleHeight(of: layout, s)
        let yOffset = s.isVerticallyCentered ? (bounds.height - shownHeight) / 2 : 0
        cairo_save(cr.pointer)
        cairo_new_path(cr.pointer)
        cairo_rectangle(cr.pointer, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr.pointer)
        if s.maximumLines > 0 {
            // Only the first lines show (UILabel's numberOfLines).
            cairo_rectangle(cr.pointer, bounds.minX, bounds.minY + yOffset, bounds.width, shownHeight)
            cairo_clip(cr.pointer)
        }
        cairo_move_to(cr.pointer, bounds.minX + xOffset, bounds.minY + yOffset)
        cr.setSource(s.foregroundColor, alpha: alpha)
        if s.textStrokeWidth <= 0 || !s.textStrokeWidth.isFinite {
            pango_cairo_show_layout(cr.pointer, layout.pointer)
        }
        if s.textStrokeWidth != 0, s.textStrokeWidth.isFinite {
            outline(layout, of: s, on: cr, at: (bounds.minX + xOffset, bounds.minY + yOffset), alpha: alpha)
        }
        cairo_new_path(cr.pointer)
        cairo_restore(cr.pointer)
    }

    /// Strokes the glyphs' outlines of `layout` placed at `origin`: `|textStrokeWidth|` percent
    /// of the font size wide (NSAttributedString's `.strokeWidth`), centred on the outline.
    static func outline(
        _ layout: PangoLayoutHandle, of s: LayerState, on cr: CairoContext, at origin: (x: Double, y: Double),
        alpha: Double
    ) {
        cairo_move_to(cr.pointer, origin.x, origin.y)
        pango_cairo_layout_path(cr.pointer, layout.pointer)
        cr.setSource(s.textStrokeColor ?? s.foregroundColor, alpha: alpha)
        cairo_set_line_width(cr.pointer, abs(s.textStrokeWidth) / 100 * s.fontSize)
        cairo_set_line_join(cr.pointer, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr.pointer)
    }

    /// Whether the first strongly directional character (a letter) is of a right-to-left
    /// script: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation
    /// forms, and the right-to-left blocks of the supplementary planes (Unicode bidi classes R
    /// and AL). Strings without letters count as left to right.
    static func startsRightToLeft(_ string: String) -> Bool {
        for scalar in string.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
        return false
    }

    /// Pango's ellipsis placement for a truncation mode (Pango draws "…", U+2026).
    static func ellipsizeMode(_ mode: TextTruncation) -> PangoEllipsizeMode {
        switch mode {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
}

extension TextPainter {
    /// How many characters of the layer's string no installed font can draw (Pango's unknown
    /// glyphs, drawn as boxes). 0 means every character, CJK included, has a real glyph.
    static func unknownGlyphCount(_ s: LayerState, fonts: FontLibrary? = nil) throws(RenderError) -> Int {
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1)
        let context = try CairoContext(surface: surface)
        guard let layout = PangoLayoutHandle(context: context, fonts: fonts) else { return 0 }
        layout.setFont(family: s.fontFamily, size: s.fontSize, weight: s.resolvedFontWeight)
        if s.markup.isEmpty {
            layout.setText(s.string)
        } else {
            pango_layout_set_markup(layout.pointer, s.markup, -1)
        }
        return Int(pango_layout_get_unknown_glyphs_count(layout.pointer))
    }
}
