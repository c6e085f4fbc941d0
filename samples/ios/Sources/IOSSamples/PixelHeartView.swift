import UIKit

/// A pixel-art heart that beats: the sprite is written byte by byte into a bitmap
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)` (RGBA,
/// premultiplied last, its first row of bytes the image's top row), turned into a
/// `CGImage` with `makeImage()`, and shown as a layer's `contents` scaled up with
/// `magnificationFilter = .nearest`, so each sprite pixel stays a crisp square. A
/// `CAKeyframeAnimation` on `transform.scale` beats it twice a second.
public final class PixelHeartView: UIView {
    /// The sprite, top row first: `#` red, `+` highlight, `.` transparent.
    public static let sprite = [
        "..##...##..",
        ".####.####.",
        "##+########",
        "#+#########",
        "###########",
        ".#########.",
        "..#######..",
        "...#####...",
        "....###....",
        ".....#.....",
    ]
    public static let red: [UInt8] = [230, 40, 70]
    public static let highlight: [UInt8] = [255, 170, 185]
    public static let cell: CGFloat = 12

    public let heart = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        heart.name = "heart"
        heart.contents = Self.makeSprite()
        heart.magnificationFilter = .nearest
        layer.addSublayer(heart)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = CGFloat(Self.sprite[0].count) * Self.cell
        let height = CGFloat(Self.sprite.count) * Self.cell
        heart.frame = CGRect(
            x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    static func makeSprite() -> CGImage? {
        let width = sprite[0].count
        let height = sprite.count
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (row, line) in sprite.enumerated() {
            // The first row of bytes is the image's top row (the top of the context's y-up space).
            for (column, character) in line.enumerated() {
                let rgb: [UInt8]
                switch character {
                case "#": rgb = red
                case "+": rgb = highlight
                default: continue
                }
                let offset = (row * width + column) * 4
                pixels[offset] = rgb[0]
                pixels[offset + 1] = rgb[1]
                pixels[offset + 2] = rgb[2]
                pixels[offset + 3] = 255
            }
        }
        return pixels.withUnsafeMutableBytes { buffer -> CGImage? in
            let context = CGContext(
                data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            return context?.makeImage()
        }
    }

    public func startBeating() {
        let beat = CAKeyframeAnimation(keyPath: "transform.scale")
        beat.values = [1, 1.25, 0.95, 1.12, 1]
        beat.keyTimes = [0, 0.2, 0.4, 0.6, 1]
        beat.duration = 0.5
        beat.repeatCount = .infinity
        heart.add(beat, forKey: "beat")
    }
}
