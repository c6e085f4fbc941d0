import UIKit

/// A custom tab bar whose icons are drawn in `draw(_:)` with their `tintColor`: the bar's tint
/// (grey) reaches the icons through the view hierarchy, the selected icon sets its own (blue), and
/// each icon redraws from `tintColorDidChange()`. Selecting another tab springs the indicator over;
/// later the whole bar is re-tinted and the unselected icons follow it.
public final class TabIconsView: UIView {
    public let bar = UIView()
    public let indicator = UIView()
    public private(set) var icons: [IconView] = []
    public private(set) var selectedIndex = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        bar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        bar.tintColor = .systemGray
        bar.layer.name = "bar"
        addSubview(bar)
        for (index, shape) in [IconView.Shape.house, .heart, .person].enumerated() {
            let icon = IconView(shape: shape)
            icon.layer.name = "icon\(index)"
            bar.addSubview(icon)
            icons.append(icon)
        }
        indicator.backgroundColor = .systemBlue
        indicator.layer.cornerRadius = 1.5
        indicator.layer.name = "indicator"
        bar.addSubview(indicator)
        icons[0].tintColor = .systemBlue
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = CGRect(x: 0, y: bounds.height - 64, width: bounds.width, height: 64)
        let slot = bar.bounds.width / CGFloat(icons.count)
        for (index, icon) in icons.enumerated() {
            icon.frame = CGRect(x: slot * CGFloat(index) + (slot - 32) / 2, y: 12, width: 32, height: 32)
        }
        indicator.frame = indicatorFrame(for: selectedIndex)
    }

    func indicatorFrame(for index: Int) -> CGRect {
        let slot = bar.bounds.width / CGFloat(icons.count)
        return CGRect(x: slot * CGFloat(index) + (slot - 28) / 2, y: 52, width: 28, height: 3)
    }

    public func select(_ index: Int) {
        icons[selectedIndex].tintColor = nil
        icons[index].tintColor = .systemBlue
        selectedIndex = index
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { self.indicator.frame = self.indicatorFrame(for: index) })
    }

    /// Re-tints the bar: every icon without a tint of its own follows.
    public func retint(_ color: UIColor) {
        bar.tintColor = color
    }

    /// A glyph filled with the view's `tintColor`.
    public final class IconView: UIView {
        public enum Shape { case house, heart, person }
        let shape: Shape

        init(shape: Shape) {
            self.shape = shape
            super.init(frame: .zero)
            isOpaque = false
            backgroundColor = .clear
        }

        public required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        public override func tintColorDidChange() {
            super.tintColorDidChange()
            setNeedsDisplay()
        }

        public override func draw(_ rect: CGRect) {
            tintColor.setFill()
            let b = bounds.insetBy(dx: 4, dy: 4)
            let path: UIBezierPath
            switch shape {
            case .house:
                path = UIBezierPath()
                path.move(to: CGPoint(x: b.midX, y: b.minY))
                path.addLine(to: CGPoint(x: b.maxX, y: b.minY + b.height * 0.45))
                path.addLine(to: CGPoint(x: b.maxX - 3, y: b.minY + b.height * 0.45))
                path.addLine(to: CGPoint(x: b.maxX - 3, y: b.maxY))
                path.addLine(to: CGPoint(x: b.minX + 3, y: b.maxY))
                path.addLine(to: CGPoint(x: b.minX + 3, y: b.minY + b.height * 0.45))
                path.addLine(to: CGPoint(x: b.minX, y: b.minY + b.height * 0.45))
                path.close()
            case .heart:
                path = UIBezierPath()
                path.move(to: CGPoint(x: b.midX, y: b.maxY))
                path.addCurve(
                    to: CGPoint(x: b.midX, y: b.minY + b.height * 0.25),
                    controlPoint1: CGPoint(x: b.minX - 6, y: b.midY),
                    controlPoint2: CGPoint(x: b.minX + 4, y: b.minY - 6))
                path.addCurve(
                    to: CGPoint(x: b.midX, y: b.maxY),
                    controlPoint1: CGPoint(x: b.maxX - 4, y: b.minY - 6),
                    controlPoint2: CGPoint(x: b.maxX + 6, y: b.midY))
            case .person:
                path = UIBezierPath(ovalIn: CGRect(x: b.midX - 5, y: b.minY, width: 10, height: 10))
                path.append(
                    UIBezierPath(
                        roundedRect: CGRect(x: b.minX, y: b.minY + 12, width: b.width, height: b.height - 12),
                        cornerRadius: 8))
            }
            path.fill()
        }
    }
}
