// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// Constants iOS code reaches through `import UIKit` that Linux's Foundation and Dispatch do
// not define (Darwin's <dispatch/time.h>, <objc/NSObjCRuntime.h> and CoreFoundation), with
// Darwin's types.

/// Nanoseconds per second, as `DispatchTime(uptimeNanoseconds:)` arithmetic writes it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// The largest `NSInteger` (`Int.max`).
public let NSIntegerMax = Int.max
/// The smallest `NSInteger` (`Int.min`).
public let NSIntegerMin = Int.min
/// The largest `NSUInteger` (`UInt.max`).
public let NSUIntegerMax = UInt.max

/// Core Foundation's boolean, as code passes `kCFBooleanTrue` where an object is expected
/// (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public typealias CFBoolean = NSNumber
/// `true` as a Core Foundation object. An `NSNumber` is immutable, so sharing it is safe.
nonisolated(unsafe) public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// `false` as a Core Foundation object.
nonisolated(unsafe) public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
