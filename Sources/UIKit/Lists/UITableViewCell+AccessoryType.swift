extension UITableViewCell {
    /// The standard accessories, like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell is drawn, like `UITableViewCell.SelectionStyle`: since iOS 7 every
    /// style but `.none` draws the same systemGray4 background.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The handler a cell calls with its state on each configuration update.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
}

/// A standard accessory drawn as iOS draws its glyph, at its size, with vector paths:
///
/// ```
///  checkmark 14×11, tint         chevron 8×13, tertiary label     info circle 22×22, tint
///         ╱                        ╲                                 ( i )
///     ╲  ╱                          ╱
///      ╲╱
/// ```
/// A detail disclosure button is the info circle, 12 points, then the chevron. Strokes are 2
/// points (the circle's 1.5) with round ends, as SF Symbols' semibold glyphs.
final class AccessoryGlyphView: UIView {
    static let checkmarkSize = CGSize(width: 14, height: 11)
    static let chevronSize = CGSize(width: 8, height: 13)
    static let infoDiameter: CGFloat = 22
    static let infoToChevron: CGFloat = 12

    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isUserInteractionEnabled = false
        draw()
    }

    required init?(coder: NSCoder) { nil }

    /// The glyph's size.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .checkmark: checkmarkSize
        case .disclosureIndicator: chevronSize
        case .detailButton: CGSize(width: infoDiameter, height: infoDiameter)
        case .detailDisclosureButton:
            CGSize(width: infoDiameter + infoToChevron + chevronSize.width, height: infoDiameter)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        draw()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        draw()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        draw()
    }

    private func draw() {
        for old in layer.sublayers ?? [] { old.removeFromSuperlayer() }
        let tint = tintColor.resolvedColor(with: traitCollection).cgColor
        let chevronColor = UIColor.tertiaryLabel.resolvedColor(with: traitCollection).cgColor
        switch type {
        case .none:
            break
        case .checkmark:
            stroke([CGPoint(x: 1, y: 5.5), CGPoint(x: 5, y: 10), CGPoint(x: 13, y: 1)], color: tint)
        case .disclosureIndicator:
            chevron(atX: 0, color: chevronColor)
        case .detailButton:
            info(color: tint)
        case .detailDisclosureButton:
            info(color: tint)
            chevron(atX: Self.infoDiameter + Self.infoToChevron, color: chevronColor)
        }
    }

    private func chevron(atX x: CGFloat, color: CGColor) {
        let top = (bounds.height - Self.chevronSize.height) / 2
        stroke(
            [CGPoint(x: x + 1.5, y: top + 1.5), CGPoint(x: x + 6.5, y: top + 6.5), CGPoint(x: x + 1.5, y: top + 11.5)],
            color: color)
    }

    /// An outlined circle with an "i": a dot above a bar.
    private func info(color: CGColor) {
        let d = Self.infoDiameter
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: d - 1.5, height: d - 1.5)).cgPath
        circle.strokeColor = color
        circle.fillColor = nil
        circle.lineWidth = 1.5
        layer.addSublayer(circle)
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: d / 2 - 1.25, y: 5.5, width: 2.5, height: 2.5)).cgPath
        dot.fillColor = color
        layer.addSublayer(dot)
        stroke([CGPoint(x: d / 2, y: 10), CGPoint(x: d / 2, y: 16.5)], color: color)
    }

    private func stroke(_ points: [CGPoint], color: CGColor) {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.strokeColor = color
        shape.fillColor = nil
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
    }
}

extension UITableViewCell {
    /// Whether `point` (in the cell) is on its detail button: the info circle of a
    /// `.detailButton` or `.detailDisclosureButton` accessory, grown to a 44-point target.
    func detailButtonContains(_ point: CGPoint) -> Bool {
        guard accessoryView == nil, accessoryType == .detailButton || accessoryType == .detailDisclosureButton,
            let glyph = parts.glyph, glyph.superview != nil
        else { return false }
        let d = AccessoryGlyphView.infoDiameter
        let circle = CGRect(x: 0, y: (glyph.bounds.height - d) / 2, width: d, height: d)
        return glyph.convert(circle, to: self).insetBy(dx: -(44 - d) / 2, dy: -(44 - d) / 2).contains(point)
    }
}
