import ReelCore
import ReelScene

/// The fields the timeline panel lists for a selected animation: its timing as recorded (in
/// the layer's time) and on the clip's clock, then what its kind adds (values, key times,
/// spring constants). Values print as Swift describes them.
enum TimelineBarFields {
    static func fields(_ attached: AttachedAnimation, begin: Double, end: Double?) -> [[String]] {
        let a = attached.animation
        let t = a.timing
        var f: [[String]] = [["kind", TimelineBarMaker.kind(a)]]
        if let key = attached.key { f.append(["key", key]) }
        f += [
            ["begin (clip)", number(begin) + " s"], ["end (clip)", end.map { number($0) + " s" } ?? "never"],
            ["beginTime", number(t.beginTime)], ["duration", number(t.duration)], ["speed", number(t.speed)],
            ["timeOffset", number(t.timeOffset)], ["repeatCount", number(t.repeatCount)],
            ["repeatDuration", number(t.repeatDuration)], ["autoreverses", String(t.autoreverses)],
            ["fillMode", t.fillMode.rawValue], ["removedOnCompletion", String(t.isRemovedOnCompletion)],
            ["timingFunction", t.timingFunction.map { String(describing: $0) } ?? "linear"],
        ]
        switch a {
        case let b as BasicAnimation:
            f += [["keyPath", b.keyPath]] + values(from: b.fromValue, to: b.toValue, by: b.byValue)
            f += flags(additive: b.isAdditive, cumulative: b.isCumulative)
        case let s as SpringAnimation:
            f += [["keyPath", s.keyPath]] + values(from: s.fromValue, to: s.toValue, by: s.byValue)
            f += [
                ["mass", number(s.mass)], ["stiffness", number(s.stiffness)], ["damping", number(s.damping)],
                ["initialVelocity", number(s.initialVelocity)],
            ]
        case let k as KeyframeAnimation:
            f += [["keyPath", k.keyPath], ["calculationMode", k.calculationMode.rawValue]]
            if let v = k.values { f.append(["values", "[" + v.map(text).joined(separator: ", ") + "]"]) }
            if k.path != nil { f.append(["path", "\(k.keyframeCount) points"]) }
            if let times = k.keyTimes {
                f.append(["keyTimes", "[" + times.map(number).joined(separator: ", ") + "]"])
                if let problem = k.keyTimesProblem { f.append(["keyTimes ignored", problem]) }
            }
            f += flags(additive: k.isAdditive, cumulative: k.isCumulative)
        case let g as AnimationGroup:
            f.append(["animations", g.animations.map(TimelineBarMaker.label).joined(separator: ", ")])
        case let tr as Transition:
            f.append(["type", tr.type.rawValue])
            if let sub = tr.subtype { f.append(["subtype", sub.rawValue]) }
        default: break
        }
        return f
    }

    private static func values(from: (any AnimatableValue)?, to: (any AnimatableValue)?, by: (any AnimatableValue)?)
        -> [[String]]
    {
        var f: [[String]] = []
        if let from { f.append(["fromValue", text(from)]) }
        if let to { f.append(["toValue", text(to)]) }
        if let by { f.append(["byValue", text(by)]) }
        return f
    }

    private static func flags(additive: Bool, cumulative: Bool) -> [[String]] {
        (additive ? [["additive", "true"]] : []) + (cumulative ? [["cumulative", "true"]] : [])
    }

    static func text(_ value: any AnimatableValue) -> String {
        if let d = value as? Double { return number(d) }
        return String(describing: value)
    }

    static func number(_ x: Double) -> String { x.isFinite ? JSONText.number(x) : String(x) }
}
