import Foundation
import Shaders
import Testing

/// Text drawn from the glyph outlines the file carries (`chars`), not from an installed font.
@Suite("Lottie glyph text")
struct LottieGlyphTextTests {
    /// `glyph-text.json`: "ab" at size 50 from (20, 60), glyph "a" a 50-unit square advancing
    /// 60 units, "b" a 20 × 100-unit bar: at half size, a 25 px square from x 20 and a 10 × 50 px
    /// bar from x 50, both on the baseline y 60, with a gap between them.
    @Test func glyphsAreTheFilesOutlines() throws {
        let f = try ReelLottieRenderer(path: Fixtures.path("glyph-text"), size: 100).frame(0)
        func inked(_ x: Int, _ y: Int) -> Bool { f.pixels[4 * (y * 100 + x) + 3] >= 128 }
        #expect(inked(32, 50) && inked(21, 36) && inked(44, 59), "the square glyph")
        #expect(inked(55, 20) && inked(51, 11) && inked(59, 59), "the bar glyph")
        #expect(!inked(32, 30) && !inked(47, 50) && !inked(62, 30) && !inked(32, 62), "outside the glyphs")
    }
}
