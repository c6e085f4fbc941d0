/// A layer that draws a path, like `CAShapeLayer`.
///
/// `strokeStart` and `strokeEnd` trim the stroke to fractions of the whole path's length.
open class ShapeLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .shape)
    }
}
