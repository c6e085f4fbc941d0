import Foundation

/// How much a text animator's range selector selects of each unit of the text (a character, a
/// word or a line), as lottie-web and ThorVG compute it from After Effects' parameters.
///
/// Units are numbered in reading order (`indices`). The selection runs from `start` to `end`
/// (each plus the offset, swapped when start is past end), in units: percent of the unit count
/// when the selector counts in percent. Unit `i` covers [i, i + 1); each shape reads it at
/// its middle, i + 0.5, against the selection:
///
/// | shape | amount of unit i (s, e: the selection in units) |
/// |---|---|
/// | square | the part of [i, i + 1) inside [s, e] (its `smoothness` sharpens it) |
/// | ramp up | (i + 0.5 − s) / (e − s) |
/// | ramp down | 1 − (i + 0.5 − s) / (e − s) |
/// | triangle | 2 r for r = (i + 0.5 − s) / (e − s) below ½, 2 − 2 r above |
/// | round | √(1 − x² / h²), x = c − h, c = i + 0.5 − s clamped to [0, e − s], h = (e − s) / 2 |
/// | smooth | (1 + cos(π + 2π c / (e − s))) / 2 |
///
/// each clamped to [0, 1], then eased (ease low `ne` and high `xe` as a cubic timing curve
/// from (ne, 0) or (0, −ne) to (1 − xe, 1) or (1, 1 + xe), in hundredths) and times the
/// amount (percent, −100 … 100 as After Effects limits it).
struct LottieRangeSelector: Sendable {
    enum Shape: Int, Sendable, CaseIterable {
        case square = 1
        case rampUp, rampDown, triangle, round, smooth
    }
    enum Based: Int, Sendable, CaseIterable {
        case characters = 1
        case charactersExcludingSpaces, words, lines
    }

    /// The selector's values at one moment.
    struct Values: Sendable {
        var start: Double
        var end: Double
        var offset = 0.0
        var easeHigh = 0.0
        var easeLow = 0.0
        var amount = 100.0
        var smoothness = 100.0
    }

    var shape: Shape
    var based: Based
    var inPercent: Bool

    /// The amount (−1 … 1) of unit `index` of `count` units.
    func amount(index: Int, count: Int, _ v: Values) -> Double {
        let scale = inPercent ? Double(count) / 100 : 1
        var s = (v.start + v.offset) * scale
        var e = (v.end + v.offset) * scale
        if s > e { swap(&s, &e) }
        let f = min(max(Self.shapeValue(shape, Double(index), s, e, smoothness: v.smoothness), 0), 1)
        return Self.ease(f, high: v.easeHigh, low: v.easeLow) * min(max(v.amount, -100), 100) / 100
    }

    /// The shape's value at unit `i` of the selection [s, e], before clamping.
    static func shapeValue(_ shape: Shape, _ i: Double, _ s: Double, _ e: Double, smoothness: Double) -> Double {
        let span = e - s
        let r = span == 0 ? 0 : (i + 0.5 - s) / span
        let c = min(max(i + 0.5 - s, 0), max(span, 0))
        switch shape {
        case .square: return square(i, s, e, smoothness: smoothness)
        case .rampUp: return span == 0 ? (i >= e ? 1 : 0) : r
        case .rampDown: return span == 0 ? (i >= e ? 0 : 1) : 1 - r
        case .triangle:
            let t = min(max(r, 0), 1)
            return span == 0 ? 0 : (t < 0.5 ? 2 * t : 2 - 2 * t)
        case .round:
            guard span != 0 else { return 0 }
            let h = span / 2
            let x = c - h
            return (max(1 - x * x / (h * h), 0)).squareRoot()
        case .smooth: return span == 0 ? 0 : (1 + cos(Double.pi + 2 * Double.pi * c / span)) / 2
        }
    }

    /// The part of unit [i, i + 1) inside [s, e]; a smoothness below 100 % steepens the edges
    /// about their middle, and 0 selects whole units between the rounded ends.
    private static func square(_ i: Double, _ s: Double, _ e: Double, smoothness: Double) -> Double {
        let sm = min(max(smoothness, 0), 100) / 100
        if sm == 0 { return i >= s.rounded() && i < e.rounded() ? 1 : 0 }
        var f = 0.0
        if i >= s.rounded(.down) {
            f = i < s ? min(e, 1) - (s - i) : e - i
        }
        f = min(max(f, 0), 1)
        return (f - (1 - sm) / 2) / sm
    }

    /// `f` through the selector's easing: ease low `low` and ease high `high` in percent.
    static func ease(_ f: Double, high: Double, low: Double) -> Double {
        let low = min(max(low, -100), 100) / 100
        let high = min(max(high, -100), 100) / 100
        if low == 0 && high == 0 { return f }
        let (x1, y1) = low > 0 ? (low, 0.0) : (0.0, -low)
        let (x2, y2) = high > 0 ? (1 - high, 1.0) : (1.0, 1 + high)
        return min(max(CubicEasing(x1, y1, x2, y2).value(at: f), 0), 1)
    }

    /// Each letter's unit index and the number of units, for letters in reading order where
    /// `nil` stands for a line break: characters count every letter but breaks; characters
    /// excluding spaces skip spaces (a space shares the next letter's index); a word ends at each
    /// space or break, which belongs to the word before it; a line ends at each break.
    static func indices(_ letters: [Character?], based: Based) -> (indices: [Int], count: Int) {
        var out: [Int] = []
        var n = 0
        for (i, letter) in letters.enumerated() {
            out.append(n)
            let last = i == letters.count - 1
            let counts: Bool
            switch based {
            case .characters: counts = letter != nil
            case .charactersExcludingSpaces: counts = letter != nil && letter != " "
            case .words: counts = letter == nil || letter == " " || last
            case .lines: counts = letter == nil || last
            }
            if counts { n += 1 }
        }
        return (out, n)
    }

    /// `indices` with the units in a shuffled order (Randomize Order): a Fisher–Yates shuffle of
    /// the `count` units driven by SplitMix64 from `seed`, the same for every render.
    static func randomized(_ indices: [Int], count: Int, seed: UInt64) -> [Int] {
        var order = Array(0..<count)
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        if count > 1 {
            for i in stride(from: count - 1, to: 0, by: -1) {
                let j = Int(next() % UInt64(i + 1))
                order.swapAt(i, j)
            }
        }
        return indices.map { $0 < count ? order[$0] : $0 }
    }
}
