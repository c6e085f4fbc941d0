import ReelCore
import ReelScene

/// The commands that need the render pipeline. Each loads and checks its scenes (so a bad
/// document fails with 65/66 and writes nothing) and then hands the typed options to the
/// pipeline.
///
/// `render` and `frame` are not connected yet: after the scenes check out, they report that
/// rendering is not available in this build and exit with 1. Wire them to the render
/// pipeline here (`SceneDocument.timeline(baseDirectory:)` gives what to evaluate).
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

    /// `reel trace`: the JSON Lines trace (`Trace.line`) of every frame on stdout.
    static func trace(_ options: TraceOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        do throws(CommandLineError) {
            let (doc, base) = try SceneCommand.load(options.scene, overrides: options.overrides)
            let names = Set(doc.allLayers().compactMap { $0.layer.state.name })
            for name in options.layers {
                let last = name.split(separator: "/").last.map(String.init) ?? name
                if !names.contains(last) {
                    var message = "no layer named '\(name)' in \(options.scene)"
                    if let near = ArgumentParser.nearest(last, names.sorted()) {
                        message += "; did you mean '\(near)'?"
                    }
                    throw CommandLineError(message, exitCode: .dataError)
                }
            }
            var timeline = doc.timeline(baseDirectory: base)
            if let fps = options.fps {
                timeline = Timeline(
                    size: timeline.size, fps: fps, duration: timeline.duration,
                    initialTree: timeline.initialTree, changes: timeline.changes)
            }
            for i in 0..<timeline.frameCount {
                let t = timeline.time(ofFrame: i)
                let line = Trace.line(frame: i, time: t, snapshot: timeline.evaluate(at: t))
                io.output((options.layers.isEmpty ? line : TraceFilter.keep(options.layers, in: line)) + "\n")
            }
            return .success
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
