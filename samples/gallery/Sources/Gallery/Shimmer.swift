import ReelCore

extension Gallery {
    /// A skeleton-loading placeholder that shimmers, as iOS code writes it: grey bars where the
    /// content will be, in a card with rounded, clipped corners, masked by a horizontal
    /// `CAGradientLayer` whose `locations` sweep a brighter band across it.
    ///
    /// ```swift
    /// let gradient = CAGradientLayer()
    /// gradient.frame = skeleton.bounds
    /// gradient.startPoint = CGPoint(x: 0, y: 0.5)
    /// gradient.endPoint = CGPoint(x: 1, y: 0.5)
    /// gradient.colors = [UIColor(white: 0, alpha: 0.45).cgColor, UIColor.black.cgColor,
    ///                    UIColor(white: 0, alpha: 0.45).cgColor]
    /// gradient.locations = [0, 0.5, 1]
    /// skeleton.layer.cornerRadius = 14
    /// skeleton.layer.masksToBounds = true
    /// skeleton.layer.mask = gradient
    /// let sweep = CABasicAnimation(keyPath: "locations")
    /// sweep.fromValue = [-1.0, -0.5, 0.0]
    /// sweep.toValue = [1.0, 1.5, 2.0]
    /// sweep.duration = 1.5
    /// sweep.repeatCount = .infinity
    /// gradient.add(sweep, forKey: "shimmer")
    /// ```
    public enum Shimmer {
        public static let name = "shimmer"
        public static let duration = 1.5
        public static let background = Color(hex: "#ffffff")!
        public static let cardFrame = Rect(x: 20, y: 60, width: 200, height: 120)
        public static let cardColor = Color(hex: "#f2f2f7")!
        public static let barColor = Color(hex: "#c7c7cc")!
        /// The mask's alpha outside the band and at its centre.
        public static let dimAlpha = 0.45
        /// The sweep: `locations` from `fromLocations` to `toLocations` over `duration`.
        public static let fromLocations = [-1.0, -0.5, 0.0]
        public static let toLocations = [1.0, 1.5, 2.0]
        /// The bars, in the card's coordinates, with their corner radii: an avatar and three lines.
        public static let bars: [(frame: Rect, radius: Double)] = [
            (Rect(x: 16, y: 16, width: 44, height: 44), 22),
            (Rect(x: 72, y: 20, width: 112, height: 14), 7),
            (Rect(x: 72, y: 42, width: 72, height: 14), 7),
            (Rect(x: 16, y: 76, width: 168, height: 12), 6),
            (Rect(x: 16, y: 96, width: 128, height: 12), 6),
        ]

        public static func stage() -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 20, duration: duration, rootLayer: root)

            let skeleton = Layer()
            skeleton.name = "skeleton"
            skeleton.frame = cardFrame
            skeleton.backgroundColor = cardColor
            skeleton.cornerRadius = 14
            skeleton.masksToBounds = true
            for (i, bar) in bars.enumerated() {
                let layer = Layer()
                layer.name = "bar\(i)"
                layer.frame = bar.frame
                layer.cornerRadius = bar.radius
                layer.backgroundColor = barColor
                skeleton.addSublayer(layer)
            }
            root.addSublayer(skeleton)

            let gradient = GradientLayer()
            gradient.name = "shimmer"
            gradient.frame = skeleton.bounds
            gradient.startPoint = Point(x: 0, y: 0.5)
            gradient.endPoint = Point(x: 1, y: 0.5)
            let dim = Color(red: 0, green: 0, blue: 0, alpha: dimAlpha)
            gradient.colors = [dim, .black, dim]
            gradient.locations = [0, 0.5, 1]
            skeleton.mask = gradient

            var sweep = BasicAnimation(keyPath: "locations")
            sweep.fromValue = fromLocations
            sweep.toValue = toLocations
            sweep.duration = duration
            sweep.repeatCount = .infinity
            gradient.add(sweep, forKey: "shimmer")
            return stage
        }
    }
}
