import Foundation
import ReelRegression
import ReelRender
import Testing
import UIKit

@testable import SnapshotTesting

/// Failed snapshots go to one page per test run under `SNAPSHOT_ARTIFACTS` (`reel verify
/// --report`'s format), with `failures.json` naming each reference and new snapshot.
@Suite(.serialized)
final class FailureReportTests {
    let scratch = NSTemporaryDirectory() + "snapshot-report-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    @Test func failuresOfOneRunShareAPage() throws {
        let artifacts = scratch + "/artifacts"
        try SnapshotFiles.$artifactsOverride.withValue(artifacts) {
            let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            func verify(_ name: String) -> String? {
                verifySnapshot(
                    of: view, as: .image, named: name, record: .missing, snapshotDirectory: scratch + "/refs",
                    testName: "testCard()")
            }
            _ = verify("a")
            _ = verify("b")
            view.badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            let page = artifacts + "/snapshot-report/index.html"
            let first = try #require(verify("a"))
            #expect(first.hasSuffix("\n\nReport: " + page))
            #expect(try #require(verify("b")).hasSuffix("\n\nReport: " + page))

            let manifest = try SnapshotFailureReport.read(artifacts: artifacts)
            #expect(manifest.run == FailureReport.run)
            #expect(
                manifest.failures.map(\.reference) == [
                    scratch + "/refs/testCard.a.png", scratch + "/refs/testCard.b.png",
                ])
            #expect(manifest.failures[0].actual == artifacts + "/FailureReportTests/testCard.a.png")
            #expect(manifest.failures[0].difference == artifacts + "/FailureReportTests/testCard.a.diff.png")
            #expect(manifest.failures[0].test == "FailureReportTests/testCard")
            #expect(first.hasPrefix(manifest.failures[0].message))

            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("data-failing=\"2\""))
            #expect(html.contains("<article class=\"failure\" id=\"snapshot-2\""))
            for kind in ["reference", "actual", "difference"] {
                #expect(html.contains("src=\"images/1.\(kind).png\""))
                #expect(FileManager.default.fileExists(atPath: artifacts + "/snapshot-report/images/2.\(kind).png"))
            }
            // The copies are the images compared: the reference's badge red, the new one's green.
            let reference = try loadFrame(from: artifacts + "/snapshot-report/images/1.reference.png")
            let actual = try loadFrame(from: artifacts + "/snapshot-report/images/1.actual.png")
            #expect(reference[40, 40].r == 255 && reference[40, 40].g == 0)
            #expect(actual[40, 40].g == 255 && actual[40, 40].r == 0)
            #expect(html.contains(".compare[data-mode=blink]"))
        }
    }

    /// A report that cannot be written leaves the failure (and its message) as it was, saying why.
    @Test func anUnwritableReportIsNamedAndTheFailureStands() throws {
        let artifacts = scratch + "/blocked"
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        // A file where the report's folder would go.
        try Data().write(to: URL(fileURLWithPath: artifacts + "/snapshot-report"))
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        func verify() -> String? {
            verifySnapshot(
                of: view, as: .image, named: "c", record: .missing, snapshotDirectory: scratch + "/blocked-refs",
                testName: "testCard()")
        }
        _ = verify()
        view.badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let message = try SnapshotFiles.$artifactsOverride.withValue(artifacts) { try #require(verify()) }
        #expect(message.hasPrefix("Snapshot \"c\" does not match reference."))
        #expect(message.contains("\n\nReport: not written ("))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/FailureReportTests/testCard.c.png"))
    }

    /// Another run replaces the page; the same run appends to it.
    @Test func anotherRunStartsAFreshPage() throws {
        let artifacts = scratch + "/runs"
        let failure = SnapshotFailure(
            test: "T/t", message: "m <b>", reference: "/r/t.1.txt", actual: "/a/t.1.txt", difference: nil)
        _ = try SnapshotFailureReport.append(failure, artifacts: artifacts, run: "1")
        _ = try SnapshotFailureReport.append(failure, artifacts: artifacts, run: "1")
        #expect(try SnapshotFailureReport.read(artifacts: artifacts).failures.count == 2)
        let page = try SnapshotFailureReport.append(failure, artifacts: artifacts, run: "2")
        #expect(
            try SnapshotFailureReport.read(artifacts: artifacts)
                == SnapshotFailureReport.Manifest(run: "2", failures: [failure]))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<pre class=\"note\">m &lt;b&gt;</pre>"))
        #expect(!html.contains("<b>"))
    }
}
