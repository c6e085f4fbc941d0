import Foundation
import Testing
import _ReelTestSupport

/// docs/architecture.md's module graph is the graph the sources import: every module folder
/// is in it, and each module's arrows are exactly the Reel and C modules its files import.
@Suite struct ModuleGraphTests {
    /// Module name → the modules it imports, as one side (the document or the sources) says.
    typealias Graph = [String: Set<String>]

    /// The graph in the first fenced block after `## Module graph`: `Module → A, B`, an empty
    /// right side for none, an indented line continuing the line above.
    static func documentedGraph(in markdown: String) -> Graph {
        guard let section = markdown.range(of: "\n## Module graph\n") else { return [:] }
        let lines = markdown[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }) else { return [:] }
        var graph: Graph = [:]
        var current: String?
        for line in lines[(open + 1)...] {
            if line.hasPrefix("```") { break }
            let names = { (text: Substring) in
                Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            }
            if line.first == " ", let module = current {
                graph[module, default: []].formUnion(names(line))
            } else if let arrow = line.range(of: "→") {
                let module = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
                graph[module] = names(line[arrow.upperBound...])
                current = module
            }
        }
        return graph
    }

    /// The folder holding `module`'s sources.
    static func folder(of module: String) -> String {
        module == "Shaders" ? "Shaders" : "Sources/" + module
    }

    /// What the Swift files of each of `modules` import, counting only names in `modules`.
    static func importedGraph(of modules: Set<String>) throws -> Graph {
        let importLine = try NSRegularExpression(pattern: "^(?:@\\w+ )*import (\\w+)$", options: .anchorsMatchLines)
        var graph: Graph = [:]
        for module in modules {
            var imports: Set<String> = []
            for file in ArchitectureTests.swiftFiles(under: [folder(of: module)]) {
                let range = NSRange(file.text.startIndex..., in: file.text)
                for match in importLine.matches(in: file.text, range: range) {
                    let name = String(file.text[Range(match.range(at: 1), in: file.text)!])
                    if modules.contains(name) { imports.insert(name) }
                }
            }
            graph[module] = imports
        }
        return graph
    }

    /// One sentence per way `documented` and `imported` disagree, naming the module and the
    /// import.
    static func differences(documented: Graph, imported: Graph) -> [String] {
        var out: [String] = []
        for module in Set(documented.keys).union(imported.keys).sorted() {
            guard let doc = documented[module] else {
                out.append("\(module) has sources but no line in docs/architecture.md's module graph")
                continue
            }
            let actual = imported[module] ?? []
            for name in actual.subtracting(doc).sorted() {
                out.append("\(module) imports \(name), which docs/architecture.md's module graph does not show")
            }
            for name in doc.subtracting(actual).sorted() {
                out.append(
                    "docs/architecture.md's module graph shows \(module) → \(name), but no file of it imports it")
            }
        }
        return out
    }

    static func moduleFolders() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Sources"))
        return Set(names.filter { !$0.hasPrefix(".") }).union(["Shaders"])
    }

    @Test func theDocumentedGraphIsTheImportedOne() throws {
        let markdown = try String(contentsOfFile: Repository.path("docs/architecture.md"), encoding: .utf8)
        let documented = Self.documentedGraph(in: markdown)
        #expect(documented.count > 20, "no module graph found in docs/architecture.md")
        let modules = try Self.moduleFolders()
        let problems = Self.differences(
            documented: documented, imported: try Self.importedGraph(of: modules.union(documented.keys)))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func anImportTheGraphLacksIsReported() {
        let documented: Graph = [
            "ReelRender": ["ReelCore", "ReelMedia"], "ReelEncode": ["ReelMedia"], "ReelMedia": [],
        ]
        var imported = documented
        imported["ReelRender", default: []].insert("ReelEncode")
        #expect(
            Self.differences(documented: documented, imported: imported) == [
                "ReelRender imports ReelEncode, which docs/architecture.md's module graph does not show"
            ])
    }

    @Test func anArrowNoFileImportsAndAnUndocumentedModuleAreReported() {
        let documented: Graph = ["ReelRender": ["ReelCore", "ReelEncode"], "ReelCore": []]
        let imported: Graph = ["ReelRender": ["ReelCore"], "ReelCore": [], "ReelNew": ["ReelCore"]]
        #expect(
            Self.differences(documented: documented, imported: imported) == [
                "ReelNew has sources but no line in docs/architecture.md's module graph",
                "docs/architecture.md's module graph shows ReelRender → ReelEncode, but no file of it imports it",
            ])
    }

    @Test func theGraphBlockIsReadWithContinuationLines() {
        let markdown = """
            # Title

            ## Module graph

            ```
            ReelCore   →
            ReelCLI    → Reel, ReelCore,
                         ReelEncode
            ```
            """
        #expect(
            Self.documentedGraph(in: markdown) == ["ReelCore": [], "ReelCLI": ["Reel", "ReelCore", "ReelEncode"]])
    }
}
