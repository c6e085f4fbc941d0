import Foundation
import Testing
import UIKit

/// `UIImageView`'s frame animation, highlighted image and sizes; `UILabel`'s text rectangle
/// and `drawText(in:)`, which a subclass overrides to inset the text.
@Suite struct ImageViewAndLabelMembersTests {
    /// A 1 × 1 image of one colour.
    static func swatch(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func anImageViewTakesItsImagesSize() {
        let image = Self.swatch(.red)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(view.intrinsicContentSize == CGSize(width: 1, height: 1))
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func highlightingShowsTheHighlightedImage() {
        let red = Self.swatch(.red)
        let blue = Self.swatch(.blue)
        let view = UIImageView(image: red, highlightedImage: blue)
        #expect(view.layer.contents as? CGImage == red.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage == blue.cgImage)
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage == red.cgImage)
    }

    /// Three frames over 0.3 s, twice: frame k shows image ⌊t / 0.1⌋ mod 3 until 0.6 s, then
    /// the still image.
    @Test func animationImagesCycleOnTheClock() throws {
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 1, fps: 20, duration: 0.8)
        let colors: [UIColor] = [.red, .green, .blue]
        let frames = colors.map(Self.swatch)
        let still = Self.swatch(.white)
        let view = UIImageView(image: still)
        var running: [Bool] = []
        host.run {
            view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            host.rootView.addSubview(view)
            view.animationImages = frames
            view.animationDuration = 0.3
            view.animationRepeatCount = 2
        }
        host.at(0) {
            view.startAnimating()
            running.append(view.isAnimating)
        }
        host.at(0.7) { running.append(view.isAnimating) }
        let drawn = try Drawn.frames(host)
        let expected: [[Int]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]]
        // Odd frames sit in the middle of an image's 0.1 s, away from the switches.
        for (k, frame) in drawn.enumerated() where k % 2 == 1 {
            let t = Double(k) / 20
            let want = t < 0.6 ? expected[Int(t / 0.1) % 3] : [255, 255, 255, 255]
            #expect(Drawn.near(Drawn.rgba(frame, 5, 5), want, 3), "frame \(k)")
        }
        #expect(running == [true, false])
    }

    /// A label that insets its text by 10 points on the left: the text's ink starts right of x = 10.
    final class Padded: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)))
        }
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
            return CGRect(x: inner.minX, y: inner.minY, width: inner.width + 10, height: inner.height)
        }
    }

    @Test func drawTextInARectMovesTheText() throws {
        func firstInk(_ label: UILabel) throws -> Int {
            let frame = try Everyday.frame("label-inset", size: CGSize(width: 120, height: 40)) { host in
                label.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
                label.text = "Hi"
                label.textColor = .black
                host.rootView.addSubview(label)
            }
            for x in 0..<120 where (0..<40).contains(where: { Everyday.rgb(frame, x, $0) != [255, 255, 255] }) {
                return x
            }
            return -1
        }
        let plain = try firstInk(UILabel(frame: .zero))
        let padded = try firstInk(Padded(frame: .zero))
        #expect(plain >= 0 && plain < 10)
        #expect(padded == plain + 10)
        let label = UILabel(frame: .zero)
        label.text = "Hi"
        let size = label.intrinsicContentSize
        let paddedLabel = Padded(frame: .zero)
        paddedLabel.text = "Hi"
        #expect(paddedLabel.intrinsicContentSize == CGSize(width: size.width + 10, height: size.height))
    }
}
