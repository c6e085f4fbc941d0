import Foundation
import IOSSampleClips
import IOSSamples
import Testing
import UIKit

/// tab-icons: `tintColor` inherited down the hierarchy, a view's own tint, `nil` restoring the
/// inherited one, and `tintColorDidChange()` redrawing each icon; text-size: Dynamic Type.
@Suite(.serialized) struct IOSSampleTintTests {
    /// Apple's published system colours (HIG, "Color", light): blue #007AFF, gray #8E8E93,
    /// pink #FF2D55.
    static let blue = [0, 122, 255]
    static let gray = [142, 142, 147]
    static let pink = [255, 45, 85]

    @Test func iconsShowTheirOwnOrTheBarsTint() throws {
        let run = try Recording("tab-icons")
        let slot = 200.0 / 3
        // A point inside every glyph: 16 pt across, 22 pt down an icon 32 pt square at y 148.
        func colours(at frame: Int) throws -> [[Int]] {
            let picture = try run.render(frame)
            return (0..<3).map { Recording.rgb(picture, CGPoint(x: slot * Double($0) + (slot - 32) / 2 + 16, y: 170)) }
        }
        #expect(try colours(at: 0) == [Self.blue, Self.gray, Self.gray])
        #expect(try colours(at: Int(0.6 * run.fps)) == [Self.gray, Self.gray, Self.blue])
        #expect(try colours(at: run.frameCount - 1) == [Self.pink, Self.pink, Self.blue])
        let indicator = try run.state("indicator", at: run.frameCount - 1)
        #expect(abs(indicator.position.x - (2 * slot + slot / 2)) < 1e-6)
    }

    /// text-size: the preview's text styles take Apple's Dynamic Type sizes for the category
    /// (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": Headline and Body
    /// are 17 pt at Large, 23 at xxxLarge, 15 at Small), and the paragraph's label grows to fit.
    @Test func textSizePreviewTakesTheDynamicTypeSizes() throws {
        let run = try Recording("text-size")
        let moments = [(0, 17.0), (Int(1.0 * run.fps), 23.0), (run.frameCount - 1, 15.0)]
        var heights: [Double] = []
        for (frame, size) in moments {
            #expect(try run.state("headline", at: frame).fontSize == size, "frame \(frame)")
            let body = try run.state("body", at: frame)
            #expect(body.fontSize == size, "frame \(frame)")
            heights.append(body.bounds.height)
        }
        #expect(heights[1] > heights[0] && heights[0] > heights[2], "\(heights)")
    }
}
