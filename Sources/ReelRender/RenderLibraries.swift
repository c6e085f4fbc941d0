import CCairo

/// Versions of the drawing libraries Reel runs against (not the ones it was built with).
public enum RenderLibraries {
    /// Cairo's run-time version, e.g. `1.16.0`.
    public static var cairoVersion: String { String(cString: cairo_version_string()) }
    /// Pango's run-time version, e.g. `1.50.12`.
    public static var pangoVersion: String { String(cString: pango_version_string()) }
}
