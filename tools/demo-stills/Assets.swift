import Glibc
import ReelCore
import ReelRender

/// Draws the demo's images with Reel itself and writes them as PNG files, so every picture in
/// the stills is made here (and then loaded back through the image decoder, as any asset is).
enum Assets {
    /// A person silhouette on a coloured square, 120 × 120 px.
    static func avatar(_ index: Int, in folder: String) throws -> Image {
        let hue = Palette.avatarHues[index % Palette.avatarHues.count]
        let root = box(Rect(x: 0, y: 0, width: 120, height: 120), hue)
        let light = Color.white.withAlphaComponent(0.85)
        root.add(
            box(Rect(x: 38, y: 22, width: 44, height: 44), light, radius: 22),
            box(Rect(x: 18, y: 74, width: 84, height: 70), light, radius: 36))
        return try write(root, size: Size(width: 120, height: 120), to: "\(folder)/avatar-\(index).png")
    }

    /// A plate of food seen from above, 128 × 128 px.
    static func dish(_ index: Int, in folder: String) throws -> Image {
        let hue = Palette.foodHues[index % Palette.foodHues.count]
        let root = box(Rect(x: 0, y: 0, width: 128, height: 128), Color(hex: "#FFF4E6")!)
        let plate = withShadow(
            box(Rect(x: 12, y: 12, width: 104, height: 104), .white, radius: 52), opacity: 0.25, radius: 5)
        let food = box(Rect(x: 30, y: 30, width: 68, height: 68), hue, radius: 34)
        root.add(plate, food)
        for k in 0..<5 {
            let angle = Double(k) * 2 * .pi / 5 + Double(index)
            let p = Point(x: 64 + 18 * cos(angle), y: 64 + 18 * sin(angle))
            food.add(
                box(
                    Rect(x: p.x - 30 - 6, y: p.y - 30 - 6, width: 12, height: 12),
                    Color(hex: "#FFFFFF")!.withAlphaComponent(0.55), radius: 6))
        }
        return try write(root, size: Size(width: 128, height: 128), to: "\(folder)/dish-\(index).png")
    }

    /// A round discount badge, 40 × 40 px (the flying item of the fly-to-cart post).
    static func badge(in folder: String) throws -> Image {
        let root = box(Rect(x: 0, y: 0, width: 40, height: 40))
        let disc = box(Rect(x: 0, y: 0, width: 40, height: 40), Palette.accent, radius: 20)
        disc.borderWidth = 3
        disc.borderColor = .white
        root.add(
            disc,
            label("惠", Rect(x: 0, y: 7, width: 40, height: 28), size: 20, color: .white, bold: true, align: .center))
        return try write(root, size: Size(width: 40, height: 40), to: "\(folder)/badge.png")
    }

    private static func write(_ root: Layer, size: Size, to path: String) throws -> Image {
        let frame = try FrameRenderer(canvasSize: size).render(root.modelSnapshot())
        try writePNG(frame, to: path)
        return Image(path: path)
    }
}
