/// Auto Layout's measurement of a view, like UIKit's `systemLayoutSizeFitting`: the view's
/// constraints (and those of its subviews) are solved in an engine of their own, the view at the
/// origin with its width and height wanting the target size at the priorities given, and the
/// size the solver gives back is returned. No frame changes.
extension UIView {
    /// The smallest size a fitting asks for.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A large size to fit within.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size that satisfies the view's constraints closest to `targetSize`, each side at
    /// `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints with its width wanting `targetSize.width`
    /// at `horizontalFittingPriority` and its height `targetSize.height` at
    /// `verticalFittingPriority` (`.required` fixes a side).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let probe = LayoutEngine()
        probe.fitting = LayoutEngine.Fitting(
            size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        probe.sync(root: self)
        let vars = layoutState.variables
        return CGSize(width: probe.solver.value(of: vars.width), height: probe.solver.value(of: vars.height))
    }
}
