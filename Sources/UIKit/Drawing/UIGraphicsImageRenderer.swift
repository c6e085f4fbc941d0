import Foundation
import ReelCore

/// UIKit's renderer superclasses, folded into the image renderer's classes (Reel has no PDF
/// renderer, the other subclass): code that names them gets the image renderer's.
public typealias UIGraphicsRendererFormat = UIGraphicsImageRendererFormat
/// The context every renderer's actions draw in (see `UIGraphicsRendererFormat`).
public typealias UIGraphicsRendererContext = UIGraphicsImageRendererContext
/// A renderer (see `UIGraphicsRendererFormat`).
public typealias UIGraphicsRenderer = UIGraphicsImageRenderer

/// How an image renderer draws, like `UIGraphicsImageRendererFormat`: the scale (the screen's by
/// default) and whether the image is opaque (then it starts black, as UIKit's).
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    // @unchecked Sendable: used by one thread at a time, as UIKit's.
    open var scale: CGFloat
    open var opaque = false
    /// Kept; Reel draws in sRGB.
    open var preferredRange: Range = .automatic

    /// The default format: the current screen's scale, not opaque.
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The default format (UIKit's `default()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen: its scale, not opaque, automatic range (what `init()` makes).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for drawing in `traitCollection`'s environment: its display scale (the main
    /// screen's when the collection does not say).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The area a renderer with this format draws (set on the renderer's copy, `renderer.format`).
    open internal(set) var bounds: CGRect = .zero

    /// Whether images drawn with this format can hold high-dynamic-range content: Reel draws
    /// 8 bits a component, so never.
    open var supportsHighDynamicRange: Bool { false }

    /// The colour range a renderer draws in, like `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended, standard
    }
}

/// The context an image renderer's actions draw in, like `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context (y-down, in points, the scale in its `ctm`).
    public let cgContext: CGContext
    /// The renderer's format (typed as UIKit's superclass, which is the image format in Reel).
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What is drawn so far.
    open var currentImage: UIImage {
        let image = cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) }
        return image ?? UIImage(cgImage: CGImage(.init(bitmap: .init(width: 0, height: 0, pixels: []))))
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images, like `UIGraphicsImageRenderer`: each call runs the actions in a new context of
/// `size` points at the format's scale, current for UIKit's drawing, and returns the picture.
open class UIGraphicsImageRenderer: NSObject {
    /// The image's rectangle in points (the origin is where drawing starts).
    public let bounds: CGRect
    public let format: UIGraphicsImageRendererFormat

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `bounds` with a copy of `format` (whose `bounds` it sets).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// Whether a renderer can make a context: every renderer in Reel can.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` and returns what they drew (an empty image for an empty size).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else {
            return UIImage(cgImage: CGImage(.init(bitmap: .init(width: 0, height: 0, pixels: []))))
        }
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions` and returns what they drew as a PNG file's bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        guard let cg = CGContext(uiKitSize: bounds.size, scale: format.scale) else { return nil }
        if format.opaque {
            cg.saveGState()
            cg.setFillColor(.black)
            cg.fill(CGRect(origin: .zero, size: bounds.size))
            cg.restoreGState()
        }
        cg.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
}
