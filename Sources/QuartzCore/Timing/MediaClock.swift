import Foundation

/// Where `CACurrentMediaTime()` reads the time: the clock a recording host installed on this
/// thread (`MediaClock.use(_:)`), else the system's monotonic uptime. Per thread, so that
/// recordings made at the same time on different threads each read their own clock.
package enum MediaClock {
    private final class Source {
        let clock: () -> Double
        init(_ clock: @escaping () -> Double) { self.clock = clock }
    }

    private static let key = "QuartzCore.MediaClock"

    /// The current media time in seconds.
    static func now() -> Double {
        (Thread.current.threadDictionary[key] as? Source)?.clock() ?? ProcessInfo.processInfo.systemUptime
    }

    /// Makes `clock` this thread's media time until `use(nil)`.
    package static func use(_ clock: (() -> Double)?) {
        Thread.current.threadDictionary[key] = clock.map(Source.init)
    }
}
