/// The preview page's own files, served from memory: one HTML page, its scripts and its style
/// sheet (`index.html`, `app.js`, `timeline.js`, `app.css` beside this file), with nothing fetched from
/// elsewhere (the page works offline).
///
/// SwiftPM embeds the three files in the code at build time (`.embedInCode` in Package.swift,
/// which generates `PackageResources`), so the `reel` binary serves them wherever it is copied
/// to: there is no resource bundle to find beside it.
enum PageFiles {
    static let html = PackageResources.index_html
    static let script = PackageResources.app_js
    static let timelineScript = PackageResources.timeline_js
    static let style = PackageResources.app_css
}
