import CCairo
import ReelCore

extension LayerPainter {
    static let unitRect = Rect(x: 0, y: 0, width: 1, height: 1)

    /// Whether the image is drawn the plain way (whole image, no nine-part, linear filters):
    /// `drawContents` then draws exactly as it did before these properties existed.
    static func hasPlainContents(_ s: LayerState) -> Bool {
        s.contentsRect == unitRect && s.contentsCenter == unitRect && s.minificationFilter == .linear
            && s.magnificationFilter == .linear
    }

    /// The part of the image shown, in image pixels: `contentsRect` scaled by the image's size
    /// (nil when it is empty or not finite, as Core Animation leaves the result undefined).
    static func sourceRect(imageWidth: Int, imageHeight: Int, state s: LayerState) -> Rect? {
        let u = s.contentsRect
        let r = Rect(
            x: u.origin.x * Double(imageWidth), y: u.origin.y * Double(imageHeight),
            width: u.width * Double(imageWidth), height: u.height * Double(imageHeight))
        guard r.isFinite, r.width > 0, r.height > 0 else { return nil }
        return r
    }

    /// Where `contentsGravity` puts the shown part of the image (`contentsRect`) in the bounds.
    static func contentsDestination(imageWidth: Int, imageHeight: Int, state s: LayerState) -> Rect? {
        if s.contentsRect == unitRect {
            return contentsRect(imageWidth: imageWidth, imageHeight: imageHeight, state: s)
        }
        guard let source = sourceRect(imageWidth: imageWidth, imageHeight: imageHeight, state: s) else { return nil }
        let b = s.bounds.standardized
        guard b.width > 0, b.height > 0 else { return nil }
        let size: Size
        switch s.contentsGravity {
        case .resize: return b
        case .resizeAspect:
            let k = min(b.width / source.width, b.height / source.height)
            size = Size(width: source.width * k, height: source.height * k)
        case .resizeAspectFill:
            let k = max(b.width / source.width, b.height / source.height)
            size = Size(width: source.width * k, height: source.height * k)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            size = source.size
        }
        return s.contentsGravity.place(size, in: b)
    }

    /// One piece of a drawn image: the image pixels `source` shown in `dest` (layer points).
    struct ContentsCell {
        var source: Rect
        var dest: Rect
    }

