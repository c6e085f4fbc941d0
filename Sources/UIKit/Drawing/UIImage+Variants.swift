import Foundation
import ReelCore

/// Images made from images: resizable, tinted, flipped, aligned, animated, thumbnails.
extension UIImage {
    /// A copy that `draw(in:)` draws with `capInsets` (points) at their size and the middle tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that `draw(in:)` draws with `capInsets` (points) at their size and the middle
    /// filled as `resizingMode` says.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        variant {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// A copy with `alignmentInsets` as its alignment rectangle's insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        variant { $0.alignmentRectInsets = alignmentInsets }
    }

    /// A copy drawn mirrored when the trait environment is right-to-left.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        variant { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// A copy whose orientation is this one mirrored horizontally (same pixels).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let mirrored: UIImage.Orientation =
            switch imageOrientation {
            case .up: .upMirrored
            case .down: .downMirrored
            case .left: .rightMirrored
            case .right: .leftMirrored
            case .upMirrored: .up
            case .downMirrored: .down
            case .leftMirrored: .right
            case .rightMirrored: .left
            }
        return variant(orientation: mirrored)
    }

    /// A copy with a baseline `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        variant {
            $0.baselineOffsetFromBottom = baselineOffset
            $0.hasBaseline = true
        }
    }

    /// A copy without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        variant {
            $0.baselineOffsetFromBottom = 0
            $0.hasBaseline = false
        }
    }

    /// The image painted in `color` (its shape, the alpha, in the colour: what UIKit draws,
    /// the colour then the image with `.destinationIn`), with the same rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image painted in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let bitmap = cgImage?.pixels() else { return withRenderingMode(renderingMode) }
        let tint = color.cgColor.reel
        let (b, g, r) = (tint.blue * tint.alpha, tint.green * tint.alpha, tint.red * tint.alpha)
        var pixels = bitmap.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Double(pixels[i + 3])
            pixels[i] = UInt8((b * a).rounded())
            pixels[i + 1] = UInt8((g * a).rounded())
            pixels[i + 2] = UInt8((r * a).rounded())
            pixels[i + 3] = UInt8((tint.alpha * a).rounded())
        }
        let tinted = CGImage(Image(bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)))
        return variant(cgImage: tinted) { $0.renderingMode = renderingMode }
    }

    /// The image decoded (its pixels in memory), nil when its file cannot be read.
    public func preparingForDisplay() -> UIImage? {
        guard let bitmap = cgImage?.pixels() else { return nil }
        return variant(cgImage: CGImage(Image(bitmap: bitmap)))
    }

    /// Calls `completionHandler` with `preparingForDisplay()`, at once: Reel records
    /// deterministically, so there is no background thread (docs/animation.md).
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// The image scaled to `size` points (at the image's scale); nil when it has no pixels.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard cgImage != nil, size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// Calls `completionHandler` with `preparingThumbnail(of:)`, at once (see
    /// `prepareForDisplay(completionHandler:)`).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// The same image: Reel draws standard dynamic range only.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { variant() }

    /// Whether the image holds high-dynamic-range content: Reel's images never do.
    public var isHighDynamicRange: Bool { false }

    /// A renderer format for drawing images like this one: its scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Fills `rect` of the current context with copies of the image at its size, from the
    /// context's origin.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        let tile = size
        guard tile.width > 0, tile.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = (rect.minY / tile.height).rounded(.down) * tile.height
        while y < rect.maxY {
            var x = (rect.minX / tile.width).rounded(.down) * tile.width
            while x < rect.maxX {
                draw(in: CGRect(origin: CGPoint(x: x, y: y), size: tile))
                x += tile.width
            }
            y += tile.height
        }
        context.restoreGState()
    }
}

/// Animated images and the standard symbols.
extension UIImage {
    /// An animated image of `images`, one pass lasting `duration` seconds; nil for no images.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        images.isEmpty ? nil : UIImage(frames: images, duration: duration)
    }

    /// The animated image of the files `name0`, `name1`, … (as `UIImage(named:)` finds them, up
    /// to 1024), one pass lasting `duration`; nil when there is no `name0`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        while frames.count < 1024, let frame = UIImage(named: "\(name)\(frames.count)") { frames.append(frame) }
        return animatedImage(with: frames, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets`, tiled.
    public class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, duration: TimeInterval
    ) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with every frame resizable by `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        guard let animated = animatedImageNamed(name, duration: duration), let frames = animated.images else {
            return nil
        }
        let resizable = frames.map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: resizable, duration: duration)?.resizableImage(
            withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// The `plus` symbol (an empty image, with a warning, when `symbolDirectories` lacks it).
    public class var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    /// The `minus` symbol (see `add`).
    public class var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    /// The `ellipsis` symbol (see `add`).
    public class var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }
    /// The `checkmark` symbol (see `add`).
    public class var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    /// The `checkmark` symbol drawn bold (see `add`; Reel draws the same file).
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
}
