// Draws the sample clips' pictures with Reel itself: food illustrations, avatars, the cart
// button and the discount badge. Run `swift run make-assets` from the repository root; it
// rewrites the PNGs under samples/*/assets/ (committed, so building the samples needs no run).

import Foundation
import ReelCore
import ReelRender

// MARK: - Drawing helpers

func color(_ hex: String) -> Color { Color(hex: hex)! }

func shape(
    _ svg: String, fill: String? = nil, stroke: String? = nil, width: Double = 0,
    evenOdd: Bool = false, cap: LineCap = .round, opacity: Double = 1
) -> ShapeLayer {
    let layer = ShapeLayer()
    layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.path = try! BezierPath(svgPathData: svg)
    layer.fillColor = fill.map(color)
    layer.strokeColor = stroke.map(color)
    layer.lineWidth = width
    layer.lineCap = cap
    layer.lineJoin = .round
    layer.fillRule = evenOdd ? .evenOdd : .nonZero
    layer.opacity = opacity
    return layer
}

func oval(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, fill: String, rotation: Double = 0) -> ShapeLayer {
    let layer = ShapeLayer()
    layer.bounds = Rect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry)
    layer.position = Point(x: cx, y: cy)
    layer.path = BezierPath(ovalIn: Rect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry))
    layer.fillColor = color(fill)
    layer.affineTransform = AffineTransform(rotationAngle: rotation)
    return layer
}

func roundedRect(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, fill: String,
    rotation: Double = 0
) -> ShapeLayer {
    let layer = ShapeLayer()
    layer.bounds = Rect(x: 0, y: 0, width: w, height: h)
    layer.position = Point(x: x + w / 2, y: y + h / 2)
    layer.path = BezierPath(roundedRect: Rect(x: 0, y: 0, width: w, height: h), cornerRadius: radius)
    layer.fillColor = color(fill)
    layer.affineTransform = AffineTransform(rotationAngle: rotation)
    return layer
}

/// A 100 × 100 point drawing with a rounded pastel card behind it.
func card(_ background: String?, _ parts: [Layer]) -> Layer {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    if let background {
        root.addSublayer(roundedRect(0, 0, 100, 100, radius: 22, fill: background))
    }
    for p in parts { root.addSublayer(p) }
    return root
}

func write(_ root: Layer, pixels: Int, to path: String) throws {
    let size = root.bounds.size
    let renderer = try FrameRenderer(canvasSize: size, scale: Double(pixels) / size.width)
    let frame = try renderer.render(root.modelSnapshot())
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
    try writePNG(frame, to: path)
    print("wrote \(path) (\(frame.width)×\(frame.height))")
}

// MARK: - Food

let burger = card(
    "#FFF1D6",
    [
        shape("M18 48 C18 26 34 16 50 16 C66 16 82 26 82 48 Z", fill: "#F4A340"),
        oval(38, 28, 2.6, 1.5, fill: "#FFF6E0", rotation: -0.4), oval(50, 24, 2.6, 1.5, fill: "#FFF6E0"),
        oval(62, 29, 2.6, 1.5, fill: "#FFF6E0", rotation: 0.4), oval(44, 38, 2.6, 1.5, fill: "#FFF6E0", rotation: 0.2),
        oval(58, 39, 2.6, 1.5, fill: "#FFF6E0", rotation: -0.3),
        oval(29, 38, 2.6, 1.5, fill: "#FFF6E0", rotation: -0.6),
        oval(71, 38, 2.6, 1.5, fill: "#FFF6E0", rotation: 0.6),
        shape(
            "M15 50 Q21 57 27 50 Q33 57 39 50 Q45 57 51 50 Q57 57 63 50 Q69 57 75 50 Q81 57 85 50 L85 55 L15 55 Z",
            fill: "#6BC04B"),
        shape("M18 55 L82 55 L82 59 L66 59 L59 67 L52 59 L18 59 Z", fill: "#FFD23F"),
        roundedRect(17, 58, 66, 12, radius: 6, fill: "#7A4322"),
        shape("M18 71 L82 71 L82 74 C82 80 76 84 70 84 L30 84 C24 84 18 80 18 74 Z", fill: "#F4A340"),
    ])

