import ReelCore

extension Gallery {
    /// A loading indicator in the style of the open-source "square spin" indicators: a square
    /// that flips half a turn about x, then about y, then back, under perspective — key frames
    /// of `transform` built from `CATransform3DRotate` on a transform with `m34` set, as such
    /// indicators write them (written here from scratch).
    ///
    /// ```swift
    /// func rotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat) -> CATransform3D {
    ///     var t = CATransform3DIdentity
    ///     t.m34 = -1 / 400
    ///     return CATransform3DRotate(t, angle, x, y, 0)
    /// }
    /// let spin = CAKeyframeAnimation(keyPath: "transform")
    /// spin.values = [rotation(0, 1, 0), rotation(.pi, 1, 0), …]
    /// ```
    public enum SquareSpin {
        public static let duration = 3.0
        public static let side = 90.0
        public static let eyeDistance = 400.0
        public static let color = Color(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)

        /// The perspective transform turned by `angle` about x and by `angleY` about y.
        public static func rotation(x angleX: Double, y angleY: Double) -> Transform3D {
            var t = Transform3D.identity
            t.m34 = -1 / eyeDistance
            return t.rotated(by: angleX, x: 1, y: 0, z: 0).rotated(by: angleY, x: 0, y: 1, z: 0)
        }

        public static func stage() -> Stage {
            let stage = Stage(size: Gallery.canvas, fps: 30, duration: duration)
            let root = stage.rootLayer
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)

            let square = ShapeLayer()
            square.name = "square"
            square.frame = Rect(
                x: (Gallery.canvas.width - side) / 2, y: (Gallery.canvas.height - side) / 2, width: side, height: side)
            square.path = BezierPath(roundedRect: Rect(x: 0, y: 0, width: side, height: side), cornerRadius: 8)
            square.fillColor = color
            root.addSublayer(square)

            var spin = KeyframeAnimation(keyPath: "transform")
            spin.values = [
                rotation(x: 0, y: 0), rotation(x: .pi, y: 0), rotation(x: .pi, y: .pi), rotation(x: 0, y: .pi),
                rotation(x: 0, y: 0),
            ]
            spin.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            spin.timingFunctions = Array(repeating: TimingFunction(controlPoints: 0.09, 0.57, 0.49, 0.9), count: 4)
            spin.duration = 3
            spin.repeatCount = .infinity
            square.add(spin, forKey: "spin")
            return stage
        }
    }
}
