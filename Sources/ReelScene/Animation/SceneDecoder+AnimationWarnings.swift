import ReelCore

/// Warnings for animation values Core Animation accepts but ignores or clamps.
extension SceneDecoder {
    /// Warnings for a basic or spring animation's values: `byValue` beside both ends, a
    /// `strokeStart`/`strokeEnd` end outside 0…1.
    func warnAboutEndpoints<A: FromToByAnimation>(_ a: A, _ o: ObjectReader) {
        if a.fromValue != nil && a.toValue != nil && a.byValue != nil, let (v, p) = o.member("byValue") {
            context.warn(
                .range, p, v.location,
                "\"byValue\" is ignored when \"fromValue\" and \"toValue\" are both set (Core Animation: no more "
                    + "than two should be set)"
            )
        }
        for (name, value) in [("fromValue", a.fromValue), ("toValue", a.toValue)] {
            if let value, let property = a.property, let (j, p) = o.member(name) {
                warnAboutStrokeFractions([value], keyPath: property.name, j, p)
            }
        }
    }

    /// Warnings for key-frame timing Core Animation accepts but ignores: invalid `keyTimes`,
    /// `timingFunctions` that do not match the segments, Kochanek–Bartels arrays outside the
    /// cubic modes or longer than the key frames.
    func warnAboutKeyframeTiming(_ k: KeyframeAnimation, _ o: ObjectReader) {
        let c = context
        let n = k.keyframeCount
        guard n > 0 else { return }
        let cubic = k.calculationMode == .cubic || k.calculationMode == .cubicPaced
        let paced = k.calculationMode == .paced || k.calculationMode == .cubicPaced
        if let problem = k.keyTimesProblem, let (v, p) = o.member("keyTimes") {
            let message =
                paced
                ? problem
                : problem + "; ignored, as Core Animation ignores invalid key times: the key frames are spaced evenly"
            c.warn(.range, p, v.location, message)
        }
        if let functions = k.timingFunctions, let (v, p) = o.member("timingFunctions") {
            let segments = n - 1
            if paced || k.calculationMode == .discrete {
                c.warn(
                    .range, p, v.location, "the \(k.calculationMode.rawValue) calculation mode ignores timing functions"
                )
            } else if functions.count != segments {
                let have = functions.count == 1 ? "1 timing function" : "\(functions.count) timing functions"
                let rest = segments - functions.count
                let tail =
                    rest < 0
                    ? "the extra ones are ignored"
                    : (rest == 1 ? "the last segment is linear" : "the last \(rest) segments are linear")
                        + " (give one per segment)"
                c.warn(.range, p, v.location, "\(have) for \(segments) segment\(segments == 1 ? "" : "s"); \(tail)")
            }
        }
        for name in ["tensionValues", "continuityValues", "biasValues"] {
            guard let (v, p) = o.member(name) else { continue }
            let count =
                (name == "tensionValues"
                ? k.tensionValues : name == "continuityValues" ? k.continuityValues : k.biasValues)?
                .count ?? 0
            if !cubic {
                c.warn(.range, p, v.location, "only the cubic calculation modes use \"\(name)\"; ignored")
            } else if count > n {
                c.warn(.range, p, v.location, "\(count) entries for \(n) key frames; the extra ones are ignored")
            }
        }
    }

    /// Warnings for key-frame fields Core Animation ignores: `values` beside a `path`, a `path`
    /// on a property that is not a point, `rotationMode` without a `path`.
    func warnAboutIgnoredKeyframeFields(_ k: KeyframeAnimation, _ o: ObjectReader) {
        let c = context
        let isPoint = k.property.map {
            ObjectIdentifier($0.valueType) == ObjectIdentifier(Point.self)
        }
        if k.path != nil, let (v, p) = o.member("path") {
            if isPoint == false {
                c.warn(
                    .range, p, v.location,
                    "a path applies only to point properties such as \"position\"; \(JSONWriter.quote(k.keyPath)) "
                        + "ignores it"
                )
            } else if let (vv, vp) = o.member("values") {
                c.warn(.range, vp, vv.location, "\"values\" is ignored when \"path\" is set")
            }
        }
        if k.rotationMode != nil, k.path == nil, let (v, p) = o.member("rotationMode") {
            c.warn(.range, p, v.location, "\"rotationMode\" applies only to an animation along a \"path\"; ignored")
        }
    }

    /// Warns when a literal `strokeStart`/`strokeEnd` value is outside 0…1: Core Animation
    /// accepts it and draws it clamped, wherever it comes from (a layer, a change, an
    /// animation).
    func warnAboutStrokeFractions(
        _ values: [any AnimatableValue], keyPath: String, _ value: JSONValue, _ path: JSONPath
    ) {
        guard keyPath == "strokeStart" || keyPath == "strokeEnd" else { return }
        for (i, v) in values.enumerated() {
            guard let x = v as? Double else { continue }
            let at = values.count == 1 && value.arrayValue == nil ? path : path.appending(i)
            context.warnStrokeFraction(keyPath, x, at, value.location)
        }
    }
}
