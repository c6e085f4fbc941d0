import CCairo
import ReelCore

/// The font files a text layer's string is drawn with, read from Pango's laid-out glyph runs.
///
/// The family name alone does not say which files are used: a bold layer is drawn from the
/// family's bold file (DejaVuSans-Bold.ttf rather than DejaVuSans.ttf), and characters the
/// family lacks come from whatever font fontconfig falls back to (WenQuanYi Micro Hei for
/// Chinese on the reference machine). So the string is laid out by `TextPainter.makeLayout`,
/// the very code that makes the drawn layout (font, wrapping, truncation, hinting and rounding
/// options), on a scratch context at the clip's scale, and every
/// run's `PangoFont` is asked for the fontconfig pattern it was loaded from (`FC_FILE`).
///
/// A character no installed font has is drawn by pangocairo as a box holding its code point in
/// hex digits, which it draws with a small `monospace` font; when a run has such a glyph, that
/// font's file is listed too.
///
/// ``TextFonts/Collector`` gathers them for whole layer trees, as `FrameRenderer` would draw
/// them, so a clip's environment fingerprint can name every file its frames depend on.
public enum TextFonts {
    /// Gathers the font files of every text layer a renderer would draw, over any number of
    /// layer trees (a clip's frames): layers are skipped as `LayerPainter` skips them (hidden,
    /// opacity ≤ 0, unplaceable), text as `TextPainter` skips it (empty string, bad font size,
    /// empty bounds, clear colour). Each distinct text style (``Key``) is laid out once.
    ///
    /// ```swift
    /// var fonts = TextFonts.Collector(scale: 2)
    /// for i in 0..<timeline.frameCount { fonts.add(timeline.evaluate(at: timeline.time(ofFrame: i))) }
    /// let files = try fonts.files()   // sorted paths
    /// ```
    public struct Collector: Sendable {
        /// What decides the fonts of a text layer's glyph runs: the font and text, and, when
        /// the text is truncated, the width and height that decide what is left and where the
        /// ellipsis goes (alignment and wrapping alone move glyphs, not fonts).
        struct Key: Hashable, Sendable {
            var string: String
            var markup: String
            var fontFamily: String
            var fontSize: Double
            var fontWeight: Int
            var isWrapped: Bool
            var truncation: TextTruncation
            var width: Int32
            var height: Int32

            init(_ s: LayerState) {
                let settings = TextPainter.LayoutSettings(s)
                string = s.string
                markup = s.markup
                fontFamily = s.fontFamily
                fontSize = s.fontSize
                fontWeight = s.resolvedFontWeight
                isWrapped = s.isWrapped
                truncation = s.truncationMode
                width = s.truncationMode == .none ? 0 : settings.width
                height = settings.truncationHeight
            }
        }

        /// Pixels per point the text is drawn at.
        public let scale: Double
        /// The render's own font files, as the renderer is given them (nil: installed fonts).
        public let fonts: FontLibrary?
        /// One layer state per key, the first seen.
        private var states: [Key: LayerState] = [:]

        public init(scale: Double, fonts: FontLibrary? = nil) {
            self.scale = scale
            self.fonts = fonts
        }

        /// How many distinct text styles have been seen.
        public var count: Int { states.count }

        /// Adds the text layers `root` draws (the root placed as `FrameRenderer` places it).
        public mutating func add(_ root: LayerSnapshot) {
            visit(root, parent: AffineTransform(scaleX: scale, y: scale))
        }

        private mutating func visit(_ layer: LayerSnapshot, parent: AffineTransform) {
            let s = layer.state
            guard LayerPainter.isDrawable(s) else { return }
            let m = s.transformToSuperlayer.concatenating(parent)
            guard LayerPainter.isUsable(m) else { return }
            if s.kind == .text, TextPainter.drawsText(s) {
                let key = Key(s)
                if states[key] == nil { states[key] = s }
            }
            for sublayer in layer.sublayers { visit(sublayer, parent: m) }
            if let mask = layer.mask { visit(mask, parent: m) }
            if let old = layer.transition?.old { visit(old, parent: parent) }
        }

        /// The font files of every text style added, sorted and without repeats.
        /// - Throws: `RenderError.cairo` if Cairo cannot make a scratch surface.
        public func files() throws(RenderError) -> [String] {
            var files = Set<String>()
            for state in states.values { files.formUnion(try TextFonts.files(of: state, scale: scale, fonts: fonts)) }
            return files.sorted()
        }

        /// The faces each text style added is drawn with: per style (its string, family and
        /// weight), the faces of its glyph runs in the order they first appear, fallbacks
        /// included, sorted by string then family.
        public func faces() throws(RenderError) -> [(
            string: String, fontFamily: String, fontWeight: Int, faces: [String]
        )] {
            var out: [(string: String, fontFamily: String, fontWeight: Int, faces: [String])] = []
            for (key, state) in states {
                out.append(
                    (
                        key.string, key.fontFamily, key.fontWeight,
                        try TextFonts.faces(of: state, scale: scale, fonts: fonts)
                    )
                )
            }
            return out.sorted {
                ($0.string, $0.fontFamily, $0.fontWeight) < ($1.string, $1.fontFamily, $1.fontWeight)
            }
        }
    }

