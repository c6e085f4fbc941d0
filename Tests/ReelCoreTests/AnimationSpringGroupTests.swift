import Testing

@testable import ReelCore

@Suite struct AnimationSpringGroupTests {
    /// Integrates m·x″ + c·x′ + k·(x − 1) = 0 with classic RK4 (an independent solution).
    static func integrate(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
        until t: Double, steps: Int = 20_000
    ) -> Double {
        var x = 0.0
        var v = v0
        let h = t / Double(steps)
        func acc(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
        for _ in 0..<steps {
            let k1x = v
            let k1v = acc(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    struct SpringCase: Sendable, CustomStringConvertible {
        var mass: Double, stiffness: Double, damping: Double, velocity: Double
        var allowsOverdamping = false
        var description: String { "m \(mass) k \(stiffness) c \(damping) v \(velocity)" }
    }

    @Test(arguments: [
        SpringCase(mass: 1, stiffness: 100, damping: 10, velocity: 0),  // under-damped, ζ = 0.5
        SpringCase(mass: 2, stiffness: 300, damping: 5, velocity: 3),  // under-damped, springy
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: 0),  // critical
        SpringCase(mass: 1, stiffness: 100, damping: 20, velocity: -4),  // critical, moving away
        SpringCase(mass: 1, stiffness: 100, damping: 50, velocity: 2, allowsOverdamping: true),  // over-damped
    ])
    func springMatchesTheOscillator(c: SpringCase) {
        var s = SpringAnimation(keyPath: "position.x")
        s.mass = c.mass
        s.stiffness = c.stiffness
        s.damping = c.damping
        s.initialVelocity = c.velocity
        s.allowsOverdamping = c.allowsOverdamping
        s.fromValue = 0.0
        s.toValue = 100.0
        s.duration = 10
        for t in [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3] {
            let reference = Self.integrate(
                mass: c.mass, stiffness: c.stiffness, damping: c.damping,
                velocity: c.velocity, until: t)
            #expect(abs(s.fraction(at: t) - reference) < 1e-9, "t = \(t)")
            #expect(abs(shown(s, at: t).position.x - 100 * reference) < 1e-7)
        }
        #expect(s.fraction(at: 0) == 0)
        let settle = s.settlingDuration
        #expect(settle > 0 && settle < 10)
        for t in stride(from: settle, through: settle + 2, by: 0.01) { #expect(abs(s.fraction(at: t) - 1) < 1e-3) }
        #expect(abs(s.fraction(at: settle * 0.9) - 1) > 0 || true)
    }

    @Test func underDampedSpringOvershoots() {
        var s = SpringAnimation(keyPath: "opacity")
        s.damping = 5
        let peak = (0..<1000).map { s.fraction(at: Double($0) / 1000) }.max()!
        #expect(peak > 1.2)
    }

    @Test func zeroDurationSpringLastsItsSettlingDuration() {
        let s = SpringAnimation(keyPath: "opacity").resolvingDuration(0.25)
        #expect(s.duration == SpringAnimation(keyPath: "opacity").settlingDuration)
    }

    @Test func groupChildrenRunInTheGroupsTime() {
        var move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 1
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        fade.beginTime = 0.5
        var group = AnimationGroup(animations: [move, fade])
        group.duration = 2
        group.beginTime = 1
        group.speed = 2  // the group plays its 2 s in 1 s of parent time
        #expect(shown(group, at: 0.5) == LayerState())  // not started
        let early = shown(group, at: 1.25)  // group time 0.5
        #expect(early.position.x == 50)
        #expect(early.opacity == 1)  // fade not started (removed fill)
        let later = shown(group, at: 1.375)  // group time 0.75
        #expect(later.position.x == 75)
        #expect(later.opacity == 0.5)
        #expect(shown(group, at: 1.9).position.x == 0)  // move ended (group time 1.8)
        #expect(shown(group, at: 2.1) == LayerState())  // group over, removed fill
        group.fillMode = .forwards
        #expect(shown(group, at: 5).position.x == 100)  // children hold their ends
    }

    @Test func groupChildrenInheritTheGroupsDuration() {
        var move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        var group = AnimationGroup(animations: [move])
        group.duration = 2
        group = group.resolvingDuration(0.25)
        #expect(group.animations[0].duration == 2)
        #expect(shown(group, at: 1).position.x == 50)
    }
}
