/// An animation as attached to a layer: its key, a layer-unique id, and the resolved copy
/// (begin time in the layer's local time, non-zero duration).
public struct AttachedAnimation: Sendable {
    /// Unique among the animations ever added to the layer, in adding order.
    public var id: Int
    /// The key it was added under (nil for `add(_:forKey: nil)`).
    public var key: String?
    /// The resolved animation.
    public var animation: any Animation

    public init(id: Int, key: String?, animation: any Animation) {
        self.id = id
        self.key = key
        self.animation = animation
    }
}
