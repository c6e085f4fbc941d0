import ReelCore

/// An animation attached to a layer in a document: the key it was added under and the
/// animation (`BasicAnimation`, `KeyframeAnimation`, `SpringAnimation` or `AnimationGroup`).
///
/// Animations in a document are *resolved*, as a `Timeline` holds them: `beginTime` is in the
/// layer's local time (0 is the start of the clip, not "now"), and a missing or zero
/// `duration` is Core Animation's default of 0.25 s (a group's children: the group's).
public struct SceneAnimation: Sendable {
    public var key: String?
    public var animation: any Animation

    public init(key: String? = nil, animation: any Animation) {
        self.key = key
        self.animation = animation
    }
}
