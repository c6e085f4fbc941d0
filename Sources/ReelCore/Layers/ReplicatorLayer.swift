/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// from the previous one, like `CAReplicatorLayer`.
///
/// Instance `i` (0 ≤ i < `instanceCount`, instance 0 being the sublayers as they are):
/// - is placed by `instanceTransform` applied `i` times, about the centre of the replicator's
///   bounds ("applied relative to the center of the replicator layer, i.e. the superlayer of
///   each replicated sublayer", `CAReplicatorLayer.h`);
/// - shows its sublayers' animations `i · instanceDelay` seconds later (their local time is
///   shifted back by `i · instanceDelay`);
/// - has its colours multiplied by `instanceColor + i · (red, green, blue, alpha)Offset`, each
///   component clamped to 0…1 (RGB multiplies the drawn colours, alpha their coverage).
///
/// ```swift
/// let spinner = ReplicatorLayer()
/// spinner.frame = Rect(x: 0, y: 0, width: 100, height: 100)
/// spinner.instanceCount = 12
/// spinner.instanceTransform = Transform3D(rotationAngle: 2 * .pi / 12, x: 0, y: 0, z: 1)
/// spinner.instanceDelay = 1.0 / 12
/// spinner.addSublayer(dot)          // a dot at (50, 10) whose opacity animates 1 → 0
/// ```
/// With `preservesDepth` false (the default) each instance is flattened into the replicator's
/// plane; true draws the instances as a `TransformLayer` draws its sublayers: each keeps its
/// 3-D transform, and all are sorted back to front by depth (see docs/animation.md).
open class ReplicatorLayer: Layer, @unchecked Sendable {
    /// The most instances drawn; larger counts draw this many.
    public static let maximumInstanceCount = 10_000

    public override init() {
        super.init(kind: .replicator)
    }

}

extension LayerState {
    /// How many instances a replicator draws (clamped to 0…`ReplicatorLayer.maximumInstanceCount`).
    public var drawnInstanceCount: Int {
        kind == .replicator ? min(max(instanceCount, 0), ReplicatorLayer.maximumInstanceCount) : 1
    }

    /// The colour multiplier of instance `i`: `instanceColor + i · offset`, each component
    /// clamped to 0…1.
    public func instanceMultiplier(_ i: Int) -> Color {
        func c(_ base: Double, _ offset: Double) -> Double {
            let v = base + Double(i) * offset
            return v.isFinite ? min(max(v, 0), 1) : 0
        }
        return Color(
            red: c(instanceColor.red, instanceRedOffset), green: c(instanceColor.green, instanceGreenOffset),
            blue: c(instanceColor.blue, instanceBlueOffset), alpha: c(instanceColor.alpha, instanceAlphaOffset))
    }
}
