/// A range of frame rates with a preferred one, like Core Animation's `CAFrameRateRange`
/// (`CAAnimation.preferredFrameRateRange`). Reel records at the clip's frame rate whatever the
/// range (docs/animation.md).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    /// nil: no preference within the range.
    public var preferred: Float?

    /// The all-zero range (`default`).
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range that leaves the frame rate to the system: all zeros.
    public static let `default` = CAFrameRateRange()
}
