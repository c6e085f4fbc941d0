import Foundation

/// A value Reel could not convert for its key path, or a key path Reel does not know: the
/// animation carrying it has no effect, as on iOS.
public struct CAValueConversionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The animation's key path.
    public var keyPath: String
    /// The value's type name, or nil when the key path itself is unknown.
    public var valueType: String?

    public var description: String {
        if let valueType {
            return "a \(valueType) value for key path '\(keyPath)' does not fit its type; the animation has no effect"
        }
        return "unknown key path '\(keyPath)'; the animation has no effect"
    }

    /// Records `problem` for the recording host's strict mode (on this thread: a recording runs
    /// on one) and writes each distinct problem once to standard error.
    package static func report(_ problem: CAValueConversionProblem) {
        lock.lock()
        let isNew = warned.insert(problem).inserted
        lock.unlock()
        let list = Thread.current.threadDictionary[key] as? Pending ?? Pending()
        list.problems.append(problem)
        Thread.current.threadDictionary[key] = list
        if isNew { FileHandle.standardError.write(Data("warning: QuartzCore: \(problem)\n".utf8)) }
    }

    /// The problems met on this thread since the last call.
    package static func takeAll() -> [CAValueConversionProblem] {
        let list = Thread.current.threadDictionary[key] as? Pending
        Thread.current.threadDictionary[key] = nil
        return list?.problems ?? []
    }

    private final class Pending {
        var problems: [CAValueConversionProblem] = []
    }

    private static let key = "QuartzCore.CAValueConversionProblem"
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<CAValueConversionProblem> = []
}
