import ReelCore

/// The base of Core Animation's animations, like `CAAnimation`: timing (`CAMediaTiming`'s
/// properties), the timing function, the delegate and `isRemovedOnCompletion`.
///
/// An animation is an object you configure; `CALayer.add(_:forKey:)` converts it then to
/// ReelCore's animation value (`makeReelAnimation()`), so changing the object afterwards does
/// not change what was added, as with Core Animation's copy. Unlike Core Animation,
/// `animation(forKey:)` and the delegate's calls hand back the object that was added, not a copy.
open class CAAnimation: NSObject, @unchecked Sendable {
    // @unchecked Sendable: configured by one thread, copied when added.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as in Core Animation).
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The frame rates the animation would like, a hint.
    /// Reel: accepted; a recording samples every animation at the clip's frame rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { AcceptedMember.note("CAAnimation.preferredFrameRateRange") }
    }

    public override init() {
        super.init()
    }

    /// A new animation with the default values, decoding nothing (Reel archives no animations).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The value of `key` before one is set: the animation's own default for its properties
    /// (`"duration"` 0, `"speed"` 1, `"isRemovedOnCompletion"` true …), else nil. Override for
    /// keys of your own (and call `super` for the others).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": CFTimeInterval(0)
        case "speed": Float(1)
        case "repeatCount": Float(0)
        case "autoreverses": false
        case "removedOnCompletion": true
        case "fillMode": CAMediaTimingFillMode.removed.rawValue
        default: nil
        }
    }

    /// Whether `key`'s value is archived: true for every key, as Core Animation's default.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Adds the animation to `anObject` (a `CALayer`) under `event`: what a layer's action does.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The timing in ReelCore.
    package var reelTiming: MediaTiming {
        var timing = MediaTiming()
        timing.beginTime = beginTime
        timing.duration = duration
        timing.speed = Double(speed)
        timing.timeOffset = timeOffset
        timing.repeatCount = Double(repeatCount)
        timing.repeatDuration = repeatDuration
        timing.autoreverses = autoreverses
        timing.fillMode = fillMode.reel
        timing.isRemovedOnCompletion = isRemovedOnCompletion
        timing.timingFunction = timingFunction?.reel
        return timing
    }

    /// The ReelCore animation this one adds, without callbacks, or nil when it cannot have an
    /// effect (a value of the wrong type, an unknown key path: reported). Subclasses override.
    package func makeReelAnimation() -> (any ReelCore.Animation)? {
        nil
    }
}
