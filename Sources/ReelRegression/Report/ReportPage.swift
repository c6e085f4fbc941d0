import Foundation

/// What every report page Reel writes shares: the head with the inlined style sheet, the
/// inlined script at the end, and a failure's comparison (expected and actual blinking or split
/// by a slider, then expected, actual and difference side by side). `reel verify --report`
/// (`VerificationReportPage`) and the failed-snapshot report (`SnapshotFailureReport`) use it.
enum ReportPage {
    /// From the doctype to the opening `<body>` with `bodyAttributes` (escaped by the caller).
    static func head(title: String, bodyAttributes: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTML.escape(title))</title>
        <style>
        \(String(decoding: PackageResources.report_css, as: UTF8.self))</style>
        </head>
        <body \(bodyAttributes)>

        """
    }

    /// The script (the comparisons' controls) and the end of the page.
    static var tail: String {
        "<script>\n\(String(decoding: PackageResources.report_js, as: UTF8.self))</script>\n</body>\n</html>\n"
    }

    /// A failure's images (paths relative to the page): the blink/slider comparison and the trio.
    static func comparison(
        expected: String, actual: String, difference: String, expectedCaption: String, differenceCaption: String
    ) -> String {
        """
        <div class="compare" data-mode="blink">
        <div class="controls"><select class="mode" aria-label="comparison"><option value="blink">blink\
        </option><option value="slider">slider</option></select>
        <button class="blink">showing expected (click to switch)</button>
        <label class="autoLabel"><input type="checkbox" class="auto"> blink every 0.5 s</label>
        <input type="range" class="slider" min="0" max="100" value="50" aria-label="split"></div>
        <div class="stack" data-showing="expected"><img class="expected" src="\(HTML.escape(expected))" \
        alt="expected"><img class="actual" src="\(HTML.escape(actual))" alt="actual"><div class="divider"></div></div>
        </div>
        <div class="trio">
        <figure><img src="\(HTML.escape(expected))" alt="expected"><figcaption>\(HTML.escape(expectedCaption))\
        </figcaption></figure>
        <figure><img src="\(HTML.escape(actual))" alt="actual"><figcaption>actual</figcaption></figure>
        <figure><img src="\(HTML.escape(difference))" alt="difference"><figcaption>\
        \(HTML.escape(differenceCaption))</figcaption></figure>
        </div>

        """
    }

    /// The actual image alone (no reference to compare with), with `note` above it.
    static func actualOnly(_ actual: String, note: String) -> String {
        """
        <p class="note">\(HTML.escape(note))</p>
        <div class="trio"><figure><img src="\(HTML.escape(actual))" alt="actual"><figcaption>actual</figcaption>\
        </figure></div>

        """
    }
}
