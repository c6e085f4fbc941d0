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
    }

    /// The size in points: the pixels divided by `scale` (a file's size is read from it).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// Draws the image upright into `rect` of the current context (nothing without one).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image upright into `rect` of the current context with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.drawImage(cgImage, in: rect, bottomUp: false)
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
