import Foundation
import Reel
import ReelPreview
import ReelRender
import ReelScene

/// A scene folder in a temporary directory: `card.json` (two params, an image), `logo.png`
/// beside it, a `secret.txt` one folder up, and a preview server on a free port.
final class PreviewFixture {
    let root: String
    let folder: String
    let scene: String
    let server: PreviewServer
    var port: Int { server.http.port }

    static func document(width: String = "20", background: String = "#202020") -> String {
        """
        {
          "reel": 1,
          "size": [48, 32],
          "fps": 10,
          "duration": 0.5,
          "background": "\(background)",
          "params": { "accent": "#ff0000", "width": \(width) },
          "layers": [
            { "name": "box", "position": [12, 16], "bounds": [0, 0, "$width", 12], "backgroundColor": "$accent",
              "animations": [{ "keyPath": "position.x", "fromValue": 12, "toValue": 36, "duration": 0.5 }] },
            { "name": "logo", "position": [40, 8], "bounds": [0, 0, 8, 8], "contents": "logo.png" }
          ]
        }
        """
    }

    init(limits: HTTPLimits = HTTPLimits(), cacheBytes: Int = 256 << 20, extraLayers: Bool = false) throws {
        var template = Array((NSTemporaryDirectory() + "/reel-preview-tests-XXXXXX").utf8CString)
        root = String(cString: mkdtemp(&template)!)
        folder = root + "/scene"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        scene = folder + "/card.json"
        try "not for the browser\n".write(toFile: root + "/secret.txt", atomically: true, encoding: .utf8)
        // The image asset: a frame of a plain scene, written as PNG.
        let plain = root + "/plain.json"
        try ##"{"reel": 1, "size": [8, 8], "duration": 0.1, "background": "#3366ff"}"##
            .write(toFile: plain, atomically: true, encoding: .utf8)
        let clip = try Clip(scenePath: plain)
        try writePNG(try clip.frame(0, renderer: clip.makeRenderer()), to: folder + "/logo.png")
        try Self.document().write(toFile: scene, atomically: true, encoding: .utf8)
        server = try PreviewServer(scenePath: scene, port: 0, limits: limits, cacheBytes: cacheBytes)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ text: String) throws { try text.write(toFile: scene, atomically: true, encoding: .utf8) }

    /// The bytes `reel frame` writes for frame `n` with `--set` values.
    func expectedPNG(_ n: Int, _ sets: [String] = []) throws -> [UInt8] {
        let clip = try Clip(scenePath: scene, overrides: sets.map { SceneOverride(parsing: $0)! })
        let path = root + "/expected-\(UUID().uuidString).png"
        try writePNG(try clip.frame(n, renderer: clip.makeRenderer()), to: path)
        defer { unlink(path) }
        return [UInt8](FileManager.default.contents(atPath: path)!)
    }
}
