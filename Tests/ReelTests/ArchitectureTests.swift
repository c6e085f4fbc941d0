import Foundation
import Testing
import _ReelTestSupport

/// The module boundaries docs/architecture.md promises, checked on the source tree: C only in
/// the two C-owning modules, and no library code that ends the process.
@Suite struct ArchitectureTests {
    /// `(path relative to the repository, text)` of every Swift file under `folders`.
    static func swiftFiles(under folders: [String]) -> [(path: String, text: String)] {
        var out: [(String, String)] = []
        for folder in folders {
            let root = Repository.path(folder)
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let text = (try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? ""
                out.append((folder + "/" + relative, text))
            }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// `grep -rlE "import (CFFmpeg|CCairo|CImageQuant|COpenSSL)" Sources Shaders` lists files of
    /// the C-owning modules only: Cairo and Pango in ReelRender; FFmpeg in ReelMedia (the one set
    /// of handle wrappers, and reading) and ReelEncode (encoding through them); libimagequant and
    /// OpenSSL in ReelEncode. libmicrohttpd, `reel preview`'s server, is one file of ReelPreview;
    /// libzip and zlib (dotLottie and `.tgs` files) are ReelArchive's.
    @Test(arguments: [
        ("CCairo", ["Sources/ReelRender/"]), ("CFFmpeg", ["Sources/ReelMedia/", "Sources/ReelEncode/"]),
        ("CImageQuant", ["Sources/ReelEncode/"]), ("COpenSSL", ["Sources/ReelEncode/"]),
        ("CMicroHTTPD", ["Sources/ReelPreview/HTTP/HTTPServer.swift"]), ("CZip", ["Sources/ReelArchive/"]),
    ])
    func cLibraryIsImportedOnlyByItsModule(library: String, owners: [String]) throws {
        let imports = try NSRegularExpression(pattern: "^import \(library)$", options: .anchorsMatchLines)
        let files = Self.swiftFiles(under: ["Sources", "Shaders"])
        let importers = files.filter { file in
            imports.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
        }.map(\.path)
        let outside = importers.filter { path in !owners.contains { path.hasPrefix($0) } }
        #expect(outside.isEmpty, "\(outside)")
        for owner in owners {
            #expect(importers.contains { $0.hasPrefix(owner) }, "no file of \(owner) imports \(library)")
        }
    }

    /// Only the executables' entry points and the command line end the process; library code
    /// returns codes and throws errors.
    @Test func noLibraryCodeEndsTheProcess() throws {
        let exits = try NSRegularExpression(pattern: "(^|[^.\\w])(exit|_exit|abort)\\(", options: .anchorsMatchLines)
        let offenders = Self.swiftFiles(under: ["Sources", "Shaders"]).filter { file in
            !file.path.hasPrefix("Sources/ReelCLI/") && !file.path.hasPrefix("Sources/reel/")
                && exits.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
        }.map(\.path)
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
