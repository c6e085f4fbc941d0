import CCairo

/// Owns a `PangoFontDescription` (`pango_font_description_new`); `deinit` frees it.
final class PangoFontDescription {
    let pointer: OpaquePointer

    init() {
        pointer = pango_font_description_new()
    }

    deinit { pango_font_description_free(pointer) }

    func setFamily(_ family: String) {
        pango_font_description_set_family(pointer, family)
    }

    /// The size in Pango units (points × `PangoLayoutHandle.scale`), independent of the
    /// output's resolution.
    func setAbsoluteSize(_ size: Double) {
        pango_font_description_set_absolute_size(pointer, size)
    }

    func setWeight(_ weight: PangoWeight) {
        pango_font_description_set_weight(pointer, weight)
    }

    /// Makes this description `layout`'s font (Pango copies it).
    func apply(to layout: PangoLayoutHandle) {
        pango_layout_set_font_description(layout.pointer, pointer)
    }

    /// The font `context` loads for this description, or nil.
    func loadFont(in context: OpaquePointer) -> GObjectReference<UnsafeMutablePointer<PangoFont>>? {
        pango_context_load_font(context, pointer).map { GObjectReference(owning: $0) }
    }
}
