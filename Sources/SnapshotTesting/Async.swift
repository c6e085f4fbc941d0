/// A value produced later, like swift-snapshot-testing's `Async`: a function that calls back
/// with the value once it is ready (at once, for most strategies).
public struct Async<Value> {
    /// Starts the work; `callback` receives the value.
    public let run: (@escaping (Value) -> Void) -> Void

    /// Work that calls back with its value.
    public init(run: @escaping (@escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is ready now.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value transformed by `transform` once it arrives.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}
