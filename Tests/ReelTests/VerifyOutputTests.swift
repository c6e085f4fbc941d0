import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `reel verify` does what it says: `--perceptual-precision` on a plain verify, the ΔE formula
/// named, one line per failing frame unless `--verbose`, the report marking only the measures
/// in use, and a JUnit file however verify ends.
@Suite struct VerifyOutputTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    /// Records the tiny scene's golden with every frame as a reference; returns the golden.
    func recordBase() throws -> String {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let golden = dir + "/g/hashes.txt"
        let r = CLI.run([
            "verify", scene, "--golden", golden, "--record", "--reference", dir + "/g", "--reference-frames", "all",
            "-q",
        ])
        #expect(r.status == 1 && FileManager.default.fileExists(atPath: golden), "\(r)")
        return golden
    }

    /// The tiny scene on an off-white background: every frame's hash differs, every pixel of the
    /// background by ΔE00 0.25.
    func offWhite() throws -> String {
        try TinyScene.write(TinyScene.json(background: "#fefefe"), named: "offwhite", in: dir)
    }

    func verify(_ scene: String, _ golden: String, _ extra: [String]) -> CLIResult {
        CLI.run(["verify", scene, "--golden", golden, "--reference", dir + "/g", "-q"] + extra)
    }

    /// The lines of `text` about single frames.
    func frameLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("  frame ") }
    }

    @Test func perceptualPrecisionWorksOnAPlainVerify() throws {
        let golden = try recordBase()
        let scene = try offWhite()
        let exact = verify(scene, golden, [])
        #expect(exact.status == 1 && exact.stdout.contains("FAIL: 10 of 10 frames differ"), "\(exact)")
        let tolerant = verify(scene, golden, ["--perceptual-precision", "0.99"])
        #expect(tolerant.status == 0, "\(tolerant)")
        #expect(tolerant.stdout.contains("ΔE00 (CIEDE2000) ≤ 1"), "\(tolerant)")
        #expect(
            tolerant.stdout.contains(
                "PASS: 10 frames verified: 0 with equal hashes, 10 within the tolerance of their reference frames"),
            "\(tolerant)")
        let strict = verify(scene, golden, ["--perceptual-precision", "0.9999"])
        #expect(strict.status == 1, "\(strict)")
        // --precision alone asks for the perceptual comparison too (perceptual precision 0.98).
        #expect(verify(scene, golden, ["--precision", "0.9"]).status == 0)
    }

    @Test func byDefaultOneLinePerFailingFrameAndTheFullDetailWithVerbose() throws {
        let golden = try recordBase()
        let scene = try offWhite()
        let failing = verify(scene, golden, [])
        #expect(failing.status == 1)
        let lines = frameLines(failing.stdout)
        #expect(lines.count == 10, "\(failing.stdout)")
        #expect(lines.allSatisfy { $0.contains(": FAIL, ") && !$0.contains("largest channel difference") })
        #expect(failing.stdout.split(separator: "\n").count == 11, "\(failing.stdout)")
        // Frames that pass within a tolerance are counted in the verdict, not listed.
        let passing = verify(scene, golden, ["--perceptual-precision", "0.99"])
        #expect(frameLines(passing.stdout).isEmpty, "\(passing.stdout)")
        let verbose = verify(scene, golden, ["--perceptual-precision", "0.99", "--verbose"])
        #expect(verbose.status == 0)
        let detailed = frameLines(verbose.stdout)
        #expect(detailed.count == 10 && detailed.allSatisfy { $0.contains("largest channel difference") })
        #expect(detailed.allSatisfy { $0.contains("max ΔE00 (CIEDE2000) 0.") }, "\(verbose.stdout)")
    }

    @Test func theReportMarksDeltaEOnlyWhereItIsUsed() throws {
        let golden = try recordBase()
        let flash = try TinyScene.write(TinyScene.json(dotFlash: true), named: "flash", in: dir)
        _ = verify(flash, golden, ["--report", dir + "/exact"])
        let exact = try String(contentsOfFile: dir + "/exact/index.html", encoding: .utf8)
        let row = try #require(exact.split(separator: "\n").first { $0.contains("<th>max ΔE00 (CIEDE2000)</th>") })
        #expect(!row.contains("class=\"bad\""), "\(row)")
        #expect(row.contains("not used"), "\(row)")
        // Asked for, the perceptual comparison is used on the exact path: a red dot on black is
        // far outside ΔE00 2, and every pixel must match.
        let r = verify(
            flash, golden, ["--report", dir + "/perceptual", "--perceptual-precision", "0.98", "--precision", "1"])
        #expect(r.status == 1, "\(r)")
        let used = try String(contentsOfFile: dir + "/perceptual/index.html", encoding: .utf8)
        let usedRow = try #require(used.split(separator: "\n").first { $0.contains("<th>max ΔE00 (CIEDE2000)</th>") })
        #expect(usedRow.contains("class=\"bad\""), "\(usedRow)")
    }

    /// A JUnit file is written, valid, with an error case, when verify stops before comparing.
    @Test func junitIsWrittenWhenVerifyFailsBeforeComparing() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: dir + "/broken.json"))
        for (arguments, status, message) in [
            ([scene, "--golden", dir + "/none.txt"], Int32(66), "cannot read the golden"),
            ([dir + "/broken.json", "--golden", dir + "/none.txt"], 65, "broken.json"),
            ([dir + "/absent.json", "--golden", dir + "/none.txt"], 66, "absent.json"),
        ] {
            let junit = dir + "/junit-\(status)-\(arguments[0].count).xml"
            let r = CLI.run(["verify"] + arguments + ["--junit", junit, "-q"])
            #expect(r.status == status, "\(r)")
            let xml = try String(contentsOfFile: junit, encoding: .utf8)
            #expect(xml.contains("tests=\"1\" failures=\"0\" errors=\"1\""), "\(xml)")
            #expect(xml.contains("<testcase classname=\"reel.verify\" name=\"\(arguments[0])\""), "\(xml)")
            #expect(xml.contains("<error message=\"") && xml.contains(message), "\(xml)")
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(xml)")
        }
    }
}
