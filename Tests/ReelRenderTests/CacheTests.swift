import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// The per-thread caches (`PangoLayoutCache`, `ShadowMaskCache`) must not change a single byte:
/// a frame drawn from cached layouts and masks equals the frame drawn with empty caches.
@Suite struct CacheTests {
    /// Labels covering every part of the layout key: wrapping, each alignment, bold, CJK.
    static func labels(x: Double) -> [Layer] {
        let specs: [(String, TextAlignment, Bool, Bool)] = [
            ("Food item name", .natural, false, false),
            ("Right aligned", .right, false, true),
            ("Centred text", .center, false, false),
            ("Wrapped words that need more than one line here", .justified, true, false),
            ("取消收藏 wrapped CJK 收藏收藏收藏收藏", .center, true, true),
        ]
        return specs.enumerated().map { i, spec in
            let text = TextLayer()
            text.frame = Rect(x: x, y: 5 + Double(i) * 45, width: 150, height: 44)
            text.string = spec.0
            text.fontSize = 15
            text.alignmentMode = spec.1
            text.isWrapped = spec.2
            text.isBold = spec.3
            text.foregroundColor = .black
            return text
        }
    }

    @Test(arguments: [1.0, 1.5, 2.88])
    func cachedTextLayoutsGiveTheBytesOfNewOnes(scale: Double) throws {
        let size = Size(width: 200, height: 240)
        let root = makeRoot(size, Self.labels(x: 10.3))
        PangoLayoutCache.current.removeAll()
        let fresh = try render(root, size: size, scale: scale)
        #expect(PangoLayoutCache.current.count == 5)
        // Lay the labels out for another context (another scale) too, then reuse the first ones.
        _ = try render(root, size: size, scale: scale * 0.7 + 0.45)
        #expect(PangoLayoutCache.current.count == 10, "another scale is another layout")
        let cached = try render(root, size: size, scale: scale)
        #expect(PangoLayoutCache.current.count == 10, "the same labels at the same scale must hit the cache")
        let same = cached.pixels == fresh.pixels
        #expect(same, "cached layouts changed the frame")
        #expect(fresh.inkCount() > 1000)
    }

    static func shadowed(x: Double) -> Layer {
        let card = makeLayer(Rect(x: x, y: 20.35, width: 60, height: 40), background: .white)
        card.cornerRadius = 10
        card.shadowOpacity = 0.6
        card.shadowOffset = Size(width: 2, height: 6)
        card.shadowRadius = 5
        return card
    }

    @Test(arguments: [1.0, 2.88])
    func cachedShadowMasksGiveTheBytesOfNewOnes(scale: Double) throws {
        let size = Size(width: 120, height: 100)
        let positions = [20.0, 20.25, 20.5, 21.0 + 1 / 3]
        func frame(_ x: Double) throws -> Frame {
            try render(makeRoot(size, [Self.shadowed(x: x)]), size: size, scale: scale)
        }
        var fresh: [Frame] = []
        for x in positions {
            ShadowMaskCache.current.removeAll()
            fresh.append(try frame(x))
        }
        ShadowMaskCache.current.removeAll()
        for x in positions { _ = try frame(x) }
        let count = ShadowMaskCache.current.count
        #expect(count >= 2, "sub-pixel positions give different masks")
        for (x, expected) in zip(positions.reversed(), fresh.reversed()) {
            let cached = try frame(x)
            let same = cached.pixels == expected.pixels
            #expect(same, "cached masks changed the frame at x = \(x)")
        }
        #expect(ShadowMaskCache.current.count == count, "the same positions must hit the cache")
        #expect(fresh[0].inkCount(x: 0, y: Int(70 * scale)) > 0, "the shadow shows below the card")
    }
}
