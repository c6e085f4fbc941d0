import Foundation

/// A damped spring between two values, like `CASpringAnimation`.
///
/// The shown fraction `x(t)` of the way from start to end solves the damped oscillator
/// `m·x″ + c·x′ + k·(x − 1) = 0` with `x(0) = 0` and `x′(0) = initialVelocity` (in fractions of
/// the distance per second), exactly, in closed form. With `ω₀ = √(k/m)` and
/// `ζ = c / (2√(k·m))`, and `y = x − 1`:
/// - under-damped (ζ < 1): `y = e^(−ζω₀t) · (−cos ω_d t + (v₀ − ζω₀)/ω_d · sin ω_d t)`,
///   `ω_d = ω₀√(1 − ζ²)`;
/// - critically damped (ζ = 1): `y = (−1 + (v₀ − ω₀)·t) · e^(−ω₀t)`;
/// - over-damped (ζ > 1): `y = C₁e^(r₁t) + C₂e^(r₂t)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))`,
///   `C₂ = (v₀ + r₁)/(r₂ − r₁)`, `C₁ = −1 − C₂`.
///
/// Time is the animation's local time in seconds (the spring does not stretch to fit
/// `duration`; `timingFunction` is ignored, as Core Animation ignores it for springs).
/// Start and end values follow `BasicAnimation`'s from/to/by rules. Reel differs in one
/// default: a `duration` of 0 when added becomes `settlingDuration` (Core Animation would use
/// 0.25 s).
public struct SpringAnimation: Animation {
    /// The animated property, as a Core Animation key path.
    public var keyPath: String
    public var fromValue: (any AnimatableValue)?
    public var toValue: (any AnimatableValue)?
    public var byValue: (any AnimatableValue)?
    public var isAdditive: Bool = false
    public var isCumulative: Bool = false
    /// The mass of the object on the spring (default 1).
    public var mass: Double = 1
    /// The spring constant (default 100).
    public var stiffness: Double = 100
    /// The damping coefficient (default 10).
    public var damping: Double = 10
    /// The initial velocity, in fractions of the distance per second (positive: towards the end).
    public var initialVelocity: Double = 0

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// A spring on a typed layer property (`\.position`).
    /// - Precondition: `keyPath` is a whole `LayerState` property.
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.keyPath = LayerProperty.requiredName(of: keyPath)
    }

    /// The fraction of the way from start to end at `t` seconds (overshoots for springy
    /// settings).
    public func fraction(at t: Double) -> Double {
        guard mass > 0, stiffness > 0 else { return 1 }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v0 = initialVelocity
        let y: Double
        if abs(zeta - 1) < 1e-12 {
            y = (-1 + (v0 - omega0) * t) * exp(-omega0 * t)
        } else if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega0) / omegaD
            y = exp(-zeta * omega0 * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            y = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + y
    }

    /// How long the spring takes to settle: the first time after which the distance to the end
    /// stays below 0.1 % of the whole distance (found on a 1 ms grid and refined by bisection,
    /// using the oscillation's envelope for under-damped springs). Core Animation's own
    /// estimate is undocumented; it is of the same order.
    public var settlingDuration: Double {
        guard mass > 0, stiffness > 0 else { return 0 }
        let tolerance = 1e-3
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 && abs(zeta - 1) >= 1e-12 {
            guard zeta > 0 else { return .infinity }
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (initialVelocity - zeta * omega0) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / tolerance) / (zeta * omega0))
        }
        // Non-oscillating: |y| decreases after at most one extremum; scan back from far out.
        var hi = 1.0
        while abs(fraction(at: hi) - 1) >= tolerance && hi < 1e6 { hi *= 2 }
        var t = hi
        let step = 1e-3
        while t > 0 && abs(fraction(at: t - step) - 1) < tolerance { t -= step }
        var lo = max(t - step, 0)
        var up = t
        for _ in 0..<40 {
            let mid = (lo + up) / 2
            if abs(fraction(at: mid) - 1) < tolerance { up = mid } else { lo = mid }
        }
        return up
    }

    public func resolvingDuration(_ defaultDuration: Double) -> SpringAnimation {
        var copy = self
        if copy.timing.duration <= 0 {
            let settle = settlingDuration
            copy.timing.duration = settle.isFinite && settle > 0 ? settle : defaultDuration
        }
        return copy
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time), let property = LayerProperty.named(keyPath) else { return }
        var basic = BasicAnimation(keyPath: keyPath)
        basic.fromValue = fromValue
        basic.toValue = toValue
        basic.byValue = byValue
        let underlying = property.value(in: state)
        func open<V: AnimatableValue>(_ u: V) -> (any AnimatableValue)? {
            guard let (start, end) = basic.endpoints(underlying: u) else { return nil }
            let v = start.interpolated(to: end, amount: fraction(at: progress.cycleTime))
            return PropertyComposition.finish(
                v, underlying: u, isAdditive: isAdditive, isCumulative: isCumulative,
                cycleEnd: timing.autoreverses ? start : end, iteration: progress.iteration)
        }
        if let v = open(underlying) { property.set(v, in: &state) }
    }
}
