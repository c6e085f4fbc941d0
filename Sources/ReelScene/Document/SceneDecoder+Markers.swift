import ReelCore

/// Reading `"markers"`: `[{"name": "intro", "time": 0, "duration": 1.5}, …]`.
extension SceneDecoder {
    static let markerKeys = ["name", "time", "duration"]

    /// The markers in time order; a name used twice, or a time after the clip's end, is an
    /// error at its place.
    func decodeMarkers(_ value: JSONValue, _ path: JSONPath, duration: Double) -> [SceneMarker] {
        guard let elements = value.arrayValue else {
            context.expected("an array of markers [{\"name\": …, \"time\": …}]", got: value, at: path)
            return []
        }
        var markers: [SceneMarker] = []
        for (i, e) in elements.enumerated() {
            let p = path.appending(i)
            guard let marker = decodeMarker(e, p, duration: duration) else { continue }
            if markers.contains(where: { $0.name == marker.name }) {
                context.report(
                    .duplicate, p.appending("name"), e["name"]?.location,
                    "the marker name '\(marker.name)' is used twice; each marker needs its own name")
                continue
            }
            markers.append(marker)
        }
        return markers.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    func decodeMarker(_ value: JSONValue, _ path: JSONPath, duration: Double) -> SceneMarker? {
        guard let o = context.object(value, path, "a marker {\"name\": \"intro\", \"time\": seconds}") else {
            return nil
        }
        let c = context
        o.require("name", example: "\"name\": \"intro\"")
        o.require("time", example: "\"time\": seconds from the start")
        let name = o.read("name") { v, p in c.readNonEmptyString(v, p, "a marker name such as \"intro\"") }
        let within = DecodingContext.NumberRange(lower: 0, upper: duration, phrase: "seconds from 0 to the clip's end")
        let time = o.read("time") { v, p in c.readNumber(v, p, within) }
        let length =
            o.read("duration") { v, p in
                c.readNumber(
                    v, p,
                    DecodingContext.NumberRange(lower: 0, upper: SceneLimits.maxDuration, phrase: "seconds ≥ 0"))
            } ?? 0
        o.rejectUnknownKeys(known: Self.markerKeys)
        guard let name, let time else { return nil }
        return SceneMarker(name: name, time: time, duration: length)
    }
}
