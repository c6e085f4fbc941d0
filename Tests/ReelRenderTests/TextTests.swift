import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

@Suite struct TextTests {
    static func label(_ string: String, frame: Rect, size: Double = 20) -> TextLayer {
        let text = TextLayer()
        text.frame = frame
        text.string = string
        text.fontSize = size
        text.foregroundColor = .black
        return text
    }

    @Test(arguments: ["Hello, Reel", "收藏", "取消收藏"])
    func textHasInkInsideItsBounds(string: String) throws {
        let size = Size(width: 200, height: 40)
        let frame = try render(
            makeRoot(size, [Self.label(string, frame: Rect(x: 10, y: 5, width: 180, height: 30))]), size: size)
        let ink = frame.inkCount(x: 10, y: 5, width: 180, height: 30, threshold: 64)
        #expect(ink > 40, "\(ink) inked pixels")
        #expect(frame.inkCount() == frame.inkCount(x: 10, y: 5, width: 180, height: 30))  // clipped to bounds
    }

    @Test(arguments: ["收藏", "取消收藏", "Hello"])
    func everyCharacterHasARealGlyph(string: String) throws {
        var state = LayerState(kind: .text)
        state.string = string
        state.fontSize = 20
        #expect(try TextPainter.unknownGlyphCount(state) == 0)
        state.string = "\u{10FFFD}"  // a private-use code point no font has: the check can fail
        #expect(try TextPainter.unknownGlyphCount(state) > 0)
    }

