import Foundation
import ReelCore

/// Colours, painting the current path, rectangles and clipping. Every painting operation uses
/// the alpha, blend mode and shadow set, and empties the current path, as in Core Graphics.
extension CGContext {
    // MARK: - Colours

    public func setFillColor(_ color: CGColor) { colors.fill = color }
    public func setStrokeColor(_ color: CGColor) { colors.stroke = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colors.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colors.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { colors.fill = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { colors.stroke = CGColor(gray: gray, alpha: alpha) }

    /// The space `setFillColor(_:)` with components reads them in (opaque black in it).
    public func setFillColorSpace(_ space: CGColorSpace) {
        colors.fillSpace = space
        colors.fill = .black
    }

    public func setStrokeColorSpace(_ space: CGColorSpace) {
        colors.strokeSpace = space
        colors.stroke = .black
    }

    /// A fill colour of components in the fill colour space, then alpha.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        let n = colors.fillSpace.numberOfComponents + 1
        colors.fill = colors.fillSpace.color((0..<n).map { components[$0] })
    }

    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        let n = colors.strokeSpace.numberOfComponents + 1
        colors.stroke = colors.strokeSpace.color((0..<n).map { components[$0] })
    }

    // MARK: - Painting the path

    /// Fills the current path (non-zero winding or even-odd) and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fillPath(colors.fill.reel, evenOdd: rule == .evenOdd)
        didPaint()
    }

    /// Strokes the current path with the line style and empties it.
    public func strokePath() {
        canvas.strokePath(colors.stroke.reel)
        didPaint()
    }

    /// Paints the current path as `mode` says (fill, then stroke, for the combined modes).
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill: canvas.fillPath(colors.fill.reel, evenOdd: mode == .eoFill)
        case .stroke: canvas.strokePath(colors.stroke.reel)
        case .fillStroke, .eoFillStroke:
            canvas.fillPath(colors.fill.reel, evenOdd: mode == .eoFillStroke, keepingPath: true)
            canvas.strokePath(colors.stroke.reel)
        }
        didPaint()
    }

    // MARK: - Rectangles and ellipses

    /// Fills `rect` (the current path is emptied first, as Core Graphics does).
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with a line `width` wide (the line width set stays).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = canvas.lineWidth
        canvas.lineWidth = Double(width)
        stroke(rect)
        canvas.lineWidth = saved
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (within the clip), whatever the alpha and blend mode.
    public func clear(_ rect: CGRect) {
        canvas.clear(rect.reel)
        didPaint()
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(evenOdd: rule == .evenOdd)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect { CGRect(canvas.clipBounds) }

    /// After each painting operation: a context drawing into the caller's memory writes it there.
    func didPaint() {
        destination?.write(canvas)
    }
}

extension CGContext {
    /// Intersects the clip with `mask` placed in `rect` (its top row at `rect`'s maximum y, as
    /// `draw(_:in:)` places images): later painting is multiplied by the mask's alpha, or by
    /// its gray level when it has no transparent pixel (white paints, black hides). An image
    /// file that cannot be read masks everything out and is reported on standard error.
    public func clip(to rect: CGRect, mask: CGImage) {
        do {
            try canvas.clip(toMask: mask.reel, in: rect.reel, bottomUp: true)
        } catch {
            FileHandle.standardError.write(Data("warning: CoreGraphics: CGContext.clip(to:mask:): \(error)\n".utf8))
            clip(to: .zero)
        }
    }
}