let pizza = card(
    "#FFE3DC",
    [
        shape("M50 90 L21 27 Q50 13 79 27 Z", fill: "#FFCF4A"),
        shape("M17 24 Q50 6 83 24 L80 31 Q50 15 20 31 Z", fill: "#E39B3F"),
        oval(42, 42, 6.5, 6.5, fill: "#D9453B"), oval(60, 44, 6, 6, fill: "#D9453B"),
        oval(50, 64, 5.5, 5.5, fill: "#D9453B"),
        oval(56, 33, 3.5, 1.8, fill: "#4CAF50", rotation: 0.5), oval(40, 56, 3.5, 1.8, fill: "#4CAF50", rotation: -0.6),
        oval(47, 78, 2.4, 2.4, fill: "#FFF3C4"), oval(33, 34, 2.4, 2.4, fill: "#FFF3C4"),
    ])

let sushi = card(
    "#E4F3FF",
    [
        shape(
            "M20 58 C20 50 26 46 34 46 L66 46 C74 46 80 50 80 58 L80 64 C80 72 74 76 66 76 L34 76 C26 76 20 72 20 64 Z",
            fill: "#FFFFFF", stroke: "#D6DEE6", width: 1),
        shape(
            "M15 50 C15 34 30 27 50 27 C70 27 85 34 85 50 C85 54 81 56 77 55 L23 55 C19 56 15 54 15 50 Z",
            fill: "#FF8A5B"),
        shape("M30 31 Q35 42 30 53 M46 28.5 Q51 40 46 54 M62 29.5 Q67 41 62 54", stroke: "#FFE1D2", width: 2.6),
        roundedRect(44, 26, 12, 51, radius: 2, fill: "#26323A"),
    ])

var sprinkles: [Layer] = []
for (i, c) in [
    "#FFFFFF", "#FFD23F", "#5BC0EB", "#9BC53D", "#FFFFFF", "#FA7921", "#5BC0EB", "#FFD23F", "#9BC53D", "#FFFFFF",
]
.enumerated() {
    let a = Double(i) * 2 * .pi / 10 + 0.3
    let r = i % 2 == 0 ? 22.0 : 15.5
    sprinkles.append(
        roundedRect(
            50 + r * cos(a) - 3, 50 + r * sin(a) - 1, 6, 2.2, radius: 1.1, fill: c,
            rotation: a * 1.7))
}
let donut = card(
    "#FCE4F1",
    [
        shape(
            "M18 50 A32 32 0 1 0 82 50 A32 32 0 1 0 18 50 Z M39 50 A11 11 0 1 1 61 50 A11 11 0 1 1 39 50 Z",
            fill: "#D99A55", evenOdd: true),
        shape(
            "M22 48 C22 30 36 21 50 21 C66 21 79 31 79 47 C79 58 74 56 72 62 C69 70 64 76 56 77 C50 79 46 74 40 76 "
                + "C30 77 23 68 23 60 C23 55 22 53 22 48 Z M38 50 A12 12 0 1 1 62 50 A12 12 0 1 1 38 50 Z",
            fill: "#FF7BB0", evenOdd: true),
    ] + sprinkles)

let iceCream = card(
    "#E8F8EE",
    [
        shape("M33 50 L67 50 L50 93 Z", fill: "#E8A85A"),
        shape("M36.4 57 L57.6 73 M63.6 57 L42.4 73 M40.5 68 L53.5 83 M59.5 68 L46.5 83", stroke: "#C98232", width: 1.6),
        oval(50, 45, 19, 14, fill: "#8FE3B8"),
        shape("M33 48 Q36 56 40 50 Q44 58 48 51 Q53 58 57 51 Q62 57 67 48 Z", fill: "#8FE3B8"),
        oval(50, 31, 15, 13, fill: "#FF9EC1"),
        shape("M50 18 Q53 10 58 8", stroke: "#3D8B37", width: 1.8),
        oval(50, 17, 5, 5, fill: "#E5324B"),
        oval(48.3, 15.5, 1.4, 1.0, fill: "#FFB3C0"),
    ])