    /// Pango's flag on a glyph that stands for a character no font has (`PANGO_GLYPH_UNKNOWN_FLAG`).
    static let unknownGlyphFlag: UInt32 = 0x1000_0000
    /// The glyph Pango gives a character drawn as nothing (`PANGO_GLYPH_EMPTY`).
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// The absolute paths of the font files `state`'s string is drawn with at `scale` pixels per
    /// point; empty when `TextPainter` draws no text for it. A truncated string also lists the
    /// fonts of the text the ellipsis replaces: Pango shapes it to measure where to cut, so its
    /// glyphs' widths decide what is drawn.
    /// - Throws: `RenderError.cairo` if Cairo cannot make the scratch surface it lays out on.
    public static func files(of state: LayerState, scale: Double = 1, fonts: FontLibrary? = nil) throws(RenderError)
        -> Set<String>
    {
        var files = Set<String>()
        for layout in try layouts(of: state, scale: scale, fonts: fonts) { files.formUnion(self.files(in: layout)) }
        return files
    }

    /// The faces `state`'s string is drawn with, as `family style (file)`, in the order of the
    /// glyph runs that first use them (the hex-box font last); fallbacks included.
    public static func faces(of state: LayerState, scale: Double = 1, fonts: FontLibrary? = nil) throws(RenderError)
        -> [String]
    {
        var out: [String] = []
        for layout in try layouts(of: state, scale: scale, fonts: fonts) {
            for face in self.faces(in: layout, names: fonts?.displayNames ?? [:]) where !out.contains(face) {
                out.append(face)
            }
        }
        return out
    }

    /// The layouts `TextPainter` makes for `state` at `scale` (the whole string too when it
    /// is truncated); empty when it draws no text.
    static func layouts(of state: LayerState, scale: Double, fonts: FontLibrary?) throws(RenderError)
        -> [PangoLayoutHandle]
    {
        guard TextPainter.drawsText(state) else { return [] }
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1)
        let context = try CairoContext(surface: surface)
        if scale.isFinite, scale > 0 { cairo_scale(context.pointer, scale, scale) }
        var states = [state]
        if state.truncationMode != .none {
            var whole = state
            whole.truncationMode = .none
            states.append(whole)
        }
        return states.compactMap { s in
            TextPainter.makeLayout(s, TextPainter.LayoutSettings(s), on: context, fonts: fonts)
        }
    }

    /// `family style (file)` for each font of `layout`'s glyph runs, in run order, without
    /// repeats; the hex-box font last when a glyph is unknown.
    static func faces(in layout: PangoLayoutHandle, names: [String: String]) -> [String] {
        var out: [String] = []
        var needsHexBoxFont = false
        guard let runs = PangoLayoutIterator(layout) else { return [] }
        runs.forEachRun { font, unknown in
            if let font, let face = faceName(of: font, names: names), !out.contains(face) { out.append(face) }
            needsHexBoxFont = needsHexBoxFont || unknown
        }
        if needsHexBoxFont, let face = hexBoxFont(layout: layout)?.use({ faceName(of: $0) }) ?? nil {
            out.append(face + " for boxes")
        }
        return out
    }

    /// `family style (file)` of a fontconfig font, the file by its name in `names` when it has one.
    static func faceName(of font: UnsafeMutablePointer<PangoFont>, names: [String: String] = [:]) -> String? {
        guard let pattern = fcPattern(of: font) else { return nil }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        guard let file = string(FC_FILE) else { return nil }
        return "\(string(FC_FAMILY) ?? "?") \(string(FC_STYLE) ?? "?") (\(names[file] ?? file))"
    }

    /// The `monospace` font pangocairo draws unknown-glyph boxes' hex digits with.
    static func hexBoxFont(layout: PangoLayoutHandle) -> GObjectReference<UnsafeMutablePointer<PangoFont>>? {
        let description = PangoFontDescription()
        description.setFamily("monospace")
        return description.loadFont(in: pango_layout_get_context(layout.pointer))
    }

    /// The fontconfig pattern `font` was loaded from, when it is a fontconfig font.
    static func fcPattern(of font: UnsafeMutablePointer<PangoFont>) -> OpaquePointer? {
        let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, pango_fc_font_get_type()) != 0 else { return nil }
        return pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
    }

    /// The files of the fonts of `layout`'s glyph runs, with the hex-box font when a glyph is
    /// unknown.
    static func files(in layout: PangoLayoutHandle) -> Set<String> {
        var files = Set<String>()
        var needsHexBoxFont = false
        guard let runs = PangoLayoutIterator(layout) else { return [] }
        runs.forEachRun { font, unknown in
            if let font, let file = fontFile(of: font) { files.insert(file) }
            needsHexBoxFont = needsHexBoxFont || unknown
        }
        if needsHexBoxFont, let file = hexBoxFont(layout: layout)?.use({ fontFile(of: $0) }) ?? nil {
            files.insert(file)
        }
        return files
    }

    /// The file fontconfig loaded `font` from, when it is a fontconfig font with a file.
    static func fontFile(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        guard let pattern = fcPattern(of: font) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
