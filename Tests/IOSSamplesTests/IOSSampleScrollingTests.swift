import IOSSamples
import ReelCore
import Testing
import UIKit

/// The scrolling samples by formula, at every frame of their recordings.
@Suite struct IOSSampleScrollingTests {
    /// Every visible card's scale is the layout's formula of its distance to the middle of the
    /// bounds; the flick ends on the fourth card and the drag on the second, each centred at 1.
    @Test func carouselCardsScaleByDistance() throws {
        let run = try Recording("carousel")
        let pitch = Double(CarouselLayout.pitch)
        for f in 0..<run.frameCount {
            let offset = try run.state("carousel", at: f).bounds.origin.x
            for card in 0..<CarouselView.cardCount {
                guard let state = Recording.find("card\(card)", in: run.timeline.evaluate(at: run.time(f))) else {
                    continue
                }
                let centre = 100 + Double(card) * pitch
                let expected = Double(CarouselLayout.scale(distance: CGFloat(abs(centre - (offset + 100)))))
                #expect(abs(state.transform.m11 - expected) < 1e-9, "card \(card) frame \(f)")
            }
        }
        let flickEnd = Int((0.2 + 0.9) * run.fps) + 1
        #expect(abs(try run.state("carousel", at: flickEnd).bounds.origin.x - 3 * pitch) < 1e-9)
        #expect(try run.state("card3", at: flickEnd).transform.m11 == 1)
        let last = run.frameCount - 1
        #expect(abs(try run.state("carousel", at: last).bounds.origin.x - pitch) < 1e-9)
        #expect(try run.state("card1", at: last).transform.m11 == 1)
        #expect(abs(try run.state("card0", at: last).transform.m11 - Double(1 - CarouselLayout.shrink)) < 1e-9)
    }

    /// The header's top is −(offset + header height) / 2 at every frame: half the rows' motion.
    @Test func parallaxHeaderMovesAtHalfSpeed() throws {
        let run = try Recording("parallax-list")
        var moved = 0
        for f in 0..<run.frameCount {
            let offset = try run.state("list", at: f).bounds.origin.y
            let header = try run.state("header", at: f)
            let top = header.position.y - header.bounds.height / 2
            #expect(abs(top - Double(ParallaxListView.headerTop(forOffset: CGFloat(offset)))) < 1e-9, "frame \(f)")
            if offset > -Double(ParallaxListView.headerHeight) { moved += 1 }
        }
        #expect(moved > 60)
        #expect(try run.state("list", at: run.frameCount - 1).bounds.origin.y == 420)
    }
    /// The stretchy header: at every frame its height is the rows' distance from the top, never
    /// less than the bar (`headerHeight(forOffset:)`), the bar title's opacity is how far it has
    /// collapsed, and the avatar is scaled by height / 140. The pull stretches it to 190 pt; the
    /// flick leaves it a 56 pt bar.
    @Test func stretchyHeaderFollowsTheOffset() throws {
        let run = try Recording("stretchy-header")
        var stretched = false
        for f in 0..<run.frameCount {
            let offset = CGFloat(try run.state("page", at: f).bounds.origin.y)
            let height = StretchyHeaderView.headerHeight(forOffset: offset)
            let header = try run.state("header", at: f)
            #expect(abs(header.bounds.height - Double(height)) < 1e-9, "frame \(f)")
            #expect(header.position.y - header.bounds.height / 2 == 0)
            let progress = Double(StretchyHeaderView.collapse(forHeight: height))
            #expect(abs(Double(try run.state("barTitle", at: f).opacity) - progress) < 1e-6, "frame \(f)")
            let scale = try run.state("avatar", at: f).transform.m11
            #expect(abs(scale - Double(height / StretchyHeaderView.expandedHeight)) < 1e-9, "frame \(f)")
            if height > StretchyHeaderView.expandedHeight + 40 { stretched = true }
        }
        #expect(stretched)
        #expect(try run.state("page", at: Int(0.6 * run.fps)).bounds.origin.y == -190)
        let last = try run.state("header", at: run.frameCount - 1)
        #expect(last.bounds.height == Double(StretchyHeaderView.collapsedHeight))
        #expect(try run.state("page", at: run.frameCount - 1).bounds.origin.y == 60)
    }
}
