import Foundation

/// `reel verify --junit FILE`: the result as JUnit XML, the format GitHub, GitLab and Jenkins
/// show as test results. One test suite, one test case per scene verified (named by the scene's
/// path); a failing verification is a `<failure>` whose message is the summary's verdict line
/// and whose text is the whole summary.
///
/// ```xml
/// <testsuites name="reel verify" tests="1" failures="1">
///   <testsuite name="reel verify" tests="1" failures="1" errors="0" skipped="0" time="1.250">
///     <testcase classname="reel.verify" name="samples/promo-card.json" time="1.250">
///       <failure message="FAIL: 1 of 90 frames differs …" type="golden mismatch">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
public enum JUnitReport {
    /// One scene's verification.
    public struct Case: Sendable {
        public var scene: String
        public var report: VerificationReport
        /// How long the verification took.
        public var seconds: Double

        public init(scene: String, report: VerificationReport, seconds: Double) {
            self.scene = scene
            self.report = report
            self.seconds = seconds
        }
    }

    /// The XML document for `cases`.
    public static func xml(_ cases: [Case]) -> String {
        let failures = cases.filter { !$0.report.passed }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"reel verify\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        x += "  <testsuite name=\"reel verify\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" "
        x += "skipped=\"0\" time=\"\(seconds(total))\">\n"
        for c in cases {
            x += "    <testcase classname=\"reel.verify\" name=\"\(escape(c.scene))\" time=\"\(seconds(c.seconds))\""
            if c.report.passed {
                x += ">\n      <system-out>\(escape(c.report.summary))</system-out>\n    </testcase>\n"
                continue
            }
            let verdict = c.report.summary.split(separator: "\n").first { $0.hasPrefix("FAIL") }.map(String.init)
            x += ">\n      <failure message=\"\(escape(verdict ?? "FAIL"))\" type=\"golden mismatch\">"
            x += escape(c.report.summary) + "</failure>\n    </testcase>\n"
        }
        return x + "  </testsuite>\n</testsuites>\n"
    }

    static func seconds(_ t: Double) -> String { String(format: "%.3f", t) }

    /// Text safe in XML content and attributes; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for u in text.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(u)
            default: if u.value >= 0x20 { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
