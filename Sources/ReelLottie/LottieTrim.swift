import Foundation
import ReelScene

/// A trim paths modifier (`"tm"`): start and end in percent, offset in degrees, and whether
/// shapes are trimmed each alone (`m: 1`, simultaneously) or as one path (`m: 2`, individually).
struct LottieTrim {
    var start: LottieProperty
    var end: LottieProperty
    var offset: LottieProperty
    var individually: Bool

    init(_ item: LottieShapeItem) {
        start = item.s.property(default: [0])
        end = item.e.property(default: [100])
        offset = item.o.property(default: [0])
        individually = item.m == 2
    }

    var isAnimated: Bool { start.isAnimated || end.isAnimated || offset.isAnimated }

    var isIdentity: Bool {
        !isAnimated && start.staticValue[0] == 0 && end.staticValue[0] == 100
    }

    var frameRange: (Double, Double)? {
        let a = [start, end, offset].filter(\.isAnimated)
        guard !a.isEmpty else { return nil }
        return (a.map(\.firstFrame).min()!, a.map(\.lastFrame).max()!)
    }

    /// The visible parts at frame `f` as fractions of the path: one span, or two when the
    /// offset carries the span past the path's end.
    func spans(at f: Double?) -> [(Double, Double)] {
        func v(_ p: LottieProperty) -> Double { (f.map { p.value(at: $0) } ?? p.staticValue)[0] }
        var s = min(max(v(start) / 100, 0), 1)
        var e = min(max(v(end) / 100, 0), 1)
        if s > e { swap(&s, &e) }
        if e - s >= 1 { return [(0, 1)] }
        let o = v(offset) / 360
        var a = s + o
        var b = e + o
        let shift = a.rounded(.down)
        a -= shift
        b -= shift
        if b <= 1 { return [(a, b)] }
        return [(a, 1), (0, b - 1)]
    }
}
