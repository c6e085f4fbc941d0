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
    /// The tab strip: the underline settles under each selected tab (its constraints remade
    /// against the tab's label: x = the stack's 16 pt inset + the label's x, the label's width),
    /// and the strip ends each selection scrolled by `offset(centring:in:)`: "Engineering"
    /// centred, "Support" at the content's end (clamped), "Design" back at 0. Tab widths are
    /// the labels' intrinsic sizes, 24 pt apart.
    @Test func tabStripUnderlineFollowsTheSelection() throws {
        let run = try Recording("tab-strip")
        let settled = [(0.29, 0), (1.09, 2), (1.89, 5), (2.59, 1)]
        var x: CGFloat = 0
        var tabs: [CGRect] = []
        for i in 0..<TabStripView.titles.count {
            let width = try run.state("tab\(i)", at: 0).bounds.width
            #expect(width > 15, "tab \(i) is sized by its text")
            tabs.append(CGRect(x: x, y: 0, width: width, height: 0))
            x += width + TabStripView.spacing
        }
        let contentWidth = x - TabStripView.spacing + 2 * TabStripView.inset
        for (t, tab) in settled {
            let f = Int((t * run.fps).rounded(.down))
            let underline = Self.frame(try run.state("underline", at: f))
            #expect(abs(underline.minX - (TabStripView.inset + tabs[tab].minX)) < 1e-6, "t \(t): \(underline)")
            #expect(abs(underline.width - tabs[tab].width) < 1e-6, "t \(t)")
            #expect(abs(underline.height - TabStripView.underlineHeight) < 1e-9)
            let midX = tabs[tab].midX + TabStripView.inset
            let expected = min(max(0, midX - 100), contentWidth - 200)
            #expect(abs(try run.state("strip", at: f).bounds.origin.x - expected) < 1e-6, "t \(t)")
        }
        // "Support" is the last tab: the strip stops where the content ends, 16 pt after it.
        let end = try run.state("strip", at: Int(1.89 * run.fps)).bounds.origin.x
        #expect(abs(end - (contentWidth - 200)) < 1e-6 && end > 0)
        // Mid-spring the underline is between the two tabs, never narrower than the narrower one.
        let mid = Self.frame(try run.state("underline", at: Int(0.45 * run.fps)))
        #expect(mid.minX > TabStripView.inset + tabs[0].minX && mid.minX < TabStripView.inset + tabs[2].minX)
    }
}
