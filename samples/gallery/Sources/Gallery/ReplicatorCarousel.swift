import ReelCore

extension Gallery {
    /// A 3-D carousel from one card, as app code builds it with `CAReplicatorLayer`: eight
    /// copies turned by 2π / 8 about y (`instanceTransform` in 3-D) around a card pushed out on
    /// z, kept in one 3-D space and sorted by depth (`preservesDepth`), each copy tinted by
    /// `instanceColor` plus the red, green and alpha offsets, the whole ring turning on
    /// `transform.rotation.y` under perspective.
    ///
    /// ```swift
    /// let ring = CAReplicatorLayer()
    /// ring.frame = container.bounds
    /// ring.instanceCount = 8
    /// ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / 8, 0, 1, 0)
    /// ring.preservesDepth = true
    /// ring.instanceColor = UIColor(red: 0.35, green: 0.78, blue: 0.98, alpha: 1).cgColor
    /// ring.instanceRedOffset = 0.08; ring.instanceGreenOffset = -0.08; ring.instanceAlphaOffset = -0.05
    /// card.zPosition = 80
    /// ring.addSublayer(card)
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.y")
    /// spin.toValue = 2 * CGFloat.pi; spin.duration = 4; spin.repeatCount = .infinity
    /// ```
    public enum ReplicatorCarousel {
        public static let name = "replicator-carousel"
        public static let period = 4.0
        public static let count = 8
        public static let radius = 80.0
        public static let eyeDistance = 500.0
        public static let cardSize = Size(width: 50, height: 70)
        public static let background = Color(hex: "#1c1c1e")!
        public static let instanceColor = Color(red: 0.35, green: 0.78, blue: 0.98, alpha: 1)
        public static let redOffset = 0.08
        public static let greenOffset = -0.08
        public static let alphaOffset = -0.05

        public static func stage() -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 12, duration: period, rootLayer: root)

            let container = Gallery.perspectiveContainer(in: root, eyeDistance: eyeDistance)

            let ring = ReplicatorLayer()
            ring.name = "ring"
            ring.frame = container.bounds
            ring.instanceCount = count
            ring.instanceTransform = Transform3D(rotationAngle: 2 * .pi / Double(count), x: 0, y: 1, z: 0)
            ring.preservesDepth = true
            ring.instanceColor = instanceColor
            ring.instanceRedOffset = redOffset
            ring.instanceGreenOffset = greenOffset
            ring.instanceAlphaOffset = alphaOffset
            container.addSublayer(ring)

            let card = Layer()
            card.name = "card"
            card.bounds = Rect(origin: .zero, size: cardSize)
            card.position = Point(x: ring.bounds.midX, y: ring.bounds.midY)
            card.zPosition = radius
            card.backgroundColor = .white
            card.cornerRadius = 8
            ring.addSublayer(card)

            var spin = BasicAnimation(keyPath: "transform.rotation.y")
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = period
            spin.repeatCount = .infinity
            ring.add(spin, forKey: "spin")
            return stage
        }
    }
}
