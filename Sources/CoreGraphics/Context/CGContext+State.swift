import Foundation
import ReelCore

/// Transparency layers, the clip reset, antialiasing and flatness, the path read back, and the
/// conversions between user space and device space.
extension CGContext {
    /// The number Reel gives the `CGContext` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.context }

    // MARK: - Transparency layers

    /// Starts a transparency layer: until `endTransparencyLayer()`, painting goes into a
    /// transparent picture of its own, with alpha 1, no shadow and the normal blend mode; the
    /// end composites the picture with the alpha, blend mode and shadow set before, as one
    /// operation (so overlapping shapes share one shadow and one alpha). Layers nest.
    /// `auxiliaryInfo` holds no option Core Graphics documents and is ignored.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        canvas.beginTransparencyLayer(bounds: nil)
    }

    /// Starts a transparency layer whose contents are bounded by `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo auxInfo: CFDictionary?) {
        canvas.beginTransparencyLayer(bounds: rect.standardized.reel)
    }

    /// Composites the last transparency layer begun and restores the alpha, blend mode and
    /// shadow of before it.
    public func endTransparencyLayer() {
        canvas.endTransparencyLayer()
        didPaint()
    }

    // MARK: - Clip, antialiasing, flatness

    /// Sets the clip back to the whole context, as it was made.
    public func resetClip() { canvas.resetClip() }

    /// Whether shapes are antialiased (part of the graphics state, on by default); they are
    /// when both this and `setAllowsAntialiasing(_:)` say so. Images are not affected.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        colors.shouldAntialias = shouldAntialias
        applyAntialiasing()
    }

    /// Whether the context may antialias at all (not part of the graphics state, on by default).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialiasing()
    }

    func applyAntialiasing() {
        let antialias = colors.shouldAntialias && allowsAntialiasing
        guard isMaterialized || !antialias else { return }
        if canvas.antialias != antialias { canvas.antialias = antialias }
    }

    /// How far, in device pixels, the straight segments a curve is drawn with may stray from it
    /// (part of the graphics state). Reel's default is Cairo's 0.1 pixel; values below 0.01 are
    /// ignored.
    public func setFlatness(_ flatness: CGFloat) { canvas.flatness = Double(flatness) }

    // MARK: - The path

    /// A copy of the current path in user space (nil when it is empty). Arcs and quadratic
    /// curves come back as the cubic Béziers they are drawn with.
    public var path: CGPath? {
        let path = canvas.path
        return path.isEmpty ? nil : CGPath(reel: path)
    }

    // MARK: - User space and device space

    /// User space to device space (y up, one unit a pixel): the current matrix.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// `size` through the current matrix without its translation.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }

    /// The smallest rectangle holding `rect`'s corners in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: - Colours

    /// A fill colour from CMYK components, converted to RGB without a colour profile
    /// (`r = (1 − c)(1 − k)`, …): Reel draws in one RGB space (docs/animation.md).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        colors.fill = CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    /// A stroke colour from CMYK components (see `setFillColor(cyan:magenta:yellow:black:alpha:)`).
    public func setStrokeColor(
        cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        colors.stroke = CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    /// Sets how colours outside the destination's gamut are mapped.
    /// Reel: accepted; Reel draws every colour in one RGB space and converts none, so no
    /// intent changes a pixel.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {
        AcceptedMember.note("CGContext.setRenderingIntent")
    }

    /// Turns font smoothing on or off.
    /// Reel: accepted; iOS draws no smoothed (LCD-antialiased) glyphs whatever this says, and
    /// neither does Reel.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {
        AcceptedMember.note("CGContext.setShouldSmoothFonts")
    }

    /// Allows font smoothing or not.
    /// Reel: accepted; iOS draws no smoothed (LCD-antialiased) glyphs whatever this says, and
    /// neither does Reel.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {
        AcceptedMember.note("CGContext.setAllowsFontSmoothing")
    }
}

/// The type identifiers Reel gives Core Graphics' types (`typeID`): distinct, fixed numbers.
enum CoreGraphicsTypeID {
    static let context: CFTypeID = 0x4347_0001
    static let path: CFTypeID = 0x4347_0002
    static let color: CFTypeID = 0x4347_0003
    static let colorSpace: CFTypeID = 0x4347_0004
    static let gradient: CFTypeID = 0x4347_0005
    static let image: CFTypeID = 0x4347_0006
}
