import ReelCore

/// Groups layer changes and sets their implicit animations' defaults, like `CATransaction`;
/// every method forwards to ReelCore's `Transaction` (completion blocks run on the recording's
/// clock when the transaction's animations have all stopped).
open class CATransaction: NSObject {
    open class func begin() { Transaction.begin() }
    open class func commit() { Transaction.commit() }
    open class func flush() { Transaction.flush() }

    open class func animationDuration() -> CFTimeInterval { Transaction.animationDuration() }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { Transaction.setAnimationDuration(dur) }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        guard let function = Transaction.animationTimingFunction() else { return nil }
        return CAMediaTimingFunction(
            controlPoints:
                Float(function.c1x), Float(function.c1y), Float(function.c2x), Float(function.c2y))
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Transaction.setAnimationTimingFunction(function?.reel)
    }

    open class func disableActions() -> Bool { Transaction.disableActions() }
    open class func setDisableActions(_ flag: Bool) { Transaction.setDisableActions(flag) }

    open class func setCompletionBlock(_ block: (() -> Void)?) { Transaction.setCompletionBlock(block) }
}
