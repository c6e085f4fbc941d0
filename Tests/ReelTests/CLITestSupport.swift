import Foundation
import Testing

@testable import Reel

/// What a run of `reel` produced.
struct CLIResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

enum CLI {
    /// Runs the command line in-process, capturing what it writes.
    static func run(_ arguments: [String]) -> CLIResult {
        let out = Capture()
        let err = Capture()
        let io = CommandIO(output: { out.text += $0 }, error: { err.text += $0 })
        let status = ReelCommandLine.run(arguments: arguments, io: io)
        return CLIResult(status: status, stdout: out.text, stderr: err.text)
    }

    /// The built `reel` executable, beside the test bundle in the build folder.
    static var executable: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("reel")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("reel")
    }

    /// Runs the built binary with `arguments` in `directory`.
    static func execute(_ arguments: [String], in directory: String? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
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
    static func tool(_ path: String, _ arguments: [String]) throws -> String {
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
        return String(decoding: data, as: UTF8.self)
    }

    /// Tests/ReelSceneTests/Fixtures in the source tree.
    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReelSceneTests/Fixtures").path
    }

    /// A fresh empty temporary folder.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "reel-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Collects text written by a command (tests run one command at a time per capture).
final class Capture: @unchecked Sendable {
    // @unchecked Sendable: each Capture is written only by the one command run that owns it,
    // on the test's own thread.
    var text = ""
}
