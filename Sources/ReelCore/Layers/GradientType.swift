/// The kinds of gradient a `GradientLayer` draws, as `CAGradientLayerType`.
///
/// - `axial`: colours vary along the line from `startPoint` to `endPoint` and stay constant
///   across it (padded with the end colours beyond the points).
/// - `radial`: an ellipse centred at `startPoint` whose radii are |endPoint − startPoint| in x
///   and in y (the header: width and height `(endPoint − startPoint) · 2`); colours vary from
///   the centre (location 0) to the ellipse (location 1), the last colour beyond it.
/// - `conic`: colours vary with the angle around `startPoint`, location 0 in the direction of
///   `endPoint`, the angle growing from the positive x axis towards the positive y axis
///   (clockwise on screen, where y points down).
public enum GradientType: String, Hashable, Sendable, CaseIterable {
    case axial, radial, conic
}
