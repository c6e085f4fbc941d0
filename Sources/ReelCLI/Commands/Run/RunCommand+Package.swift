import Foundation
import Glibc

/// The package `reel run` compiles the user's files in: one per Reel source tree, shared by
/// every set of files, so that Reel's modules are built once (a new file name recompiles only
/// the files, not Reel's 90 MB of modules) and a rerun of unchanged files builds nothing.
extension RunCommand {
    /// `$XDG_CACHE_HOME/reel/run/<key>` (else `~/.cache/…`), the key a hash of the sources' path.
    static func cacheFolder(source: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")
        return cache + "/reel/run/" + fnv1a(source)
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Runs `body` holding an exclusive lock on `folder` (`flock` on `folder.lock`): two
    /// `reel run`s on one machine take turns with the shared package instead of swapping each
    /// other's files mid-build. The lock goes with the process, however it ends.
    static func holdingLock<T>(on folder: String, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(
            atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let descriptor = open(folder + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandLineError(
                "cannot create the lock '\(folder).lock': \(String(cString: strerror(errno)))",
                exitCode: .cannotCreate)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Empties the cached build when Reel's sources changed since it was made (the stamp in
    /// `reel-sources.stamp`: every file under `Sources/` and `Shaders/` (which CoreGraphics' drawing
    /// compiles against, through ReelRender) and `Package.swift` by path, size and
    /// modification time). SwiftPM's incremental build does not always recompile a module whose
    /// dependency changed a type's stored layout, and a build folder that names a deleted source
    /// fails with "missing inputs"; a fresh build of the changed Reel avoids both.
    static func discardStaleBuild(in folder: String, source: String) throws {
        let manager = FileManager.default
        var entries: [String] = []
        for folder in ["Sources", "Shaders"] {
            let sources = source + "/" + folder
            for case let path as String in manager.enumerator(atPath: sources) ?? NSEnumerator() {
                let attributes = try? manager.attributesOfItem(atPath: sources + "/" + path)
                let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
                let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                entries.append("\(folder)/\(path) \(size) \(time)")
            }
        }
        let manifest = try? manager.attributesOfItem(atPath: source + "/Package.swift")
        entries.sort()
        entries.append("Package.swift \((manifest?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        let stamp = fnv1a(entries.joined(separator: "\n"))
        let stampPath = folder + "/reel-sources.stamp"
        if (try? String(contentsOfFile: stampPath, encoding: .utf8)) == stamp { return }
        try? manager.removeItem(atPath: folder + "/.build")
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try stamp.write(toFile: stampPath, atomically: true, encoding: .utf8)
    }

    /// Writes the package, each file only when its bytes changed (so the build stays
    /// incremental), and removes the files of an earlier set.
    static func writePackage(at folder: String, files: [String], source: String) throws {
        let code = folder + "/Sources/" + product
        try FileManager.default.createDirectory(atPath: code, withIntermediateDirectories: true)
        var kept: Set<String> = ["main.swift"]
        for file in files {
            let name = (file as NSString).lastPathComponent
            kept.insert(name)
            try write(try Data(contentsOf: URL(fileURLWithPath: file)), to: code + "/" + name)
        }
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: code)) ?? [] where !kept.contains(stale) {
            try FileManager.default.removeItem(atPath: code + "/" + stale)
        }
        try write(Data(entrySource.utf8), to: code + "/main.swift")
        try write(Data(manifest(source: source).utf8), to: folder + "/Package.swift")
    }

    static func write(_ data: Data, to path: String) throws {
        if (try? Data(contentsOf: URL(fileURLWithPath: path))) == data { return }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func manifest(source: String) -> String {
        let identity = URL(fileURLWithPath: source).lastPathComponent
        return """
            // swift-tools-version: 5.9
            // Written by `reel run`.
            import PackageDescription
            let package = Package(
                name: "ReelRun",
                dependencies: [.package(path: \(quoted(source)))],
                targets: [
                    .executableTarget(
                        name: "\(product)",
                        dependencies: [
                            .product(name: "UIKit", package: \(quoted(identity))),
                        ])
                ]
            )

            """
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Builds the package and prints the compiler's diagnostics against the user's files (see
    /// ``RunDiagnostics``), after one progress line, and after them a hint naming the closure form
    /// when they are about `#selector`/`@objc` (``ObjectiveCHints``). Returns whether it built.
    /// A rerun of the same files (the same bytes, against the same Reel) skips SwiftPM, whose
    /// planning alone takes seconds: `built.stamp` records what the last successful build compiled.
    static func build(_ folder: String, files: [String], io: CommandIO) throws -> Bool {
        let first = !FileManager.default.fileExists(atPath: folder + "/.build/debug/" + product)
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        var compiled = [(try? String(contentsOfFile: folder + "/reel-sources.stamp", encoding: .utf8)) ?? ""]
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            compiled.append(file + " " + fnv1a(String(decoding: data, as: UTF8.self)))
        }
        let stamp = fnv1a(compiled.joined(separator: "\n") + entrySource)
        let stampPath = folder + "/built.stamp"
        if !first, (try? String(contentsOfFile: stampPath, encoding: .utf8)) == stamp {
            io.error("reel run: \(count) unchanged since the last build\n")
            return true
        }
        try? FileManager.default.removeItem(atPath: stampPath)
        io.error(
            "reel run: compiling \(count) against Reel's UIKit"
                + (first ? " (the first run also builds Reel's modules: a few minutes)\n" : "\n"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", folder, "--product", product]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let failed = process.terminationStatus != 0
        let diagnostics = RunDiagnostics(
            files: files, copies: folder + "/Sources/" + product, coverage: "docs/ios-coverage.md")
        let shown = diagnostics.filter(String(decoding: data, as: UTF8.self), failed: failed)
        io.error(shown)
        if failed, let hint = ObjectiveCHints.hint(for: shown) { io.error(hint) }
        if !failed { try stamp.write(toFile: stampPath, atomically: true, encoding: .utf8) }
        return !failed
    }

    /// `reel run --prepare`: builds the cached package with one file of its own (an empty
    /// `record(in:)`), so that Reel's modules are compiled now rather than on a user's first run,
    /// which then compiles and links only their files.
    static func prepare(source: String, io: CommandIO) throws -> ReelCommandLine.ExitCode {
        let folder = cacheFolder(source: source)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reel-prepare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Prepare.swift").path
        try Data("import UIKit\n\nfunc record(in host: RecordingHost) {}\n".utf8).write(
            to: URL(fileURLWithPath: file))
        return try holdingLock(on: folder) {
            try discardStaleBuild(in: folder, source: source)
            try writePackage(at: folder, files: [file], source: source)
            guard try build(folder, files: [file], io: io) else {
                throw CommandLineError(
                    "Reel's modules did not build (the compiler's messages are above)", exitCode: .failure)
            }
            io.error("reel run: Reel's modules are built in \(folder)\n")
            return .success
        }
    }
}
