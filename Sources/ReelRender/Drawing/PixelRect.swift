import ReelCore

/// A rectangle of whole device pixels.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest pixel rectangle holding `rect`, with coordinates clamped to ±2²⁴ (far
    /// beyond any canvas, so the part that can be seen is kept); nil when `rect` is not finite.
    init?(enclosing rect: Rect) {
        let r = rect.standardized
        guard r.isFinite, !r.isNull else { return nil }
        let limit = Double(1 << 24)
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        let x0 = clamp(r.minX.rounded(.down))
        let y0 = clamp(r.minY.rounded(.down))
        let x1 = clamp(r.maxX.rounded(.up))
        let y1 = clamp(r.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The overlap, or nil when there is none.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width)
        let y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Grown by `d` pixels on every side.
    func outset(by d: Int) -> PixelRect {
        PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width)
        let y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
