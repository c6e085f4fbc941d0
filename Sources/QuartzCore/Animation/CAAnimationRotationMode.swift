import ReelCore

/// Whether an animation along a path turns the layer to the path's tangent, like
/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")

    /// The mode in ReelCore (nil for an unknown name).
    package var reel: RotationMode? {
        switch self {
        case .rotateAuto: .rotateAuto
        case .rotateAutoReverse: .rotateAutoReverse
        default: nil
        }
    }
}
