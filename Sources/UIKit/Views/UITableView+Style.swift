import Foundation

/// How a table view's style draws it, as iOS 17 does, and its separators.
///
/// `.plain`: rows from edge to edge on `systemBackground`; titled headers 28 points (floating).
/// `.grouped`: `systemGroupedBackground` behind the sections, the cells on
/// `secondarySystemGroupedBackground` (a cell whose `backgroundColor` was set keeps it), the
/// sections 35 points apart (an empty header or footer is 17.5 points, the first section's
/// empty header 35), a titled header 38 points with its title in the footnote style, upper
/// case, in `secondaryLabel`, 6 points above the rows, a titled footer 41.5 points with its text
/// 6 points below the rows. `.insetGrouped`: as `.grouped`, with the sections inset by the
/// table's side margin (16 points, 20 where the table is 414 points wide or more, as the
/// system's minimum layout margins) and their first and last rows' outer corners rounded
/// (radius 10). Apple documents none of these numbers: they are iOS 17's, measured (see
/// docs/animation.md).
///
/// Separators: a hairline (one pixel: `1 / traitCollection.displayScale`) of `separatorColor`
/// (`UIColor.separator`) along each row's bottom, from `separatorInset.left` (16 or 20 points
/// from the cell's leading edge, where the text starts) to `separatorInset.right` from its
/// trailing edge, under every row but a section's last in the grouped styles, and under every
/// row but the last of a section followed by another in `.plain` (the table's last row has
/// one, with or without a `tableFooterView`), where a table without a `tableFooterView` also
/// draws filler separators `fillerRowHeight` apart below its last row.
extension UITableView {
    /// The height of an empty header or footer in the grouped styles (the first section's empty
    /// header is twice as high).
    static let groupedSpacing: CGFloat = 17.5
    /// The height of a titled header in the grouped styles.
    static let groupedTitledHeaderHeight: CGFloat = 38
    /// The height of a titled footer in the grouped styles.
    static let groupedTitledFooterHeight: CGFloat = 41.5
    /// The corner radius of an inset-grouped section.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// Whether the sections are drawn grouped (`.grouped` or `.insetGrouped`).
    var isGroupedStyle: Bool { style != .plain }

