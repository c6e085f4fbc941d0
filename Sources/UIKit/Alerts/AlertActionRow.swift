import Foundation

/// One action's button in an alert or action sheet: its title centred in one line, in the
/// alert's tint colour (`systemRed` when destructive, `tertiaryLabel` grey when disabled),
/// semibold when it is the alert's bold action; darkened while pressed. A tap lifted inside an
/// enabled row asks the alert to dismiss with its action.
final class AlertActionRow: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    /// Whether the row is in an action sheet (57-point rows, 20-point titles) or an alert.
    let inSheet: Bool
    /// Whether the title is semibold (the preferred action, else the cancel action).
    var isBold = false { didSet { restyle() } }
    /// Run when an enabled row is tapped.
    var onTap: ((UIAlertAction) -> Void)?

    init(action: UIAlertAction, inSheet: Bool) {
        self.action = action
        self.inSheet = inSheet
        super.init(frame: .zero)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.text = action.title
        addSubview(label)
        action.row = self
        addAction(
            UIAction { [unowned self] _ in
                if self.action.isEnabled { onTap?(self.action) }
            }, for: .touchUpInside)
        restyle()
    }

    required init?(coder: NSCoder) { nil }

    /// The title's font and colour from the action's style, state and the alert's choice of bold.
    func restyle() {
        let size = inSheet ? AlertMetrics.sheetActionFontSize : AlertMetrics.alertActionFontSize
        label.font = .systemFont(ofSize: size, weight: isBold ? .semibold : .regular)
        label.textColor =
            !action.isEnabled
            ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        isEnabled = action.isEnabled
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? AlertMaterial.highlight : nil
    }

    /// The width the title needs on one line.
    var titleWidth: CGFloat { label.sizeThatFits(CGSize(width: 10_000, height: 100)).width }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = AlertMetrics.actionTitleInset
        label.frame = bounds.insetBy(dx: inset, dy: 0)
    }
}
