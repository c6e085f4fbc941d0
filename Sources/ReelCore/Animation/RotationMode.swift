import Foundation

/// Whether a layer moving along a path turns with it, as `CAAnimationRotationMode`.
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// The layer turns to match the path's tangent.
    case rotateAuto
    /// The layer turns to match the tangent plus half a turn.
    case rotateAutoReverse
}