    /// The side margin of the table's content: 16 points, 20 where it is 414 points wide or more
    /// or in a regular width.
    var tableSideMargin: CGFloat {
        bounds.width >= 414 || traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// How far an inset-grouped section is in from each side (0 in the other styles).
    var sectionSideInset: CGFloat { style == .insetGrouped ? tableSideMargin : 0 }

    /// The background colour a table of `style` has until one is set.
    static func defaultBackground(for style: UITableView.Style) -> UIColor {
        style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// How separators are drawn between rows, like `separatorStyle` (`.singleLine` by default).
    public var separatorStyle: UITableViewCell.SeparatorStyle {
        get { tableLook.separatorStyle }
        set { changeLook { $0.separatorStyle = newValue } }
    }

    /// The separators' colour (`UIColor.separator` by default; nil draws that colour).
    public var separatorColor: UIColor? {
        get { tableLook.separatorColor }
        set { changeLook { $0.separatorColor = newValue } }
    }

    /// The cells' default separator inset: only `left` and `right` count. Until set, the text's
    /// leading inset (16 or 20 points) at the left and none at the right.
    public var separatorInset: UIEdgeInsets {
        get { tableLook.separatorInset ?? automaticSeparatorInset }
        set { changeLook { $0.separatorInset = newValue } }
    }

    /// Whether `separatorInset` is measured from the cells' edges (the default) or added to the
    /// automatic inset.
    public var separatorInsetReference: UITableView.SeparatorInsetReference {
        get { tableLook.separatorInsetReference }
        set { changeLook { $0.separatorInsetReference = newValue } }
    }

    /// The height of the filler rows a plain table draws separators for below its last row;
    /// `automaticDimension` (the default): the table's `rowHeight`.
    public var fillerRowHeight: CGFloat {
        get { tableLook.fillerRowHeight }
        set { changeLook { $0.fillerRowHeight = newValue } }
    }

    /// Whether the cells' content views keep clear of the table's safe area at the sides
    /// (true by default): a cell under a side inset (a landscape notch) has its content view
    /// narrowed by it, its separator moving with it.
    public var insetsContentViewsToSafeArea: Bool {
        get { tableLook.insetsContentViewsToSafeArea }
        set {
            changeLook { $0.insetsContentViewsToSafeArea = newValue }
            for cell in visibleCells { cell.setNeedsLayout() }
        }
    }

    /// How separators are interpreted, like `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        /// The inset is measured from the cell's edges.
        case fromCellEdges
        /// The inset is added to the automatic inset.
        case fromAutomaticInsets
    }

    /// The separator inset a table uses until one is set: the text's leading inset.
    var automaticSeparatorInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: tableSideMargin, bottom: 0, right: 0) }

    private func changeLook(_ change: (inout TableLook) -> Void) {
        change(&tableLook)
        for (indexPath, cell) in visible { decorate(cell, at: indexPath) }
        setNeedsLayout()
    }

    /// The x and width of a row in `section` (inset in `.insetGrouped`).
    func rowSpan() -> (x: CGFloat, width: CGFloat) {
        let inset = sectionSideInset
        return (inset, max(0, bounds.width - 2 * inset))
    }

    /// The height of a header or footer at `automaticDimension` with a title, none or a view.
    func automaticHeaderFooterHeight(header: Bool, section: Int, titled: Bool, view: UIView?) -> CGFloat {
        if titled {
            guard isGroupedStyle else { return Self.automaticHeaderFooterHeight }
            return header ? Self.groupedTitledHeaderHeight : Self.groupedTitledFooterHeight
        }
        if let view { return view.bounds.height > 0 ? view.bounds.height : Self.automaticHeaderFooterHeight }
        guard isGroupedStyle else { return 0 }
        return header && section == 0 ? 2 * Self.groupedSpacing : Self.groupedSpacing
    }

    /// Dresses a cell for its row as the style does: background, corners, frame inset,
    /// separator and editing state.
    func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let rows = rowFrames ?? []
        let count = rows.indices.contains(indexPath.section) ? rows[indexPath.section].count : 0
        let isLast = indexPath.row == count - 1
        cell.groupedBackground = isGroupedStyle
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            let radius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
            if cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
            // Clipped all along (as the section is), so editing controls slide in from its edge.
            if !cell.layer.masksToBounds { cell.layer.masksToBounds = true }
        }
        var shows = separatorStyle != .none
        if isLast {
            let lastSection = indexPath.section == rows.count - 1
            shows = shows && !isGroupedStyle && lastSection
        }
        let color = separatorColor ?? .separator
        cell.tableCell.separatorFollowsText = cell.tableCell.separatorInset == nil && tableLook.separatorInset == nil
        cell.placeSeparator(shown: shows, color: color, inset: separatorInsets(for: cell))
    }

    /// The separator's left and right insets for `cell`: its own `separatorInset` if set, else
    /// the table's, measured as `separatorInsetReference` says.
    func separatorInsets(for cell: UITableViewCell) -> UIEdgeInsets {
        var inset = cell.tableCell.separatorInset ?? separatorInset
        if separatorInsetReference == .fromAutomaticInsets {
            let automatic = automaticSeparatorInset
            inset.left += automatic.left
            inset.right += automatic.right
        }
        return inset
    }

    /// Whether a plain table draws filler separators below its last row.
    var showsFillerRows: Bool { style == .plain && tableFooterView == nil && separatorStyle != .none }

    /// Places the filler separators of a plain table below its last row, down to the bounds'
    /// bottom, `fillerRowHeight` apart.
    func placeFillerSeparators(contentHeight: CGFloat) {
        var frames: [CGRect] = []
        if showsFillerRows, let last = rowFrames?.last(where: { !$0.isEmpty })?.last,
            footerFrames.last.map({ $0.height == 0 }) ?? true
        {
            let step =
                fillerRowHeight == Self.automaticDimension || fillerRowHeight <= 0
                ? rowHeightForFiller(last)
                : fillerRowHeight
            let hairline = 1 / max(1, traitCollection.displayScale)
            let inset =
                separatorInsetReference == .fromAutomaticInsets
                ? UIEdgeInsets(
                    top: 0, left: separatorInset.left + automaticSeparatorInset.left, bottom: 0,
                    right: separatorInset.right)
                : separatorInset
            var y = max(last.maxY, contentHeight) + step
            while y - step < bounds.maxY, frames.count < 200 {
                frames.append(
                    CGRect(
                        x: inset.left, y: y - hairline, width: max(0, bounds.width - inset.left - inset.right),
                        height: hairline))
                y += step
            }
        }
        while fillerSeparators.count > frames.count { fillerSeparators.removeLast().removeFromSuperview() }
        let color = separatorColor ?? .separator
        UIView.performWithoutAnimation {
            for (index, frame) in frames.enumerated() {
                if index == fillerSeparators.count {
                    let line = UIView(frame: frame)
                    line.isUserInteractionEnabled = false
                    fillerSeparators.append(line)
                    insertSubview(line, at: 0)
                }
                if fillerSeparators[index].frame != frame { fillerSeparators[index].frame = frame }
                if fillerSeparators[index].backgroundColor !== color { fillerSeparators[index].backgroundColor = color }
            }
        }
    }

    private func rowHeightForFiller(_ last: CGRect) -> CGFloat {
        rowHeight == Self.automaticDimension || rowHeight <= 0 ? max(44, last.height) : rowHeight
    }
}

