import Foundation

/// The source tree the tests run from, found from this file's path.
public enum Repository {
    /// The repository root, as a file URL.
    public static let rootURL: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repository root's path.
    public static var root: String { rootURL.path }

    /// `root/relative`.
    public static func path(_ relative: String) -> String { rootURL.appendingPathComponent(relative).path }

    /// Every fenced ```json block of a Markdown file, in order.
    public static func jsonExamples(inMarkdown markdown: String) -> [String] {
        var out: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```json" {
                current = []
            } else if current != nil, line == "```" {
                out.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return out
    }
}