let ramen = card(
    "#FFF4E0",
    [
        shape(
            "M38 30 C34 24 42 20 38 13 M50 30 C46 24 54 20 50 13 M62 30 C58 24 66 20 62 13", stroke: "#D8CFC4",
            width: 2),
        shape(
            "M27 50 C31 37 35 62 39 50 C43 37 47 62 51 50 C55 37 59 62 63 50 C67 39 71 58 73 50", stroke: "#F6C945",
            width: 3.2),
        oval(62, 44, 9, 7, fill: "#FFFFFF"), oval(63, 45, 4.2, 3.8, fill: "#FFB830"),
        shape("M60 10 L88 43 M68 8 L92 40", stroke: "#8B5A2B", width: 3),
        shape("M13 50 L87 50 C87 71 70 85 50 85 C30 85 13 71 13 50 Z", fill: "#E4473C"),
        shape("M20 60 L80 60", stroke: "#FFFFFF", width: 2, opacity: 0.55),
        shape("M36 85 L64 85 L61 90 L39 90 Z", fill: "#B8322A"),
    ])

let watermelon = card(
    "#E9F9E0",
    [
        shape("M12 36 A38 38 0 0 0 88 36 Z", fill: "#3E9B3A"),
        shape("M17 36 A33 33 0 0 0 83 36 Z", fill: "#E8F5C8"),
        shape("M20 36 A30 30 0 0 0 80 36 Z", fill: "#F2545B"),
        oval(35, 46, 1.8, 2.8, fill: "#2B1B17", rotation: -0.4), oval(50, 50, 1.8, 2.8, fill: "#2B1B17"),
        oval(65, 46, 1.8, 2.8, fill: "#2B1B17", rotation: 0.4), oval(42, 58, 1.8, 2.8, fill: "#2B1B17", rotation: -0.2),
        oval(58, 58, 1.8, 2.8, fill: "#2B1B17", rotation: 0.2),
    ])

let cake = card(
    "#F1E9FF",
    [
        roundedRect(20, 46, 60, 36, radius: 5, fill: "#F7D9A8"),
        roundedRect(20, 62, 60, 6, radius: 0, fill: "#FFFFFF"),
        shape(
            """
            M18 50 C18 40 82 40 82 50 L82 53 Q76 60 70 53 Q64 60 58 53 Q52 60 46 53 Q40 60 34 53 Q28 60 22 53 L18 53 Z
            """,
            fill: "#FF8FB1"),
        oval(50, 33, 8, 8.5, fill: "#E5324B"),
        shape("M44 26 Q50 30 56 26 Q52 22 50 25 Q48 22 44 26 Z", fill: "#4CAF50"),
        oval(47.5, 31, 1.0, 1.4, fill: "#FFE08A"), oval(52.5, 35, 1.0, 1.4, fill: "#FFE08A"),
    ])

// MARK: - Avatars

func avatar(background: String, skin: String, hair: String, shirt: String, longHair: Bool) -> Layer {
    var parts: [Layer] = []
    if longHair { parts.append(shape("M26 44 C22 20 34 14 50 14 C66 14 78 20 74 44 Z", fill: hair)) }
    parts += [
        shape("M16 100 C16 78 32 70 50 70 C68 70 84 78 84 100 Z", fill: shirt),
        roundedRect(43, 56, 14, 16, radius: 6, fill: skin),
        oval(50, 44, 19, 21, fill: skin),
        shape(
            longHair
                ? "M30 40 C30 22 40 18 50 18 C62 18 70 24 70 40 C64 32 56 28 44 30 C38 31 33 35 30 40 Z"
                : "M30 42 C28 24 40 19 52 20 C64 21 72 28 70 42 C66 34 60 30 50 32 C42 33 35 36 30 42 Z",
            fill: hair),
        oval(42, 46, 2.2, 2.6, fill: "#2B2B2B"), oval(58, 46, 2.2, 2.6, fill: "#2B2B2B"),
        oval(37, 53, 3.6, 2.2, fill: "#FF9AA2"), oval(63, 53, 3.6, 2.2, fill: "#FF9AA2"),
        shape("M44 55 Q50 60 56 55", stroke: "#8A3B2E", width: 1.8),
    ]
    return card(nil, [roundedRect(0, 0, 100, 100, radius: 0, fill: background)] + parts)
}

