import Dispatch

/// The main queue on the current recording's clock. These overloads are what unchanged iOS code
/// calls in a file that imports UIKit, QuartzCore or CoreGraphics (they need fewer arguments than
/// Dispatch's, or take Reel's `RecordingTime` and `DispatchWorkItem`, so the compiler prefers
/// them even where the file also imports Foundation): on the main queue in a recording
/// (`RecordingContext.current`) the block
/// runs as an event of the recording's stage, at the time it names; on any other queue, or
/// outside a recording, Dispatch runs it, as Dispatch's methods do. docs/swift.md lists the
/// calls that stay Dispatch's (a `qos:`, a `DispatchTime` deadline, `sync`, groups).
extension DispatchQueue {
    /// Submits `work` to run as soon as possible: in a recording, on the main queue, after the
    /// event that is running (on the same frame).
    public func async(execute work: @escaping @Sendable () -> Void) {
        if let recording = mainQueueRecording {
            recording.schedule(atNanoseconds: recording.nanoseconds, work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits `work` to run at `deadline` (`.now() + seconds`): in a recording, on the main
    /// queue, at exactly that time on its clock.
    public func asyncAfter(deadline: RecordingTime, execute work: @escaping @Sendable () -> Void) {
        if let recording = mainQueueRecording {
            guard deadline != .distantFuture else { return }
            recording.schedule(atNanoseconds: deadline.uptimeNanoseconds, work)
        } else {
            asyncAfter(deadline: deadline.dispatchTime, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits Reel's work item to run as soon as possible (see `async(execute:)`).
    public func async(execute workItem: DispatchWorkItem) {
        if let recording = mainQueueRecording {
            recording.schedule(atNanoseconds: recording.nanoseconds) { workItem.perform() }
        } else {
            async(execute: workItem.item)
        }
    }

    /// Submits Reel's work item to run at `deadline` (see `asyncAfter(deadline:execute:)`); a
    /// cancelled item does not run.
    public func asyncAfter(deadline: RecordingTime, execute workItem: DispatchWorkItem) {
        if let recording = mainQueueRecording {
            guard deadline != .distantFuture else { return }
            recording.schedule(atNanoseconds: deadline.uptimeNanoseconds) { workItem.perform() }
        } else {
            asyncAfter(deadline: deadline.dispatchTime, execute: workItem.item)
        }
    }

    /// Submits Reel's work item at Dispatch's `deadline`: real time, never the recording's.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline, execute: workItem.item)
    }

    /// Submits Reel's work item at a wall-clock deadline: real time, never the recording's.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem) {
        asyncAfter(wallDeadline: wallDeadline, execute: workItem.item)
    }

    /// Runs Reel's work item and returns when it is done: in a recording, on the main queue, at
    /// once (the recording's code is the main thread).
    public func sync(execute workItem: DispatchWorkItem) {
        if mainQueueRecording != nil {
            workItem.perform()
        } else {
            sync(execute: workItem.item)
        }
    }

    /// The recording whose main queue this is: the current one, when this is the main queue.
    private var mainQueueRecording: RecordingContext? {
        guard let recording = RecordingContext.current, label == Self.mainLabel else { return nil }
        return recording
    }

    /// The main queue's label (Dispatch makes a new `DispatchQueue` object for each `main`, so
    /// the queue is known by its label).
    private static let mainLabel = DispatchQueue.main.label
}
