import Foundation
import Testing
import _ReelTestSupport

/// Exit codes belong to the programs: ReelCLI (which `reel` runs) and the executable targets
/// (a folder with a `main.swift`: `reel`, the samples, the tools). Library code throws errors
/// with kinds, and the program maps each kind to its code.
@Suite struct ExitCodeBoundaryTests {
    /// An `exitCode`/`exitStatus`/`ExitCode` name, a C exit constant (`EX_USAGE`, `EXIT_FAILURE`),
    /// or a sysexits number (64, 65, 66, 73) handed to or returned by code that returns `Int32`.
    static let forms = [
        #"\b(exitCode|exitStatus|ExitCode|ExitStatus)\b"#, #"\b(EX_[A-Z]+|EXIT_SUCCESS|EXIT_FAILURE)\b"#,
    ].map { try! NSRegularExpression(pattern: $0) }
    static let int32Function = try! NSRegularExpression(pattern: #"->\s*Int32\b"#)
    static let sysexitsNumber = try! NSRegularExpression(
        pattern: #"(\(|,\s|return\s)(64|65|66|73)\)?\s*$"#, options: .anchorsMatchLines)

    /// Whether `text` speaks in exit codes.
    static func speaksExitCodes(_ text: String) -> Bool {
        func found(_ regex: NSRegularExpression) -> Bool {
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        return forms.contains(where: found) || (found(int32Function) && found(sysexitsNumber))
    }

    /// Swift files of library targets: under Sources, Shaders and samples, except ReelCLI and
    /// folders (or their subfolders) that hold a `main.swift`.
    static func libraryFiles() -> [(path: String, text: String)] {
        let files = ArchitectureTests.swiftFiles(under: ["Sources", "Shaders", "samples"])
        let executables = Set(
            files.map(\.path).filter { $0.hasSuffix("/main.swift") }.map {
                ($0 as NSString).deletingLastPathComponent + "/"
            })
        return files.filter { file in
            !file.path.hasPrefix("Sources/ReelCLI/") && !executables.contains { file.path.hasPrefix($0) }
        }
    }

    @Test func noLibraryCodeSpeaksInExitCodes() {
        let files = Self.libraryFiles()
        #expect(files.contains { $0.path == "Sources/Reel/Rendering/SampleRunner.swift" })
        #expect(!files.contains { $0.path.hasPrefix("samples/fly-to-cart/Sources/fly-to-cart/") })
        let offenders = files.filter { Self.speaksExitCodes($0.text) }.map(\.path)
        #expect(offenders.isEmpty, "\(offenders)")
    }

    /// Each form is caught; a 64 that is not an exit code is not.
    @Test(arguments: [
        ("public var exitCode: Int32 { 64 }", true), ("exit(EX_USAGE)", true), ("return EXIT_FAILURE", true),
        ("static func main() -> Int32 {\n    return fail(message, 64)\n}", true),
        ("func run() -> Int32 {\n    return 73\n}", true),
        ("let bytes = [UInt8](repeating: 0, count: 64)", false),
        ("func size() -> Int32 { width * 64 + 1 }", false),
    ])
    func theCheckCatchesEachForm(_ text: String, speaks: Bool) {
        #expect(Self.speaksExitCodes(text) == speaks)
    }
}
