import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// `reel verify --report DIR` and `--junit FILE` on the tiny scene whose frame 5 was changed on
/// purpose (one pixel flashes red): the page, its images and its bounds, and the XML.
@Suite struct VerificationReportPageTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    func recordAndVerifyFlash(_ extra: [String]) throws -> CLIResult {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let flash = try TinyScene.write(TinyScene.json(dotFlash: true), named: "flash", in: dir)
        let golden = dir + "/g/hashes.txt"
        _ = CLI.run(
            [
                "verify", scene, "--golden", golden, "--record", "--reference", dir + "/g", "--reference-frames", "all",
                "-q",
            ])
        return CLI.run(["verify", flash, "--golden", golden, "--reference", dir + "/g", "-q"] + extra)
    }

    /// Every `src="…"` of the page.
    func sources(_ html: String) -> [String] {
        html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theReportShowsTheFailingFrameWithItsImagesAndNeedsNoNetwork() throws {
        let report = dir + "/report"
        let result = try recordAndVerifyFlash(["--report", report])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Report: \(report)/index.html"))
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains("<body data-result=\"fail\" data-failing=\"5\">"))
        #expect(html.contains("<article class=\"failure\" id=\"frame-5\" data-frame=\"5\">"))
        #expect(html.contains("frame 5 · 0.500 s"))
        #expect(html.contains("<th>differing pixels</th><td class=\"bad\">1 of 400 (0.25%)</td>"))
        // Self-contained: no address outside the folder, every image beside the page.
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
        let images = sources(html)
        #expect(images.count == 10 + 2 + 3)  // thumbnails, the blink stack, the trio
        for src in images { #expect(FileManager.default.fileExists(atPath: report + "/" + src), "\(src)") }
        #expect(images.contains("frames/frame_00005.diff.png"))
        #expect(html.components(separatedBy: "class=\"cell ").count - 1 == 10)
        #expect(html.components(separatedBy: "class=\"cell failed\"").count - 1 == 1)
    }

    @Test func aLongClipIsBoundedAndSaysSo() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let golden = dir + "/g/hashes.txt"
        let clip = try Clip(scenePath: scene)
        let list = try GoldenVerifier.record(
            clip, goldenPath: golden, referenceDirectory: dir + "/g", referenceFrames: .all,
            pipeline: TinyScene.pipeline())
        var options = GoldenVerifier.Options()
        options.referenceDirectory = dir + "/g"
        options.reportDirectory = dir + "/report"
        options.reportLimits.thumbnails = 4
        options.reportLimits.fullFrames = 0
        options.pipeline = TinyScene.pipeline()
        let flash = try Clip(scenePath: try TinyScene.write(TinyScene.json(dotFlash: true), named: "f", in: dir))
        let report = try GoldenVerifier(golden: list, options: options).verify(flash)
        #expect(report.failures.map(\.index) == [5])
        let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        // Frames 0, 3, 6 and 9 evenly, and the differing frame 5.
        #expect(sources(html) == (["00000", "00003", "00005", "00006", "00009"].map { "thumbs/frame_\($0).png" }))
        #expect(html.contains("No images: beyond the first 0 failing frames."))
        #expect(html.contains("Thumbnails: 5 of 10 frames"))
    }

    @Test func aPassingRunWritesAPassingPage() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let golden = dir + "/g/hashes.txt"
        _ = CLI.run(["verify", scene, "--golden", golden, "--record", "-q"])
        let pass = CLI.run([
            "verify", scene, "--golden", golden, "-q", "--report", dir + "/r", "--junit", dir + "/j.xml",
        ])
        #expect(pass.status == 0)
        let html = try String(contentsOfFile: dir + "/r/index.html", encoding: .utf8)
        #expect(html.contains("data-result=\"pass\" data-failing=\"\""))
        let xml = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
        #expect(xml.contains("tests=\"1\" failures=\"0\""))
        #expect(!xml.contains("<failure"))
    }

    @Test func theJUnitFileHasOneFailingCaseWithTheSummaryLine() throws {
        let result = try recordAndVerifyFlash(["--junit", dir + "/junit.xml"])
        #expect(result.status == 1)
        let xml = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        #expect(
            xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"reel verify\" tests=\"1\""))
        #expect(xml.components(separatedBy: "<testcase ").count == 2)
        #expect(xml.contains("name=\"\(dir)/flash.json\""))
        #expect(
            xml.contains(
                "<failure message=\"FAIL: 1 of 10 frames differs from the golden: first frame 5 (0.500 s), "
                    + "last frame 5 (0.500 s).\" type=\"golden mismatch\">"))
        #expect(JUnitReport.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;")
    }

    @Test func aJUnitFileThatCannotBeWrittenIsExit73() throws {
        let result = try recordAndVerifyFlash(["--junit", dir + "/no/such/folder/junit.xml"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write the JUnit file"))
    }
}
