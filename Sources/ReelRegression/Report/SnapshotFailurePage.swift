import Foundation

/// The page of `SnapshotFailureReport`: a header, then one article per failed snapshot with its
/// message and, for images, the comparison of `reel verify --report`.
struct SnapshotFailurePage {
    let manifest: SnapshotFailureReport.Manifest

    var html: String {
        let count = manifest.failures.count
        var h = ReportPage.head(
            title: "snapshot tests: FAIL \(count) snapshot\(count == 1 ? "" : "s")",
            bodyAttributes: "data-result=\"fail\" data-failing=\"\(count)\"")
        h += "<header>\n<h1 class=\"fail\">FAIL · \(count) snapshot\(count == 1 ? "" : "s") did not match</h1>\n"
        h += "<p>Accept the new snapshots as references: reel snapshots accept "
        h += "\(HTML.escape(SnapshotFailureReport.folderName))/..</p>\n</header>\n"
        h += "<section id=\"failures\">\n<h2>Failed snapshots (\(count))</h2>\n"
        for (index, failure) in manifest.failures.enumerated() { h += article(index, failure) }
        return h + "</section>\n" + ReportPage.tail
    }

    private func article(_ index: Int, _ failure: SnapshotFailure) -> String {
        var h = "<article class=\"failure\" id=\"snapshot-\(index + 1)\" data-frame=\"\(index + 1)\">\n"
        h += "<h3>\(HTML.escape(failure.test)) · \(HTML.escape((failure.reference as NSString).lastPathComponent))"
        h += "</h3>\n<pre class=\"note\">\(HTML.escape(failure.message))</pre>\n"
        let image = ["png", "jpg", "jpeg", "gif", "webp"].contains((failure.actual as NSString).pathExtension)
        let actual = SnapshotFailureReport.imagePath(index, "actual", failure.actual)
        let reference = SnapshotFailureReport.imagePath(index, "reference", failure.reference)
        if image, let difference = failure.difference {
            h += ReportPage.comparison(
                expected: reference, actual: actual,
                difference: SnapshotFailureReport.imagePath(index, "difference", difference),
                expectedCaption: "reference",
                differenceCaption: "difference: |new − reference| per channel, black equal")
        } else if image {
            h += ReportPage.actualOnly(actual, note: "No difference image (the sizes differ).")
        } else {
            h +=
                "<p class=\"note\">Reference: <a href=\"\(HTML.escape(reference))\">reference</a>, new: "
                + "<a href=\"\(HTML.escape(actual))\">new snapshot</a></p>\n"
        }
        return h + "</article>\n"
    }
}
