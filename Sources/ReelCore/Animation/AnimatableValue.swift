import Foundation

/// A value a layer property can hold and an animation can drive.
///
/// Besides interpolation, animations need Core Animation's arithmetic on values:
/// `byValue` (`from + by`, `to − by`), `isAdditive` (`underlying + value`),
/// `isCumulative` (`value + n · end`) and paced key frames (`distance`). Values that cannot
/// be blended (Bool, strings, enums, paths of different structure, number arrays of different
/// counts) are *discrete*: they jump half-way (`amount >= 0.5`), adding replaces (an additive
/// animation of a discrete value shows its own value), and any two different values are 1
/// apart.
///
/// Reel's conforming types: `Double`, `Int` (read as `Double` by `Double` properties), `Point`, `Size`,
/// `Rect`, `Color`, `AffineTransform`,
/// `BezierPath`, `Bool`, `String`, `Image`, `[Double]`, `[Color]`, the layer enums (`TextTruncation`
/// and `GradientType` included), and `Optional`
/// of any of them. Serializers can switch over exactly this list.
public protocol AnimatableValue: Interpolatable, Hashable, Sendable {
    /// `self + other` (for transforms: `other` applied first, then `self`).
    func adding(_ other: Self) -> Self
    /// The value `x` with `x.adding(other) == self`.
    func subtracting(_ other: Self) -> Self
    /// `self` scaled by `factor` (`n · value` for cumulative repeats).
    func scaled(by factor: Double) -> Self
    /// A distance between values, for paced key-frame timing.
    func distance(to other: Self) -> Double
}
