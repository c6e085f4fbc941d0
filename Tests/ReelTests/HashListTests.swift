import Foundation
import Testing

@testable import Reel
@testable import ReelRegression

@Suite struct HashListTests {
    let sample = HashList(
        width: 750, height: 1334, fps: 60,
        environment: EnvironmentFingerprint(
            libraries: ["reel=0.1.0", "cairo=1.16.0"], fonts: ["/f/a.ttf sha256:00ff"]),
        entries: [
            .init(index: 0, time: 0, hash: FrameHash(hex: String(repeating: "a", count: 64))!),
            .init(index: 1, time: 1.0 / 60, hash: FrameHash(hex: String(repeating: "b", count: 64))!),
        ])

    @Test func textRoundTrips() throws {
        let text = sample.text
        #expect(text.contains("\n1  0.016667  " + String(repeating: "b", count: 64) + "\n"))
        let back = try HashList(parsing: text)
        #expect(back.entries.map(\.hash) == sample.entries.map(\.hash))
        #expect(back.width == 750 && back.height == 1334 && back.fps == 60)
        #expect(back.environment == sample.environment)
    }

    @Test(arguments: [
        ("0  0.0  abc\n", 1),
        ("# reel-hashes 1\n# size 2x2 fps 30\n0  0.0  xyz\n", 3),
        ("# reel-hashes 2\n", 1),
    ])
    func malformedTextNamesTheLine(text: String, line: Int) {
        #expect(throws: HashList.ParseError.self) { try HashList(parsing: text) }
        do { _ = try HashList(parsing: text) } catch let e as HashList.ParseError { #expect(e.line == line) } catch {}
    }

    @Test func fingerprintDifferencesAreSpelledOut() {
        let a = EnvironmentFingerprint(libraries: ["reel=0.1.0", "cairo=1.16.0"], fonts: [])
        let b = EnvironmentFingerprint(libraries: ["reel=0.1.0", "cairo=1.18.0"], fonts: [])
        #expect(a.differences(from: a).isEmpty)
        #expect(a.differences(from: b) == ["cairo=1.18.0 in the golden, cairo=1.16.0 here"])
        let golden = EnvironmentFingerprint(libraries: [], fonts: ["/f/a.ttf sha256:01", "/f/b.ttf sha256:02"])
        let here = EnvironmentFingerprint(libraries: [], fonts: ["/f/a.ttf sha256:03", "/f/c d.ttf sha256:04"])
        #expect(
            here.differences(from: golden) == [
                "font /f/a.ttf has sha256:01 in the golden, sha256:03 here",
                "font /f/b.ttf in the golden, not used here",
                "font /f/c d.ttf used here, not in the golden",
            ])
    }

    @Test func currentFingerprintNamesLibrariesAndHashesEachFontOnce() throws {
        let file = NSTemporaryDirectory() + "reel-fingerprint-\(UUID().uuidString).ttf"
        try Data("abc".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let env = try EnvironmentFingerprint.current(fontFiles: [file, file])
        #expect(env.libraries.contains { $0.hasPrefix("pixman=0.") })
        #expect(env.libraries.contains { $0.hasPrefix("freetype=2.") })
        // SHA-256("abc"), FIPS 180-2 appendix B.1.
        #expect(env.fonts == [file + " sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"])
        #expect(throws: (any Error).self) { try EnvironmentFingerprint.current(fontFiles: [file + ".missing"]) }
    }
}
