import ReelCore

// Small builders so the scenes read like the UIKit code in the posts.

/// A plain layer with a frame and an optional background.
func box(_ frame: Rect, _ background: Color? = nil, radius: Double = 0) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = background
    layer.cornerRadius = radius
    return layer
}

/// A text layer.
func label(
    _ string: String, _ frame: Rect, size: Double, color: Color = Palette.ink, bold: Bool = false,
    align: TextAlignment = .left, wrapped: Bool = false
) -> TextLayer {
    let text = TextLayer()
    text.frame = frame
    text.string = string
    text.fontSize = size
    text.foregroundColor = color
    text.isBold = bold
    text.alignmentMode = align
    text.isWrapped = wrapped
    return text
}

/// A shape layer covering `frame`, drawing `path` (in the layer's coordinates).
func shape(_ frame: Rect, _ path: BezierPath, fill: Color? = nil, stroke: Color? = nil, width: Double = 1) -> ShapeLayer
{
    let layer = ShapeLayer()
    layer.frame = frame
    layer.path = path
    layer.fillColor = fill
    layer.strokeColor = stroke
    layer.lineWidth = width
    return layer
}

/// Adds a soft drop shadow (Core Animation's properties).
func withShadow<L: Layer>(
    _ layer: L, opacity: Double = 0.18, offset: Size = Size(width: 0, height: 4), radius: Double = 8
) -> L {
    layer.shadowOpacity = opacity
    layer.shadowOffset = offset
    layer.shadowRadius = radius
    layer.shadowColor = Palette.shadow
    return layer
}

extension Layer {
    @discardableResult
    func add(_ sublayers: Layer...) -> Self {
        for sublayer in sublayers { addSublayer(sublayer) }
        return self
    }
}

enum Palette {
    static let screen = Color(hex: "#F3F5F9")!
    static let card = Color.white
    static let ink = Color(hex: "#1F2430")!
    static let secondary = Color(hex: "#6B7386")!
    static let accent = Color(hex: "#FF5A36")!
    static let green = Color(hex: "#2DBE60")!
    static let blue = Color(hex: "#3478F6")!
    static let arcRed = Color(hex: "#E53935")!
    static let shadow = Color(hex: "#0B1533")!
    static let avatarHues = ["#F6B93B", "#6A89CC", "#38ADA9", "#E55039", "#B71540"].map { Color(hex: $0)! }
    static let foodHues = ["#F8C291", "#78E08F", "#FAD390", "#E58E26", "#82CCDD"].map { Color(hex: $0)! }
}
