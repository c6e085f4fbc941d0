import Foundation

@testable import Reel
@testable import ReelRegression

/// Tiny scene documents for the regression tests: 20 × 20 points at 10 fps for 1 s (10
/// frames), a square sliding left to right and a one-pixel dot in the middle.
enum TinyScene {
    /// The scene's JSON. `dotFlash` makes the dot red for frame 5 only (changes at 0.45 s and
    /// 0.55 s); `slideDuration` is the slide's duration; `background` the canvas colour.
    static func json(dotFlash: Bool = false, slideDuration: Double = 1, background: String = "#ffffff") -> String {
        var changes = ""
        if dotFlash {
            changes = """
                ,
                "changes": [
                  { "time": 0.45, "layer": "dot", "set": { "backgroundColor": "#ff0000" } },
                  { "time": 0.55, "layer": "dot", "set": { "backgroundColor": "#000000" } }
                ]
                """
        }
        return """
            {
              "reel": 1,
              "size": [20, 20],
              "fps": 10,
              "duration": 1,
              "background": "\(background)",
              "layers": [
                {
                  "name": "square",
                  "bounds": [0, 0, 4, 4],
                  "position": [3, 4],
                  "backgroundColor": "#0a84ff",
                  "animations": [
                    { "key": "slide", "keyPath": "position.x", "fromValue": 3, "toValue": 17,
                      "duration": \(slideDuration) }
                  ]
                },
                { "name": "dot", "bounds": [0, 0, 1, 1], "position": [10.5, 12.5], "backgroundColor": "#000000" }
              ]\(changes)
            }
            """
    }

    /// Writes `json` as `name.json` in `directory` and returns its path.
    static func write(_ json: String, named name: String, in directory: String) throws -> String {
        let path = (directory as NSString).appendingPathComponent(name + ".json")
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Quiet, single-process pipeline options for tests.
    static func pipeline(jobs: Int = 2) -> RenderPipeline.Options {
        var o = RenderPipeline.Options()
        o.jobs = jobs
        o.progress = .quiet
        o.handlesSignals = false
        return o
    }
}
