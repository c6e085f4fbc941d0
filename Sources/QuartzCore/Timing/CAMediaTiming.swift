/// The timing of an animation, like Core Animation's `CAMediaTiming`: when it begins, how long
/// one cycle lasts, its rate, repeats, reversal and fill. `CAAnimation` adopts it. Reel's
/// `CALayer` has `beginTime`, `speed` and `timeOffset` only, and `CAEmitterCell` `beginTime`
/// and `duration` only (docs/animation.md), so they do not adopt it.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
