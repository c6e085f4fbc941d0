/// A layer that fills its bounds with a gradient, like `CAGradientLayer`.
///
/// The gradient is drawn over the background colour and under the sublayers, clipped to the
/// bounds (rounded by `cornerRadius`). `colors`, `locations`, `startPoint` and `endPoint` are
/// animatable: colours blend component by component in straight (unpremultiplied) sRGB and
/// arrays of equal count element by element, as Core Animation does. Between stops the
/// gradient, too, blends straight colours ("colors are mapped to the output colorspace before
/// being interpolated", CAGradientLayer.h), so a stop of `.clear` (transparent black) darkens
/// the colours next to it, as on iOS.
open class GradientLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .gradient)
    }

    /// The gradient's geometry (`CAGradientLayer.type`): axial (the default), radial or conic.
    public var type: GradientType {
        get { model.gradientType }
        set { setModel(\.gradientType, newValue) }
    }
}
