import Foundation

/// A strategy for snapshotting a value as a format (an image, text), like
/// swift-snapshot-testing's `Snapshotting`: the file extension of its references, how a format
/// is stored and compared, and how a value becomes the format.
public struct Snapshotting<Value, Format> {
    /// The extension of reference files (`png`, `txt`), or nil for none.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// The value as the format, possibly later.
    public var snapshot: (Value) -> Async<Format>

    public init(
        pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
    }

    /// This strategy for another kind of value, converted to `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<
        NewValue, Format
    > {
        asyncPullback { Async(value: transform($0)) }
    }

    /// This strategy for another kind of value, converted to `Value` later.
    public func asyncPullback<NewValue>(_ transform: @escaping (NewValue) -> Async<Value>) -> Snapshotting<
        NewValue, Format
    > {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
    }

    /// `strategy`, taken `duration` seconds later. A view or layer on a Reel recording
    /// (a `RecordingHost`) waits on the recording's clock, at once: what is scheduled in those
    /// seconds (completions, timers, main-queue blocks) runs first. Anything else waits on the
    /// wall clock, as upstream.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async { callback in
                if let stage = recordingStage(of: value) {
                    stage.advance(to: stage.currentTime + duration)
                } else {
                    Thread.sleep(forTimeInterval: duration)
                }
                strategy.snapshot(value).run(callback)
            }
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose format is the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// A strategy whose value is its format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
