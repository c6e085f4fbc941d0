import Foundation
import Glibc
import ReelPreview
import ReelScene

/// `reel preview <scene> [--port <p>] [--set <name>=<value> …]`: serves the live preview on
/// 127.0.0.1 until SIGINT or SIGTERM, then removes its scratch files and ends by that signal
/// (130 or 143, as every reel command stopped by a signal).
enum PreviewCommand {
    static let usage = "USAGE: reel preview <scene> [--port <p>] [--set <name>=<value> ...]"

    static let help = """
        OVERVIEW: Preview a scene live in the browser: scrub, play, edit params, export.

        The page reloads within a second when the scene or an asset changes; a document that
        stops validating shows its problems and keeps the last good frame. It is served on
        127.0.0.1 only.

        \(usage)

        ARGUMENTS:
          <scene>                 The scene document (JSON).

        OPTIONS:
          --port <p>              The port on 127.0.0.1 (default 8470; 0 picks a free one).
          --set <name>=<value>    Set a template parameter (repeatable); the page's values
                                  apply after these.
          -h, --help              Show help information.

        """

    static func main(_ arguments: [String]) -> Int32 {
        var scene: String?
        var port = 8470
        var overrides: [SceneOverride] = []
        var rest = arguments[...]
        func fail(_ message: String, _ code: Int32) -> Int32 {
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            if code == 64 { FileHandle.standardError.write(Data((usage + "\n").utf8)) }
            return code
        }
        while let argument = rest.popFirst() {
            var (name, inline) = (argument, String?.none)
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                (name, inline) = (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
            }
            switch name {
            case "-h", "--help":
                FileHandle.standardOutput.write(Data(help.utf8))
                return 0
            case "--port", "--set":
                guard let value = inline ?? rest.popFirst() else { return fail("missing value for '\(name)'", 64) }
                if name == "--port" {
                    guard let p = Int(value), (0...65535).contains(p) else {
                        return fail("invalid value '\(value)' for '--port'; expected a port from 0 to 65535", 64)
                    }
                    port = p
                } else {
                    guard let o = SceneOverride(parsing: value) else {
                        return fail("invalid value '\(value)' for '--set'; expected name=value", 64)
                    }
                    overrides.append(o)
                }
            default:
                if argument.hasPrefix("-") && argument != "-" { return fail("unknown option '\(argument)'", 64) }
                if scene != nil { return fail("reel preview previews one scene; name one <scene>", 64) }
                scene = argument
            }
        }
        guard let scene else { return fail("missing <scene>; name the scene document to preview", 64) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), !isFolder.boolValue else {
            return fail("cannot open scene '\(scene)': no such file", 66)
        }
        // Block the stopping signals before any thread starts, so that only sigwait sees them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let server: PreviewServer
        do {
            server = try PreviewServer(scenePath: scene, port: port, overrides: overrides)
        } catch {
            return fail(error.description, 1)
        }
        FileHandle.standardOutput.write(Data("Previewing \(scene) at \(server.url) (Ctrl-C to stop)\n".utf8))
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        _ = signal(received, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(received)
        return 128 + received
    }
}
