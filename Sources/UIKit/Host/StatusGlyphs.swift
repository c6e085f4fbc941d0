import Foundation

/// One status-bar glyph: a layer of its size, drawn from its origin.
struct StatusGlyph {
    let layer: CALayer
    let size: CGSize
}

/// The status bar's glyphs, drawn with paths in points (iOS's proportions, not its exact outlines).
enum StatusGlyphs {
    /// Four bars, 3 points wide and 1.5 apart, rising from 4 to 11 points: full signal.
    static func signal(color: UIColor) -> StatusGlyph {
        let heights: [CGFloat] = [4, 6.5, 9, 11]
        let path = UIBezierPath()
        for (index, height) in heights.enumerated() {
            let rect = CGRect(x: CGFloat(index) * 4.5, y: 11 - height, width: 3, height: height)
            path.append(UIBezierPath(roundedRect: rect, cornerRadius: 1))
        }
        return StatusGlyph(layer: shape(path, fill: color), size: CGSize(width: 16.5, height: 11))
    }

    /// Wi-Fi: a dot's wedge and two arcs, a quarter turn wide, about a point at the bottom middle.
    static func wifi(color: UIColor) -> StatusGlyph {
        let centre = CGPoint(x: 8, y: 11)
        let start = -CGFloat.pi * 3 / 4
        let end = -CGFloat.pi / 4
        let path = UIBezierPath()
        path.move(to: centre)
        path.addArc(withCenter: centre, radius: 3.5, startAngle: start, endAngle: end, clockwise: true)
        path.close()
        for (inner, outer) in [(CGFloat(5.5), CGFloat(7.8)), (9.3, 11.3)] {
            path.append(
                UIBezierPath(arcCenter: centre, radius: outer, startAngle: start, endAngle: end, clockwise: true))
            path.addArc(withCenter: centre, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            path.close()
        }
        return StatusGlyph(layer: shape(path, fill: color), size: CGSize(width: 16, height: 11.5))
    }

    /// A full battery: a 25 × 12-point outline (35 % of the colour), the charge filling it 2 points
    /// inside, and the terminal's nub at the right.
    static func battery(color: UIColor) -> StatusGlyph {
        let container = CALayer()
        let outline = shape(
            UIBezierPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: 24, height: 11), cornerRadius: 3.5), fill: nil)
        outline.strokeColor = color.withAlphaComponent(0.35).cgColor
        outline.lineWidth = 1
        let charge = shape(
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 21, height: 8), cornerRadius: 2), fill: color)
        let nub = shape(
            UIBezierPath(
                roundedRect: CGRect(x: 26, y: 4, width: 1.5, height: 4), byRoundingCorners: [.topRight, .bottomRight],
                cornerRadii: CGSize(width: 1, height: 1)), fill: color.withAlphaComponent(0.4))
        for layer in [outline, charge, nub] { container.addSublayer(layer) }
        let size = CGSize(width: 27.5, height: 12)
        container.bounds = CGRect(origin: .zero, size: size)
        return StatusGlyph(layer: container, size: size)
    }

    private static func shape(_ path: UIBezierPath, fill: UIColor?) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path.cgPath
        layer.fillColor = fill?.cgColor
        return layer
    }
}
