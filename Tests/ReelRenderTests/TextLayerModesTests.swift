import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `TextLayer` against `CATextLayer`'s documented behaviour:
/// - CALayer draws its content into a backing store of the bounds' size, so nothing of a text
///   layer shows outside its bounds (CATextLayer / CALayer "contents" documentation);
/// - `isWrapped`: "Determines whether the text is wrapped to fit within the receiver's bounds";
/// - `truncationMode` (`CATextLayerTruncationMode` none, start, middle, end): "Determines how the
///   string is truncated to fit within the receiver's bounds", with "…";
/// - `alignmentMode` (`CATextLayerAlignmentMode`): natural is the script's natural alignment
///   (`NSTextAlignment.natural`: left for left-to-right scripts, right for right-to-left ones);
///   justified stretches every line but the last to the full width.
@Suite struct TextLayerModesTests {
    static let mono = "DejaVu Sans Mono"
    /// DejaVu Sans Mono's advance, 1233 of 2048 units per em (its hmtx table): every glyph,
    /// "…" included, is this wide.
    static let monoAdvance = 1233.0 / 2048

    static func label(
        _ string: String, width: Double, height: Double = 30, size: Double = 20, family: String = mono
    ) -> TextLayer {
        let text = TextLayer()
        text.frame = Rect(x: 0, y: 0, width: width, height: height)
        text.string = string
        text.fontFamily = family
        text.fontSize = size
        text.foregroundColor = .black
        return text
    }

    static func draw(_ text: TextLayer, canvas: Size) throws -> Frame {
        try render(makeRoot(canvas, [text]), size: canvas)
    }