/// The values of a table view's style members (UITableView+Style.swift).
struct TableLook {
    var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    var separatorColor: UIColor? = .separator
    var separatorInset: UIEdgeInsets?
    var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
    var fillerRowHeight: CGFloat = UITableView.automaticDimension
    var insetsContentViewsToSafeArea = true
}

extension UITableViewCell {
    /// The style of a table view's separators, like `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// As `.singleLine` (iOS draws it so since iOS 7).
        @available(iOS, deprecated: 11.0)
        case singleLineEtched
    }

    /// The inset of the cell's separator (only `left` and `right` count); until set, its table
    /// view's `separatorInset`.
    public var separatorInset: UIEdgeInsets {
        get {
            tableCell.separatorInset ?? (superview as? UITableView)?.separatorInset
                ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        }
        set {
            tableCell.separatorInset = newValue
            if let table = superview as? UITableView, let path = table.indexPath(for: self) {
                table.decorate(self, at: path)
            }
        }
    }

    /// Shows or hides the cell's separator hairline along its bottom, between `inset.left` and
    /// `inset.right`.
    func placeSeparator(shown: Bool, color: UIColor, inset: UIEdgeInsets) {
        tableCell.separatorShown = shown
        tableCell.separatorInsets = inset
        if shown, tableCell.separator == nil {
            tableCell.separatorColor = nil
            let line = UIView(frame: .zero)
            line.isUserInteractionEnabled = false
            tableCell.separator = line
            addSubview(line)
        }
        // Set again only when it changes (each layout pass dresses the cells).
        if tableCell.separatorColor !== color {
            tableCell.separatorColor = color
            tableCell.separator?.backgroundColor = color
        }
        if tableCell.separator?.isHidden == shown { tableCell.separator?.isHidden = !shown }
        layoutSeparator()
    }

    /// Lays the separator along the bottom (called from `layoutSubviews()`).
    func layoutSeparator() {
        guard let line = tableCell.separator else { return }
        let hairline = 1 / max(1, traitCollection.displayScale)
        let inset = tableCell.separatorInsets
        // The line starts where the content does: it moves with it while editing (not with a
        // swipe, which slides the content over it).
        let start = tableCell.separatorFollowsText ? textStartBesideImage() ?? inset.left : inset.left
        let left = start + editingContentFrame().minX + tableCell.swipeOffset
        let frame = CGRect(
            x: left, y: bounds.height - hairline, width: max(0, bounds.width - left - inset.right), height: hairline)
        if line.frame == .zero {
            UIView.performWithoutAnimation { line.frame = frame }
        } else if line.frame != frame {
            line.frame = frame
        }
        if subviews.last !== line { bringSubviewToFront(line) }
    }
}

extension UITableViewCell {
    /// Where the text starts in the content view when an image is shown before it (the classic
    /// `imageView` or a list content configuration's image): there, not at the automatic inset,
    /// UIKit starts the separator. Nil without an image.
    func textStartBesideImage() -> CGFloat? {
        if let list = contentView.subviews.first(where: { $0 is UIListContentView }) as? UIListContentView {
            guard !list.imageView.isHidden, list.imageView.image != nil, !list.textLabel.isHidden else { return nil }
            return list.frame.minX + list.textLabel.frame.minX
        }
        guard let image = parts.imageView, image.image != nil, !image.isHidden, let text = textLabel else { return nil }
        return text.frame.minX
    }
}

/// A cell's state that its table view sets (UITableView+Style.swift, UITableView+EditMode.swift).
struct TableCellState {
    /// Whether neither the cell nor the table set a separator inset, so the line follows the text.
    var separatorFollowsText = false
    var separatorInset: UIEdgeInsets?
    var separator: UIView?
    var separatorShown = false
    /// The colour last given to the separator.
    var separatorColor: UIColor?
    var separatorInsets = UIEdgeInsets.zero
    var isEditing = false
    var editingStyle = UITableViewCell.EditingStyle.none
    var showsReorderControl = false
    var shouldIndentWhileEditing = true
    var showingDeleteConfirmation = false
    /// The delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` for the cell's row.
    var tableIndents = true
    /// The data source's `tableView(_:canMoveRowAt:)` for the cell's row.
    var tableAllowsMove = true
    var leadingControl: UIView?
    var reorderControl: UIView?
    /// The delete confirmation button, while or since shown.
    var confirmationButton: UIView?
    /// How far a swipe moved the content towards the leading edge (negative: trailing).
    var swipeOffset: CGFloat = 0
    var swipeTrailing = true
    var swipeHolder: UIView?
    var swipeButtons: [SwipeButton] = []
}
