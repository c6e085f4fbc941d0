import Foundation

extension RunLoop {
    /// Schedules Reel's `timer` on this run loop, like Foundation's `add(_:forMode:)`; a timer
    /// made in a recording fires on the recording's clock whichever run loop and mode it is
    /// added to (the recording's code is the main thread).
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule(on: self, forMode: mode)
    }
}
