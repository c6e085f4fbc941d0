import Foundation

/// The stage running on the current thread: where `Transaction` sends completion blocks when no
/// layer it changed names a stage.
extension Stage {
    private final class WeakStage {
        weak var stage: Stage?
        init(_ stage: Stage?) { self.stage = stage }
    }

    private static let runningKey = "ReelCore.Stage.running"

    /// The stage running on this thread, if any.
    static var running: Stage? {
        get { (Thread.current.threadDictionary[runningKey] as? WeakStage)?.stage }
        set { Thread.current.threadDictionary[runningKey] = WeakStage(newValue) }
    }
}
