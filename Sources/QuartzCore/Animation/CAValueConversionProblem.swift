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

    /// Logs `problem` in the current recording, for its host's strict mode, and writes each
    /// distinct problem once (per recording; outside one, once per process) to standard error.
    package static func report(_ problem: CAValueConversionProblem) {
        let isNew: Bool
        if let recording = RecordingContext.current {
            isNew = recording.log(problem)
        } else {
            lock.lock()
            isNew = warnedOutside.insert(problem).inserted
            lock.unlock()
        }
        if isNew { FileHandle.standardError.write(Data("warning: QuartzCore: \(problem)\n".utf8)) }
    }

    private static let lock = NSLock()
    /// The problems warned about outside any recording.
    nonisolated(unsafe) private static var warnedOutside: Set<CAValueConversionProblem> = []
}
