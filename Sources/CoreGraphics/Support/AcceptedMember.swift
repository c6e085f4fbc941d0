import Foundation

/// Apple members the façade accepts without effect: they change no pixel, geometry or timing
/// (accessibility, focus, haptics, keyboard, drag and drop), so Reel stores what they are given
/// and ignores it. Each such member's doc comment says `Reel: accepted` and why
/// (docs/ios-coverage.md lists them), and its first use in a process writes one warning.
package enum AcceptedMember {
    /// Writes `warning: <member> is accepted and has no effect in Reel …` to standard error the
    /// first time `member` (Apple's spelling, `UIView.accessibilityLabel`) is used in this process.
    package static func note(_ member: String) {
        lock.lock()
        let isNew = warned.insert(member).inserted
        lock.unlock()
        guard isNew else { return }
        let text = "warning: \(member) is accepted and has no effect in Reel (see docs/ios-coverage.md)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether `member` has been noted in this process (for tests).
    package static func wasNoted(_ member: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return warned.contains(member)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []
}
