import CCairo
import ReelCore
import Shaders

extension DrawingCanvas {
    /// How an operation composites with what is drawn: Core Graphics' blend modes that Cairo has.
    public enum BlendMode: Hashable, Sendable, CaseIterable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
        case destinationAtop, xor, plusLighter

        var cairoOperator: cairo_operator_t {
            switch self {
            case .normal: CAIRO_OPERATOR_OVER
            case .multiply: CAIRO_OPERATOR_MULTIPLY
            case .screen: CAIRO_OPERATOR_SCREEN
            case .overlay: CAIRO_OPERATOR_OVERLAY
            case .darken: CAIRO_OPERATOR_DARKEN
            case .lighten: CAIRO_OPERATOR_LIGHTEN
            case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
            case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
            case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
            case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
            case .difference: CAIRO_OPERATOR_DIFFERENCE
            case .exclusion: CAIRO_OPERATOR_EXCLUSION
            case .hue: CAIRO_OPERATOR_HSL_HUE
            case .saturation: CAIRO_OPERATOR_HSL_SATURATION
            case .color: CAIRO_OPERATOR_HSL_COLOR
            case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
            case .clear: CAIRO_OPERATOR_CLEAR
            case .copy: CAIRO_OPERATOR_SOURCE
            case .sourceIn: CAIRO_OPERATOR_IN
            case .sourceOut: CAIRO_OPERATOR_OUT
            case .sourceAtop: CAIRO_OPERATOR_ATOP
            case .destinationOver: CAIRO_OPERATOR_DEST_OVER
            case .destinationIn: CAIRO_OPERATOR_DEST_IN
            case .destinationOut: CAIRO_OPERATOR_DEST_OUT
            case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
            case .xor: CAIRO_OPERATOR_XOR
            case .plusLighter: CAIRO_OPERATOR_ADD
            }
        }
    }

    /// A shadow in pixels: offset (x right, y down), Core Graphics' `blur` (a Gaussian of
    /// σ = blur / 2) and colour (straight alpha).
    public struct Shadow: Hashable, Sendable {
        public var offsetX: Double
        public var offsetY: Double
        public var blur: Double
        public var color: Color

        public init(offsetX: Double, offsetY: Double, blur: Double, color: Color) {
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.color = color
        }
    }

    /// Paints `group`'s alpha, blurred and offset, in the shadow's colour (times the alpha).
    func drawShadow(of group: CairoPattern, _ shadow: Shadow) {
        guard shadow.offsetX.isFinite, shadow.offsetY.isFinite, shadow.blur.isFinite,
            let picture = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height),
            let context = try? CairoContext(surface: picture)
        else { return }
        context.setMatrix(matrix)
        context.setSource(group)
        cairo_paint(context.pointer)
        guard let pixels = picture.data else { return }
        let blur = GaussianBlur(sigma: min(max(shadow.blur, 0) / 2, GaussianBlur.maximumSigma))
        let pad = blur.radius
        let w = width + 2 * pad
        let h = height + 2 * pad
        var plane = [UInt8](repeating: 0, count: w * h)
        for y in 0..<height {
            let row = pixels + y * picture.stride + 3
            for x in 0..<width { plane[(y + pad) * w + pad + x] = row[4 * x] }
        }
        if pad > 0 { blur.apply(to: &plane, width: w, height: h) }
        guard let mask = try? ImageSurface(format: CAIRO_FORMAT_A8, width: w, height: h), let data = mask.data
        else { return }
        for y in 0..<h {
            plane.withUnsafeBytes { source in
                UnsafeMutableRawPointer(data + y * mask.stride).copyMemory(
                    from: source.baseAddress! + y * w, byteCount: w)
            }
        }
        mask.markDirty()
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_operator(cr.pointer, state.blendMode.cairoOperator)
        cr.setSource(shadow.color, alpha: state.alpha)
        cairo_mask_surface(cr.pointer, mask.pointer, shadow.offsetX - Double(pad), shadow.offsetY - Double(pad))
        cairo_restore(cr.pointer)
    }

    // MARK: - Gradients

    /// Paints a linear gradient from `start` to `end` (user space) over the clip; `stops` are
    /// locations in 0…1 with straight-alpha colours. Beyond the ends it paints the end colours
    /// only where `extendBefore`/`extendAfter` say (Core Graphics' drawing options).
    public func drawLinearGradient(
        stops: [(location: Double, color: Color)], start: Point, end: Point, extendBefore: Bool, extendAfter: Bool
    ) {
        guard start.isFinite, end.isFinite, !stops.isEmpty else { return }
        let pattern = CairoPattern.linear(from: start, to: end)
        add(stops, to: pattern)
        let d = end - start
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        guard length > 0 || (extendBefore && extendAfter) else { return }
        paint { alpha in
            pattern.setExtend(extendBefore || extendAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            if extendBefore != extendAfter, length > 0 {
                // Keep only the side that extends: the half-plane behind the far end's line.
                let u = Point(x: d.x / length, y: d.y / length)
                let n = Point(x: -u.y, y: u.x)
                let far = 1e6
                let edge = extendBefore ? end : start
                let back = extendBefore ? u * -far : u * far
                cairo_new_path(cr.pointer)
                for p in [edge + n * far, edge - n * far, edge - n * far + back, edge + n * far + back] {
                    cairo_line_to(cr.pointer, p.x, p.y)
                }
                cairo_close_path(cr.pointer)
                cairo_clip(cr.pointer)
            }
            cr.setSource(pattern)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
    }

    /// Paints a radial gradient between two circles (user space) over the clip, extended
    /// inside the start circle and outside the end circle where the options say.
    public func drawRadialGradient(
        stops: [(location: Double, color: Color)], startCenter: Point, startRadius: Double, endCenter: Point,
        endRadius: Double, extendBefore: Bool, extendAfter: Bool
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite, !stops.isEmpty
        else { return }
        let pattern = CairoPattern(
            owning: cairo_pattern_create_radial(
                startCenter.x, startCenter.y, max(startRadius, 0), endCenter.x, endCenter.y, max(endRadius, 0)))
        add(stops, to: pattern)
        paint { alpha in
            pattern.setExtend(extendBefore || extendAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            if extendBefore && !extendAfter {
                cairo_new_path(cr.pointer)
                cairo_arc(cr.pointer, endCenter.x, endCenter.y, max(endRadius, 0), 0, 2 * Double.pi)
                cairo_clip(cr.pointer)
            } else if extendAfter && !extendBefore {
                cairo_new_path(cr.pointer)
                cairo_rectangle(cr.pointer, -1e6, -1e6, 2e6, 2e6)
                cairo_arc(cr.pointer, startCenter.x, startCenter.y, max(startRadius, 0), 0, 2 * Double.pi)
                cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr.pointer)
            }
            cr.setSource(pattern)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
    }

    private func add(_ stops: [(location: Double, color: Color)], to pattern: CairoPattern) {
        for stop in stops {
            let c = stop.color
            pattern.addColorStop(
                at: stop.location.clamped01, red: c.red.clamped01, green: c.green.clamped01, blue: c.blue.clamped01,
                alpha: c.alpha.clamped01)
        }
    }

    // MARK: - Images

    /// Paints `image` (a file or drawn pixels) into `rect` (user space), its top row at
    /// `rect`'s top (smaller y) or, with `bottomUp`, at its bottom, as Core Graphics' y-up
    /// contexts place it.
    /// - Throws: `RenderError.imageNotFound` or `.imageUnreadable` for a file that cannot be read.
    public func draw(_ image: Image, in rect: Rect, bottomUp: Bool) throws(RenderError) {
        let decoded: DecodedImage
        if let bitmap = image.bitmap {
            decoded = ImageCache().image(of: bitmap, key: image.path)
        } else {
            decoded = try ImageDecoder.decode(path: image.path)
        }
        let r = rect.standardized
        guard r.isFinite, r.width > 0, r.height > 0, decoded.width > 0, decoded.height > 0 else { return }
        let surface = try decoded.makeSurface()
        let sx = Double(decoded.width) / r.width
        let sy = Double(decoded.height) / r.height
        // User space → image pixels.
        let toImage =
            bottomUp
            ? cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
            : cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy)
        let imageToUser = AffineTransform(
            a: 1 / sx, b: 0, c: 0, d: bottomUp ? -1 / sy : 1 / sy, tx: r.minX, ty: bottomUp ? r.maxY : r.minY)
        paint { alpha in
            let pattern = CairoPattern.image(surface)
            pattern.setMatrix(toImage)
            pattern.setExtend(CAIRO_EXTEND_PAD)
            let natural = LayerPainter.imageFilter(imageToDevice: imageToUser.concatenating(matrix))
            switch (state.interpolation, natural == CAIRO_FILTER_NEAREST) {
            case (.nearest, _), (_, true): pattern.setFilter(CAIRO_FILTER_NEAREST)
            case (.automatic, false): pattern.setFilter(natural)
            case (.fast, false): pattern.setFilter(CAIRO_FILTER_FAST)
            case (.best, false): pattern.setFilter(CAIRO_FILTER_BEST)
            }
            cr.setSource(pattern)
            cairo_new_path(cr.pointer)
            cairo_rectangle(cr.pointer, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, alpha)
            cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        }
    }
}
