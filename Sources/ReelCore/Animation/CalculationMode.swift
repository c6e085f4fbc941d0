import Foundation

/// How a key-frame animation computes values between key frames, as
/// `CAAnimationCalculationMode`.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring key frames (for a path: along each segment
    /// at the curve's own parameter).
    case linear
    /// Each value is held until the next key time; no interpolation.
    case discrete
    /// Constant speed: key times and timing functions are ignored and time is spread by
    /// distance (arc length for a path).
    case paced
    /// A smooth spline through the values: Catmull-Rom, shaped by the Kochanek–Bartels
    /// `tensionValues`, `continuityValues` and `biasValues` (smooth in time, also with uneven
    /// key times).
    case cubic
    /// `cubic` with key times spread by distance, as `paced`.
    case cubicPaced
}
