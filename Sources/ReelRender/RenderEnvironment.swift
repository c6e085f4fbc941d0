import CCairo
import Foundation

/// The libraries and font files that decide a frame's exact pixels.
///
/// Frame hashes are only comparable between runs with the same fingerprint: another Cairo,
/// pixman, Pango, FreeType version or another font file can move anti-aliased edges by a bit.
public enum RenderEnvironment {
    /// `name version` pairs of the drawing libraries Reel runs against, in a fixed order.
    public static var libraryVersions: [(name: String, version: String)] {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let fc = FcGetVersion()
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pixman", String(cString: pixman_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("freetype", freetype),
            ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
        ]
    }

    /// The font file fontconfig picks for `family` (optionally for a language such as `zh-cn`,
    /// which is how CJK fallback is found), or nil when none matches.
    public static func fontFile(family: String, language: String? = nil) -> String? {
        var pattern = family
        if let language { pattern += ":lang=\(language)" }
        guard let pat = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(pat) }
        FcConfigSubstitute(nil, pat, FcMatchPattern)
        FcDefaultSubstitute(pat)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pat, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
