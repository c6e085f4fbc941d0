import Foundation
import _ReelTestSupport

/// The package that builds the real iOS code of `../shared/ios-code` unchanged against Reel's
/// `UIKit`, `QuartzCore` and `CoreGraphics`: one target per set (its files copied byte for
/// byte, none left out, in Swift 5 mode as their projects build them) and the executable
/// `ios-code-check` (`Fixtures/IOSCodeCheck/main.swift`), which records one clip into a scene
/// document.
///
/// It lives at `.build/ios-code-check` under the repository, a persistent folder, so that a
/// second build is incremental: files are rewritten only when their bytes differ.
enum IOSCodePackage {
    /// The sets and the module each becomes.
    static let sets = [
        ("nvactivity", "NVActivity"), ("uiview-ripple", "UIViewRipple"), ("wv-checkmark", "WVCheckMark"),
        ("view-animator", "ViewAnimator"),
    ]

    static var shared: String { Repository.path("../shared/ios-code") }
    static var root: String { Repository.path(".build/ios-code-check") }
    static var executable: String { root + "/.build/debug/ios-code-check" }

    /// Whether the shared iOS code is present (it sits beside the repository, not in it).
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: shared + "/README.md") }

    /// The swift files of `set`, relative to its folder.
    static func files(of set: String) throws -> [String] {
        let folder = shared + "/" + set
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Writes the package (only what changed) and builds it; returns the build's output.
    static func build() throws -> String {
        var expected: Set<String> = []
        for (set, module) in sets {
            for file in try files(of: set) {
                let target = "Sources/\(module)/\(file)"
                expected.insert(target)
                try write(try Data(contentsOf: URL(fileURLWithPath: shared + "/" + set + "/" + file)), to: target)
            }
        }
        let entry = "Sources/ios-code-check/main.swift"
        expected.insert(entry)
        try write(
            try Data(
                contentsOf: URL(fileURLWithPath: Repository.path("Tests/UIKitTests/Fixtures/IOSCodeCheck/main.swift"))),
            to: entry)
        try write(Data(manifest.utf8), to: "Package.swift")
        try removeStale(keeping: expected)
        return try run("/usr/bin/env", ["swift", "build", "--package-path", root])
    }

    /// The manifest: Reel by path, one target per set, the executable. It names Reel's source
    /// set (`sourceSetStamp`): this package's persistent build does not see files added to or
    /// removed from Reel (its build plan is kept while its own manifest is unchanged), so a new
    /// set of files changes the manifest and makes SwiftPM plan again.
    static var manifest: String {
        let reel = URL(fileURLWithPath: Repository.root).lastPathComponent
        let modules = sets.map { "\"\($0.1)\"" }.joined(separator: ", ")
        let targets = sets.map { _, module in
            "        .target(name: \"\(module)\", dependencies: [ui]),"
        }
        return """
            // swift-tools-version: 5.9
            // Written by UIKitTests (IOSCodePackage.swift): the real iOS code of ../shared/ios-code.
            // Reel's source set: \(sourceSetStamp)
            import PackageDescription
            let ui: Target.Dependency = .product(name: "UIKit", package: "\(reel)")
            let package = Package(
                name: "IOSCodeCheck",
                dependencies: [.package(path: "../..")],
                targets: [
            \(targets.joined(separator: "\n"))
                    .executableTarget(
                        name: "ios-code-check", dependencies: [\(modules), ui]),
                ]
            )

            """
    }

    /// The number of Swift files under Reel's `Sources` and an FNV-1a hash of their sorted paths:
    /// it changes when a file is added, removed or renamed (not when one is edited).
    static var sourceSetStamp: String {
        let sources = Repository.path("Sources")
        let all = FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? []
        let paths = all.filter { $0.hasSuffix(".swift") }.sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in paths.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\(paths.count) files, \(String(hash, radix: 16))"
    }

    /// Writes `data` at `relative` under the package unless the file already holds it.
    static func write(_ data: Data, to relative: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Removes source files no longer in a set (so no file is built that the set does not have).
    static func removeStale(keeping expected: Set<String>) throws {
        let sources = root + "/Sources"
        let all = FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? []
        for file in all where file.hasSuffix(".swift") && !expected.contains("Sources/" + file) {
            try FileManager.default.removeItem(atPath: sources + "/" + file)
        }
    }

    /// Records `clip` into a scene document at `path`.
    static func record(_ clip: String, to path: String) throws {
        _ = try run(executable, [clip, path])
    }

    /// Runs a program; throws with its output unless it exits 0.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // The children are not instrumented: no sanitizer settings for them (under `make sanitize`).
        var environment = ProcessInfo.processInfo.environment
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] { environment[key] = nil }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ChildError(
                "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus):\n\(text)")
        }
        return text
    }
}
