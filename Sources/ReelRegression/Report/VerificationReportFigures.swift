import Foundation

/// One failing frame's measurements beside the thresholds they were held to, as a table of the
/// verify report: a value over a threshold the frame was held to is marked; a measure that
/// decided nothing (ΔE and the perceptual score where the perceptual tolerance was not used)
/// says "not used" and is not marked.
struct VerificationReportFigures {
    let report: VerificationReport
    let frame: VerificationReport.FrameResult

    /// (measure, value, threshold, whether the value breaks it).
    var rows: [(String, String, String, Bool)] {
        var rows: [(String, String, String, Bool)] = [
            ("hash", String(frame.actual.hex.prefix(16)) + "…", "golden " + frame.expected.hex.prefix(16) + "…", true)
        ]
        guard let g = frame.figures else { return rows }
        let t = report.tolerance
        let ratio = Double(g.differingPixels) / Double(max(g.pixelCount, 1))
        rows.append(
            (
                "differing pixels", "\(g.differingPixels) of \(g.pixelCount) (\(percent(ratio)))",
                t.hasPixelTolerance ? "counted with the pixel threshold below" : "exact: 0", !t.hasPixelTolerance
            ))
        if let over = g.pixelsOverThreshold {
            let share = Double(over) / Double(max(g.pixelCount, 1))
            var limits: [String] = []
            if let most = t.maxDiffPixels { limits.append("≤ \(most) pixels") }
            if let r = t.maxDiffRatio { limits.append("≤ \(percent(r)) of the frame") }
            rows.append(
                (
                    "pixels over the threshold", "\(over) (\(percent(share)))",
                    limits.isEmpty ? "0" : limits.joined(separator: ", "),
                    !t.accepts(differing: over, of: g.pixelCount)
                ))
        }
        let threshold = t.pixelThreshold ?? 0
        rows.append(
            (
                "largest channel difference", "\(g.maxChannelDifference) of 255", "pixel threshold \(threshold)",
                g.maxChannelDifference > threshold
            ))
        let deltaE = (1 - report.perceptualPrecision) * 100
        let perceptual = report.comparesPerceptually
        let unused = "not used: same environment, no perceptual tolerance asked for"
        rows.append(
            (
                "max \(report.formula.label)", String(format: "%.2f", g.maxDeltaE),
                perceptual ? "a pixel matches perceptually at ≤ \(VerificationReport.number(deltaE))" : unused,
                perceptual && g.maxDeltaE > deltaE
            ))
        let path = report.mode == .exact ? "asked for" : "perceptual path"
        rows.append(
            (
                "perceptual score", percent(g.perceptualMatchRatio, digits: 4),
                perceptual ? "≥ \(percent(report.precision)) (\(path))" : unused,
                perceptual && g.perceptualMatchRatio < report.precision
            ))
        return rows
    }

    var table: String {
        var h = "<table class=\"metrics\">\n<tr><th>measure</th><th>value</th><th>threshold</th></tr>\n"
        for (name, value, threshold, bad) in rows {
            h += "<tr><th>\(HTML.escape(name))</th><td\(bad ? " class=\"bad\"" : "")>\(HTML.escape(value))</td>"
            h += "<td>\(HTML.escape(threshold))</td></tr>\n"
        }
        return h + "</table>\n"
    }

    private func percent(_ x: Double, digits: Int = 3) -> String {
        String(format: "%.\(digits)g%%", x * 100)
    }
}
