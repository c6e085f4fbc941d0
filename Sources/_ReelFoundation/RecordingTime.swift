import Dispatch

/// A deadline on the current recording's clock: what `.now() + d` makes in
/// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` in a file that imports UIKit (the
/// overload Reel adds takes this type, so `.now()` is found here instead of on Dispatch's
/// `DispatchTime`). In a recording it counts the recording's nanoseconds, rounded down, so a
/// deadline lands on the frame its seconds name; outside one it is Dispatch's uptime and the
/// block goes to Dispatch. Dispatch's own `DispatchTime`, spelled out (`DispatchTime.now() + d`,
/// a variable of that type), keeps real time (docs/swift.md).
public struct RecordingTime: Comparable, Sendable {
    /// Nanoseconds since the recording started (outside one: since the system started).
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// Now: the current recording's clock, else Dispatch's `DispatchTime.now()`.
    public static func now() -> RecordingTime {
        RecordingTime(uptimeNanoseconds: RecordingContext.current?.nanoseconds ?? DispatchTime.now().uptimeNanoseconds)
    }

    /// Never: a block with this deadline never runs.
    public static let distantFuture = RecordingTime(uptimeNanoseconds: .max)

    public static func < (a: RecordingTime, b: RecordingTime) -> Bool {
        a.uptimeNanoseconds < b.uptimeNanoseconds
    }

    /// The same instant as Dispatch's time (outside a recording, where the two count alike).
    var dispatchTime: DispatchTime {
        self == .distantFuture ? .distantFuture : DispatchTime(uptimeNanoseconds: uptimeNanoseconds)
    }

    /// `self` moved by `nanoseconds`, as Dispatch moves a time: never past `distantFuture`
    /// (which stays put), never before 0.
    func moved(by nanoseconds: Int64) -> RecordingTime {
        if self == .distantFuture || nanoseconds == .max { return .distantFuture }
        if nanoseconds < 0 {
            let back = nanoseconds.magnitude
            return RecordingTime(uptimeNanoseconds: uptimeNanoseconds > back ? uptimeNanoseconds - back : 0)
        }
        let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64(nanoseconds))
        return overflow || sum == .max ? .distantFuture : RecordingTime(uptimeNanoseconds: sum)
    }

    /// `seconds` in nanoseconds as Dispatch takes them: truncated, `Int64.max` (never) for a
    /// value too large or not a number.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let value = seconds * 1e9
        if value.isNaN || value >= Double(Int64.max) { return .max }
        if value <= Double(Int64.min) { return .min }
        return Int64(value)
    }

    /// `interval` in nanoseconds as Dispatch takes it: `Int64.max` (never) for `.never` or one
    /// too large.
    static func nanoseconds(_ interval: DispatchTimeInterval) -> Int64 {
        let (count, unit): (Int, Int64)
        switch interval {
        case .seconds(let s): (count, unit) = (s, 1_000_000_000)
        case .milliseconds(let ms): (count, unit) = (ms, 1_000_000)
        case .microseconds(let us): (count, unit) = (us, 1_000)
        case .nanoseconds(let ns): (count, unit) = (ns, 1)
        case .never: return .max
        @unknown default: return .max
        }
        let (product, overflow) = Int64(count).multipliedReportingOverflow(by: unit)
        if overflow { return count < 0 ? .min : .max }
        return product
    }
}

/// `time` plus `seconds`, as Dispatch adds them (see `RecordingTime`).
public func + (time: RecordingTime, seconds: Double) -> RecordingTime {
    time.moved(by: RecordingTime.nanoseconds(seconds))
}

/// `time` less `seconds`.
public func - (time: RecordingTime, seconds: Double) -> RecordingTime {
    time.moved(by: RecordingTime.nanoseconds(-seconds))
}

/// `time` plus `interval`.
public func + (time: RecordingTime, interval: DispatchTimeInterval) -> RecordingTime {
    time.moved(by: RecordingTime.nanoseconds(interval))
}

/// `time` less `interval`.
public func - (time: RecordingTime, interval: DispatchTimeInterval) -> RecordingTime {
    let nanoseconds = RecordingTime.nanoseconds(interval)
    return time.moved(by: nanoseconds == .min ? .max : -nanoseconds)
}
