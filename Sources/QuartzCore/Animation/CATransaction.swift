import Foundation
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
    open class func completionBlock() -> (() -> Void)? { Transaction.completionBlock() }

    /// A transaction property by key: the four keys Core Animation defines
    /// (`kCATransactionAnimationDuration`, `…DisableActions`, `…AnimationTimingFunction`,
    /// `…CompletionBlock`) read the values their methods set; any other key reads what
    /// ``setValue(_:forKey:)`` stored on this thread.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default: Thread.current.threadDictionary[Self.valuesKey + key]
        }
    }

    /// Sets a transaction property, as iOS code writes
    /// `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`: the four
    /// keys Core Animation defines set what their methods set (a number or boolean for the
    /// duration and the switch); any other key is kept on this thread. Core Animation keeps
    /// other keys with the transaction and forgets them at its commit; Reel keeps them until
    /// they are set again (docs/animation.md).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let seconds = number(anObject) { setAnimationDuration(seconds) }
        case kCATransactionDisableActions:
            setDisableActions((anObject as? Bool) ?? (anObject as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            setCompletionBlock(anObject as? () -> Void)
        default:
            Thread.current.threadDictionary[Self.valuesKey + key] = anObject
        }
    }

    /// Takes the transaction lock (recursive), as `CATransaction.lock()` does around reading
    /// layer values from another thread.
    open class func lock() { transactionLock.lock() }
    open class func unlock() { transactionLock.unlock() }

    private static let transactionLock = NSRecursiveLock()
    private static let valuesKey = "QuartzCore.CATransaction.value."

    private static func number(_ value: Any?) -> Double? {
        (value as? Double) ?? (value as? NSNumber)?.doubleValue ?? (value as? CGFloat).map(Double.init)
            ?? (value as? Int).map(Double.init)
    }
}

/// The transaction properties Core Animation defines, as keys for `CATransaction.value(forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
