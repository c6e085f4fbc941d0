import Testing
import UIKit

/// UIKit's string drawing (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `draw(with:options:attributes:context:)` and the same on `NSAttributedString`) into the
/// current context: where the ink lands against the measured size, the colour, alignment,
/// clipping, the baseline origin and the context's shadow.
@Suite struct StringDrawingTests {
    static let font = UIFont.systemFont(ofSize: 20, weight: .bold)
    static let size = CGSize(width: 200, height: 80)

    /// The box of the pixels with any alpha, in pixels (scale 1): (minX, minY, maxX, maxY), or nil.
    static func ink(_ image: UIImage, where test: ([Int]) -> Bool = { $0[3] > 0 }) throws -> (Int, Int, Int, Int)? {
        let cg = try #require(image.cgImage)
        let bytes = Drawn.bitmapBytes(cg)
        var box: (Int, Int, Int, Int)?
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let i = (y * cg.width + x) * 4
                guard test(bytes[i..<i + 4].map(Int.init)) else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    static func render(_ draw: @escaping (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
    }

    /// `draw(at:)` puts the ink inside the box `size(withAttributes:)` measures from the point, in
    /// the foreground colour.
    @Test func drawAtLandsInsideTheMeasuredBox() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.systemRed]
        let measured = "Hello".size(withAttributes: attributes)
        let image = Self.render { _ in "Hello".draw(at: CGPoint(x: 30, y: 20), withAttributes: attributes) }
        let box = try #require(try Self.ink(image))
        #expect(box.0 >= 30 && box.1 >= 20, "\(box)")
        #expect(Double(box.2) <= 30 + measured.width && Double(box.3) <= 20 + measured.height, "\(box) \(measured)")
        #expect(Double(box.2 - box.0) > measured.width * 0.8, "the ink spans the word: \(box) \(measured)")
        // Where the ink is solid, it is the system red (#FF3B30).
        let solid = try #require(image.cgImage.map(Drawn.bitmapBytes))
        let reds = stride(from: 0, to: solid.count, by: 4).filter { solid[$0 + 3] == 255 }
        #expect(!reds.isEmpty && reds.allSatisfy { solid[$0] == 255 && solid[$0 + 1] == 59 && solid[$0 + 2] == 48 })
    }

    /// `draw(in:)` with a centred paragraph style centres the line in the rectangle, and clips
    /// what does not fit: a second line below a one-line-high rectangle leaves no ink.
    @Test func drawInCentresAndClips() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .paragraphStyle: paragraph]
        let rect = CGRect(x: 20, y: 10, width: 160, height: ceil(Self.font.lineHeight))
        let image = Self.render { _ in
            ("Wide words" as NSString).draw(in: rect, withAttributes: attributes)
        }
        let box = try #require(try Self.ink(image))
        let left = Double(box.0) - rect.minX
        let right = rect.maxX - Double(box.2 + 1)
        #expect(abs(left - right) <= 2, "margins \(left) and \(right)")
        let wrapped = Self.render { _ in
            ("Wide words that wrap to a second line" as NSString).draw(in: rect, withAttributes: attributes)
        }
        let clipped = try #require(try Self.ink(wrapped))
        #expect(Double(clipped.3) < rect.maxY, "ink below the rectangle: \(clipped)")
    }

    /// Without `.usesLineFragmentOrigin` the point is the first line's baseline: capitals sit on
    /// it (within a pixel), their tops a cap height above.
    @Test func drawWithPutsTheBaselineAtTheOrigin() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let image = Self.render { _ in
            "HELLO".draw(with: CGRect(x: 20, y: 50, width: 160, height: 0), attributes: attributes, context: nil)
        }
        let box = try #require(try Self.ink(image))
        #expect(abs(Double(box.3 + 1) - 50) <= 1.5, "bottom of the capitals \(box.3 + 1), baseline 50")
        #expect(abs(Double(50 - box.1) - Double(Self.font.capHeight)) <= 2, "cap height \(50 - box.1)")
    }

    /// The context's shadow falls on drawn text as on any painting.
    @Test func theContextShadowFallsOnText() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        let plain = Self.render { _ in "Shade".draw(at: CGPoint(x: 20, y: 10), withAttributes: attributes) }
        let shaded = Self.render { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 30), blur: 0, color: UIColor.blue.cgColor)
            "Shade".draw(at: CGPoint(x: 20, y: 10), withAttributes: attributes)
        }
        let a = try #require(try Self.ink(plain))
        let b = try #require(try Self.ink(shaded))
        #expect(b.0 == a.0 && b.1 == a.1 && b.3 == a.3 + 30, "\(a) → \(b)")
    }

    /// Outside any context nothing is drawn and nothing fails.
    @Test func withoutAContextNothingHappens() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        NSAttributedString(string: "nowhere").draw(at: .zero)
    }
}
