import ReelCore

extension Gallery {
    /// The emitter shapes and modes side by side, as app code sets them on `CAEmitterLayer`:
    /// `rectangle` with `outline` (births along the edges), `circle` with `outline` (on the
    /// ring, radius `emitterSize.width`), `circle` with `surface` (inside the disc) and
    /// `rectangle` with `points` (at the corners). Each cell's sparks barely move
    /// (`velocity` 4, any direction) and fade, so the frames show where they are born.
    ///
    /// ```swift
    /// let emitter = CAEmitterLayer()
    /// emitter.emitterPosition = CGPoint(x: 60, y: 60)
    /// emitter.emitterSize = CGSize(width: 80, height: 60)
    /// emitter.emitterShape = .rectangle
    /// emitter.emitterMode = .outline
    /// let spark = CAEmitterCell()
    /// spark.birthRate = 60; spark.lifetime = 1; spark.velocity = 4
    /// spark.emissionRange = 2 * .pi; spark.alphaSpeed = -1
    /// spark.emissionLatitude = .pi / 4      // a tilt out of the plane: shorter in-plane speed
    /// spark.contents = UIImage(named: "spark")?.cgImage
    /// emitter.emitterCells = [spark]
    /// ```
    public enum EmitterShapes {
        public static let name = "emitter-shapes"
        /// (shape, mode, centre, size, colour) for each quarter of the canvas.
        public static let emitters: [(EmitterShape, EmitterMode, Point, Size, Color)] = [
            (.rectangle, .outline, Point(x: 60, y: 60), Size(width: 80, height: 60), Color(hex: "#ff9f0a")!),
            (.circle, .outline, Point(x: 180, y: 60), Size(width: 40, height: 0), Color(hex: "#64d2ff")!),
            (.circle, .surface, Point(x: 60, y: 180), Size(width: 40, height: 0), Color(hex: "#30d158")!),
            (.rectangle, .points, Point(x: 180, y: 180), Size(width: 80, height: 60), Color(hex: "#ff375f")!),
        ]

        public static func stage(assets: String, duration: Double = 1.5) -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = Color(hex: "#1c1c1e")!
            let stage = Stage(size: Gallery.canvas, fps: 10, duration: duration, rootLayer: root)
            for (i, (shape, mode, centre, size, color)) in emitters.enumerated() {
                let emitter = EmitterLayer()
                emitter.name = "\(shape.rawValue)-\(mode.rawValue)"
                emitter.frame = root.bounds
                emitter.emitterPosition = centre
                emitter.emitterSize = size
                emitter.emitterShape = shape
                emitter.emitterMode = mode
                emitter.seed = i + 1
                var spark = EmitterCell()
                spark.name = "spark"
                spark.birthRate = 60
                spark.lifetime = 1
                spark.velocity = 4
                spark.emissionRange = 2 * .pi
                spark.emissionLatitude = .pi / 4
                spark.alphaSpeed = -1
                spark.color = color
                spark.contents = Image(path: assets + "/spark.png")
                emitter.emitterCells = [spark]
                root.addSublayer(emitter)
            }
            return stage
        }
    }
}
