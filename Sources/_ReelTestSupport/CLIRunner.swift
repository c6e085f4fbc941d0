import Foundation

/// Runs `reel` and other programs as child processes. (Running the command line in-process is
/// `ReelTests`' extension `CLI.run`, so that this target depends on nothing of Reel's.)
public enum CLI {
    /// The built `reel` executable, beside the test bundle in the build folder.
    public static var executable: URL { executable(named: "reel") }

    /// The built executable `name` (`reel`, `fly-to-cart`), beside the test bundle.
    public static func executable(named name: String) -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent(name)
    }

    /// Runs the built `program` (default `reel`) with `arguments` in `directory`.
    public static func execute(_ arguments: [String], in directory: String? = nil, program: String = "reel") throws
        -> CLIResult
    {
        let process = Process()
        process.executableURL = executable(named: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The standard output of another program (`pkg-config`, `ffprobe`); throws unless it exits 0.
    public static func tool(_ path: String, _ arguments: [String]) throws -> String {
        String(decoding: try toolOutput(path, arguments), as: UTF8.self)
    }

    /// The standard output of another program as bytes (`ffmpeg … -f f32le -`); throws unless it exits 0.
    public static func toolOutput(_ path: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChildError("\(path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }

    /// Tests/ReelSceneTests/Fixtures in the source tree.
    public static var fixtures: String {
        Repository.path("Tests/ReelSceneTests/Fixtures")
    }

    /// A fresh empty temporary folder.
    public static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "reel-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
