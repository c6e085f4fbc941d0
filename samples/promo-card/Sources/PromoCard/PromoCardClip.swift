import ReelCore

/// The promo-card clip: a marketing card for a drink, as an iOS developer would animate it
/// (docs: docs/clips.md, "The promo card").
///
/// ```
/// 0.0 loading: the placeholder shimmers (gradient mask, `locations`, 1.2 s), the ring spins
///     (replicator, instanceDelay 1/12 s); the header slides up (View.animate 0.6 s, delay 0.2)
/// 1.6 the product arrives: the card flips (transform.rotation.y 0 → π, 0.9 s, m34 = −1/1000)
/// 2.5 flip done (completion block): loading stops; the picture is revealed (mask path, 0.7 s)
/// 3.2 the badge pops (spring: damping 0.45, velocity 0.8, 0.9 s); confetti starts
/// 3.9 confetti stops being born (the pieces in the air fall on)
/// 4.4 the Shop-now button pulses (1 → 1.06, 0.45 s, repeat, autoreverse)   clip ends at 6 s
/// ```
public enum PromoCardClip {
    public static let size = Size(width: 375, height: 667)
    public static let fps = 30.0
    public static let duration = 6.0
    public static let scale = 2.0

    public static let productLoaded = 1.6
    public static let flipDuration = 0.9
    public static let revealDuration = 0.7
    public static let celebration = 3.2
    public static let badgeDuration = 0.9
    public static let badgeDamping = 0.45
    public static let badgeVelocity = 0.8
    /// Pieces a second per colour (five colours).
    public static let confettiBirthRate = 12.0
    public static let confettiStop = 3.9
    public static let pulse = 4.4
    public static let pulseHalfPeriod = 0.45

    public static func makeStage() -> Stage {
        let stage = Stage(size: size, fps: fps, duration: duration)
        let rootView = View(layer: stage.rootLayer)
        rootView.frame = Rect(origin: .zero, size: size)
        rootView.backgroundColor = .white
        let controller = PromoViewController(view: rootView)
        stage.at(0) { controller.startLoading() }
        stage.at(productLoaded) { controller.productDidLoad() }
        stage.at(celebration) { [unowned stage] in controller.celebrate(now: stage.currentTime) }
        stage.at(confettiStop) { controller.stopConfetti() }
        stage.at(pulse) { controller.pulseShopButton() }
        stage.onFrame { _ in withExtendedLifetime(controller) {} }
        return stage
    }
}
