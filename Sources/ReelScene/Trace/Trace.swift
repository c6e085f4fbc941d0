import ReelCore

/// The stable JSON Lines form of presentation trees: one line per frame, for debugging and for
/// checks without pixels.
///
/// Each line is
/// ```
/// {"frame":0,"time":0.0,"layers":{"<path>":{"position":[x,y],"bounds":[x,y,w,h],
///  "anchorPoint":[x,y],"transform":[a,b,c,d,tx,ty],"opacity":1,"hidden":false,
///  "frameInRoot":[x,y,w,h],"strokeStart":0,"strokeEnd":1}, …}}
/// ```
/// - `transform` is the 2-D part of the layer's transform (`Transform3D.affine`). A layer
///   whose transform is not affine (`Transform3D.isAffine` false: z terms or perspective)
///   also has `"transform3D":[m11,m12,…,m44]` (16 values, row-major) right after it.
/// - Only named layers appear, keyed by the names from the root down joined with `/`, unnamed
///   layers skipped (`tableView/cell2/foodNameLabel`); in depth-first drawing order. A second
///   layer with the same path gets `#2` appended (then `#3`, …).
/// - Values are presentation values; `frameInRoot` is the layer's bounds converted to the root
///   layer's coordinates (the bounding box of the transformed corners); `strokeStart` and
///   `strokeEnd` appear for shape layers only; `instanceCount` and `instanceDelay` (after
///   them) for replicator layers only; `liveParticles` (the particles drawn at that time),
///   `birthRate` (the emitter's) and `cellBirthRates` (each top-level cell's, in order) for
///   emitter layers only; gradient layers add (after the stroke values' place)
///   `"startPoint":[x,y],"endPoint":[x,y],"locations":[…]|null,"colors":[[r,g,b,a],…]|null`
///   (colour components in 0…1, straight alpha).
/// - A layer showing a `Transition` ends with
///   `"transition":{"type":"push","subtype":"fromRight","progress":0.25}` (a nil subtype
///   prints as `fromLeft`, the side Core Animation starts from).
/// - Numbers: whole numbers below 10¹⁵ print as integers (`1`, `-3`, never `-0`), others in
///   Swift's shortest round-trip form (`0.1`, `1e-05`), so every value reads back exactly;
///   non-finite numbers print as `null`. `time` always prints as a Double (`0.0`, `0.5`).
/// - Keys appear in the order above; there is no whitespace.
public enum Trace {
    /// The trace line for one frame.
    /// - Parameters:
    ///   - frame: The frame index.
    ///   - time: The frame's time in seconds.
    ///   - snapshot: The presentation tree at that time.
    ///   - layers: When given, only layers whose path or own name is in the set appear.
    public static func line(frame: Int, time: Double, snapshot: LayerSnapshot, layers only: Set<String>? = nil)
        -> String
    {
        var layers: [String] = []
        var seen: [String: Int] = [:]
        visit(snapshot, toRoot: .identity, prefix: nil) { path, layer, toRoot in
            if let only, !only.contains(path), !only.contains(layer.state.name ?? "") { return }
            var key = path
            if let count = seen[path] {
                seen[path] = count + 1
                key = "\(path)#\(count + 1)"
            } else {
                seen[path] = 1
            }
            layers.append(
                string(key) + ":"
                    + entry(
                        layer.state, toRoot: toRoot, localTime: layer.localTime, history: layer.emitterRateHistory,
                        transition: layer.transition))
        }
        let t = time.isFinite ? time.description : "null"
        return "{\"frame\":\(frame),\"time\":\(t),\"layers\":{" + layers.joined(separator: ",") + "}}"
    }

    /// Every frame of `timeline`, evaluated and traced, in order (`layers` as in
    /// `line(frame:time:snapshot:layers:)`).
    public static func lines(_ timeline: Timeline, layers: Set<String>? = nil) -> [String] {
        (0..<timeline.frameCount).map { i in
            let t = timeline.time(ofFrame: i)
            return line(frame: i, time: t, snapshot: timeline.evaluate(at: t), layers: layers)
        }
    }

    private static func visit(
        _ layer: LayerSnapshot, toRoot: Transform3D, prefix: String?,
        _ body: (String, LayerSnapshot, Transform3D) -> Void
    ) {
        var path = prefix
        if let name = layer.state.name {
            path = prefix.map { "\($0)/\(name)" } ?? name
            body(path!, layer, toRoot)
        }
        for sub in layer.sublayers {
            visit(sub, toRoot: layer.state.sublayerToSelf(sub.state).concatenating(toRoot), prefix: path, body)
        }
    }

    private static func entry(
        _ s: LayerState, toRoot: Transform3D, localTime: Double, history: EmitterRateHistory? = nil,
        transition: TransitionFrame? = nil
    ) -> String {
        let t = s.transform.affine
        var fields = [
            "\"position\":" + array([s.position.x, s.position.y]),
            "\"bounds\":" + rect(s.bounds),
            "\"anchorPoint\":" + array([s.anchorPoint.x, s.anchorPoint.y]),
            "\"transform\":" + array([t.a, t.b, t.c, t.d, t.tx, t.ty]),
        ]
        if !s.transform.isAffine { fields.append("\"transform3D\":" + array(s.transform.values)) }
        fields += [
            "\"opacity\":" + number(s.opacity),
            "\"hidden\":" + (s.isHidden ? "true" : "false"),
            "\"frameInRoot\":"
                + rect(toRoot.projectedBounds(of: s.bounds) ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)),
        ]
        if s.kind == .shape {
            fields.append("\"strokeStart\":" + number(s.strokeStart))
            fields.append("\"strokeEnd\":" + number(s.strokeEnd))
        }
        if s.kind == .gradient {
            fields.append("\"startPoint\":" + array([s.startPoint.x, s.startPoint.y]))
            fields.append("\"endPoint\":" + array([s.endPoint.x, s.endPoint.y]))
            fields.append("\"locations\":" + (s.locations.map(array) ?? "null"))
            let colors = s.colors.map {
                "[" + $0.map { array([$0.red, $0.green, $0.blue, $0.alpha]) }.joined(separator: ",") + "]"
            }
            fields.append("\"colors\":" + (colors ?? "null"))
        }
        if s.kind == .replicator {
            fields.append("\"instanceCount\":\(s.instanceCount)")
            fields.append("\"instanceDelay\":" + number(s.instanceDelay))
        }
        if s.kind == .emitter {
            fields.append(
                "\"liveParticles\":\(ParticleEvaluator.liveCount(of: s, at: localTime, history: history))")
            fields.append("\"birthRate\":" + number(s.birthRate))
            fields.append("\"cellBirthRates\":" + array(s.emitterCells.map(\.birthRate)))
        }
        if let transition {
            fields.append(
                "\"transition\":{\"type\":" + string(transition.type.rawValue) + ",\"subtype\":"
                    + string(transition.subtype.rawValue) + ",\"progress\":" + number(transition.progress) + "}")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func rect(_ r: Rect) -> String {
        array([r.origin.x, r.origin.y, r.size.width, r.size.height])
    }

    private static func array(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    /// A number as the trace prints it (see the type's documentation).
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        return JSONText.number(x)
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String { JSONText.quote(s) }
}
