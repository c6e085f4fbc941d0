import ReelCore

extension Gallery {
    /// A circular reveal, as iOS code writes it for a view that appears from a tapped button:
    /// the view's `layer.mask` is a `CAShapeLayer` whose `path` animates from a small circle
    /// around the tap to one that covers the whole view. The view is a radial
    /// `CAGradientLayer` with a white badge on it.
    ///
    /// ```swift
    /// let small = UIBezierPath(ovalIn: CGRect(x: 52, y: 164, width: 16, height: 16))
    /// let radius = hypot(180, 176)   // to the farthest corner
    /// let large = UIBezierPath(ovalIn: CGRect(x: 60 - radius, y: 172 - radius,
    ///                                         width: 2 * radius, height: 2 * radius))
    /// let mask = CAShapeLayer()
    /// mask.path = large.cgPath            // the model value: revealed when it ends
    /// view.layer.mask = mask
    /// let reveal = CABasicAnimation(keyPath: "path")
    /// reveal.fromValue = small.cgPath
    /// reveal.toValue = large.cgPath
    /// reveal.beginTime = CACurrentMediaTime() + 0.3
    /// reveal.duration = 1
    /// reveal.fillMode = .backwards
    /// reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    /// mask.add(reveal, forKey: "reveal")
    /// ```
    public enum CircularReveal {
        public static let name = "circular-reveal"
        public static let duration = 2.0
        public static let background = Color(hex: "#1c1c1e")!
        /// The tap, in the view's (and the canvas') coordinates.
        public static let centre = Point(x: 60, y: 172)
        public static let startRadius = 8.0
        /// The distance from the tap to the view's farthest corner, (240, 0).
        public static let endRadius = ((240 - 60) * (240 - 60) + 172 * 172 as Double).squareRoot()
        public static let revealBegin = 0.3
        public static let revealDuration = 1.0
        public static let innerColor = Color(hex: "#ff9f0a")!
        public static let outerColor = Color(hex: "#bf5af2")!

        public static func circle(radius r: Double) -> BezierPath {
            BezierPath(ovalIn: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
        }

        public static func stage() -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 20, duration: duration, rootLayer: root)

            let view = GradientLayer()
            view.name = "view"
            view.frame = root.bounds
            view.type = .radial
            view.startPoint = Point(x: centre.x / 240, y: centre.y / 240)
            view.endPoint = Point(x: 1.2, y: 1.2)
            view.colors = [innerColor, outerColor]
            root.addSublayer(view)

            let badge = ShapeLayer()
            badge.name = "badge"
            badge.frame = Rect(x: 120, y: 50, width: 80, height: 80)
            badge.path = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 80, height: 80), cornerRadius: 20)
            badge.fillColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
            view.addSublayer(badge)

            let mask = ShapeLayer()
            mask.name = "reveal"
            mask.frame = view.bounds
            mask.path = circle(radius: endRadius)
            mask.fillColor = .black
            view.mask = mask

            var reveal = BasicAnimation(keyPath: "path")
            reveal.fromValue = circle(radius: startRadius)
            reveal.toValue = circle(radius: endRadius)
            reveal.beginTime = revealBegin
            reveal.duration = revealDuration
            reveal.fillMode = .backwards
            reveal.timingFunction = .easeInEaseOut
            mask.add(reveal, forKey: "reveal")
            return stage
        }
    }
}
