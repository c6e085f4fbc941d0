import Foundation
import ReelScene

/// The JSON the page polls (`/api/state`):
/// ```
/// {"revision":3,"generation":2,"file":"promo.json","problems":[{"line":7,"column":18,
///  "path":"layers[0].opacity","text":"promo.json: layers[0].opacity (line 7, column 18): …"}],
///  "clip":{"width":320,"height":180,"pixelWidth":640,"pixelHeight":360,"fps":30,
///  "fpsNumerator":30,"fpsDenominator":1,"frameCount":60,"duration":2,
///  "params":[{"name":"title","type":"string","default":"Hi","value":"Hi"}],"assets":["logo.png"]}}
/// ```
/// `clip` describes the last good version (null before the file first validates); `problems`
/// the current file's (empty when it validates).
enum PreviewState {
    static func json(_ session: PreviewSession) -> String {
        // The revision first: a change made while the rest is read shows as a newer one next poll.
        let revision = session.revision
        let problems = session.problems
        let clip = try? session.clip(values: [])
        var fields = [
            "\"revision\":\(revision)", "\"generation\":\(clip?.generation ?? 0)",
            "\"file\":" + JSONWriter.quote(session.fileName), "\"problems\":" + list(problems),
        ]
        fields.append("\"clip\":" + (clip.map { describe($0, session: session) } ?? "null"))
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `{"problems":[…]}` for a request whose parameter values do not fit the document.
    static func problemsJSON(_ problems: [PreviewProblem]) -> String {
        "{\"problems\":" + list(problems) + "}"
    }

    private static func list(_ problems: [PreviewProblem]) -> String {
        "["
            + problems.map { p in
                "{\"line\":\(p.line.map(String.init) ?? "null"),\"column\":\(p.column.map(String.init) ?? "null"),"
                    + "\"path\":\(JSONWriter.quote(p.path)),\"text\":\(JSONWriter.quote(p.text))}"
            }.joined(separator: ",") + "]"
    }

    private static func describe(_ clip: PreviewClip, session: PreviewSession) -> String {
        let f = JSONWriter.format
        let d = clip.document
        let rate = clip.clip.timeline.frameRate
        let params = d.params.map { p in
            "{\"name\":\(JSONWriter.quote(p.name)),\"type\":\"\(kind(p.defaultValue))\","
                + "\"default\":\(value(p.defaultValue)),\"value\":\(value(p.value))}"
        }
        let base = PreviewRouter.realPath(session.baseDirectory) ?? session.baseDirectory
        let assets = session.assetPaths.compactMap { path -> String? in
            guard let real = PreviewRouter.realPath(path), real.hasPrefix(base + "/") else { return nil }
            return JSONWriter.quote(String(real.dropFirst(base.count + 1)))
        }
        return "{\"width\":\(f(d.size.width)),\"height\":\(f(d.size.height)),"
            + "\"pixelWidth\":\(d.pixelWidth),\"pixelHeight\":\(d.pixelHeight),"
            + "\"fps\":\(f(rate.framesPerSecond)),\"fpsText\":\(JSONWriter.quote(rate.formatted)),"
            + "\"fpsNumerator\":\(rate.numerator),\"fpsDenominator\":\(rate.denominator),"
            + "\"frameCount\":\(clip.clip.frameCount),\"duration\":\(f(d.duration)),"
            + "\"params\":[" + params.joined(separator: ",") + "],\"assets\":[" + assets.joined(separator: ",") + "]}"
    }

    private static func kind(_ v: SceneParameter.Value) -> String {
        switch v {
        case .string: "string"
        case .number: "number"
        case .bool: "bool"
        }
    }

    private static func value(_ v: SceneParameter.Value) -> String {
        switch v {
        case .string(let s): JSONWriter.quote(s)
        case .number(let n): JSONWriter.format(n)
        case .bool(let b): b ? "true" : "false"
        }
    }
}
