import ReelCore

extension Gallery {
    /// A card that flips over about its vertical axis with perspective, as app code builds it
    /// with `CATransformLayer`: two faces in one 3-D space, each not double-sided, the back one
    /// turned half way round, and the transform layer animated on `transform.rotation.y`.
    ///
    /// ```swift
    /// var perspective = CATransform3DIdentity
    /// perspective.m34 = -1 / 500
    /// container.sublayerTransform = perspective
    /// let card = CATransformLayer()
    /// back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    /// front.isDoubleSided = false; back.isDoubleSided = false
    /// let flip = CABasicAnimation(keyPath: "transform.rotation.y")
    /// ```
    public enum CardFlip {
        public static let duration = 3.0
        /// The eye's distance: `sublayerTransform.m34 = −1 / eyeDistance`.
        public static let eyeDistance = 500.0
        public static let cardSize = Size(width: 140, height: 180)
        public static let frontColor = Color(red: 0, green: 0.478, blue: 1, alpha: 1)
        public static let backColor = Color(red: 1, green: 0.584, blue: 0, alpha: 1)

        public static func stage() -> Stage {
            let stage = Stage(size: Gallery.canvas, fps: 30, duration: duration)
            let root = stage.rootLayer
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

            let container = Gallery.perspectiveContainer(in: root, eyeDistance: eyeDistance)

            let card = TransformLayer()
            card.name = "card"
            card.frame = Rect(
                x: (Gallery.canvas.width - cardSize.width) / 2, y: (Gallery.canvas.height - cardSize.height) / 2,
                width: cardSize.width, height: cardSize.height)
            container.addSublayer(card)

            let front = face(named: "front", color: frontColor)
            let play = ShapeLayer()
            play.frame = Rect(x: 45, y: 60, width: 60, height: 60)
            play.path = BezierPath(elements: [
                .move(to: Point(x: 10, y: 0)), .line(to: Point(x: 60, y: 30)), .line(to: Point(x: 10, y: 60)), .close,
            ])
            play.fillColor = .white
            front.addSublayer(play)
            card.addSublayer(front)

            let back = face(named: "back", color: backColor)
            back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
            let check = ShapeLayer()
            check.frame = Rect(x: 35, y: 60, width: 70, height: 60)
            check.path = BezierPath(elements: [
                .move(to: Point(x: 0, y: 30)), .line(to: Point(x: 25, y: 55)), .line(to: Point(x: 70, y: 5)),
            ])
            check.fillColor = nil
            check.strokeColor = .white
            check.lineWidth = 10
            check.lineCap = .round
            check.lineJoin = .round
            back.addSublayer(check)
            card.addSublayer(back)

            var flip = BasicAnimation(keyPath: "transform.rotation.y")
            flip.fromValue = 0.0
            flip.toValue = Double.pi
            flip.duration = 1.2
            flip.beginTime = 0.15
            flip.autoreverses = true
            flip.repeatCount = .infinity
            flip.timingFunction = .easeInEaseOut
            card.add(flip, forKey: "flip")
            return stage
        }

        static func face(named name: String, color: Color) -> Layer {
            let face = Layer()
            face.name = name
            face.frame = Rect(origin: .zero, size: cardSize)
            face.backgroundColor = color
            face.cornerRadius = 16
            face.isDoubleSided = false
            return face
        }
    }
}