    /// The horizontal centre of the ink.
    static func inkCentreX(_ frame: Frame) -> Double {
        var sum = 0.0
        var n = 0.0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].a > 64 {
                sum += Double(x)
                n += 1
            }
        }
        return sum / max(n, 1)
    }

    @Test func alignmentMovesTheText() throws {
        let size = Size(width: 200, height: 30)
        func centre(_ mode: TextAlignment, wrapped: Bool) throws -> Double {
            let text = Self.label("Reel", frame: Rect(x: 0, y: 0, width: 200, height: 30))
            text.alignmentMode = mode
            text.isWrapped = wrapped
            return Self.inkCentreX(try render(makeRoot(size, [text]), size: size))
        }
        for wrapped in [false, true] {
            let left = try centre(.left, wrapped: wrapped)
            let mid = try centre(.center, wrapped: wrapped)
            let right = try centre(.right, wrapped: wrapped)
            #expect(left < 40 && abs(mid - 100) < 3 && right > 160, "wrapped \(wrapped): \(left) \(mid) \(right)")
            #expect(try centre(.natural, wrapped: wrapped) == left)
        }
    }

    @Test func wrappingBreaksLinesWithinTheWidth() throws {
        let size = Size(width: 100, height: 120)
        let long = "收藏 favourite 收藏 favourite 收藏"
        let single = Self.label(long, frame: Rect(x: 0, y: 0, width: 100, height: 120), size: 16)
        let wrapped = Self.label(long, frame: Rect(x: 0, y: 0, width: 100, height: 120), size: 16)
        wrapped.isWrapped = true
        let a = try render(makeRoot(size, [single]), size: size)
        let b = try render(makeRoot(size, [wrapped]), size: size)
        // One line: no ink below the first line. Wrapped: ink on several lines.
        #expect(a.inkCount(x: 0, y: 30, width: 100, height: 90) == 0)
        #expect(b.inkCount(x: 0, y: 30, width: 100, height: 90) > 50)
    }

    @Test func boldHasMoreInk() throws {
        let size = Size(width: 200, height: 40)
        let regular = Self.label("Reel Bold", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        let bold = Self.label("Reel Bold", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        bold.isBold = true
        let r = try render(makeRoot(size, [regular]), size: size).inkCount(threshold: 128)
        let b = try render(makeRoot(size, [bold]), size: size).inkCount(threshold: 128)
        #expect(b > r + r / 10)
    }

    @Test func textColourIsTheForegroundColour() throws {
        let size = Size(width: 100, height: 40)
        let text = Self.label("HHHH", frame: Rect(x: 0, y: 0, width: 100, height: 40), size: 30)
        text.foregroundColor = .red
        let frame = try render(makeRoot(size, [text]), size: size)
        var found = false
        for y in 0..<40 {
            for x in 0..<100 where frame[x, y].a == 255 {
                found = true
                #expect(frame.rgba(x, y) == (255, 0, 0, 255))
            }
        }
        #expect(found)
    }

    /// The file names of the fonts `string` is drawn with, in a 400 × 40 point layer.
    static func fontNames(
        _ string: String, bold: Bool = false, family: String = "Sans", truncation: TextTruncation = .none,
        width: Double = 400
    ) throws -> [String] {
        var state = LayerState(kind: .text)
        state.string = string
        state.fontSize = 20
        state.isBold = bold
        state.fontFamily = family
        state.bounds = Rect(x: 0, y: 0, width: width, height: 40)
        state.truncationMode = truncation
        return try TextFonts.files(of: state, scale: 2).map { ($0 as NSString).lastPathComponent }.sorted()
    }

    /// Pango's glyph runs name the face and every fallback (fonts-dejavu-core and
    /// fonts-wqy-microhei on the reference machine; see scripts/deps.sh).
    @Test func fontFilesComeFromTheGlyphRuns() throws {
        #expect(try Self.fontNames("Hello") == ["DejaVuSans.ttf"])
        #expect(try Self.fontNames("Hello", bold: true) == ["DejaVuSans-Bold.ttf"])
        #expect(try Self.fontNames("收藏") == ["wqy-microhei.ttc"])
        #expect(try Self.fontNames("Reel 收藏", bold: true) == ["DejaVuSans-Bold.ttf", "wqy-microhei.ttc"])
        #expect(try Self.fontNames("Hello", family: "Monospace") == ["DejaVuSansMono.ttf"])
        #expect(try Self.fontNames("") == [])
        #expect(try Self.fontNames("Hello", width: 0) == [], "no bounds, no text drawn")
    }

    /// Pango shapes the whole string to find where the ellipsis goes, so the fonts of the text
    /// it replaces decide what is drawn too.
    @Test func aTruncatedStringListsTheFontsOfWhatTheEllipsisReplaces() throws {
        #expect(
            try Self.fontNames("Hello 收藏收藏收藏", truncation: .end, width: 60) == ["DejaVuSans.ttf", "wqy-microhei.ttc"])
        #expect(try Self.fontNames("Hello", truncation: .end, width: 30) == ["DejaVuSans.ttf"])
    }

    /// A character no font has is drawn as a box of hex digits in pangocairo's `monospace`
    /// font: that file is drawn from too (seen with strace on `reel render`).
    @Test func anUnknownGlyphAddsTheHexBoxFont() throws {
        #expect(try Self.fontNames("A \u{10FFFD}") == ["DejaVuSans.ttf", "DejaVuSansMono.ttf"])
    }

    /// Every text style the renderer draws, and only those, over several trees.
    @Test func theCollectorSkipsWhatIsNotDrawn() throws {
        func tree(_ texts: [(String, Bool, (TextLayer) -> Void)]) -> LayerSnapshot {
            let layers = texts.map { string, bold, edit -> Layer in
                let t = Self.label(string, frame: Rect(x: 0, y: 0, width: 100, height: 30))
                t.isBold = bold
                edit(t)
                return t
            }
            return makeRoot(Size(width: 100, height: 30), layers).modelSnapshot()
        }
        var collector = TextFonts.Collector(scale: 1)
        collector.add(tree([("Hello", false, { _ in }), ("收藏", false, { $0.isHidden = true })]))
        collector.add(tree([("Hello", true, { $0.opacity = 0 })]))
        collector.add(tree([("Hello", true, { $0.foregroundColor = .clear })]))
        collector.add(tree([("Hello", true, { $0.bounds = Rect(x: 0, y: 0, width: 0, height: 30) })]))
        #expect(try collector.files().map { ($0 as NSString).lastPathComponent } == ["DejaVuSans.ttf"])
        collector.add(tree([("Hello", false, { _ in }), ("Hello", true, { _ in })]))
        #expect(collector.count == 2)
        #expect(
            try collector.files().map { ($0 as NSString).lastPathComponent } == [
                "DejaVuSans-Bold.ttf", "DejaVuSans.ttf",
            ])
    }
}
