import Foundation
import ReelCore
import ReelScene
import Testing

@testable import ReelLottie

/// Text animators' range selectors: the amount of each unit against formulas worked by hand
/// from After Effects' definitions (units read at their middle, i + 0.5), the unit numbering for
/// each "based on", easing and the fixed random order.
@Suite("Lottie text range selectors")
struct LottieRangeSelectorTests {
    typealias Selector = LottieRangeSelector

    static func amounts(_ shape: Selector.Shape, count: Int = 5, start: Double, end: Double) -> [Double] {
        let s = Selector(shape: shape, based: .characters, inPercent: false)
        return (0..<count).map { s.amount(index: $0, count: count, .init(start: start, end: end)) }
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// Square over [1.5, 3.25]: unit 0 out, unit 1 half in (1.5 … 2), 2 whole, 3 a quarter,
    /// 4 out.
    @Test func squareCoversTheSelectedPartOfEachUnit() {
        #expect(Self.close(Self.amounts(.square, start: 1.5, end: 3.25), [0, 0.5, 1, 0.25, 0]))
        #expect(Self.close(Self.amounts(.square, start: 0, end: 5), [1, 1, 1, 1, 1]))
        #expect(Self.close(Self.amounts(.square, start: 2, end: 2), [0, 0, 0, 0, 0]))
    }

    /// Ramps over [0, 5]: (i + 0.5) / 5 up, its complement down.
    @Test func rampsRiseAndFallAcrossTheSelection() {
        #expect(Self.close(Self.amounts(.rampUp, start: 0, end: 5), [0.1, 0.3, 0.5, 0.7, 0.9]))
        #expect(Self.close(Self.amounts(.rampDown, start: 0, end: 5), [0.9, 0.7, 0.5, 0.3, 0.1]))
        // Over [1, 3]: (i − 0.5) / 2 clamped.
        #expect(Self.close(Self.amounts(.rampUp, start: 1, end: 3), [0, 0.25, 0.75, 1, 1]))
        // An empty selection: everything from its end on is fully selected by a ramp up.
        #expect(Self.close(Self.amounts(.rampUp, start: 2, end: 2), [0, 0, 1, 1, 1]))
        #expect(Self.close(Self.amounts(.rampDown, start: 2, end: 2), [1, 1, 0, 0, 0]))
    }

    /// Triangle over [0, 5]: r = (i + 0.5) / 5, 2r below ½, 2 − 2r above.
    @Test func triangleRisesToTheMiddle() {
        #expect(Self.close(Self.amounts(.triangle, start: 0, end: 5), [0.2, 0.6, 1, 0.6, 0.2]))
    }

    /// Round over [0, 5]: h = 2.5, x = i + 0.5 − 2.5, √(1 − x²/h²).
    @Test func roundIsAHalfEllipse() {
        let expected = (0..<5).map { i -> Double in
            let x = Double(i) + 0.5 - 2.5
            return (1 - x * x / 6.25).squareRoot()
        }
        #expect(Self.close(Self.amounts(.round, start: 0, end: 5), expected))
        #expect(abs(expected[0] - 0.6) < 1e-12 && abs(expected[1] - 0.916515138991168) < 1e-12)
    }

    /// Smooth over [0, 5]: (1 + cos(π + 2π (i + 0.5) / 5)) / 2, i.e. (1 − cos(2π c / 5)) / 2.
    @Test func smoothIsARaisedCosine() {
        let expected = (0..<5).map { i in (1 - cos(2 * Double.pi * (Double(i) + 0.5) / 5)) / 2 }
        #expect(Self.close(Self.amounts(.smooth, start: 0, end: 5), expected))
        #expect(abs(expected[2] - 1) < 1e-12 && abs(expected[0] - 0.0954915028125263) < 1e-12)
    }

    /// Percent units scale by the unit count; the offset moves both ends; start past end swaps.
    @Test func percentOffsetAndSwappedEnds() {
        let s = Selector(shape: .square, based: .characters, inPercent: true)
        // 20 % … 60 % of 5 units = [1, 3], offset 20 % → [2, 4].
        let moved = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 20, end: 60, offset: 20)) }
        #expect(Self.close(moved, [0, 0, 1, 1, 0]))
        let swapped = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 60, end: 20)) }
        #expect(Self.close(swapped, [0, 1, 1, 0, 0]))
    }

    /// Amount scales the result (and may be negative); smoothness 0 makes the square a step.
    @Test func amountAndSmoothness() {
        let s = Selector(shape: .square, based: .characters, inPercent: false)
        let half = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 1.5, end: 5, amount: 50)) }
        #expect(Self.close(half, [0, 0.25, 0.5, 0.5, 0.5]))
        let negative = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 0, end: 5, amount: -100)) }
        #expect(Self.close(negative, [-1, -1, -1, -1, -1]))
        // Smoothness 0: whole units from round(1.5) = 2 up to round(3.25) = 3.
        let step = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 1.5, end: 3.25, smoothness: 0)) }
        #expect(Self.close(step, [0, 0, 1, 0, 0]))
        // Smoothness 50 %: (f − 0.25) / 0.5, clamped: the half unit becomes 0.5, the quarter 0.
        let sharp = (0..<5).map { s.amount(index: $0, count: 5, .init(start: 1.5, end: 3.25, smoothness: 50)) }
        #expect(Self.close(sharp, [0, 0.5, 1, 0, 0]))
    }

    /// Ease high and low make a cubic timing curve of the shape's value: ease low 100 and high
    /// 0 is the curve (1, 0) (1, 1), y = 3(1 − t)t² + t³ where x = 3(1 − t)t² + t³ + 3(1 − t)²t.
    @Test(arguments: [0.1, 0.3, 0.5, 0.9])
    func easingBendsTheAmount(_ f: Double) {
        #expect(Selector.ease(f, high: 0, low: 0) == f)
        // Solve x(t) = f by bisection, then y(t).
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<80 {
            let t = (lo + hi) / 2
            let x = 3 * (1 - t) * (1 - t) * t + 3 * (1 - t) * t * t + t * t * t
            if x < f { lo = t } else { hi = t }
        }
        let t = (lo + hi) / 2
        let y = 3 * (1 - t) * t * t + t * t * t
        #expect(abs(Selector.ease(f, high: 0, low: 100) - y) < 1e-6)
        #expect(Selector.ease(f, high: 0, low: 100) < f, "easing low holds the amount down near 0")
        #expect(Selector.ease(f, high: 100, low: 0) > f, "easing high lifts it near 1")
    }

    /// "AB C\rDE": units by what the selector is based on (nil is the line break).
    @Test func unitsByWhatTheSelectorIsBasedOn() {
        let letters: [Character?] = ["A", "B", " ", "C", nil, "D", "E"]
        let chars = Selector.indices(letters, based: .characters)
        #expect(chars.indices == [0, 1, 2, 3, 4, 4, 5] && chars.count == 6)
        let noSpaces = Selector.indices(letters, based: .charactersExcludingSpaces)
        #expect(noSpaces.indices == [0, 1, 2, 2, 3, 3, 4] && noSpaces.count == 5)
        let words = Selector.indices(letters, based: .words)
        #expect(words.indices == [0, 0, 0, 1, 1, 2, 2] && words.count == 3)
        let lines = Selector.indices(letters, based: .lines)
        #expect(lines.indices == [0, 0, 0, 0, 0, 1, 1] && lines.count == 2)
    }

    /// Randomize order is a permutation of the units, the same on every call, that changes
    /// with the seed.
    @Test func randomOrderIsAFixedPermutation() {
        let indices = Array(0..<12)
        let a = Selector.randomized(indices, count: 12, seed: 1)
        #expect(a.sorted() == indices)
        #expect(a != indices)
        #expect(Selector.randomized(indices, count: 12, seed: 1) == a)
        #expect(Selector.randomized(indices, count: 12, seed: 2) != a)
        // Letters of one unit stay together.
        let words = Selector.randomized([0, 0, 1, 1, 2], count: 3, seed: 1)
        #expect(words[0] == words[1] && words[2] == words[3])
    }

    /// Hue, saturation and brightness offsets: pure red turned by 120° is green; saturation
    /// −100 % makes it grey at its brightness; brightness −50 % halves it.
    @Test func fillHueSaturationBrightness() {
        let green = LottieTextAnimation.adjust([1, 0, 0], hue: 120, saturation: 0, brightness: 0)
        #expect(Self.close(green, [0, 1, 0]))
        #expect(Self.close(LottieTextAnimation.adjust([1, 0, 0], hue: 0, saturation: -100, brightness: 0), [1, 1, 1]))
        #expect(
            Self.close(LottieTextAnimation.adjust([1, 0, 0], hue: 0, saturation: 0, brightness: -50), [0.5, 0, 0]))
    }

    /// Values no exporter writes: a layer living from −1e8 to 1e8, unknown shape and base,
    /// a selection and amount of ±1e300: the text converts, with at most `maxSamples` keyframes
    /// per property, to a document that passes the scene checks; a span that is not a finite
    /// number is sampled once.
    @Test func hostileAnimatorsConvertWithinBounds() throws {
        let glyph =
            #"{"ch": "a", "size": 10, "style": "R", "w": 60, "fFamily": "F", "data": {"shapes": [{"ty": "gr", "it": "#
            + #"[{"ty": "sh", "ks": {"k": {"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "#
            + #""v": [[0,0],[50,-50],[50,0]], "c": true}}}]}]}}"#
        let animator =
            #"{"s": {"sh": 99, "b": 99, "r": 2, "rn": 1, "s": {"k": 1e300}, "e": {"k": -1e300}, "#
            + #""a": {"a": 1, "k": [{"t": 0, "s": [1e300]}, {"t": 10, "s": [-1e300]}]}}, "#
            + #""a": {"o": {"k": 0}, "s": {"k": [1e300, 1e300]}, "r": {"k": 1e300}, "t": {"k": 1e300}}}"#
        let text =
            #"{"v": "5.7", "fr": 30, "ip": 0, "op": 3, "w": 50, "h": 50, "#
            + #""fonts": {"list": [{"fName": "F-R", "fFamily": "F", "fStyle": "R"}]}, "chars": ["# + glyph + "], "
            + #""layers": [{"ty": 5, "nm": "t", "ip": -1e8, "op": 1e8, "ks": {}, "t": {"d": {"k": [{"s": "#
            + #"{"t": "aaa", "s": 10, "f": "F-R"}, "t": 0}]}, "a": ["# + animator + "]}}]}"
        let result = LottieImport.convert(try JSONParser().parse(text))
        _ = try result.document.validated()
        let counts = result.document.allLayers().flatMap { entry in
            entry.layer.animations.compactMap { ($0.animation as? KeyframeAnimation)?.values?.count }
        }
        #expect(counts.contains { $0 > 2 }, "the letters are keyframed")
        #expect(!result.warnings.contains { $0.message.contains("installed font") }, "drawn from the glyphs")
        #expect(counts.allSatisfy { $0 <= LottieTextAnimation.maxSamples + 1 })
        #expect(LottieTextAnimation.frames(ip: -1e308, op: 1e308).count == 1)
        #expect(LottieTextAnimation.frames(ip: 0, op: 1e9).count <= LottieTextAnimation.maxSamples + 1)
    }
}
