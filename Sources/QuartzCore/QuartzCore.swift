// swift-format-ignore-file: AlwaysUseLowerCamelCase

@_exported import CoreGraphics
@_exported import _ReelFoundation

/// A time interval in seconds, like Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// Any Core Foundation object, like `CFTypeRef` (`CATextLayer.font`'s type).
public typealias CFTypeRef = AnyObject

/// Infinity as a `Float`, like Darwin's `HUGE` (what `repeatCount = HUGE` repeats for ever with).
public var HUGE: Float { Float.infinity }

/// The current media time in seconds, like `CACurrentMediaTime()`.
///
/// In a recording (`RecordingContext.current`) this is its simulated clock (0 when the clip
/// starts, the root layer's time), so `beginTime = CACurrentMediaTime() + delay` starts `delay`
/// seconds into the clip. Outside a recording it is the system's monotonic uptime, as on iOS.
public func CACurrentMediaTime() -> CFTimeInterval {
    RecordingContext.current?.time ?? ProcessInfo.processInfo.systemUptime
}
