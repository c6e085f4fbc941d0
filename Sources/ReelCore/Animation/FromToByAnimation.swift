/// The animations that run between a from, a to and a by value: `BasicAnimation`, and
/// `SpringAnimation`, which moves a basic animation (as `CASpringAnimation` is a
/// `CABasicAnimation`). Code that reads or fills those three values (the scene format's
/// tables, the QuartzCore façade) does it once for both kinds through this protocol.
public protocol FromToByAnimation: PropertyAnimation {
    /// The start value (see `BasicAnimation` for how the three combine).
    var fromValue: (any AnimatableValue)? { get set }
    /// The end value.
    var toValue: (any AnimatableValue)? { get set }
    /// A relative value.
    var byValue: (any AnimatableValue)? { get set }
}

extension BasicAnimation: FromToByAnimation {}

extension SpringAnimation: FromToByAnimation {}
