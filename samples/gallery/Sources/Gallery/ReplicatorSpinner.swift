import ReelCore

/// A replicator spinner, as iOS code writes one with `CAReplicatorLayer`: one dot, copied
/// twelve times around the centre, each copy's fade starting 1/12 s after the previous one's.
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.frame = CGRect(x: 20, y: 20, width: 200, height: 200)
/// replicator.instanceCount = 12
/// replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
/// replicator.instanceDelay = 1.0 / 12
/// let dot = CALayer()
/// dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
/// dot.position = CGPoint(x: 100, y: 20)
/// dot.cornerRadius = 8
/// dot.backgroundColor = UIColor.white.cgColor
/// replicator.addSublayer(dot)
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1; fade.toValue = 0.15; fade.duration = 1; fade.repeatCount = .infinity
/// dot.add(fade, forKey: "fade")
/// ```
/// plus `instanceGreenOffset` / `instanceBlueOffset` that warm the trailing dots.
public enum ReplicatorSpinner {
    public static let name = "replicator-spinner"
    public static let dotCount = 12
    public static let replicatorFrame = Rect(x: 20, y: 20, width: 200, height: 200)
    /// The dot's centre in the replicator's coordinates.
    public static let dotPosition = Point(x: 100, y: 20)
    public static let background = Color(hex: "#1c1c1e")!
    public static let greenOffset = -0.06
    public static let blueOffset = -0.04
    /// The fade: opacity 1 → `fadeTo` over one second, repeated.
    public static let fadeTo = 0.15

    public static func stage(duration: Double = 2) -> Stage {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: Gallery.canvas)
        root.backgroundColor = background
        let stage = Stage(size: Gallery.canvas, fps: 30, duration: duration, rootLayer: root)

        let replicator = ReplicatorLayer()
        replicator.name = "spinner"
        replicator.frame = replicatorFrame
        replicator.instanceCount = dotCount
        replicator.instanceTransform = Transform3D(rotationAngle: 2 * .pi / Double(dotCount), x: 0, y: 0, z: 1)
        replicator.instanceDelay = 1.0 / Double(dotCount)
        replicator.instanceGreenOffset = greenOffset
        replicator.instanceBlueOffset = blueOffset
        root.addSublayer(replicator)

        let dot = Layer()
        dot.name = "dot"
        dot.bounds = Rect(x: 0, y: 0, width: 16, height: 16)
        dot.position = dotPosition
        dot.cornerRadius = 8
        dot.backgroundColor = .white
        replicator.addSublayer(dot)

        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = fadeTo
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        return stage
    }
}
