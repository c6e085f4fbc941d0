import IOSSamples
import ReelCore
import Testing
import UIKit

/// The Auto Layout samples move as their constraints say: frames at every frame against the
/// block's curve between the solved start and end layouts.
@Suite struct IOSSampleLayoutTests {
    static func frame(_ s: LayerState) -> CGRect {
        CGRect(
            x: s.position.x - s.bounds.width * s.anchorPoint.x, y: s.position.y - s.bounds.height * s.anchorPoint.y,
            width: s.bounds.width, height: s.bounds.height)
    }

    /// Within 1e-4 pt: the test eases with `curve`, from the Float control points Apple returns.
    static func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-4 && abs(a.minY - b.minY) < 1e-4 && abs(a.width - b.width) < 1e-4
            && abs(a.height - b.height) < 1e-4
    }

    /// The sheet's height constant goes 56 → 150 at 0.3 s over 0.6 s, ease in and out; the sheet
    /// is pinned 12 pt from the bottom and sides of the 200 × 200 view, its button a quarter of it high.
    @Test func expandingPanelFollowsItsConstant() throws {
        let run = try Recording("expanding-panel")
        let ease = curve(.easeInEaseOut)
        let (start, length) = (0.3, ExpandingPanelView.duration)
        for f in 0..<run.frameCount {
            let t = run.time(f)
            let p = t <= start ? 0 : t >= start + length ? 1 : ease.value(at: (t - start) / length)
            let h = 56 + (150 - 56) * p
            let sheet = Self.frame(try run.state("sheet", at: f))
            #expect(Self.near(sheet, CGRect(x: 12, y: 188 - h, width: 176, height: h)), "frame \(f): \(sheet)")
            // The button: margins 8 + 8 inside the sheet, 12 above its bottom, a quarter of it high.
            let button = Self.frame(try run.state("button", at: f))
            #expect(Self.near(button, CGRect(x: 16, y: h - 12 - h / 4, width: 144, height: h / 4)), "frame \(f)")
        }
    }

    /// The second row folds away (0.2 s, 0.4 s ease in and out), rows 2 and 3 slide up 44 pt,
    /// then after 0.3 s it comes back the same way.
    @Test func collapsingListSlidesTheRowsBelow() throws {
        let run = try Recording("collapsing-list")
        let ease = curve(.easeInEaseOut)
        let d = CollapsingListView.duration
        for f in 0..<run.frameCount {
            let t = run.time(f)
            func progress(_ from: Double) -> Double {
                t <= from ? 0 : t >= from + d ? 1 : ease.value(at: (t - from) / d)
            }
            let shift = 44 * (progress(0.2) - progress(0.2 + d + 0.3))
            for (i, name) in ["row2", "row3"].enumerated() {
                let y = 16 + 44 * CGFloat(i + 2) - shift
                let row = Self.frame(try run.state(name, at: f))
                #expect(Self.near(row, CGRect(x: 0, y: y - 16, width: 168, height: 36)), "\(name) frame \(f): \(row)")
            }
        }
    }
}
