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
/// Start and end values follow `BasicAnimation`'s from/to/by rules. Damping above critical
/// (ζ > 1) moves as the critically damped spring unless `allowsOverdamping` is set, as in
/// QuartzCore. Reel differs in one default: a `duration` of 0 when added (in Swift or in a scene
/// document) becomes `settlingDuration` (Core Animation would use 0.25 s and cut the spring off).
public struct SpringAnimation: PropertyAnimation {
    /// The basic animation the spring moves, as a `CASpringAnimation` is a `CABasicAnimation`:
    /// its key path, values, timing and callbacks are the spring's.
    var basic: BasicAnimation

    /// The key path, additive, cumulative and value function (see `PropertyAnimation`).
    public var core: PropertyAnimationCore {
        get { basic.core }
        set { basic.core = newValue }
    }
    /// The start value (`BasicAnimation`'s rules).
    public var fromValue: (any AnimatableValue)? {
        get { basic.fromValue }
        set { basic.fromValue = newValue }
    }
    /// The end value.
    public var toValue: (any AnimatableValue)? {
        get { basic.toValue }
        set { basic.toValue = newValue }
    }
    /// A relative value.
    public var byValue: (any AnimatableValue)? {
        get { basic.byValue }
        set { basic.byValue = newValue }
    }
    public var timing: MediaTiming {
        get { basic.timing }
        set { basic.timing = newValue }
    }
    public var callbacks: AnimationCallbacks? {
        get { basic.callbacks }
        set { basic.callbacks = newValue }
    }
    /// The mass of the object on the spring (default 1).
    public var mass: Double = 1
    /// The spring constant (default 100).
    public var stiffness: Double = 100
    /// The damping coefficient (default 10).
    public var damping: Double = 10
    /// The initial velocity, in fractions of the distance per second (positive: towards the end).
    public var initialVelocity: Double = 0
    /// Whether damping above critical slows the spring down (over-damping), as
    /// `CASpringAnimation.allowsOverdamping` (default false: such a spring moves as a critically
    /// damped one, QuartzCore's behaviour).
    public var allowsOverdamping: Bool = false

    /// A spring on the property at `keyPath`, like `CASpringAnimation(keyPath:)`.
    public init(keyPath: String) {
        basic = BasicAnimation(keyPath: keyPath)
    }

    /// A spring on `property`; its name is kept in `keyPath`.
    public init(property: LayerProperty) {
        basic = BasicAnimation(property: property)
    }

    /// A spring on a typed layer property (`\.position`).
    /// - Precondition: `keyPath` is a whole `LayerState` property.
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.init(property: LayerProperty.required(keyPath))
    }

    /// A spring described by how it feels, like `CASpringAnimation(perceptualDuration:bounce:)`
    /// (iOS 17), with the mapping of WWDC23 "Animate with springs": mass 1, stiffness
    /// `(2π / perceptualDuration)²`, damping `4π(1 − bounce) / perceptualDuration` for
    /// `bounce ≥ 0`; for `bounce < 0` the damping ratio is `1 / (1 + bounce)` (over-damped), so
    /// `allowsOverdamping` is set. `bounce` runs from −1 (exclusive) to 1 (undamped).
    public init(keyPath: String, perceptualDuration: Double, bounce: Double) {
        self.init(keyPath: keyPath)
        let omega0 = 2 * Double.pi / perceptualDuration
        mass = 1
        stiffness = omega0 * omega0
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 2 * ratio * omega0
        allowsOverdamping = true
    }

    /// The perceptual spring on a typed layer property.
    /// - Precondition: `keyPath` is a whole `LayerState` property.
    public init<V: AnimatableValue>(
        keyPath: WritableKeyPath<LayerState, V>, perceptualDuration: Double, bounce: Double
    ) {
        self.init(
            keyPath: LayerProperty.required(keyPath).name, perceptualDuration: perceptualDuration, bounce: bounce)
    }

    /// The period of the undamped spring, `2π·√(mass / stiffness)` (`CASpringAnimation`'s
    /// `perceptualDuration`).
    public var perceptualDuration: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// How bouncy the spring is (`CASpringAnimation.bounce`): `1 − ζ` up to critical damping,
    /// `1/ζ − 1` above it (negative), with the damping ratio `ζ = damping / (2√(stiffness·mass))`.
    public var bounce: Double {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio the spring moves with: above 1 only when over-damping is allowed.
    var effectiveDampingRatio: Double {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return allowsOverdamping ? zeta : min(zeta, 1)
    }

    /// The fraction of the way from start to end at `t` seconds (overshoots for springy
    /// settings).
    public func fraction(at t: Double) -> Double {
        guard mass > 0, stiffness > 0 else { return 1 }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = effectiveDampingRatio
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

    /// How long the spring takes to settle, by QuartzCore's rule for `CASpringAnimation`.
    ///
    /// Under-damped (`ζ < 1`): the time at which the bound `(1 + |B|)·e^(−ζω₀t)` on the
    /// distance to the end falls to 0.001 of the whole distance, with
    /// `B = (initialVelocity − ζω₀)/ω_d` the sine coefficient of the closed form above:
    /// `t = ln((1 + |B|) / 0.001) / (ζω₀)`. This reproduces every value measured on iOS to the
    /// last bit (default spring 1.4727003346780927 s, damping 1: 13.91321015404625 s,
    /// perceptual 1 s / 0.5: 2.3438753795710707 s) and Apple's documented examples (damping 5
    /// ≈ 2.85 s, damping 15 just over 1 s).
    ///
    /// Critically and over-damped (`ζ ≥ 1`): the last time the distance to the end is at least
    /// 0.001 of the whole, rounded up to a multiple of 0.1 s (this gives the measured 1.0 s for
    /// the critical default spring; QuartzCore's rule beyond that value is not known). Without
    /// `allowsOverdamping`, damping above critical settles as the critical spring. Undamped
    /// springs never settle (`.infinity`).
    public var settlingDuration: Double {
        guard mass > 0, stiffness > 0 else { return 0 }
        let tolerance = 1e-3
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = effectiveDampingRatio
        if zeta < 1 && abs(zeta - 1) >= 1e-12 {
            guard zeta > 0 else { return .infinity }
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (initialVelocity - zeta * omega0) / omegaD
            return max(0, log((1 + abs(b)) / tolerance) / (zeta * omega0))
        }
        // Non-oscillating: |y| falls monotonically after at most one extremum, so scan back in
        // 0.1 s steps from a time where it is inside the tolerance.
        let step = 0.1
        var far = 1.0
        while abs(fraction(at: far) - 1) >= tolerance && far < 1e6 { far *= 2 }
        var n = (far / step).rounded(.up)
        while n > 0 && abs(fraction(at: (n - 1) * step) - 1) < tolerance { n -= 1 }
        return n * step
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
        guard let progress = timing.progress(at: time) else { return }
        basic.apply(to: &state, progress: progress, amount: fraction(at: progress.cycleTime))
    }
}
