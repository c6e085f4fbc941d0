import ReelCore

/// A spring from one value to another, like `CASpringAnimation`: mass, stiffness, damping and
/// initial velocity (defaults 1, 100, 10, 0, as in Core Animation); it becomes ReelCore's
/// `SpringAnimation`, whose `settlingDuration` this one reports.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A spring of `perceptualDuration` seconds and `bounce` (−1…1), like iOS 17's initializer.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringAnimation(keyPath: "", perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = spring.allowsOverdamping
    }

    /// The time the spring takes to come to rest, as Core Animation estimates it.
    open var settlingDuration: CFTimeInterval { reelSpring(property: nil).settlingDuration }

    public var perceptualDuration: TimeInterval { reelSpring(property: nil).perceptualDuration }
    public var bounce: CGFloat { CGFloat(reelSpring(property: nil).bounce) }

    func reelSpring(property: LayerProperty?) -> SpringAnimation {
        var spring = property.map { SpringAnimation(property: $0) } ?? SpringAnimation(keyPath: keyPath ?? "")
        spring.mass = Double(mass)
        spring.stiffness = Double(stiffness)
        spring.damping = Double(damping)
        spring.initialVelocity = Double(initialVelocity)
        spring.allowsOverdamping = allowsOverdamping
        return spring
    }

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        guard let property = reelProperty else { return nil }
        return reelAnimation(reelSpring(property: property), for: property)
    }
}
