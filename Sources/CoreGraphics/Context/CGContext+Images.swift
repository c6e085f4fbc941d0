import Foundation
import ReelCore
import ReelRender

/// Gradients and images.
extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space) over the clip;
    /// beyond its ends only where `options` say.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        canvas.drawLinearGradient(
            stops: gradient.canvasStops, start: startPoint.reel, end: endPoint.reel,
            extendBefore: options.contains(.drawsBeforeStartLocation),
            extendAfter: options.contains(.drawsAfterEndLocation))
        didPaint()
    }

    /// Paints `gradient` from the start circle to the end circle (user space) over the clip;
    /// inside the start circle and outside the end one only where `options` say.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        canvas.drawRadialGradient(
            stops: gradient.canvasStops, startCenter: startCenter.reel, startRadius: Double(startRadius),
            endCenter: endCenter.reel, endRadius: Double(endRadius),
            extendBefore: options.contains(.drawsBeforeStartLocation),
            extendAfter: options.contains(.drawsAfterEndLocation))
        didPaint()
    }

    /// Draws `image` scaled into `rect` with its top row at `rect`'s maximum y, as Core
    /// Graphics does: upright in a y-up bitmap context, upside down in UIKit's flipped ones
    /// (which is why UIKit code flips first, or uses `UIImage.draw(in:)`). With `byTiling`,
    /// copies of it at that size repeat over the clip. An image file that cannot be read draws
    /// nothing and is reported on standard error.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard byTiling, rect.width > 0, rect.height > 0 else {
            drawImage(image, in: rect, bottomUp: true)
            return
        }
        let clip = boundingBoxOfClipPath.standardized
        guard clip.width.isFinite, clip.height.isFinite else { return }
        let r = rect.standardized
        let columns = ((clip.minX - r.minX) / r.width).rounded(.down)...((clip.maxX - r.minX) / r.width).rounded(.up)
        let rows = ((clip.minY - r.minY) / r.height).rounded(.down)...((clip.maxY - r.minY) / r.height).rounded(.up)
        guard (columns.upperBound - columns.lowerBound) * (rows.upperBound - rows.lowerBound) <= 100_000 else { return }
        for row in stride(from: rows.lowerBound, to: rows.upperBound, by: 1) {
            for column in stride(from: columns.lowerBound, to: columns.upperBound, by: 1) {
                let tile = r.offsetBy(dx: column * r.width, dy: row * r.height)
                drawImage(image, in: tile, bottomUp: true)
            }
        }
    }

    /// Draws `image` in `rect`, its top row at the rectangle's top (`bottomUp` false: smaller y)
    /// or bottom (`bottomUp`: larger y, Core Graphics' rule).
    package func drawImage(_ image: CGImage, in rect: CGRect, bottomUp: Bool) {
        do {
            canvas.interpolation =
                switch colors.interpolationQuality {
                case .none: .nearest
                case .low: .fast
                case .high: .best
                case .default, .medium: .automatic
                }
            try canvas.draw(image.reel, in: rect.reel, bottomUp: bottomUp)
        } catch {
            FileHandle.standardError.write(Data("warning: CoreGraphics: CGContext.draw: \(error)\n".utf8))
        }
        didPaint()
    }

    /// The pixels drawn so far, as an image (premultiplied BGRA, the context's pixel size; for a
    /// bitmap without alpha, opaque: what was drawn over black).
    public func makeImage() -> CGImage? {
        let bitmap = canvas.makeBitmap()
        guard hasNoAlpha else { return CGImage(Image(bitmap: bitmap)) }
        var pixels = bitmap.pixels
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }  // premultiplied: over black
        return CGImage(Image(bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)))
    }
}

extension CGGradient {
    var canvasStops: [(location: Double, color: Color)] {
        stops.map { (location: Double($0.location), color: $0.color.reel) }
    }
}

extension CGContext {
    /// Starts the picture from `image`'s pixels when it is drawn pixels of the context's size
    /// (a view that does not clear before drawing); otherwise does nothing.
    package func startFrom(_ image: CGImage) {
        guard let bitmap = image.reel.bitmap, bitmap.width == width, bitmap.height == height else { return }
        canvas.replacePixels(with: bitmap.pixels)
    }
}

extension CGImage {
    /// The image as the bytes of a PNG file (drawn pixels encoded; a file decoded and encoded
    /// again), nil when it cannot be read.
    package func pngData() -> Data? {
        let bitmap: Bitmap
        if let drawn = reel.bitmap {
            bitmap = drawn
        } else {
            guard let frame = try? loadFrame(from: reel.path) else { return nil }
            bitmap = Bitmap(width: frame.width, height: frame.height, pixels: frame.pixels)
        }
        return (try? bitmap.pngData()).map { Data($0) }
    }
}

extension CGImage {
    /// `timeline` with its drawn images written beside the scene document at `path` (in
    /// `<path without .json>-drawn/`), for `RecordingHost.exportScene(to:)`.
    package static func writingDrawnImages(of timeline: Timeline, forScene path: String) throws -> Timeline {
        try timeline.writingDrawnImages(into: Timeline.drawnImagesFolder(forScene: path))
    }
}
