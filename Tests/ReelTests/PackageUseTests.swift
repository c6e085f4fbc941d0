import Foundation
import Testing
import _ReelTestSupport

/// Another Swift package can depend on Reel as docs/swift.md shows: `.package(path:)`, the `Reel` and
/// `ReelCore` products, `import Reel`. The package is written to a temporary folder and built
/// with `swift build`; its build folder persists under Reel's own `.build/package-use`, so only
/// the first run (or a change to Reel) compiles Reel again.
@Suite struct PackageUseTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "UsesReel",
            dependencies: [.package(path: "REEL")],
            targets: [
                .executableTarget(
                    name: "uses-reel",
                    dependencies: [
                        .product(name: "Reel", package: "IDENTITY"), .product(name: "ReelCore", package: "IDENTITY"),
                    ])
            ]
        )
        """

    static let main = """
        import Reel
        import ReelCore

        let stage = Stage(size: Size(width: 40, height: 30), fps: 10, duration: 0.3)
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        stage.rootLayer.addSublayer(dot)
        let clip = Clip(timeline: stage.run(), scale: 1, backgroundColor: .white)
        try clip.render(to: [CommandLine.arguments[1]])
        print("rendered \\(clip.frameCount) frames")
        """

    @Test func aPackageThatDependsOnReelBuildsAndRenders() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/Sources/uses-reel", withIntermediateDirectories: true)
        // SwiftPM names a path dependency after its folder (as a URL one after its last component).
        try Self.manifest.replacingOccurrences(of: "REEL", with: Repository.root)
            .replacingOccurrences(of: "IDENTITY", with: Repository.rootURL.lastPathComponent)
            .write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try Self.main.write(toFile: folder + "/Sources/uses-reel/main.swift", atomically: true, encoding: .utf8)
        let scratch = Repository.path(".build/package-use")
        let build = try Self.swift(["build", "--package-path", folder, "--scratch-path", scratch])
        #expect(build.status == 0, "\(build.output)")
        let output = folder + "/dot.png/"
        let run = try Self.swift([
            "run", "--skip-build", "--package-path", folder, "--scratch-path", scratch, "uses-reel", output,
        ])
        #expect(run.status == 0 && run.output.contains("rendered 3 frames"), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: output + "frame_00002.png"))
    }

    /// Runs `swift` with `arguments`; its status and its standard output and error together.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
