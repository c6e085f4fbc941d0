import Foundation
import IOSSampleClips
import IOSSamples
import ReelCore
import Testing
import UIKit

/// The samples of tint and text: sign-in (floating-label text fields), tab-icons (`tintColor`
/// inherited down the hierarchy, a view's own tint, `nil` restoring the inherited one,
/// `tintColorDidChange()` redrawing each icon), text-size (Dynamic Type) and sale-banner (a word
/// drawn into a mask image and clipped to).
@Suite(.serialized) struct IOSSampleTextAndTintTests {
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

    /// sale-banner: the gradient shows exactly where the word's mask is opaque, the right way up
    /// (the sample flips the context before `clip(to:mask:)`, as iOS code must): every pixel the
    /// word covers fully in a plain drawing of it is coloured, every pixel it leaves empty is white.
    @Test func saleBannerShowsTheGradientThroughTheUprightWord() throws {
        let run = try Recording("sale-banner")
        let frame = try run.render(0)
        let format = UIGraphicsImageRendererFormat()
        format.scale = IOSSampleClip.scale
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 64, weight: .black), .foregroundColor: UIColor.white,
            .paragraphStyle: paragraph,
        ]
        let word = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format).image { _ in
            (SaleBannerView.word as NSString).draw(in: SaleBannerView.textRect, withAttributes: attributes)
        }
        let cg = try #require(word.cgImage)
        // Its RGBA bytes, rows top first (a y-up bitmap context draws the image upright).
        var bytes = [UInt8](repeating: 0, count: cg.width * cg.height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            CGContext(
                data: buffer.baseAddress, width: cg.width, height: cg.height, bitsPerComponent: 8,
                bytesPerRow: cg.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
            )?.draw(cg, in: CGRect(x: 0, y: 0, width: cg.width, height: cg.height))
        }
        var (covered, empty) = (0, 0)
        for py in stride(from: 0, to: cg.height, by: 3) {
            for px in stride(from: 0, to: cg.width, by: 3) {
                let alpha = bytes[(py * cg.width + px) * 4 + 3]
                let seen = Recording.rgb(frame, CGPoint(x: (Double(px) + 0.5) / 2, y: (Double(py) + 0.5) / 2))
                if alpha == 255 {
                    covered += 1
                    #expect(seen != [255, 255, 255], "pixel \(px), \(py) under the word is white")
                } else if alpha == 0 {
                    empty += 1
                    #expect(seen == [255, 255, 255], "pixel \(px), \(py) outside the word is \(seen)")
                }
            }
        }
        #expect(covered > 200 && empty > 1000, "\(covered) covered, \(empty) empty")
    }
    /// The sign-in form: the email title floats (75 %, to the top 16-point band) within 0.25 s
    /// of the tap's touch-up at 0.3 s, the password's when return moves editing to it at 1.1 s;
    /// return in the password shakes the card through `shakeValues` (linear, 0.45 s, additive
    /// on x) and turns the password's title red; the email keeps its floating title (it has text).
    @Test func signInFormFloatsTitlesAndShakes() throws {
        let run = try Recording("sign-in")
        func state(_ name: String, _ t: Double) throws -> LayerState {
            try #require(Recording.find(name, in: run.timeline.evaluate(at: t)), "\(name) at \(t)")
        }
        #expect(try state("emailTitle", 0).transform.m11 == 1)
        #expect(try state("passwordTitle", 1.0).transform.m11 == 1)
        for (name, t) in [("emailTitle", 0.56), ("passwordTitle", 1.36), ("emailTitle", 2.5)] {
            let title = try state(name, t)
            #expect(abs(title.transform.m11 - 0.75) < 1e-9, "\(name) at \(t)")
            #expect(abs(title.position.y - Double(FloatingLabelTextField.titleHeight) / 2) < 1e-9)
        }
        let values = SignInFormView.shakeValues.map { Double($0) }
        let step = 0.45 / Double(values.count - 1)
        for k in values.indices {
            let t = 1.8 + step * Double(k) - (k == values.count - 1 ? 1e-6 : 0)
            let offset = try state("card", t).transform.m41
            #expect(abs(offset - values[k]) < 1e-3, "key \(k): \(offset)")
        }
        #expect(try state("card", 2.5).transform.m41 == 0)
        let last = try run.render(run.frameCount - 1)
        let password = try state("password", 2.5)
        let top = password.position.y - password.bounds.height / 2
        let origin = top + cardTop(run)
        var pixels: [[Int]] = []
        for x in 26..<110 {
            for y in 2..<14 { pixels.append(Recording.rgb(last, CGPoint(x: Double(x), y: Double(y) + origin))) }
        }
        #expect(pixels.contains { $0[0] > 200 && $0[1] < 110 && $0[2] < 110 }, "a red title")
    }

    /// The card's top in the window at the end (its fields are in the card's coordinates).
    private func cardTop(_ run: Recording) -> Double {
        guard let card = Recording.find("card", in: run.timeline.evaluate(at: run.time(run.frameCount - 1))) else {
            return 0
        }
        return card.position.y - card.bounds.height / 2
    }
}
