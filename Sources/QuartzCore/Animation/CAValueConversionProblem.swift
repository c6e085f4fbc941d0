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

    /// Every problem met since the process started (or since `takeAll()`), for the recording
    /// host's strict mode; each distinct problem is also written once to standard error.
    package static func report(_ problem: CAValueConversionProblem) {
        lock.lock()
        let isNew = warned.insert(problem).inserted
        pending.append(problem)
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("warning: QuartzCore: \(problem)\n".utf8)) }
    }

    /// The problems met since the last call.
    package static func takeAll() -> [CAValueConversionProblem] {
        lock.lock()
        defer { lock.unlock() }
        let all = pending
        pending = []
        return all
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<CAValueConversionProblem> = []
    nonisolated(unsafe) private static var pending: [CAValueConversionProblem] = []
}
