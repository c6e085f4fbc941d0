import CCairo

/// Owns a `PangoLayoutIter` over a layout's glyph runs (`pango_layout_get_iter`); `deinit`
/// frees it. It keeps the layout alive.
final class PangoLayoutIterator {
    private let pointer: OpaquePointer
    private let layout: PangoLayoutHandle

    init?(_ layout: PangoLayoutHandle) {
        guard let pointer = pango_layout_get_iter(layout.pointer) else { return nil }
        self.pointer = pointer
        self.layout = layout
    }

    deinit { pango_layout_iter_free(pointer) }

    /// Calls `body` for each glyph run of the layout, in order, with the run's font (nil when
    /// Pango gives none) and whether the run has a glyph no font has (drawn as a hex box).
    func forEachRun(_ body: (_ font: UnsafeMutablePointer<PangoFont>?, _ hasUnknownGlyph: Bool) -> Void) {
        repeat {
            // nil at the end of each line; the loop goes on to the next line's runs.
            guard let run = pango_layout_iter_get_run_readonly(pointer), let item = run.pointee.item else { continue }
            var unknown = false
            if let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs {
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let glyph = infos[i].glyph
                    if glyph & TextFonts.unknownGlyphFlag != 0, glyph != TextFonts.emptyGlyph { unknown = true }
                }
            }
            body(item.pointee.analysis.font, unknown)
        } while pango_layout_iter_next_run(pointer) != 0
    }
}
