import Foundation

/// Where an alert's parts go (`AlertMetrics` says where each size comes from). Labels are placed
/// by their baselines, as UIKit's constraints place them: a label's first baseline is its top
/// plus the font's ascender, its last baseline its bottom less the font's descent.
extension AlertView {
    /// Places everything for the view's bounds (called from `layoutSubviews`).
    func layOut() {
        dimming.frame = bounds
        // Only `bounds` and `center` of the content are set: the presentation may be scaling it.
        usedSeparators = 0
        if isSheet { layOutSheet() } else { layOutAlert() }
        hideUnusedHairlines()
    }

    /// One pixel: the separators' thickness.
    var hairlineWidth: CGFloat { 1 / max(1, traitCollection.displayScale) }

    // MARK: - Alert

    private func layOutAlert() {
        let width = AlertMetrics.alertWidth
        var y = layOutLabels(
            width: width, aboveTitle: AlertMetrics.aboveTitleBaseline,
            aboveMessage: AlertMetrics.aboveMessageBaseline,
            below: (message: AlertMetrics.belowLastBaseline, title: AlertMetrics.belowLastBaseline))
        if fieldGroup.superview != nil {
            y = layOutTextFields(top: y, width: width)
        }
        let rowsHeight = layOutAlertRows(top: y, width: width)
        let height = y + rowsHeight
        content.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
        mainGroup.frame = content.bounds
        mainGroup.subviews.first?.frame = mainGroup.bounds
    }

    /// The labels of the header from the top of a group `width` wide; returns the header's
    /// height (0 when there is neither title nor message).
    private func layOutLabels(
        width: CGFloat, aboveTitle: CGFloat, aboveMessage: CGFloat, below: (message: CGFloat, title: CGFloat)
    ) -> CGFloat {
        let labelWidth = width - 2 * AlertMetrics.alertLabelInset
        var lastBaseline: CGFloat?
        var gapBelow: CGFloat = 0
        for label in [titleLabel, messageLabel] where label.superview != nil {
            let font = label.font!
            let firstBaseline = lastBaseline.map { $0 + aboveMessage } ?? aboveTitle
            let height = label.sizeThatFits(CGSize(width: labelWidth, height: 10_000)).height
            let top = firstBaseline - font.ascender
            label.frame = CGRect(x: AlertMetrics.alertLabelInset, y: top, width: labelWidth, height: height)
            lastBaseline = top + height + font.descender
            gapBelow = label === messageLabel && titleLabel.superview != nil ? below.message : below.title
        }
        guard let lastBaseline else { return 0 }
        if fieldGroup.superview != nil { return lastBaseline + AlertMetrics.aboveTextFields }
        return lastBaseline + gapBelow
    }

    /// The text fields stacked in one rounded group from `top`; returns where the rows begin.
    private func layOutTextFields(top: CGFloat, width: CGFloat) -> CGFloat {
        let fields = fieldGroup.subviews
        let margin = AlertMetrics.textFieldMargin
        let start = top == 0 ? AlertMetrics.belowTextFields : top
        let rowHeight = AlertMetrics.textFieldHeight
        fieldGroup.frame = CGRect(
            x: margin, y: start, width: width - 2 * margin, height: rowHeight * CGFloat(fields.count))
        fieldGroup.layer.borderWidth = hairlineWidth
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(
                x: 4, y: rowHeight * CGFloat(index), width: fieldGroup.bounds.width - 8, height: rowHeight)
        }
        return fieldGroup.frame.maxY + AlertMetrics.belowTextFields
    }

    /// Two actions whose titles fit side by side share a row (the cancel action on the left);
    /// otherwise, and always from three actions, they are stacked (the cancel action last).
    /// Returns the rows' height.
    private func layOutAlertRows(top: CGFloat, width: CGFloat) -> CGFloat {
        guard !rows.isEmpty else { return 0 }
        let line = hairlineWidth
        let height = AlertMetrics.alertRowHeight
        if top > 0 { hairline(in: mainGroup, frame: CGRect(x: 0, y: top, width: width, height: line)) }
        if sideBySide(width: width) {
            let ordered = rows.count == 2 && rows[1].action.style == .cancel ? [rows[1], rows[0]] : rows
            let half = width / CGFloat(rows.count)
            for (index, row) in ordered.enumerated() {
                row.frame = CGRect(x: half * CGFloat(index), y: top, width: half, height: height)
            }
            if rows.count == 2 {
                hairline(in: mainGroup, frame: CGRect(x: half - line / 2, y: top, width: line, height: height))
            }
            return height
        }
        for (index, row) in rows.enumerated() {
            let y = top + height * CGFloat(index)
            row.frame = CGRect(x: 0, y: y, width: width, height: height)
            if index > 0 { hairline(in: mainGroup, frame: CGRect(x: 0, y: y, width: width, height: line)) }
        }
        return height * CGFloat(rows.count)
    }

    /// Whether the alert's one or two actions go side by side: each title fits half the width.
    func sideBySide(width: CGFloat) -> Bool {
        guard rows.count <= 2 else { return false }
        let room = width / 2 - 2 * AlertMetrics.actionTitleInset
        return rows.count == 1 || rows.allSatisfy { $0.titleWidth <= room }
    }

    // MARK: - Action sheet

    private func layOutSheet() {
        let inset = AlertMetrics.sheetInset
        let width = bounds.width - 2 * inset
        let bottom = bounds.height - max(inset, safeAreaInsets.bottom)
        let rowHeight = AlertMetrics.sheetRowHeight
        var groupsBottom = bottom
        if let cancelGroup, let row = cancelGroup.subviews.first {
            cancelGroup.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            row.frame = cancelGroup.bounds
            groupsBottom -= rowHeight + AlertMetrics.sheetGroupSpacing
        }
        let header = layOutLabels(
            width: width, aboveTitle: AlertMetrics.sheetAboveTitleBaseline,
            aboveMessage: AlertMetrics.sheetAboveMessageBaseline,
            below: (message: AlertMetrics.sheetBelowMessageBaseline, title: AlertMetrics.sheetBelowLastBaseline))
        let mainRows = rows.filter { $0.superview === mainGroup }
        for (index, row) in mainRows.enumerated() {
            let y = header + rowHeight * CGFloat(index)
            row.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            if y > 0 { hairline(in: mainGroup, frame: CGRect(x: 0, y: y, width: width, height: hairlineWidth)) }
        }
        let mainHeight = header + rowHeight * CGFloat(mainRows.count)
        let mainTop = groupsBottom - mainHeight
        content.bounds = CGRect(x: 0, y: 0, width: width, height: bottom - mainTop)
        // While the sheet slides away its centre is the animation's, below the screen.
        if !controller.isBeingDismissed {
            content.center = CGPoint(x: inset + width / 2, y: mainTop + (bottom - mainTop) / 2)
        }
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        mainGroup.isHidden = mainHeight == 0
        mainGroup.subviews.first?.frame = mainGroup.bounds
        cancelGroup?.frame.origin.y = bottom - mainTop - rowHeight
    }
}
