import Foundation

/// A value function Core Animation does not have (an unknown name).
public struct ValueFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused name.
    public var name: String

    public var description: String {
        let supported = ValueFunction.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown value function \"\(name)\"; use one of \(supported)"
    }
}
