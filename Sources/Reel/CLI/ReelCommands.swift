import ReelScene

/// The commands that need the render pipeline. Each loads and checks its scenes (so a bad
/// document fails with 65/66 and writes nothing) and then hands the typed options to the
/// pipeline.
///
/// Not connected yet: after the scenes check out, these report that rendering is not
/// available in this build and exit with 1. Wire them to `Stage`/the render pipeline here.
enum ReelCommands {
    static func render(_ options: RenderOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        var code = ReelCommandLine.ExitCode.success
        for scene in options.scenes {
            do {
                _ = try SceneCommand.load(scene, overrides: options.overrides)
                code = SceneCommand.combine(code, notConnected("render", scene, io: io))
            } catch {
                SceneCommand.report(error, io: io)
                code = SceneCommand.combine(code, error.exitCode)
            }
        }
        return code
    }

    static func frame(_ options: FrameOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        do {
            _ = try SceneCommand.load(options.scene, overrides: options.overrides)
            return notConnected("frame", options.scene, io: io)
        } catch {
            SceneCommand.report(error, io: io)
            return error.exitCode
        }
    }

    static func trace(_ options: TraceOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        do {
            let (doc, _) = try SceneCommand.load(options.scene, overrides: options.overrides)
            let paths = doc.allLayers().map(\.path)
            for name in options.layers where !paths.contains(name) && !paths.contains(where: { $0.hasSuffix("/" + name) }) {
                SceneCommand.report(CommandLineError("no layer named '\(name)' in \(options.scene)", exitCode: .dataError), io: io)
                return .dataError
            }
            return notConnected("trace", options.scene, io: io)
        } catch {
            SceneCommand.report(error, io: io)
            return error.exitCode
        }
    }

    static func notConnected(_ command: String, _ scene: String, io: CommandIO) -> ReelCommandLine.ExitCode {
        io.error("Error: \(scene): 'reel \(command)' is not connected to the render pipeline in this build\n")
        return .failure
    }
}
