import Foundation
import Reel
import ReelArguments
import ReelPreview
import ReelScene

/// `reel preview <scene> [--port <p>] [--set <name>=<value> …]`, parsed and checked.
public struct PreviewOptions: CommandOptions, Hashable, Sendable {
    public var scene: String
    /// The port on 127.0.0.1; 0 picks a free one.
    public var port: Int
    public var overrides: [SceneOverride]

    /// The port used when none is given.
    public static var defaultPort: Int { port.defaultValue }

    public init(scene: String, port: Int = PreviewOptions.defaultPort, overrides: [SceneOverride] = []) {
        self.scene = scene
        self.port = port
        self.overrides = overrides
    }

    static let port = Option.integer("port", valueName: "<p>", in: 0...65535)
        .defaulting(to: 8470) { "The port on 127.0.0.1 (default \($0); 0 picks a free one)." }

    /// Parses and checks `reel preview`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try PreviewCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel preview previews one scene")
        self.init(scene: scene)
        port = try p.read(Self.port)
        overrides = try p.read(CommonOptions.set)
    }
}

/// `reel preview`: the scene served to the browser by ReelPreview's server.
enum PreviewCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Preview a scene live in the browser: scrub, play, edit params, export.",
        discussion: """
            Serves a page on 127.0.0.1 and prints its address. The page reloads within a second
            when the scene or an asset changes; a document that stops validating shows its
            problems with line and column and keeps the last good frame. Stop it with Ctrl-C.
            """,
        usage: "reel preview <scene> [--port <p>] [--set <name>=<value> ...]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [PreviewOptions.port, CommonOptions.set], writesFiles: true)

    /// Serves the scene until `interruption` is set (SIGINT or SIGTERM in the
    /// `reel` process), then removes its scratch files; the run's code is then 130 or 143.
    /// A scene that does not validate is served anyway (the page shows its problems); a scene
    /// file that does not exist is 66, a port that cannot be bound 1.
    static func run(_ options: PreviewOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.scene, isDirectory: &isFolder), !isFolder.boolValue
        else {
            return io.report(
                CommandLineError(
                    "cannot open scene '\(options.scene)': \(isFolder.boolValue ? "it is a folder" : "no such file")",
                    exitCode: .noInput))
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(scenePath: options.scene, port: options.port, overrides: options.overrides)
        } catch {
            return io.report(CommandLineError(error.description, exitCode: .failure))
        }
        io.output("Previewing \(options.scene) at \(server.url) (Ctrl-C to stop)\n")
        let stopped = DispatchSemaphore(value: 0)
        let token = interruption.observe { _ in stopped.signal() }
        stopped.wait()
        interruption.stopObserving(token)
        server.stop()
        return .success  // the caller turns the interruption into 130 or 143
    }
}
