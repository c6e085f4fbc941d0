import ReelCore

/// An animator's curve as Reel runs it: a cubic timing function, or a spring (mass 1 with the
/// stiffness and damping UIKit derives from a damping ratio and duration, or the spring's own
/// values, whose settling time is then the duration).
struct AnimatorCurve {
    enum Shape {
        case cubic(TimingFunction)
        case spring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    }

    var shape: Shape
    var duration: Double
    /// Whether a damping above critical slows the spring (perceptual springs with a negative bounce).
    var allowsOverdamping = false

    init(_ provider: any UITimingCurveProvider, duration: Double) {
        self.duration = max(duration, 0)
        if let spring = provider.springTimingParameters, provider.timingCurveType != .cubic {
            let velocity = Double(spring.initialVelocity.dx)
            switch spring.spring {
            case .ratio(let ratio):
                let values = View.springParameters(
                    dampingRatio: ratio, duration: duration, initialVelocity: velocity)
                shape = .spring(mass: 1, stiffness: values.stiffness, damping: values.damping, velocity: velocity)
            case .physical(let mass, let stiffness, let damping):
                shape = .spring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity)
                settle()
            case .perceptual(let perceptualDuration, let bounce):
                let values = SpringAnimation(keyPath: "", perceptualDuration: perceptualDuration, bounce: bounce)
                shape = .spring(
                    mass: values.mass, stiffness: values.stiffness, damping: values.damping, velocity: velocity)
                allowsOverdamping = values.allowsOverdamping
                settle()
            }
        } else {
            shape = .cubic(provider.cubicTimingParameters?.timingFunction ?? .linear)
        }
    }

    /// A spring of its own values lasts until it settles, whatever the animator's duration.
    private mutating func settle() {
        let settling = springAnimation(keyPath: "opacity").settlingDuration
        if settling.isFinite, settling > 0 { duration = settling }
    }

    /// The animator's animation of `key` with this curve (timing still to set).
    func springAnimation(keyPath key: String) -> SpringAnimation {
        var animation = SpringAnimation(keyPath: key)
        animation.allowsOverdamping = allowsOverdamping
        if case .spring(let mass, let stiffness, let damping, let velocity) = shape {
            animation.mass = mass
            animation.stiffness = stiffness
            animation.damping = damping
            animation.initialVelocity = velocity
        }
        return animation
    }

    var isCubic: Bool {
        if case .cubic = self.shape { return true }
        return false
    }

    /// The eased fraction at time fraction `x` (cubic curves; springs: `x`).
    func value(at x: Double) -> Double {
        guard case .cubic(let function) = shape else { return x }
        return function.value(at: min(max(x, 0), 1))
    }

    /// The time fraction at which a cubic curve reaches `value` (bisection: the curve rises
    /// from 0 to 1; springs: `value`).
    func timeFraction(reaching value: Double) -> Double {
        guard case .cubic(let function) = shape else { return value }
        var low = 0.0
        var high = 1.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if function.value(at: mid) < value { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

/// Where an animator is in its own time (seconds, 0…duration) on the recording's clock:
/// `time(atClock:) = anchorTime + (clock − anchorClock) · rate` (rate 0: paused; negative:
/// reversed).
struct AnimatorRun {
    var curve: AnimatorCurve
    var anchorTime = 0.0
    var anchorClock = 0.0
    var rate = 0.0
    /// Paused at a fraction set while `scrubsLinearly`: shown with a linear timing function.
    var isScrubbedLinearly = false

    init(curve: AnimatorCurve) {
        self.curve = curve
    }

    var duration: Double { curve.duration }

    func time(atClock clock: Double) -> Double {
        anchorTime + (clock - anchorClock) * rate
    }

    /// Restarts the run at `time` now, at `rate`.
    mutating func anchor(_ time: Double, clock: Double, rate: Double) {
        anchorTime = time
        anchorClock = clock
        self.rate = rate
    }
}

/// One change an animator animates: the view's layer and key, from and to, and when in the
/// animator's time it starts (its block's delay).
struct AnimatorTrack {
    let change: ViewChange
    let to: any AnimatableValue
    let start: Double
    /// The key of its animation on the layer.
    let animationKey: String
}

/// Marks the animations an animator added (their delegate), so that it removes only its own.
final class AnimatorMark: AnimationDelegate {}
