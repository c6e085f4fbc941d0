/// A layer whose sublayers share one 3-D space, like `CATransformLayer`.
///
/// Other layers flatten their sublayers into their own plane; a transform layer does not, so
/// sublayers placed at different depths (say the two faces of a card, one turned half way
/// round about y) intersect and hide each other by depth: they are drawn back to front by
/// the depth of their anchor points. A transform layer draws nothing of its own (no
/// background, border, contents or shadow), as Core Animation's ignores those properties.
open class TransformLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .transformLayer)
    }
}
