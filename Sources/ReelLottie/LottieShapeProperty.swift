import Foundation
import ReelScene

/// A shape property: a static Bézier shape or keyframes of shapes.
struct LottieShapeProperty: Sendable {
    var staticValue = LottiePath()
    var keyframes: [(LottieKeyframe, LottiePath?, LottiePath?)] = []
    var hasExpression = false

    var isAnimated: Bool { keyframes.count > 1 }

    func value(at f: Double) -> LottiePath {
        guard let first = keyframes.first else { return staticValue }
        if keyframes.count == 1 || f <= first.0.time { return first.1 ?? staticValue }
        for j in 0..<(keyframes.count - 1) {
            let (a, s, e) = keyframes[j]
            let b = keyframes[j + 1]
            if f >= b.0.time { continue }
            let from = s ?? staticValue
            let to = e ?? b.1 ?? from
            if a.hold || b.0.time <= a.time { return from }
            let ease = a.easing(0)
            let q = CubicEasing(ease.0, ease.1, ease.2, ease.3).value(at: (f - a.time) / (b.0.time - a.time))
            return from.interpolated(to: to, q)
        }
        let last = keyframes[keyframes.count - 1]
        return last.1 ?? keyframes[keyframes.count - 2].2 ?? keyframes[keyframes.count - 2].1 ?? staticValue
    }

    var keyValues: [LottiePath] {
        keyframes.enumerated().map { j, k in
            k.1 ?? (j > 0 ? (keyframes[j - 1].2 ?? keyframes[j - 1].1) : nil) ?? staticValue
        }
    }

    /// Whether one `path` key frame animation shows these keyframes exactly.
    var isNativelyAnimatable: Bool {
        guard isAnimated else { return false }
        let counts = Set(keyValues.map(\.vertices.count))
        guard counts.count == 1 else { return false }
        for k in keyframes.dropLast() {
            if k.0.hold { return false }
            let e = k.0.easing(0)
            if !(0...1).contains(e.1) || !(0...1).contains(e.3) { return false }
        }
        return true
    }
}
