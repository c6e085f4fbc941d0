import Foundation
import ReelScene

/// Reading Lottie's JSON shapes: properties, colours, names. Everything tolerates the format's
/// variants (a scalar or a one-element array, `"k"` numbers or keyframe lists, the old format's
/// `"e"` end values) and reads a missing or malformed value as the format's default.
enum LottieRead {
    static func number(_ v: JSONValue?) -> Double? {
        guard let v else { return nil }
        if let n = v.numberValue { return n }
        if let b = v.boolValue { return b ? 1 : 0 }
        if let a = v.arrayValue, let n = a.first?.numberValue { return n }
        return nil
    }

    static func numbers(_ v: JSONValue?) -> [Double]? {
        guard let v else { return nil }
        if let n = v.numberValue { return [n] }
        if let a = v.arrayValue {
            let ns = a.compactMap(\.numberValue)
            return ns.count == a.count ? ns : nil
        }
        return nil
    }

    static func int(_ v: JSONValue?) -> Int? { number(v).map { Int($0) } }

    /// An animatable property, or `fallback` when absent.
    static func property(_ v: JSONValue?, _ fallback: [Double]) -> LottieProperty {
        guard let v, v.objectMembers != nil else {
            if let ns = numbers(v) { return LottieProperty(constant: ns) }
            return LottieProperty(constant: fallback)
        }
        var p = LottieProperty(constant: fallback)
        p.slot = v["sid"]?.stringValue
        p.hasExpression = v["x"]?.stringValue.map { !$0.isEmpty } ?? false
        let k = v["k"]
        if let frames = k?.arrayValue, let first = frames.first, first.objectMembers != nil {
            p.keyframes = frames.compactMap(keyframe)
            p.keyframes.sort { $0.time < $1.time }
            p.staticValue = p.keyframes.first?.start ?? fallback
            if p.staticValue.isEmpty { p.staticValue = fallback }
        } else if let ns = numbers(k) {
            p.staticValue = ns
        }
        return p
    }

    static func keyframe(_ v: JSONValue) -> LottieKeyframe? {
        guard let t = number(v["t"]) else { return nil }
        var k = LottieKeyframe(
            time: t, start: numbers(v["s"]) ?? [], end: numbers(v["e"]), hold: (number(v["h"]) ?? 0) != 0)
        k.outX = numbers(v["o"]?["x"]) ?? []
        k.outY = numbers(v["o"]?["y"]) ?? []
        k.inX = numbers(v["i"]?["x"]) ?? []
        k.inY = numbers(v["i"]?["y"]) ?? []
        k.spatialOut = numbers(v["to"])
        k.spatialIn = numbers(v["ti"])
        return k
    }

    /// A shape property (`"ks"` of a path, `"pt"` of a mask): one Bézier shape or keyframes of them.
    static func shapeProperty(_ v: JSONValue?) -> LottieShapeProperty {
        var p = LottieShapeProperty()
        guard let v else { return p }
        p.hasExpression = v["x"]?.stringValue.map { !$0.isEmpty } ?? false
        let k = v["k"] ?? v
        if let frames = k.arrayValue, frames.first?["t"] != nil {
            for f in frames {
                guard let t = number(f["t"]) else { continue }
                let s = f["s"].flatMap { $0[0] ?? ($0.objectMembers != nil ? $0 : nil) }
                let e = f["e"].flatMap { $0[0] ?? ($0.objectMembers != nil ? $0 : nil) }
                var kf = LottieKeyframe(time: t, start: [], end: nil, hold: (number(f["h"]) ?? 0) != 0)
                kf.outX = numbers(f["o"]?["x"]) ?? []
                kf.outY = numbers(f["o"]?["y"]) ?? []
                kf.inX = numbers(f["i"]?["x"]) ?? []
                kf.inY = numbers(f["i"]?["y"]) ?? []
                p.keyframes.append((kf, s.map(path), e.map(path)))
            }
            p.keyframes.sort { $0.0.time < $1.0.time }
            p.staticValue = p.keyframes.first?.1 ?? LottiePath()
        } else {
            p.staticValue = path(k)
        }
        return p
    }

    static func path(_ v: JSONValue) -> LottiePath {
        func points(_ key: String) -> [(Double, Double)] {
            (v[key]?.arrayValue ?? []).map { pt in
                let ns = numbers(pt) ?? []
                return (ns.count > 0 ? ns[0] : 0, ns.count > 1 ? ns[1] : 0)
            }
        }
        let vs = points("v")
        let ins = points("i")
        let outs = points("o")
        var p = LottiePath()
        p.closed = (number(v["c"]) ?? 0) != 0
        for k in vs.indices {
            p.add(vs[k], in: k < ins.count ? ins[k] : (0, 0), out: k < outs.count ? outs[k] : (0, 0))
        }
        return p
    }

    /// A colour from `[r, g, b]` or `[r, g, b, a]` in 0 … 1 (values above 1 are read as 0 … 255,
    /// as some exporters write them).
    static func color(_ ns: [Double]) -> [Double] {
        var c = Array(ns.prefix(4))
        while c.count < 3 { c.append(0) }
        if c.prefix(3).contains(where: { $0 > 1 }) {
            c = c.enumerated().map { $0.offset < 3 ? $0.element / 255 : $0.element }
        }
        if c.count < 4 { c.append(1) }
        return c.map { min(max($0, 0), 1) }
    }

    /// `"#rrggbb"` (a solid layer's `sc`) as components.
    static func hexColor(_ s: String?) -> [Double]? {
        guard var s, s.hasPrefix("#") else { return nil }
        s.removeFirst()
        if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let n = s.count == 8 ? v >> 8 : v
        return [Double((n >> 16) & 255) / 255, Double((n >> 8) & 255) / 255, Double(n & 255) / 255, 1]
    }
}
