import Foundation
import Testing
import UIKit

/// Constants and `CATransaction` keys that iOS code reaches through `import UIKit`, written the
/// way older animation libraries write them.
@Suite struct DarwinIdiomTests {
    @Test func dispatchArithmeticWithNanosecondConstants() {
        // The classic delay idiom: 0.35 s as nanoseconds, back to seconds.
        let delay = Double(Int64(0.35 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay == 0.35)
        #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
        #expect(NSIntegerMax == Int.max && NSIntegerMin == Int.min && NSUIntegerMax == UInt.max)
    }

    @Test func transactionKeysSetWhatTheirMethodsSet() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        CATransaction.setValue(0.6, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        #expect(CATransaction.animationDuration() == 0.6)
        var ran = false
        CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.setValue("tag", forKey: "com.example.reason")
        #expect(CATransaction.value(forKey: "com.example.reason") as? String == "tag")
        CATransaction.commit()
        // No animation was added: the block runs at the commit (no stage: at once).
        #expect(ran)
        #expect(!CATransaction.disableActions())
        #expect(kCFBooleanFalse.boolValue == false)
        CATransaction.setValue(nil, forKey: "com.example.reason")
    }
}
