import Foundation

/// `reel verify --junit FILE`: the result as JUnit XML, the format GitHub, GitLab and Jenkins
/// show as test results. One test suite, one test case per scene verified (named by the scene's
/// path); a failing verification is a `<failure>` whose message is the summary's verdict line
/// and whose text is the summary with every frame's figures; a verification that stopped before
/// comparing (no golden, a scene that does not load) is an `<error>` with the message printed.
///
/// ```xml
/// <testsuites name="reel verify" tests="1" failures="1" errors="0">
///   <testsuite name="reel verify" tests="1" failures="1" errors="0" skipped="0" time="1.250">
///     <testcase classname="reel.verify" name="samples/promo-card.json" time="1.250">
///       <failure message="FAIL: 1 of 90 frames differs …" type="golden mismatch">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
public enum JUnitReport {
    /// One scene's verification, or the error that stopped it before comparing (a golden that
    /// cannot be read, a scene that cannot be loaded): a `<failure>` or an `<error>` case.
    public struct Case: Sendable {
        public var scene: String
        /// The verification's result; nil when it stopped with ``error``.
        public var report: VerificationReport?
        /// Why the verification stopped before comparing; nil when it ran.
        public var error: String?
        /// How long the verification took.
        public var seconds: Double

        public init(scene: String, report: VerificationReport, seconds: Double) {
            self.scene = scene
            self.report = report
            self.seconds = seconds
        }

        /// A verification that stopped with `error` (the message `reel verify` printed).
        public init(scene: String, error: String, seconds: Double) {
            self.scene = scene
            self.error = error
            self.seconds = seconds
        }

        var failed: Bool { report.map { !$0.passed } ?? false }
    }

    /// The XML document for `cases`.
    public static func xml(_ cases: [Case]) -> String {
        let failures = cases.filter(\.failed).count
        let errors = cases.filter { $0.report == nil }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"reel verify\" \(counts)>\n"
        x += "  <testsuite name=\"reel verify\" \(counts) skipped=\"0\" time=\"\(seconds(total))\">\n"
        for c in cases {
            x += "    <testcase classname=\"reel.verify\" name=\"\(escape(c.scene))\" time=\"\(seconds(c.seconds))\""
            guard let report = c.report else {
                let message = c.error ?? "reel verify stopped"
                x += ">\n      <error message=\"\(escape(message))\" type=\"verify error\">\(escape(message))</error>\n"
                x += "    </testcase>\n"
                continue
            }
            if report.passed {
                x += ">\n      <system-out>\(escape(report.summary))</system-out>\n    </testcase>\n"
                continue
            }
            let verdict = report.summary.split(separator: "\n").first { $0.hasPrefix("FAIL") }.map(String.init)
            x += ">\n      <failure message=\"\(escape(verdict ?? "FAIL"))\" type=\"golden mismatch\">"
            x += escape(report.details) + "</failure>\n    </testcase>\n"
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
