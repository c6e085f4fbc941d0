import Foundation
import Testing
import _ReelTestSupport

/// The repository's documents stand on their own: none sends readers to the `shared` folder
/// kept beside the checkout (it is not part of the repository; docs/test-corpora.md says what
/// it holds), and every relative link of a document leads to a file of the repository.
@Suite struct DocumentLinkTests {
    /// Every Markdown file of the repository (hidden folders and `out/` left out), relative.
    static func documents() -> [String] {
        let root = Repository.path("")
        let enumerator = FileManager.default.enumerator(atPath: root)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".") || path == "out" {
                enumerator?.skipDescendants()
                continue
            }
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted()
    }

    static func text(_ path: String) -> String {
        (try? String(contentsOfFile: Repository.path(path), encoding: .utf8)) ?? ""
    }

    @Test func noDocumentSendsReadersToTheSharedFolder() {
        let documents = Self.documents()
        #expect(documents.count > 20)
        for path in documents {
            for (n, line) in Self.text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("../shared") || line.contains("shared/docs/") {
                Issue.record("\(path):\(n + 1) sends readers outside the repository: \(line)")
            }
        }
    }

    /// `[text](target)` links that are not web addresses or anchors: the file exists, inside
    /// the repository.
    @Test func everyRelativeLinkLeadsToAFileOfTheRepository() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let root = URL(fileURLWithPath: Repository.path("")).standardizedFileURL.path
        var checked = 0
        for path in Self.documents() {
            let text = Self.text(path)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                var target = String(text[Range(match.range(at: 1), in: text)!])
                if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                let folder = (Repository.path(path) as NSString).deletingLastPathComponent
                let resolved = URL(fileURLWithPath: folder + "/" + target).standardizedFileURL.path
                checked += 1
                #expect(resolved.hasPrefix(root + "/"), "\(path) links outside the repository: \(target)")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(path) links to a missing \(target)")
            }
        }
        #expect(checked > 50, "only \(checked) relative links found")
    }
}
