import Foundation
import Testing

@testable import ReelScene

/// The corpus of broken documents under Fixtures/broken: each `name.json` has a
/// `name.expected` whose first line is `exit <code>` (what `reel` exits with) and whose other
/// lines are the exact diagnostics, `$DIR` standing for the document's folder.
@Suite struct BrokenDocumentTests {
    static let directory = Fixtures.path("broken")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func corpusCoversTheIssuesCases() {
        for name in [
            "truncated", "wrong-types", "unknown-keys", "negative-size", "nan", "huge-size", "missing-asset",
            "duplicate-names",
        ] {
            #expect(Self.cases.contains(name + ".json"), "missing \(name).json")
        }
        #expect(Self.cases.count >= 19)
    }

    @Test(arguments: cases)
    func brokenDocumentGivesItsDocumentedErrors(file: String) throws {
        let expectedText = try String(
            contentsOfFile: Self.directory + "/" + file.replacingOccurrences(of: ".json", with: ".expected"),
            encoding: .utf8)
        var lines = expectedText.split(separator: "\n").map(String.init)
        let exit = lines.removeFirst()
        let expected = lines.map { $0.replacingOccurrences(of: "$DIR", with: Self.directory) }

        let error = try #require(throws: SceneLoadError.self) {
            try SceneDocument.load(contentsOfFile: Self.directory + "/" + file)
        }
        guard case .invalid(let invalid) = error else {
            Issue.record("expected an invalid document, got \(error)")
            return
        }
        #expect(invalid.diagnostics.map(\.description) == expected)
        #expect(exit == (invalid.isOnlyMissingFiles ? "exit 66" : "exit 65"))
        #expect(invalid.file == Self.directory + "/" + file)
    }
}