    /// The nine parts of `contentsCenter` (`CALayer.contentsCenter`): corners keep their
    /// pixel size (one image pixel per point), the top and bottom middles stretch across, the
    /// left and right middles down, the centre both ways. When the fixed parts do not fit
    /// `dest`, they shrink in proportion and the middle gets nothing. A zero-width (or
    /// -height) centre is one source pixel wide there, as Apple's documentation says. Empty
    /// parts are left out; the default unit rectangle gives the one cell `source → dest`.
    static func contentsCells(source: Rect, dest: Rect, center c: Rect) -> [ContentsCell] {
        guard c != unitRect, c.isFinite else { return [ContentsCell(source: source, dest: dest)] }
        func split(_ s0: Double, _ sLength: Double, _ c0: Double, _ cLength: Double, _ d0: Double, _ dLength: Double)
            -> (source: [Double], dest: [Double])
        {
            let lo = min(max(c0, 0), 1)
            let hi = min(max(c0 + cLength, lo), 1)
            var a = s0 + lo * sLength
            var b = s0 + hi * sLength
            if b - a < 1, cLength <= 0 {  // a single source pixel, centred on the line
                a -= 0.5
                b += 0.5
            }
            let first = max(a - s0, 0)
            let last = max(s0 + sLength - b, 0)
            var fixed = first + last
            var k = 1.0
            if fixed > dLength, fixed > 0 {
                k = dLength / fixed
                fixed = dLength
            }
            return ([s0, a, b, s0 + sLength], [d0, d0 + first * k, d0 + dLength - last * k, d0 + dLength])
        }
        let xs = split(source.minX, source.width, c.minX, c.width, dest.minX, dest.width)
        let ys = split(source.minY, source.height, c.minY, c.height, dest.minY, dest.height)
        var cells: [ContentsCell] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let d = Rect(
                    x: xs.dest[column], y: ys.dest[row], width: xs.dest[column + 1] - xs.dest[column],
                    height: ys.dest[row + 1] - ys.dest[row])
                let s = Rect(
                    x: xs.source[column], y: ys.source[row], width: xs.source[column + 1] - xs.source[column],
                    height: ys.source[row + 1] - ys.source[row])
                guard d.width > 1e-9, d.height > 1e-9, s.width > 1e-9, s.height > 1e-9 else { continue }
                cells.append(ContentsCell(source: s, dest: d))
            }
        }
        return cells
    }

    /// The Cairo filter for one cell: the layer's `magnificationFilter` when the image is drawn
    /// larger than its pixels, else its `minificationFilter`. `linear` keeps Reel's choice
    /// (`imageFilter`: nearest at exactly 1:1, else Cairo's GOOD), `trilinear` is Cairo's GOOD
    /// (box-filtered when shrinking, as mipmaps are), `nearest` is Cairo's NEAREST.
    static func contentsFilter(imageToDevice t: AffineTransform, state s: LayerState) -> cairo_filter_t {
        let magnified = abs(t.determinant) > 1 + 1e-9
        switch magnified ? s.magnificationFilter : s.minificationFilter {
        case .nearest: return CAIRO_FILTER_NEAREST
        case .linear: return imageFilter(imageToDevice: t)
        case .trilinear:
            return imageFilter(imageToDevice: t) == CAIRO_FILTER_NEAREST ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
        }
    }

    /// `drawContents` for images with a `contentsRect`, `contentsCenter` or non-linear filter.
    /// Several cells are added into one group with Cairo's ADD operator, so that the pixels
    /// their shared edges split are covered exactly once (no seams), then painted with `alpha`.
    func drawContentsParts(_ image: DecodedImage, state s: LayerState, transform m: AffineTransform, alpha: Double) {
        guard let dest = Self.contentsDestination(imageWidth: image.width, imageHeight: image.height, state: s),
            let source = Self.sourceRect(imageWidth: image.width, imageHeight: image.height, state: s),
            let surface = try? image.makeSurface()
        else { return }
        let cells = Self.contentsCells(source: source, dest: dest, center: s.contentsCenter)
        guard !cells.isEmpty else { return }
        let grouped = cells.count > 1
        cairo_save(cr.pointer)
        if grouped {
            cairo_new_path(cr.pointer)
            cairo_rectangle(cr.pointer, dest.minX, dest.minY, dest.width, dest.height)
            cairo_clip(cr.pointer)
            cairo_push_group(cr.pointer)
            cairo_set_operator(cr.pointer, CAIRO_OPERATOR_ADD)
        }
        for cell in cells {
            let sx = cell.source.width / cell.dest.width
            let sy = cell.source.height / cell.dest.height
            let pattern = CairoPattern.image(surface)
            pattern.setMatrix(
                cairo_matrix_t(
                    xx: sx, yx: 0, xy: 0, yy: sy, x0: cell.source.minX - cell.dest.minX * sx,
                    y0: cell.source.minY - cell.dest.minY * sy))
            pattern.setExtend(CAIRO_EXTEND_PAD)
            let imageToDevice = AffineTransform(
                a: 1 / sx, b: 0, c: 0, d: 1 / sy, tx: cell.dest.minX - cell.source.minX / sx,
                ty: cell.dest.minY - cell.source.minY / sy
            ).concatenating(m)
            pattern.setFilter(Self.contentsFilter(imageToDevice: imageToDevice, state: s))
            cr.setSource(pattern)
            cr.fillRectangle(cell.dest, alpha: grouped ? 1 : alpha)
        }
        if grouped {
            cairo_pop_group_to_source(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)  // drop the pattern's reference to the surface
        cairo_restore(cr.pointer)
    }
}
