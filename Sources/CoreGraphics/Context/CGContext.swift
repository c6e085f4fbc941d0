import ReelCore
import ReelRender

/// A drawing destination, like Core Graphics' `CGContext`, drawn through ReelRender's Cairo
/// canvas (`DrawingCanvas`): the same path fills the same pixels as a `CAShapeLayer` with it.
///
/// Coordinates follow Core Graphics. Device space is y-up (origin at the bottom left, one unit a
/// pixel); `ctm` maps user space to it. A bitmap context made with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)` starts with the
/// identity (user space y-up, in pixels); the contexts UIKit makes (`draw(_:)`, the image
/// renderer, `UIGraphicsBeginImageContextWithOptions`) start flipped and scaled by the screen
/// scale, so user space is y-down in points, as on iOS.
public final class CGContext {
    /// The pixels, drawn by Cairo (y-down rows, premultiplied BGRA); made on first use, so a
    /// view whose `draw(_:)` never touches its context costs no memory.
    package var canvas: DrawingCanvas {
        if let storedCanvas { return storedCanvas }
        let made =
            (try? DrawingCanvas(width: width, height: height))
            ?? (try? DrawingCanvas(width: 1, height: 1))
        guard let made else { preconditionFailure("Cairo cannot make a 1 × 1 surface (out of memory)") }
        made.matrix = baseTransform.concatenating(flip).reel
        made.concatenate(pendingTransform.reel)
        storedCanvas = made
        return made
    }
    private var storedCanvas: DrawingCanvas?
    /// Transforms applied before the canvas exists (`translateBy` …), applied when it is made: a
    /// transform alone draws nothing, so a view's layer whose `draw(_:)` paints nothing keeps
    /// the contents the code gave it (the display pass translates every context first).
    private var pendingTransform = CGAffineTransform.identity

    /// Applies `t` to user space, without making the canvas when there is none yet.
    private func transformUserSpace(_ t: CGAffineTransform) {
        if let storedCanvas {
            storedCanvas.concatenate(t.reel)
        } else if t.reel.isFinite, t.reel.determinant != 0 {
            // As the canvas does, a transform that cannot be inverted is ignored.
            pendingTransform = t.concatenating(pendingTransform)
        }
    }
    /// Whether anything used the canvas yet.
    package var isMaterialized: Bool { storedCanvas != nil }
    /// Width of the context in pixels.
    public let width: Int
    /// Height of the context in pixels.
    public let height: Int
    /// The matrix the context started with (y-up device space), what shadows are measured in.
    let baseTransform: CGAffineTransform
    /// Where the bytes go, when the caller gave memory (`data`), and in what layout.
    let destination: BitmapDestination?
    /// Fill and stroke colours and spaces, and whether to antialias: the graphics state the
    /// canvas does not keep, saved with `saveGState()`.
    struct ColorState {
        var fill = CGColor.black
        var stroke = CGColor.black
        var fillSpace = CGColorSpaceCreateDeviceRGB()
        var strokeSpace = CGColorSpaceCreateDeviceRGB()
        var shouldAntialias = true
        var interpolationQuality = CGInterpolationQuality.default
    }
    var colors = ColorState()
    private var savedColors: [ColorState] = []
    /// How images are resampled when drawn scaled (part of the graphics state): `.none` never
    /// smooths, `.low` uses Cairo's FAST filter, `.high` its BEST, `.default` and `.medium` its
    /// GOOD; an image drawn at its pixel size is never smoothed.
    public var interpolationQuality: CGInterpolationQuality {
        get { colors.interpolationQuality }
        set { colors.interpolationQuality = newValue }
    }
    /// Whether the bitmap has no alpha (gray, or alpha skipped): its image is what is drawn over black.
    var hasNoAlpha = false
    /// Whether the context may antialias at all (not part of the graphics state).
    var allowsAntialiasing = true
    /// The colour space a bitmap context was made with (nil: UIKit's contexts, device RGB).
    var bitmapSpace: CGColorSpace?
    /// What `init(data:…releaseCallback:releaseInfo:)` calls when the context goes away.
    var release: (callback: CGBitmapContextReleaseDataCallback, info: UnsafeMutableRawPointer?)?

