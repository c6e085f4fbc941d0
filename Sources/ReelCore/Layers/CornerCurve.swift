/// The curve that rounds a layer's corners, as `CALayerCornerCurve`.
///
/// `.circular` is a quarter circle of `cornerRadius`; `.continuous` is the smoother curve of
/// iOS 13's continuous corners, which leaves the edge about 1.53 × `cornerRadius` from the
/// corner (see `BezierPath.roundedRect(_:cornerRadius:curve:corners:)` for the curve Reel uses).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    case circular, continuous
}

extension CornerCurve: DiscreteAnimatableValue {}
