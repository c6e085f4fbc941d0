import ReelCore

extension Gallery {
    /// Sparklers rising from one point, as iOS code writes them with `CAEmitterLayer`: a
    /// point emitter sends up rockets of random colour (`color` with ranges) that fall back
    /// under gravity and drift in the wind (`yAcceleration`, `xAcceleration`), each rocket a
    /// particle that emits its own trail (a nested `emitterCells` cell) whose sparks shrink
    /// (`scaleSpeed`), redden (`greenSpeed`, `blueSpeed`) and fade (`alphaSpeed`), their
    /// lifetimes spread by `lifetimeRange`; drawn `additive`.
    ///
    /// ```swift
    /// let emitter = CAEmitterLayer()
    /// emitter.emitterPosition = CGPoint(x: 120, y: 236)
    /// emitter.emitterShape = .point
    /// emitter.renderMode = .additive
    /// let rocket = CAEmitterCell()
    /// rocket.birthRate = 2; rocket.lifetime = 1.6; rocket.lifetimeRange = 0.3
    /// rocket.velocity = 200; rocket.velocityRange = 40
    /// rocket.emissionLongitude = -.pi / 2; rocket.emissionRange = .pi / 5
    /// rocket.yAcceleration = 110; rocket.xAcceleration = 15
    /// rocket.color = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1).cgColor
    /// rocket.redRange = 0.4; rocket.greenRange = 0.4; rocket.blueRange = 0.4
    /// let trail = CAEmitterCell()
    /// trail.birthRate = 40; trail.lifetime = 0.5; trail.lifetimeRange = 0.2
    /// trail.velocity = 12; trail.emissionRange = 2 * .pi
    /// trail.scale = 0.8; trail.scaleSpeed = -1.2
    /// trail.greenSpeed = -0.8; trail.blueSpeed = -1.2; trail.alphaSpeed = -1.6
    /// trail.contents = UIImage(named: "spark")?.cgImage
    /// rocket.emitterCells = [trail]
    /// emitter.emitterCells = [rocket]
    /// ```
    /// The spark, `docs/gallery/assets/spark.png` (a soft 8 × 8 white dot), is made by
    /// `GalleryTests` with Reel itself.
    public enum Fireworks {
        public static let name = "fireworks"
        public static let origin = Point(x: 120, y: 236)

        public static func stage(assets: String, duration: Double = 2.4) -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = Color(hex: "#0b0b1a")!
            let stage = Stage(size: Gallery.canvas, fps: 15, duration: duration, rootLayer: root)
            let spark = Image(path: assets + "/spark.png")

            let emitter = EmitterLayer()
            emitter.name = "sparklers"
            emitter.frame = root.bounds
            emitter.emitterPosition = origin
            emitter.emitterShape = .point
            emitter.renderMode = .additive
            emitter.seed = 7

            var trail = EmitterCell()
            trail.name = "trail"
            trail.birthRate = 40
            trail.lifetime = 0.5
            trail.lifetimeRange = 0.2
            trail.velocity = 12
            trail.emissionRange = 2 * .pi
            trail.scale = 0.8
            trail.scaleSpeed = -1.2
            trail.greenSpeed = -0.8
            trail.blueSpeed = -1.2
            trail.alphaSpeed = -1.6
            trail.contents = spark

            var rocket = EmitterCell()
            rocket.name = "rocket"
            rocket.birthRate = 2
            rocket.lifetime = 1.6
            rocket.lifetimeRange = 0.3
            rocket.velocity = 200
            rocket.velocityRange = 40
            rocket.emissionLongitude = -.pi / 2
            rocket.emissionRange = .pi / 5
            rocket.yAcceleration = 110
            rocket.xAcceleration = 15
            rocket.color = Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
            rocket.redRange = 0.4
            rocket.greenRange = 0.4
            rocket.blueRange = 0.4
            rocket.contents = spark
            rocket.emitterCells = [trail]
            emitter.emitterCells = [rocket]
            root.addSublayer(emitter)
            return stage
        }
    }
}
