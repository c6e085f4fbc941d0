import Foundation

/// How a snapshot format is stored and compared, like swift-snapshot-testing's `Diffing`.
public struct Diffing<Value> {
    /// The bytes a reference file holds for a value.
    public var toData: (Value) -> Data
    /// The value a reference file's bytes hold.
    public var fromData: (Data) -> Value
    /// Nil when `reference` and `actual` match; otherwise a message and attachments.
    public var diff: (Value, Value) -> (String, [XCTAttachment])?

    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// What a failed comparison offers to attach. Linux's XCTest has no attachments, as
/// swift-snapshot-testing's Linux shim: the value is kept (`data`, `name`) and not shown.
open class XCTAttachment {
    /// The attached bytes.
    public let data: Data
    /// The name shown for it.
    open var name: String?

    public init(data: Data) {
        self.data = data
    }

    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
    }

    public init(string: String) {
        self.data = Data(string.utf8)
    }
}