    /// The rows with ink, grouped into runs (text lines).
    static func lineBands(_ frame: Frame, threshold: UInt8 = 64) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        var start: Int?
        for y in 0..<frame.height {
            let inked = frame.inkCount(x: 0, y: y, width: frame.width, height: 1, threshold: threshold) > 0
            if inked, start == nil { start = y }
            if !inked, let s = start {
                bands.append(s...(y - 1))
                start = nil
            }
        }
        if let s = start { bands.append(s...(frame.height - 1)) }
        return bands
    }

    // MARK: - Clipping

    @Test(arguments: [false, true])
    func nothingIsInkedOutsideTheBounds(wrapped: Bool) throws {
        // A string far wider (and, wrapped, far taller) than the layer, on a larger canvas.
        let canvas = Size(width: 300, height: 120)
        let text = Self.label(String(repeating: "Overflowing words ", count: 12), width: 120, height: 40, size: 24)
        text.position = Point(x: 150, y: 60)
        text.isWrapped = wrapped
        let frame = try Self.draw(text, canvas: canvas)
        let inside = frame.inkCount(x: 90, y: 40, width: 120, height: 40)
        #expect(inside > 100)
        #expect(frame.inkCount() == inside, "ink outside the layer's bounds")
    }

    // MARK: - Wrapping

    @Test func wrappedTextHasSeveralLinesWithinTheWidth() throws {
        let canvas = Size(width: 200, height: 200)
        let string = "The quick brown fox jumps over the lazy dog"
        let wrapped = Self.label(string, width: 120, height: 200, size: 16)
        wrapped.isWrapped = true
        let frame = try Self.draw(wrapped, canvas: canvas)
        #expect(Self.lineBands(frame).count >= 3, "\(Self.lineBands(frame))")
        #expect(frame.inkCount(x: 120, y: 0, width: 80, height: 200) == 0)
        let single = try Self.draw(Self.label(string, width: 120, height: 200, size: 16), canvas: canvas)
        #expect(Self.lineBands(single).count == 1)
    }

    // MARK: - Truncation

    /// The longest prefix that fits `width` with an ellipsis after it, by the font's advance.
    static func fittingCount(width: Double, size: Double) -> Int {
        Int((width / (monoAdvance * size)).rounded(.down)) - 1
    }

    static let alphabet = "abcdefghijklmnopqrstuvwxyz"

    @Test func endTruncationEndsWithAnEllipsisAfterTheLongestFittingPrefix() throws {
        let canvas = Size(width: 200, height: 30)
        let text = Self.label(Self.alphabet, width: 150)
        text.truncationMode = .end
        let k = Self.fittingCount(width: 150, size: 20)
        #expect(k == 11)
        let expected = try Self.draw(Self.label(String(Self.alphabet.prefix(k)) + "…", width: 150), canvas: canvas)
        let shown = try Self.draw(text, canvas: canvas)
        let same = shown == expected
        #expect(same, "not \"abcdefghijk…\"")
        let clipped = shown == (try Self.draw(Self.label(Self.alphabet, width: 150), canvas: canvas))
        #expect(!clipped)
    }

    /// Whether two frames are equal in the columns `columns`.
    static func same(_ a: Frame, _ b: Frame, columns: Range<Int>) -> Bool {
        for y in 0..<a.height {
            for x in columns where a[x, y] != b[x, y] { return false }
        }
        return true
    }

    /// Whether the columns hold ink, all of it in the lower half of the inked rows: an
    /// ellipsis's dots on the baseline, no letter.
    static func onlyDots(_ f: Frame, columns: Range<Int>) -> Bool {
        let band = lineBands(f)[0]
        let mid = band.lowerBound + band.count / 2
        let upper = f.inkCount(x: columns.lowerBound, y: 0, width: columns.count, height: mid, threshold: 64)
        let lower = f.inkCount(
            x: columns.lowerBound, y: mid, width: columns.count, height: f.height - mid, threshold: 64)
        return upper == 0 && lower > 0
    }

    @Test func startTruncationBeginsWithAnEllipsisBeforeTheLongestFittingSuffix() throws {
        // Right-aligned, the kept suffix ends at the right edge in both, so its glyphs have the
        // same positions as in "…pqrstuvwxyz" drawn untruncated; left of it only the ellipsis.
        let canvas = Size(width: 200, height: 30)
        let k = Self.fittingCount(width: 150, size: 20)
        let text = Self.label(Self.alphabet, width: 150)
        text.truncationMode = .start
        text.alignmentMode = .right
        let expectedLabel = Self.label("…" + String(Self.alphabet.suffix(k)), width: 150)
        expectedLabel.alignmentMode = .right
        let shown = try Self.draw(text, canvas: canvas)
        let expected = try Self.draw(expectedLabel, canvas: canvas)
        let suffixStart = Int(150 - Double(k) * Self.monoAdvance * 20) + 1
        #expect(Self.same(shown, expected, columns: suffixStart..<200), "the kept text is not \"pqrstuvwxyz\"")
        #expect(Self.onlyDots(shown, columns: 0..<suffixStart), "no ellipsis (only) before the kept text")
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let canvas = Size(width: 200, height: 30)
        let k = Self.fittingCount(width: 150, size: 20)
        let cell = Self.monoAdvance * 20
        func draw(_ string: String, _ alignment: TextAlignment, truncated: Bool) throws -> Frame {
            let t = Self.label(string, width: 150)
            t.alignmentMode = alignment
            if truncated { t.truncationMode = .middle }
            return try Self.draw(t, canvas: canvas)
        }
        // The head is placed from the left edge, the tail against the right edge.
        let fromLeft = try draw(Self.alphabet, .left, truncated: true)
        let fromRight = try draw(Self.alphabet, .right, truncated: true)
        var matched: Int?
        for head in 1..<k {
            let headEnd = Int(Double(head) * cell)
            let tailStart = Int(150 - Double(k - head) * cell) + 1
            let headShown = try draw(String(Self.alphabet.prefix(head)) + "…", .left, truncated: false)
            let tailShown = try draw("…" + String(Self.alphabet.suffix(k - head)), .right, truncated: false)
            if Self.same(fromLeft, headShown, columns: 0..<headEnd),
                Self.same(fromRight, tailShown, columns: tailStart..<200),
                Self.onlyDots(fromLeft, columns: headEnd..<(headEnd + Int(cell)))
            {
                matched = head
            }
        }
        let head = try #require(matched, "no \"prefix…suffix\" of \(k) characters in all")
        #expect(abs(head - (k - head)) <= 1, "head \(head), tail \(k - head)")
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let canvas = Size(width: 200, height: 30)
        for mode in [TextTruncation.start, .middle, .end] {
            let text = Self.label("short", width: 150)
            text.truncationMode = mode
            let same =
                try Self.draw(text, canvas: canvas) == (try Self.draw(Self.label("short", width: 150), canvas: canvas))
            #expect(same, "\(mode)")
        }
    }

    @Test func wrappedTruncationEllipsizesTheLastLineThatFits() throws {
        // Two and a half lines of room: untruncated, the third line shows cut off at the bottom
        // edge; truncated, two whole lines show and the second ends with "…".
        let canvas = Size(width: 160, height: 60)
        let string = "alpha beta gamma delta epsilon zeta eta theta iota kappa"
        func make(_ mode: TextTruncation) -> TextLayer {
            let t = Self.label(string, width: 160, height: 60, size: 20)
            t.isWrapped = true
            t.truncationMode = mode
            return t
        }
        let plain = try Self.draw(make(.none), canvas: canvas)
        let truncated = try Self.draw(make(.end), canvas: canvas)
        #expect(Self.lineBands(plain).count == 3, "\(Self.lineBands(plain))")
        let bands = Self.lineBands(truncated)
        #expect(bands.count == 2, "\(bands)")
        guard bands.count == 2 else { return }
        // The last line's last glyph cell holds only the ellipsis: ink in the bottom third
        // of the line (three dots on the baseline), none above.
        let line = bands[1]
        var right = 0
        for x in 0..<canvas.width.toInt
        where truncated.inkCount(x: x, y: line.lowerBound, width: 1, height: line.count) > 0 {
            right = x
        }
        let cell = Int((Self.monoAdvance * 20).rounded(.down)) - 2
        let top = line.lowerBound
        let half = line.count / 2
        let upper = truncated.inkCount(x: right - cell, y: top, width: cell + 1, height: half, threshold: 64)
        let lower = truncated.inkCount(
            x: right - cell, y: top + half, width: cell + 1, height: line.count - half, threshold: 64)
        #expect(upper == 0 && lower > 0, "upper \(upper), lower \(lower)")
    }

    // MARK: - Alignment

    /// The leftmost and rightmost inked columns of the rows in `band`.
    static func inkSpan(_ frame: Frame, _ band: ClosedRange<Int>) -> (Int, Int) {
        var lo = frame.width
        var hi = -1
        for y in band {
            for x in 0..<frame.width where frame[x, y].a > 64 {
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        return (lo, hi)
    }

    @Test func justifiedStretchesEveryLineButTheLast() throws {
        let canvas = Size(width: 200, height: 200)
        let string = "a bb ccc dddd eeeee ffffff a bb ccc dddd eeeee ffffff a bb ccc"
        func make(_ mode: TextAlignment) throws -> Frame {
            let t = Self.label(string, width: 200, height: 200, size: 18, family: "DejaVu Sans")
            t.isWrapped = true
            t.alignmentMode = mode
            return try Self.draw(t, canvas: canvas)
        }
        let justified = try make(.justified)
        let left = try make(.left)
        let bands = Self.lineBands(justified)
        #expect(bands.count >= 3)
        guard bands.count >= 3 else { return }
        for band in bands.dropLast() {
            let (lo, hi) = Self.inkSpan(justified, band)
            #expect(lo < 4 && hi > 194, "line \(band): ink \(lo)…\(hi)")
        }
        let last = bands[bands.count - 1]
        #expect(Self.inkSpan(justified, last) == Self.inkSpan(left, last))
    }

    static let hebrew = "שלום עולם"

    @Test func naturalAlignmentFollowsTheScript() throws {
        let canvas = Size(width: 300, height: 30)
        for wrapped in [false, true] {
            func span(_ string: String, _ mode: TextAlignment) throws -> (Int, Int) {
                let t = Self.label(string, width: 300, family: "DejaVu Sans")
                t.isWrapped = wrapped
                t.alignmentMode = mode
                let frame = try Self.draw(t, canvas: canvas)
                return Self.inkSpan(frame, 0...(frame.height - 1))
            }
            // Left to right: natural is left. Right to left (Hebrew): natural is right.
            #expect(try span("Hello", .natural).0 < 5, "wrapped \(wrapped)")
            #expect(try span(Self.hebrew, .natural).1 > 290, "wrapped \(wrapped)")
            // Left and right are literal whatever the script.
            #expect(try span(Self.hebrew, .left).0 < 5, "wrapped \(wrapped)")
            #expect(try span(Self.hebrew, .right).1 > 290, "wrapped \(wrapped)")
            #expect(try span("Hello", .right).1 > 290, "wrapped \(wrapped)")
        }
    }
}

extension Double {
    fileprivate var toInt: Int { Int(self) }
}
