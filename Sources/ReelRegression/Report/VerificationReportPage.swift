import Foundation

/// The HTML of `reel verify --report`: one self-contained page (its style sheet and script
/// inlined from `report.css` and `report.js`, embedded at build time; images beside it) with
/// the verdict and environment, a filmstrip of the whole clip with the failing frames marked,
/// and each failing frame's expected, actual and difference images, figures and thresholds.
///
/// The body carries `data-result` (`pass` or `fail`) and `data-failing` (the failing frames,
/// comma-separated, as the summary counts them) for tools and the browser test.
struct VerificationReportPage {
    let report: VerificationReport
    let writer: VerificationReportWriter

    var html: String {
        let verdict = report.passed ? "pass" : "fail"
        let failing = report.failures.map { String($0.index) }.joined(separator: ",")
        var h = ReportPage.head(
            title: "reel verify: \(verdict.uppercased()) \(writer.title)",
            bodyAttributes: "data-result=\"\(verdict)\" data-failing=\"\(failing)\"")
        h += header + summary + filmstrip + failures
        h += ReportPage.tail
        return h
    }

    private var header: String {
        let lines = report.summary.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
        return """
            <header>
            <h1 class="\(report.passed ? "pass" : "fail")">\(report.passed ? "PASS" : "FAIL") · \
            \(HTML.escape(writer.title))</h1>
            \(lines.map { "<p>\(HTML.escape(String($0)))</p>" }.joined(separator: "\n"))
            </header>

            """
    }

    private var summary: String {
        let tolerated = report.frames.filter { $0.verdict == .withinTolerance || $0.verdict == .perceptuallyMatched }
        var rows: [(String, String)] = [
            ("result", report.passed ? "pass" : "fail"),
            ("frames compared", "\(report.checkedFrames) of the clip's \(report.frameCount)"),
            ("failing frames", "\(report.failures.count)"),
            ("within a tolerance", "\(tolerated.count) (hash differs)"),
            ("unverifiable", "\(report.unverifiable.count) (hash differs, no reference frame)"),
        ]
        let perceptual =
            "precision \(VerificationReport.number(report.precision)), perceptual precision "
            + "\(VerificationReport.number(report.perceptualPrecision)) (\(report.pixelToleranceText))"
        switch report.mode {
        case .exact where report.tolerance.asksPerceptual:
            rows.append(("comparison", "exact: the environment is the golden's; within a tolerance: " + perceptual))
        case .exact: rows.append(("comparison", "exact: the environment is the golden's"))
        case .perceptual: rows.append(("comparison", "perceptual: " + perceptual))
        }
        rows.append(("pixel tolerance", report.tolerance.hasPixelTolerance ? tolerance : "none (hashes must match)"))
        var h = "<section id=\"summary\">\n<h2>Summary</h2>\n<table>\n"
        h += rows.map { "<tr><th>\(HTML.escape($0.0))</th><td>\(HTML.escape($0.1))</td></tr>" }.joined(separator: "\n")
        h += "\n</table>\n<h2>Environment</h2>\n<ul id=\"environment\">\n"
        if case .perceptual(let differences) = report.mode {
            h += differences.map { "<li>\(HTML.escape($0))</li>\n" }.joined()
        } else {
            h += "<li>the same libraries and fonts as the golden's header: frame hashes are compared exactly</li>\n"
        }
        h += "</ul>\n"
        if !report.problems.isEmpty {
            h +=
                "<ul class=\"problems\">\n" + report.problems.map { "<li>\(HTML.escape($0))</li>\n" }.joined()
                + "</ul>\n"
        }
        return h + "</section>\n"
    }

    private var tolerance: String { VerificationReport.toleranceText(report.tolerance) }

    private var filmstrip: String {
        var verdicts: [Int: String] = [:]
        for f in report.frames {
            switch f.verdict {
            case .failed: verdicts[f.index] = "failed"
            case .unverifiable: verdicts[f.index] = "unverifiable"
            case .withinTolerance: verdicts[f.index] = "tolerated"
            case .perceptuallyMatched: verdicts[f.index] = "perceptual"
            }
        }
        var h = "<section id=\"filmstrip\">\n<h2>Filmstrip</h2>\n<div class=\"cells\">"
        for i in 0..<writer.frameCount {
            let kind = verdicts[i] ?? "ok"
            let target = kind == "failed" ? " href=\"#frame-\(i)\"" : ""
            h += "<a class=\"cell \(kind)\" data-frame=\"\(i)\"\(target) title=\"frame \(i): \(kind)\"></a>"
        }
        h += "</div>\n<div class=\"thumbs\">\n"
        for (i, path) in writer.thumbnails.sorted(by: { $0.key < $1.key }) {
            let kind = verdicts[i] ?? "ok"
            h += """
                <figure class="\(kind)" data-frame="\(i)"><img src="\(path)" alt="frame \(i)" loading="lazy">\
                <figcaption>\(i)</figcaption></figure>

                """
        }
        h += "</div>\n<p class=\"note\">Every frame is a cell above (red: failing, amber: unverifiable, blue: "
        h += "within a tolerance, green: equal hashes). Thumbnails: \(writer.thumbnails.count) of "
        h += "\(writer.frameCount) frames (at most \(writer.limits.thumbnails) evenly spaced, and the differing "
        h += "frames). Full-size images: the first \(writer.limits.fullFrames) failing frames"
        h += writer.imagesLeftOut > 0 ? "; \(writer.imagesLeftOut) more are listed without them.</p>\n" : ".</p>\n"
        return h + "</section>\n"
    }

    private var failures: String {
        let failed = report.failures
        guard !failed.isEmpty else { return "" }
        var h = "<section id=\"failures\">\n<h2>Failing frames (\(failed.count))</h2>\n"
        for f in failed { h += article(f) }
        return h + "</section>\n"
    }

    private func article(_ f: VerificationReport.FrameResult) -> String {
        var h = "<article class=\"failure\" id=\"frame-\(f.index)\" data-frame=\"\(f.index)\">\n"
        h += "<h3>frame \(f.index) · \(VerificationReport.seconds(f.time))</h3>\n"
        h += VerificationReportFigures(report: report, frame: f).table
        if let note = f.note { h += "<p class=\"note\">\(HTML.escape(note))</p>\n" }
        guard let images = writer.images[f.index] else {
            return h + "<p class=\"note\">No images: beyond the first \(writer.limits.fullFrames) failing frames.</p>\n"
                + "</article>\n"
        }
        if let expected = images.expected, let difference = images.difference {
            h += ReportPage.comparison(
                expected: expected, actual: images.actual, difference: difference,
                expectedCaption: "expected (reference frame)",
                differenceCaption: "difference: grey equal, yellow to red \(report.formula.label) 0 to 20")
        } else {
            h += ReportPage.actualOnly(
                images.actual, note: "No reference frame to compare with: the actual frame alone.")
        }
        return h + "</article>\n"
    }
}