    deinit {
        if let release { release.callback(release.info, destination?.data) }
    }

    /// A context over `canvas` whose `ctm` starts at `base`.
    package init(canvas: DrawingCanvas, base: CGAffineTransform, destination: BitmapDestination? = nil) {
        width = canvas.width
        height = canvas.height
        storedCanvas = canvas
        self.baseTransform = base
        self.destination = destination
        canvas.matrix = base.concatenating(flip).reel
    }

    /// A context of `size` points at `scale` pixels per point, y-down with the scale in `ctm`
    /// (what UIKit's drawing contexts are); nil for an empty or enormous size.
    package init?(uiKitSize size: CGSize, scale: CGFloat) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let pixels = (width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard pixels.width >= 1, pixels.height >= 1, pixels.width <= 32_767, pixels.height <= 32_767 else { return nil }
        width = Int(pixels.width)
        height = Int(pixels.height)
        baseTransform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: pixels.height)
        destination = nil
    }

    /// The y-flip between Core Graphics' device space (y up) and the canvas's pixels (y down).
    var flip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    // MARK: - State

    /// Pushes the graphics state: transform, clip, line style, colours, alpha, blend mode, shadow.
    public func saveGState() {
        canvas.save()
        savedColors.append(colors)
    }

    /// Pops the state the last `saveGState()` pushed.
    public func restoreGState() {
        guard let saved = savedColors.popLast() else { return }
        canvas.restore()
        colors = saved
        applyAntialiasing()
    }

    // MARK: - Transforms

    /// The current transformation matrix: user space to device space (y up, in pixels).
    public var ctm: CGAffineTransform { CGAffineTransform(canvas.matrix).concatenating(flip) }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        transformUserSpace(CGAffineTransform(translationX: tx, y: ty))
    }

    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        transformUserSpace(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counter-clockwise in a y-up space).
    public func rotate(by angle: CGFloat) {
        transformUserSpace(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space (before the current matrix).
    public func concatenate(_ transform: CGAffineTransform) {
        transformUserSpace(transform)
    }

    // MARK: - Line style and painting state

    public func setLineWidth(_ width: CGFloat) { canvas.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { canvas.lineCap = cap.reel }
    public func setLineJoin(_ join: CGLineJoin) { canvas.lineJoin = join.reel }
    public func setMiterLimit(_ limit: CGFloat) { canvas.miterLimit = Double(limit) }

    /// Dashes later strokes: `lengths` painted and unpainted in turn, starting `phase` into them.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        canvas.setDash(phase: Double(phase), lengths: lengths.map(Double.init))
    }

    /// Multiplies everything painted later by `alpha` (0…1).
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha = Double(alpha) }

    /// How later painting composites; `.plusDarker`, which Cairo lacks, paints as `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) { canvas.blendMode = mode.canvasMode }

    /// A shadow under everything painted later: `offset` and `blur` in the context's base space
    /// (points for UIKit's contexts, y down there; pixels y-up in a bitmap context), unaffected
    /// by `ctm` as in Core Graphics. A nil or clear colour turns the shadow off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            canvas.shadow = nil
            return
        }
        let device = baseTransform.concatenating(flip)
        let dx = Double(device.a * offset.width + device.c * offset.height)
        let dy = Double(device.b * offset.width + device.d * offset.height)
        let scale = abs(Double(device.a * device.d - device.b * device.c)).squareRoot()
        canvas.shadow = DrawingCanvas.Shadow(offsetX: dx, offsetY: dy, blur: Double(blur) * scale, color: color.reel)
    }

    /// A shadow in black at one third opacity, as Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Does nothing, as Core Graphics' `flush()` for a bitmap context: each painting operation
    /// is in the pixels (and in the caller's memory) when it returns.
    public func flush() {}

    /// Does nothing, as Core Graphics' `synchronize()` for a bitmap context (see `flush()`).
    public func synchronize() {}
}

extension CGBlendMode {
    var canvasMode: DrawingCanvas.BlendMode {
        switch self {
        case .normal, .plusDarker: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationIn: .destinationIn
        case .destinationOut: .destinationOut
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusLighter: .plusLighter
        }
    }
}
