import Foundation
import ReelCore

/// The palette, as an app's asset catalog would name it.
enum Palette {
    static let ink = Color(hex: "#2B1B3D")!
    static let muted = Color(hex: "#7A6A86")!
    static let accent = Color(hex: "#FF4F79")!
    static let sun = Color(hex: "#FFCC00")!
    static let skeleton = Color(hex: "#CBD0DB")!
    static let confetti = ["#FF4F79", "#FFCC00", "#34C759", "#0A84FF", "#AF52DE"].map { Color(hex: $0)! }
}

/// `UILabel`: a view backed by a text layer (`override class var layerClass`).
final class Label: View {
    let textLayer: TextLayer

    init(
        _ text: String, frame: Rect, size: Double, bold: Bool = false, color: Color,
        alignment: TextAlignment = .natural
    ) {
        let textLayer = TextLayer()
        self.textLayer = textLayer
        super.init(layer: textLayer)
        self.frame = frame
        textLayer.string = text
        textLayer.fontSize = size
        textLayer.isBold = bold
        textLayer.foregroundColor = color
        textLayer.alignmentMode = alignment
    }
}

/// A skeleton placeholder with a shimmer, as apps write one: grey blocks where the content will
/// be, and a `CAGradientLayer` as the view's `layer.mask` — translucent black, opaque black,
/// translucent black (alpha 0.4) along a diagonal — whose `locations` sweep from `[-1, -0.5, 0]` to
/// `[1, 1.5, 2]` for ever, so a band of full opacity crosses the blocks.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// let dim = UIColor(white: 0, alpha: 0.4).cgColor
/// gradient.colors = [dim, UIColor.black.cgColor, dim]
/// gradient.startPoint = CGPoint(x: 0, y: 0.4); gradient.endPoint = CGPoint(x: 1, y: 0.6)
/// gradient.locations = [-1, -0.5, 0]
/// layer.mask = gradient
/// let shimmer = CABasicAnimation(keyPath: "locations")
/// shimmer.fromValue = [-1.0, -0.5, 0.0]; shimmer.toValue = [1.0, 1.5, 2.0]
/// shimmer.duration = 1.2; shimmer.repeatCount = .infinity
/// gradient.add(shimmer, forKey: "shimmer")
/// ```
final class ShimmerView: View {
    static let dimAlpha = 0.4
    static let from = [-1.0, -0.5, 0.0]
    static let to = [1.0, 1.5, 2.0]
    static let period = 1.2

    let gradient = GradientLayer()

    init(frame: Rect, blocks: [(rect: Rect, radius: Double)]) {
        super.init(layer: Layer())
        self.frame = frame
        for block in blocks {
            let bar = Layer()
            bar.frame = block.rect
            bar.cornerRadius = block.radius
            bar.backgroundColor = Palette.skeleton
            layer.addSublayer(bar)
        }
        gradient.name = "shimmer"
        gradient.frame = bounds
        let dim = Color.black.withAlphaComponent(Self.dimAlpha)
        gradient.colors = [dim, .black, dim]
        gradient.startPoint = Point(x: 0, y: 0.4)
        gradient.endPoint = Point(x: 1, y: 0.6)
        gradient.locations = Self.from
        layer.mask = gradient
    }

    func startShimmering() {
        var shimmer = BasicAnimation(keyPath: "locations")
        shimmer.fromValue = Self.from
        shimmer.toValue = Self.to
        shimmer.duration = Self.period
        shimmer.repeatCount = .infinity
        gradient.add(shimmer, forKey: "shimmer")
    }

    func stopShimmering() {
        gradient.removeAnimation(forKey: "shimmer")
    }
}

/// A loading ring, as apps build one with `CAReplicatorLayer`: one dot, copied twelve times
/// round the centre, each copy's fade starting `instanceDelay` = 1/12 s after the one before,
/// so the brightest dot runs clockwise once a second.
///
/// ```swift
/// let ring = CAReplicatorLayer()
/// ring.instanceCount = 12
/// ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
/// ring.instanceDelay = 1.0 / 12
/// let dot = CALayer()
/// dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
/// dot.position = CGPoint(x: ring.bounds.midX, y: 4)
/// dot.opacity = 0.15                       // copies not yet started stay dim
/// ring.addSublayer(dot)
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1; fade.toValue = 0.15; fade.duration = 1; fade.repeatCount = .infinity
/// dot.add(fade, forKey: "fade")
/// ```
final class LoadingRing {
    static let count = 12
    static let dimOpacity = 0.15
    static let period = 1.0

    let replicator = ReplicatorLayer()
    let dot = Layer()

    init(center: Point, diameter: Double) {
        replicator.name = "loadingRing"
        replicator.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
        replicator.position = center
        replicator.instanceCount = Self.count
        replicator.instanceTransform = Transform3D(rotationAngle: 2 * .pi / Double(Self.count), x: 0, y: 0, z: 1)
        replicator.instanceDelay = Self.period / Double(Self.count)

        dot.name = "dot"
        dot.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        dot.position = Point(x: diameter / 2, y: 4)
        dot.cornerRadius = 4
        dot.backgroundColor = Palette.accent
        dot.opacity = Self.dimOpacity
        replicator.addSublayer(dot)
    }

    func startAnimating() {
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = Self.dimOpacity
        fade.duration = Self.period
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: "fade")
    }
}

/// The product picture: a cup of brown-sugar boba drawn with shape layers, 100 × 176 points.
enum BobaIllustration {
    static func shape(_ svg: String, fill: Color?, stroke: Color? = nil, width: Double = 0) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 176)
        // The path data are constants of this file; a typo is a programming error.
        layer.path = try! BezierPath(svgPathData: svg)
        layer.fillColor = fill
        layer.strokeColor = stroke
        layer.lineWidth = width
        layer.lineCap = .round
        layer.lineJoin = .round
        return layer
    }

    static func make(frame: Rect) -> Layer {
        let cup = Layer()
        cup.name = "boba"
        cup.frame = frame
        let white = Color.white
        cup.addSublayer(shape("M60 4 L70 6 L62 72 L52 70 Z", fill: Palette.accent))
        cup.addSublayer(shape("M10 54 Q50 8 90 54 Z", fill: white.withAlphaComponent(0.85)))
        cup.addSublayer(
            shape("M12 60 L88 60 L80 168 Q79 176 72 176 L28 176 Q21 176 20 168 Z", fill: Color(hex: "#E9BA8E")!))
        cup.addSublayer(
            shape(
                "M13 78 Q32 92 50 82 Q68 72 87 84 L85 104 Q66 94 50 106 Q32 118 15 102 Z",
                fill: Color(hex: "#9C5A2E")!.withAlphaComponent(0.55)))
        cup.addSublayer(shape("M26 70 L23 150", fill: nil, stroke: white.withAlphaComponent(0.45), width: 5))
        let pearl = Color(hex: "#3B2416")!
        let pearls: [(Double, Double)] = [
            (32, 164), (44, 166), (56, 165), (68, 163), (38, 154), (50, 155), (62, 153), (74, 152), (28, 152),
            (44, 144), (58, 143),
        ]
        for (x, y) in pearls {
            let p = ShapeLayer()
            p.frame = Rect(x: x - 6, y: y - 6, width: 12, height: 12)
            p.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 12, height: 12))
            p.fillColor = pearl
            cup.addSublayer(p)
        }
        let rim = Layer()
        rim.frame = Rect(x: 6, y: 50, width: 88, height: 12)
        rim.cornerRadius = 6
        rim.backgroundColor = white
        cup.addSublayer(rim)
        return cup
    }
}
