import Foundation
import ReelCore
import ReelScene

/// Lottie's colours as components: tolerant of the ways exporters write them.
enum LottieRead {
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
