import Foundation

extension UIImage {
    /// How an image view draws an image, like `UIImage.RenderingMode` (Apple's raw values):
    /// `.automatic` and `.alwaysOriginal` draw its colours, `.alwaysTemplate` its shape (alpha) in
    /// the view's tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal, alwaysTemplate
    }

    /// How an image is turned, like `UIImage.Orientation` (Apple's raw values).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the image is turned a quarter (its width and height exchange).
        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }

    /// How a resizable image fills the part between its caps, like `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch
    }

    /// The size in points: the pixels divided by `scale` (a file's size is read from it), width
    /// and height exchanged for an image turned a quarter (`.left`, `.right` and their mirrors).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        return imageOrientation.isQuarterTurn ? CGSize(width: size.height, height: size.width) : size
    }

    /// Draws the image into `rect` of the current context (nothing without one), turned as
    /// `imageOrientation` says, its caps unscaled when it is resizable.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` of the current context with `blendMode` and `alpha`: turned
    /// as `imageOrientation` says, mirrored in a right-to-left trait environment when
    /// `flipsForRightToLeftLayoutDirection`, and, for a resizable image, its caps at their size
    /// with the middle tiled or stretched.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if flipsForRightToLeftLayoutDirection, UITraitCollection.current.layoutDirection == .rightToLeft {
            context.translateBy(x: rect.midX * 2, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        if capInsets == .zero || imageOrientation != .up {
            drawTurned(cgImage, in: rect, context)
        } else {
            drawSlices(cgImage, in: rect, context)
        }
        context.restoreGState()
    }

    /// Draws `image` into `rect` turned by the orientation: a quarter turn counter-clockwise on
    /// screen for `.left`, clockwise for `.right`, half for `.down`; the mirrored ones flipped
    /// horizontally after turning.
    private func drawTurned(_ image: CGImage, in rect: CGRect, _ context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.midX, y: rect.midY)
        switch imageOrientation {
        case .up, .down, .left, .right: break
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored: context.scaleBy(x: -1, y: 1)
        }
        switch imageOrientation {
        case .up, .upMirrored: break
        case .down, .downMirrored: context.rotate(by: .pi)
        case .left, .leftMirrored: context.rotate(by: -.pi / 2)
        case .right, .rightMirrored: context.rotate(by: .pi / 2)
        }
        let (w, h) = imageOrientation.isQuarterTurn ? (rect.height, rect.width) : (rect.width, rect.height)
        context.drawImage(image, in: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), bottomUp: false)
        context.restoreGState()
    }

    /// Draws a resizable image: nine pieces, the corners at their size, the edges and the
    /// middle tiled (`.tile`) or stretched (`.stretch`) to fill `rect`.
    private func drawSlices(_ image: CGImage, in rect: CGRect, _ context: CGContext) {
        let natural = size
        let caps = capInsets
        let xs = (
            source: [0, caps.left, natural.width - caps.right, natural.width],
            target: [rect.minX, rect.minX + caps.left, rect.maxX - caps.right, rect.maxX]
        )
        let ys = (
            source: [0, caps.top, natural.height - caps.bottom, natural.height],
            target: [rect.minY, rect.minY + caps.top, rect.maxY - caps.bottom, rect.maxY]
        )
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: xs.source[column], y: ys.source[row], width: xs.source[column + 1] - xs.source[column],
                    height: ys.source[row + 1] - ys.source[row])
                let target = CGRect(
                    x: xs.target[column], y: ys.target[row], width: xs.target[column + 1] - xs.target[column],
                    height: ys.target[row + 1] - ys.target[row])
                drawPiece(image, source, into: target, context)
            }
        }
    }

    /// Draws the part of `image` at `source` (points) into `target`: scaled when stretching (or
    /// when it already fits), else repeated at its size from `target`'s top left, clipped to it.
    private func drawPiece(_ image: CGImage, _ source: CGRect, into target: CGRect, _ context: CGContext) {
        guard source.width > 0, source.height > 0, target.width > 0, target.height > 0,
            let piece = image.cropping(
                to: CGRect(
                    x: source.minX * scale, y: source.minY * scale, width: source.width * scale,
                    height: source.height * scale))
        else { return }
        guard resizingMode == .tile, target.size != source.size else {
            context.drawImage(piece, in: target, bottomUp: false)
            return
        }
        context.saveGState()
        context.clip(to: target)
        var y = target.minY
        while y < target.maxY {
            var x = target.minX
            while x < target.maxX {
                context.drawImage(piece, in: CGRect(origin: CGPoint(x: x, y: y), size: source.size), bottomUp: false)
                x += source.width
            }
            y += source.height
        }
        context.restoreGState()
    }

    /// Draws the image at its size with its top left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// The image as a PNG file's bytes (nil when its file cannot be read).
    public func pngData() -> Data? { cgImage?.pngData() }
}
