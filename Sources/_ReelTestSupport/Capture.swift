import Foundation

/// Collects text written by a command (tests run one command at a time per capture).
public final class Capture: @unchecked Sendable {
    // @unchecked Sendable: each Capture is written only by the one command run that owns it,
    // on the test's own thread.
    public var text = ""

    public init() {}
}
