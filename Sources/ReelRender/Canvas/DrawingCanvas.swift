import CCairo
import ReelCore
import Shaders

/// A picture drawn operation by operation, as Core Graphics' `CGContext` draws (the façade's
/// `CGContext` is one over this): a Cairo image surface of premultiplied BGRA pixels and its
/// context, with the drawing state Core Graphics keeps (current path, line style, alpha, blend
/// mode, shadow) and painting operations that each use it. Paths go through the same conversion
/// as a shape layer's (`CairoContext.setPath`), so the same path fills the same pixels.
///
/// Coordinates: `matrix` maps user space to the surface's pixels, y down, row 0 on top.
/// Not `Sendable`: a canvas is drawn by one thread at a time.
public final class DrawingCanvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    let surface: ImageSurface
    let cr: CairoContext
    /// Drawing state Cairo does not keep, saved and restored with `save()`/`restore()`.
    struct State {
        var alpha = 1.0
        var blendMode = BlendMode.normal
        var shadow: Shadow?
        /// Coverage (A8, the canvas's size in pixels) every operation is multiplied by: the
        /// image masks clipped to (`clip(toMask:in:bottomUp:)`).
        var mask: ImageSurface?
        /// How images are resampled when drawn scaled.
        var interpolation = Interpolation.automatic
    }

    /// How `draw(_:in:bottomUp:)` resamples an image it scales: `.automatic` as layer contents
    /// are (nearest at 1:1, else Cairo's GOOD filter), `.nearest` never smooths, `.fast` and
    /// `.best` use Cairo's FAST and BEST filters (nearest still at 1:1).
    public enum Interpolation: Sendable {
        case automatic, nearest, fast, best
    }

    /// How images are resampled from now on; saved with `save()`.
    public var interpolation: Interpolation {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }
    var state = State()
    private var savedStates: [State] = []
    /// The states transparency layers started from (`beginTransparencyLayer(bounds:)`).
    var layerStates: [State] = []
    /// How many painting operations have drawn so far (a view whose `draw(_:)` paints nothing
    /// keeps no contents).
    public internal(set) var paintCount = 0

    /// A transparent canvas of `width × height` pixels.
    /// - Throws: `RenderError.cairo` when Cairo cannot make the surface (a size beyond its limits).
    public init(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw RenderError.cairo(
                operation: "a drawing canvas of \(width) × \(height) pixels",
                status: "each side must be 1 to 32767 pixels")
        }
        self.width = width
        self.height = height
        surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        cr = try CairoContext(surface: surface)
        cairo_set_line_width(cr.pointer, 1)
        cairo_set_miter_limit(cr.pointer, 10)
    }

    /// A canvas starting from `bitmap`'s pixels.
    public convenience init(bitmap: Bitmap) throws(RenderError) {
        try self.init(width: bitmap.width, height: bitmap.height)
        replacePixels(with: bitmap.pixels)
    }

    /// Replaces every pixel with `pixels` (premultiplied BGRA, `width × 4` bytes a row).
    public func replacePixels(with pixels: [UInt8]) {
        guard pixels.count == width * height * 4, let data = surface.data else { return }
        let stride = surface.stride
        pixels.withUnsafeBytes { source in
            for y in 0..<height {
                UnsafeMutableRawPointer(data + y * stride).copyMemory(
                    from: source.baseAddress! + y * width * 4, byteCount: width * 4)
            }
        }
        surface.markDirty()
    }

    /// The pixels drawn so far.
    public func makeBitmap() -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = surface.data {
            let stride = surface.stride
            pixels.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    (out.baseAddress! + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4)
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    // MARK: - State

    /// Pushes the whole drawing state (matrix, clip, line style, alpha, blend mode, shadow).
    public func save() {
        cairo_save(cr.pointer)
        savedStates.append(state)
    }

    /// Pops the state `save()` pushed; does nothing without one.
    public func restore() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cr.pointer)
        state = saved
    }

    /// User space → pixels (y down). Setting it keeps the current path where it is on the canvas.
    public var matrix: AffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr.pointer, &m)
            return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        set { cr.setMatrix(newValue) }
    }

    /// Applies `t` before the current matrix (user space is transformed by `t`).
    public func concatenate(_ t: AffineTransform) {
        guard t.isFinite, t.determinant != 0 else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr.pointer, &m)
    }

    /// The painting alpha (0…1) every later operation is multiplied by.
    public var alpha: Double {
        get { state.alpha }
        set { state.alpha = newValue.clamped01 }
    }

    /// How later operations composite with what is drawn.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The shadow later operations cast (nil for none).
    public var shadow: Shadow? {
        get { state.shadow }
        set { state.shadow = newValue }
    }

    // MARK: - Line style

    public var lineWidth: Double {
        get { cairo_get_line_width(cr.pointer) }
        set { if newValue.isFinite, newValue >= 0 { cairo_set_line_width(cr.pointer, newValue) } }
    }

    public var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(cr.pointer) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        }
        set { cairo_set_line_cap(cr.pointer, LayerPainter.cairoCap(newValue)) }
    }

    public var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(cr.pointer) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        }
        set { cairo_set_line_join(cr.pointer, LayerPainter.cairoJoin(newValue)) }
    }

    public var miterLimit: Double {
        get { cairo_get_miter_limit(cr.pointer) }
        set { if newValue.isFinite { cairo_set_miter_limit(cr.pointer, max(newValue, 1)) } }
    }

    /// Dashes strokes with `lengths` (on, off, …) starting `phase` into the pattern; an empty
    /// or unusable pattern (negative, not finite, all zero) draws solid lines.
    public func setDash(phase: Double, lengths: [Double]) {
        let dashes = LayerPainter.validDashes(lengths)
        cairo_set_dash(cr.pointer, dashes.isEmpty ? nil : dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
    }
}

extension Bitmap {
    /// The pixels as the bytes of an 8-bit RGBA PNG file (Cairo's encoder: ``pngBytes(_:)``, as
    /// `writePNG` writes a frame).
    /// - Throws: `RenderError.cannotWrite` (path `<memory>`) when the image is empty or Cairo
    ///   cannot encode it.
    public func pngData() throws(RenderError) -> [UInt8] {
        try pngBytes(Frame(width: width, height: height, pixels: pixels))
    }
}
