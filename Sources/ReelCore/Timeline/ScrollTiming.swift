import Foundation

/// How a scripted scroll moves from its start to its target offset.
public enum ScrollTiming: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Eased by a timing curve.
    case curve(TimingFunction)
    /// A flick coming to rest: the speed decays exponentially as in `UIScrollView`
    /// (`rate` per millisecond; 0.998 is `UIScrollView.DecelerationRate.normal`, 0.99 `.fast`),
    /// scaled so that the offset reaches the target exactly at the end:
    /// `f(u) = (1 − e^(−λ·d·u)) / (1 − e^(−λ·d))`, `λ = −1000·ln(rate)`, d the duration.
    case deceleration(rate: Double = 0.998)

    /// The fraction of the distance covered at fraction `u` of a scroll lasting `duration`.
    public func fraction(at u: Double, duration: Double) -> Double {
        let x = min(max(u, 0), 1)
        switch self {
        case .linear:
            return x
        case .curve(let function):
            return function.value(at: x)
        case .deceleration(let rate):
            let k = -1000 * log(rate) * duration
            guard k > 1e-9 else { return x }
            return (1 - exp(-k * x)) / (1 - exp(-k))
        }
    }
}
