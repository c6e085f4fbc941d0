import ReelCore

extension Gallery {
    /// An indeterminate progress ring, as iOS code writes it: a stroked circle (`CAShapeLayer`)
    /// over a faint track, masked by a conic `CAGradientLayer` from clear to opaque that turns
    /// on `transform.rotation.z`, so the ring fades to nothing behind its head.
    ///
    /// ```swift
    /// let ring = CAShapeLayer()
    /// ring.frame = CGRect(x: 40, y: 40, width: 160, height: 160)
    /// ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 140, height: 140)).cgPath
    /// ring.fillColor = nil
    /// ring.strokeColor = UIColor.systemBlue.cgColor
    /// ring.lineWidth = 14
    /// let fade = CAGradientLayer()
    /// fade.type = .conic
    /// fade.frame = ring.bounds
    /// fade.startPoint = CGPoint(x: 0.5, y: 0.5)
    /// fade.endPoint = CGPoint(x: 1, y: 0.5)
    /// fade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
    /// ring.mask = fade
    /// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    /// spin.fromValue = 0
    /// spin.toValue = 2 * CGFloat.pi
    /// spin.duration = 1.2
    /// spin.repeatCount = .infinity
    /// fade.add(spin, forKey: "spin")
    /// ```
    public enum ProgressRing {
        public static let name = "progress-ring"
        public static let period = 1.2
        public static let background = Color(hex: "#f2f2f7")!
        public static let ringFrame = Rect(x: 40, y: 40, width: 160, height: 160)
        /// The ring's centre line: radius 70 about the centre of the ring layer.
        public static let radius = 70.0
        public static let lineWidth = 14.0
        public static let color = Color(hex: "#0a84ff")!
        public static let trackColor = Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.12)

        static func ring(named name: String, color: Color) -> ShapeLayer {
            let ring = ShapeLayer()
            ring.name = name
            ring.frame = ringFrame
            ring.path = BezierPath(ovalIn: Rect(x: 10, y: 10, width: 2 * radius, height: 2 * radius))
            ring.fillColor = nil
            ring.strokeColor = color
            ring.lineWidth = lineWidth
            return ring
        }

        public static func stage() -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 20, duration: period, rootLayer: root)

            root.addSublayer(ring(named: "track", color: trackColor))
            let ring = ring(named: "ring", color: color)
            root.addSublayer(ring)

            let fade = GradientLayer()
            fade.name = "fade"
            fade.type = .conic
            fade.frame = ring.bounds
            fade.startPoint = Point(x: 0.5, y: 0.5)
            fade.endPoint = Point(x: 1, y: 0.5)
            fade.colors = [Color(red: 0, green: 0, blue: 0, alpha: 0), .black]
            ring.mask = fade

            var spin = BasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = period
            spin.repeatCount = .infinity
            fade.add(spin, forKey: "spin")
            return stage
        }
    }
}
