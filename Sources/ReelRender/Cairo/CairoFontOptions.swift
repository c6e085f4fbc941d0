import CCairo

/// Owns a `cairo_font_options_t` (`cairo_font_options_create`); `deinit` destroys it.
final class CairoFontOptions {
    private let pointer: OpaquePointer

    init() {
        pointer = cairo_font_options_create()
    }

    deinit { cairo_font_options_destroy(pointer) }

    func set(hintStyle: cairo_hint_style_t, hintMetrics: cairo_hint_metrics_t, antialias: cairo_antialias_t) {
        cairo_font_options_set_hint_style(pointer, hintStyle)
        cairo_font_options_set_hint_metrics(pointer, hintMetrics)
        cairo_font_options_set_antialias(pointer, antialias)
    }

    /// Makes these the options of text laid out in `context` (pangocairo copies them).
    func apply(to context: OpaquePointer?) {
        pango_cairo_context_set_font_options(context, pointer)
    }
}
