/// How a layer's image fills its bounds, as `CALayerContentsGravity`: scaled to the bounds
/// (`resize`, `resizeAspect`, `resizeAspectFill`), or unscaled, centred or against an edge or a
/// corner. The edges are named as the layer shows them (y down: `top` is the bounds' smaller y).
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size`, unscaled, goes in `bounds` for this gravity (centred for the
    /// scaling ones, whose size the caller works out).
    public func place(_ size: Size, in bounds: Rect) -> Rect {
        let x: Double
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
        default: x = bounds.midX - size.width / 2
        }
        let y: Double
        switch self {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
        default: y = bounds.midY - size.height / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