// MARK: - Icons

let cartButton: Layer = {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    root.addSublayer(oval(50, 50, 50, 50, fill: "#FF7A00"))
    root.addSublayer(shape("M22 30 L31 30 L39 62 L70 62 L77 40 L35 40", stroke: "#FFFFFF", width: 6))
    root.addSublayer(oval(42, 73, 5, 5, fill: "#FFFFFF"))
    root.addSublayer(oval(67, 73, 5, 5, fill: "#FFFFFF"))
    return root
}()

let discount: Layer = {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    root.addSublayer(oval(20, 20, 20, 20, fill: "#FF4D4F"))
    root.addSublayer(oval(20, 20, 16.5, 16.5, fill: "#FF6B6B"))
    let text = TextLayer()
    text.string = "惠"
    text.fontSize = 22
    text.isBold = true
    text.foregroundColor = .white
    text.alignmentMode = .center
    text.frame = Rect(x: 0, y: 5, width: 40, height: 30)
    root.addSublayer(text)
    return root
}()

// MARK: - Writing

let repo = FileManager.default.currentDirectoryPath
let foods: [(String, Layer)] = [
    ("burger", burger), ("pizza", pizza), ("sushi", sushi), ("donut", donut),
    ("icecream", iceCream), ("ramen", ramen), ("watermelon", watermelon), ("cake", cake),
]
for (name, layer) in foods {
    try write(layer, pixels: 160, to: "\(repo)/samples/fly-to-cart/assets/food_\(name).png")
}
try write(cartButton, pixels: 96, to: "\(repo)/samples/fly-to-cart/assets/cart.png")
try write(discount, pixels: 40, to: "\(repo)/samples/fly-to-cart/assets/cm_center_discount.png")

let people: [(String, Layer)] = [
    ("avatar_me", avatar(background: "#BFE3FF", skin: "#FFD9B8", hair: "#3B2A20", shirt: "#2F80ED", longHair: false)),
    ("avatar_0", avatar(background: "#FFE0B2", skin: "#F6C9A4", hair: "#1F1F1F", shirt: "#EB5757", longHair: true)),
    ("avatar_1", avatar(background: "#D7F5DD", skin: "#FFDDC1", hair: "#7B4B2A", shirt: "#27AE60", longHair: false)),
    ("avatar_2", avatar(background: "#EADCFF", skin: "#E8B894", hair: "#F2C94C", shirt: "#9B51E0", longHair: true)),
    ("avatar_3", avatar(background: "#FFD6E0", skin: "#FFE4CF", hair: "#4F4F4F", shirt: "#F2994A", longHair: false)),
]
for (name, layer) in people {
    try write(layer, pixels: 100, to: "\(repo)/samples/qq-arc/assets/\(name).png")
}

// MARK: - Promo card

// Confetti pieces, white so that each emitter cell's `color` tints them; drawn at 2 pixels
// per point (the cells' `contentsScale`).
let confettiStrip: Layer = {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 12, height: 6)
    root.addSublayer(roundedRect(0, 0, 12, 6, radius: 1.5, fill: "#FFFFFF"))
    return root
}()
let confettiDot: Layer = {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 8, height: 8)
    root.addSublayer(oval(4, 4, 4, 4, fill: "#FFFFFF"))
    return root
}()
try write(confettiStrip, pixels: 24, to: "\(repo)/samples/promo-card/assets/confetti.png")
try write(confettiDot, pixels: 16, to: "\(repo)/samples/promo-card/assets/confetti_dot.png")
