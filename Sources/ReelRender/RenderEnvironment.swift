import CCairo
import Foundation

/// The libraries that decide a frame's exact pixels (the font files are ``TextFonts``').
///
/// Frame hashes are only comparable between runs with the same fingerprint: another Cairo,
/// pixman, Pango, FreeType version or another font file can move anti-aliased edges by a bit.
public enum RenderEnvironment {
    /// `name version` pairs of the drawing libraries Reel runs against, in a fixed order.
    public static var libraryVersions: [(name: String, version: String)] {
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
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

    /// The version of Inter, the face Reel's UIKit draws the system font with (Debian's
    /// fonts-inter, installed by `make deps`), from its font file's version (fontconfig's
    /// `fontversion`, a 16.16 fixed-point number, to three decimals); nil when fontconfig has
    /// no Inter.
    public static var systemFontVersion: String? { systemFont?.version }

    /// Whether `path` is one of Inter's font files (in the folder of the one fontconfig finds).
    public static func isSystemFontFile(_ path: String) -> Bool {
        guard let folder = systemFont?.folder else { return false }
        return path.hasPrefix(folder)
    }

    /// Inter's regular face as fontconfig finds it: its version and folder.
    private static var systemFont: (version: String, folder: String)? {
        guard let pattern = FcNameParse("Inter") else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        var version: Int32 = 0
        guard FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch, let family,
            String(cString: family) == "Inter", FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch,
            let file, FcPatternGetInteger(match, FC_FONTVERSION, 0, &version) == FcResultMatch
        else { return nil }
        let path = String(cString: file)
        let folder = String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
        return (String(format: "%.3f", Double(version) / 65536), folder)
    }
}
