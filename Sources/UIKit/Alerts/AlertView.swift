import Foundation

/// An alert controller's view, as big as the presentation's container: the dimming view over
/// the presenter, and `content`, what the presentation animates (the alert's platter, or an
/// action sheet's groups). Its subviews are made again (`reload()`) when the alert's title,
/// message, actions or text fields change, and placed in `layoutSubviews`
/// (AlertView+Layout.swift) with `AlertMetrics`' sizes.
///
/// ```
///  alert                            action sheet
///  ┌──────────── 270 ───────────┐   ┌─ 8 ─┬──────── width − 16 ────────┬─ 8 ─┐
///  │ title (36 to baseline)     │   │     │ title, message (grey)      │     │
///  │ message (+20, +24 below)   │   │     ├────────────────────────────┤     │
///  │ [text fields]              │   │     │ action          57         │     │
///  ├─────────────┬──────────────┤   │     ├────────────────────────────┤     │
///  │ Cancel  44  │ Delete  44   │   │     │ action                     │     │
///  └─────────────┴──────────────┘   │     └────────────────────────────┘ 8   │
///                                   │     │ Cancel (own group)   57    │     │
///                                   └─────┴────────────────────────────┴─ 8 ─┘
/// ```
final class AlertView: UIView {
    unowned let controller: UIAlertController
    /// Covers the presenter: black at 0.2 (0.48 dark); taps on it dismiss an action sheet with
    /// its cancel action, and do nothing to an alert.
    let dimming = UIControl()
    /// The animated part: the platter of an alert, the groups of an action sheet.
    let content = UIView()
    /// The alert's platter, or the action sheet's main group (title, message, the actions
    /// other than the cancel action).
    let mainGroup = UIView()
    /// The action sheet's cancel group (nil in alerts and sheets without a cancel action).
    private(set) var cancelGroup: UIView?
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The text fields' rounded group (alerts with text fields only).
    let fieldGroup = UIView()
    /// The rows in the order they are laid out (the cancel action last).
    private(set) var rows: [AlertActionRow] = []
    /// The hairlines between the header and the rows and between rows.
    private var separators: [UIView] = []
    /// How many of them the layout pass in progress has placed.
    var usedSeparators = 0

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        dimming.backgroundColor = AlertMaterial.dimming
        dimming.layer.name = "alert.dimming"
        dimming.addAction(UIAction { [unowned self] _ in dimmingTapped() }, for: .touchUpInside)
        addSubview(dimming)
        addSubview(content)
        content.layer.name = controller.preferredStyle == .alert ? "alert.platter" : "alert.sheet"
        titleLabel.layer.name = "alert.title"
        messageLabel.layer.name = "alert.message"
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        fieldGroup.backgroundColor = .systemBackground
        fieldGroup.layer.cornerRadius = AlertMetrics.textFieldCornerRadius
        fieldGroup.layer.borderColor = UIColor.separator.cgColor
        fieldGroup.clipsToBounds = true
        reload()
    }

    required init?(coder: NSCoder) { nil }

    var isSheet: Bool { controller.preferredStyle == .actionSheet }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOut()
    }

    /// Makes the subviews again from the controller's title, message, actions and text fields.
    func reload() {
        for view in content.subviews { view.removeFromSuperview() }
        for view in mainGroup.subviews { view.removeFromSuperview() }
        separators = []
        let radius = AlertMetrics.cornerRadius
        mainGroup.layer.cornerRadius = radius
        mainGroup.clipsToBounds = true
        content.addSubview(mainGroup)
        mainGroup.addSubview(AlertMaterial.backgroundView(cornerRadius: radius))
        styleLabels()
        if controller.title?.isEmpty == false { mainGroup.addSubview(titleLabel) }
        if controller.message?.isEmpty == false { mainGroup.addSubview(messageLabel) }
        if let fields = controller.textFields, !fields.isEmpty {
            for view in fieldGroup.subviews { view.removeFromSuperview() }
            mainGroup.addSubview(fieldGroup)
            for field in fields { fieldGroup.addSubview(field) }
        }
        makeRows()
        setNeedsLayout()
    }

    private func styleLabels() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        if isSheet {
            let size = AlertMetrics.sheetLabelFontSize
            let hasMessage = controller.message?.isEmpty == false
            titleLabel.font = .systemFont(ofSize: size, weight: hasMessage ? .semibold : .regular)
            messageLabel.font = .systemFont(ofSize: size)
            titleLabel.textColor = .secondaryLabel
            messageLabel.textColor = .secondaryLabel
        } else {
            titleLabel.font = .systemFont(ofSize: AlertMetrics.alertTitleFontSize, weight: .semibold)
            messageLabel.font = .systemFont(ofSize: AlertMetrics.alertMessageFontSize)
            titleLabel.textColor = .label
            messageLabel.textColor = .label
        }
    }

    /// The rows: the cancel action last (in its own group in a sheet); the bold one is the
    /// preferred action, else the cancel action.
    private func makeRows() {
        let actions = controller.actions
        let cancel = actions.first { $0.style == .cancel }
        let ordered = actions.filter { $0 !== cancel } + (cancel.map { [$0] } ?? [])
        let bold = controller.preferredAction ?? cancel
        rows = ordered.map { action in
            let row = AlertActionRow(action: action, inSheet: isSheet)
            row.isBold = action === bold
            row.onTap = { [unowned self] action in controller.dismiss(with: action) }
            return row
        }
        cancelGroup = nil
        for row in rows {
            if isSheet, row.action === cancel {
                let group = UIView()
                group.backgroundColor = AlertMaterial.cancelBackground
                group.layer.cornerRadius = AlertMetrics.cornerRadius
                group.clipsToBounds = true
                group.layer.name = "alert.cancelGroup"
                group.addSubview(row)
                content.addSubview(group)
                cancelGroup = group
            } else {
                mainGroup.addSubview(row)
            }
        }
    }

    /// Places the next hairline of this layout pass (made once, then reused; those left over
    /// are hidden by `hideUnusedHairlines()`).
    func hairline(in group: UIView, frame: CGRect) {
        if usedSeparators == separators.count {
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        let line = separators[usedSeparators]
        usedSeparators += 1
        if line.superview !== group { group.addSubview(line) }
        line.frame = frame
        line.isHidden = false
    }

    /// Hides the hairlines this layout pass did not place.
    func hideUnusedHairlines() {
        for line in separators[usedSeparators...] { line.isHidden = true }
    }

    private func dimmingTapped() {
        guard isSheet, let cancel = controller.actions.first(where: { $0.style == .cancel }) else { return }
        controller.dismiss(with: cancel)
    }
}
