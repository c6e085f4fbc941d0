import ReelCore

/// Confetti, as iOS code writes it with `CAEmitterLayer`: a line emitter above the top edge,
/// one cell per colour, each piece a small white rectangle tinted by the cell's `color`,
/// falling, spinning and fading.
///
/// ```swift
/// let emitter = CAEmitterLayer()
/// emitter.emitterPosition = CGPoint(x: 120, y: -10)
/// emitter.emitterShape = .line
/// emitter.emitterSize = CGSize(width: 240, height: 1)
/// emitter.emitterCells = colors.map { color in
///     let cell = CAEmitterCell()
///     cell.birthRate = 6; cell.lifetime = 5; cell.velocity = 90; cell.velocityRange = 40
///     cell.emissionLongitude = .pi / 2; cell.emissionRange = .pi / 4
///     cell.yAcceleration = 40; cell.spin = 3; cell.spinRange = 4
///     cell.scale = 1; cell.scaleRange = 0.4; cell.alphaSpeed = -0.15
///     cell.color = color.cgColor; cell.contents = UIImage(named: "confetti")?.cgImage
///     return cell
/// }
/// ```
/// The image, `docs/gallery/assets/confetti.png` (10 × 5 white pixels), is made by
/// `GalleryTests` with Reel itself.
public enum Confetti {
    public static let name = "confetti"
    public static let colors = ["#ff3b30", "#ffcc00", "#34c759", "#007aff", "#af52de"].map { Color(hex: $0)! }

    /// The emitter; `imagePath` is the confetti piece's image.
    public static func stage(imagePath: String, seed: Int = 1, duration: Double = 3) -> Stage {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: Gallery.canvas)
        root.backgroundColor = Color(hex: "#fafafa")!
        let stage = Stage(size: Gallery.canvas, fps: 15, duration: duration, rootLayer: root)

        let emitter = EmitterLayer()
        emitter.name = "confetti"
        emitter.frame = root.frame
        emitter.emitterPosition = Point(x: 120, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = Size(width: 240, height: 1)
        emitter.seed = seed
        emitter.emitterCells = colors.enumerated().map { i, color in
            var cell = EmitterCell()
            cell.name = "piece\(i)"
            cell.birthRate = 6
            cell.lifetime = 5
            cell.velocity = 90
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 4
            cell.yAcceleration = 40
            cell.spin = 3
            cell.spinRange = 4
            cell.scaleRange = 0.4
            cell.alphaSpeed = -0.15
            cell.color = color
            cell.contents = Image(path: imagePath)
            return cell
        }
        root.addSublayer(emitter)
        return stage
    }
}
