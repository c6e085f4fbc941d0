import ReelCore

/// Turns one attached animation into a timeline bar: its times carried from the layer's local
/// time to the clip's clock, its keyframe times for every cycle, and its fields as text.
///
/// Keyframe times: a keyframe animation's `keyTimes` when Core Animation uses them (no
/// `keyTimesProblem`), else evenly spaced (`i / (n − 1)`, discrete `i / n`); the paced modes
/// space keyframes by distance, so only their first and last are marked. A basic or spring
/// animation's "keyframes" are its from and to ends. With a `timingFunction` the time of key
/// time k is where the easing reaches k. Groups and transitions have none.
struct TimelineBarMaker {
    /// The layer's state, then its ancestors'.
    let chain: [LayerState]
    let clipDuration: Double
    /// The most keyframe marks one bar carries (an infinite repeat is cut at the clip's end).
    static let markLimit = 2000

    func clipTime(_ local: Double) -> Double {
        chain.reduce(local) { $1.parentTime(fromLocal: $0) }
    }

    func bar(_ attached: AttachedAnimation, labelPrefix: String?) -> TimelineOutline.Bar? {
        let animation = attached.animation
        let t = animation.timing
        let begin = clipTime(t.beginTime)
        guard begin.isFinite else { return nil }
        let speed = abs(t.speed)
        let cycleEnd = speed == 0 ? begin : clipTime(t.beginTime + t.duration / speed)
        let end = t.endTime.isFinite ? clipTime(t.endTime) : nil
        let fill = t.fillMode
        return TimelineOutline.Bar(
            label: (labelPrefix ?? "") + Self.label(animation), kind: Self.kind(animation), key: attached.key,
            begin: begin, end: end.flatMap { $0.isFinite ? $0 : nil }, duration: cycleEnd - begin,
            autoreverses: t.autoreverses, repeatCount: t.repeatCount.isFinite ? t.repeatCount : -1,
            repeatDuration: t.repeatDuration, fillMode: fill.rawValue,
            fillsAfter: (fill == .forwards || fill == .both) && !t.isRemovedOnCompletion,
            fillsBefore: fill == .backwards || fill == .both,
            keyframes: keyframeTimes(animation), addedAt: nil, removedAt: nil,
            fields: TimelineBarFields.fields(attached, begin: begin, end: end), warning: nil)
    }

    /// Every keyframe's time on the clip's clock, cycle by cycle, inside the active time and
    /// the clip.
    func keyframeTimes(_ animation: any Animation) -> [Double] {
        let t = animation.timing
        let fractions = Self.keyFractions(animation)
        guard !fractions.isEmpty, t.duration > 0, t.speed != 0 else { return [] }
        let active = t.activeDuration
        var cycleTimes: [Double] = fractions.map { $0 * t.duration }
        if t.autoreverses { cycleTimes += fractions.reversed().map { (2 - $0) * t.duration } }
        var times: [Double] = []
        var cycle = 0
        while times.count < Self.markLimit {
            let start = Double(cycle) * t.cycleDuration
            if start >= active || !start.isFinite { break }
            for c in cycleTimes {
                var elapsed = start + c - t.timeOffset
                if active.isFinite && active > 0 && t.timeOffset != 0 {
                    elapsed = elapsed.truncatingRemainder(dividingBy: active)
                    if elapsed < 0 { elapsed += active }
                }
                guard elapsed <= active + 1e-9 else { continue }
                let time = clipTime(t.beginTime + elapsed / abs(t.speed))
                if time.isFinite && time <= clipDuration + 1e-9 { times.append(time) }
            }
            if clipTime(t.beginTime + (start + t.cycleDuration) / abs(t.speed)) > clipDuration { break }
            cycle += 1
        }
        var unique: [Double] = []
        for x in times.sorted() where unique.last.map({ abs($0 - x) > 1e-9 }) ?? true { unique.append(x) }
        return unique
    }

    /// The keyframes' places in one simple cycle, 0…1 of its duration (eased).
    static func keyFractions(_ animation: any Animation) -> [Double] {
        let keys: [Double]
        switch animation {
        case let a as KeyframeAnimation:
            let n = a.keyframeCount
            guard n > 0 else { return [] }
            if let given = a.keyTimes, a.keyTimesProblem == nil {
                keys = Array(given.prefix(n))
            } else if a.calculationMode == .paced || a.calculationMode == .cubicPaced {
                keys = n > 1 ? [0, 1] : [0]
            } else if a.calculationMode == .discrete {
                keys = (0..<n).map { Double($0) / Double(n) }
            } else {
                keys = n > 1 ? (0..<n).map { Double($0) / Double(n - 1) } : [0]
            }
        case is BasicAnimation, is SpringAnimation: keys = [0, 1]
        default: return []
        }
        guard let ease = animation.timing.timingFunction else { return keys }
        return keys.map { inverse(ease, $0) }
    }

    /// The linear progress at which `ease` reaches `y` (bisection; the first crossing).
    static func inverse(_ ease: TimingFunction, _ y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if ease.value(at: mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    static func label(_ animation: any Animation) -> String {
        switch animation {
        case let a as BasicAnimation: return a.keyPath
        case let a as KeyframeAnimation: return a.keyPath
        case let a as SpringAnimation: return a.keyPath
        case let g as AnimationGroup: return "group: " + g.animations.map(label).joined(separator: ", ")
        case let t as Transition: return "transition \(t.type.rawValue)"
        default: return "animation"
        }
    }

    static func kind(_ animation: any Animation) -> String {
        switch animation {
        case is BasicAnimation: return "basic"
        case is KeyframeAnimation: return "keyframe"
        case is SpringAnimation: return "spring"
        case is AnimationGroup: return "group"
        case is Transition: return "transition"
        default: return "animation"
        }
    }
}
