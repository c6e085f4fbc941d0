/// What a table cell keeps for its classic parts: the image view (made on first use, as
/// UIKit's), the accessory, the selection backgrounds and the indentation.
final class TableCellParts {
    var imageView: UIImageView?
    var accessoryType = UITableViewCell.AccessoryType.none
    var accessoryView: UIView?
    var glyph: AccessoryGlyphView?
    var selectionStyle = UITableViewCell.SelectionStyle.default
    var selectedBackgroundView: UIView?
    var multipleSelectionBackgroundView: UIView?
    /// The selection background drawn when no `selectedBackgroundView` is set.
    lazy var standardSelectionView: UIView = {
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemGray4
        return view
    }()
    /// The selection background shown now (nil: none).
    var shownSelection: UIView?
    var indentationLevel = 0
    var indentationWidth: CGFloat = 10
}

/// A table cell's classic parts, as UIKit lays them out:
///
/// ```
///  |indent| 16 |image| 16 |text ...  detail|  10 |accessory| 16 |
///  |<------------ contentView ------------>|
/// ```
/// The content view starts `indentationLevel × indentationWidth` in and ends 10 points before
/// the accessory (`accessoryView` or the standard glyph), which sits 16 points from the trailing
/// edge, centred vertically. The image view (the `.default`, `.subtitle` and `.value1` styles)
/// sits 16 points in, centred, at its image's size (no taller than the row); the labels start 16
/// points after it. Selected or highlighted (and `selectionStyle` not `.none`), the cell shows
/// `multipleSelectionBackgroundView` (when its table allows multiple selection),
/// `selectedBackgroundView`, or UIKit's systemGray4 background, above `backgroundView`.
extension UITableViewCell {
    /// The cell's image view, to the leading side of the text labels (made on first use).
    public var imageView: UIImageView? {
        if let made = parts.imageView { return made }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        parts.imageView = view
        setNeedsLayout()
        return view
    }

    /// A standard accessory drawn at the trailing edge (ignored while `accessoryView` is set).
    public var accessoryType: UITableViewCell.AccessoryType {
        get { parts.accessoryType }
        set {
            guard newValue != parts.accessoryType else { return }
            parts.accessoryType = newValue
            parts.glyph?.removeFromSuperview()
            parts.glyph = nil
            if newValue != .none, parts.accessoryView == nil {
                let glyph = AccessoryGlyphView(type: newValue)
                addSubview(glyph)
                parts.glyph = glyph
            }
            setNeedsLayout()
        }
    }

    /// A view drawn at the trailing edge at its own size, centred vertically, in place of the
    /// standard accessory.
    public var accessoryView: UIView? {
        get { parts.accessoryView }
        set {
            guard newValue !== parts.accessoryView else { return }
            parts.accessoryView?.removeFromSuperview()
            parts.accessoryView = newValue
            if let newValue {
                parts.glyph?.removeFromSuperview()
                parts.glyph = nil
                addSubview(newValue)
            } else {
                let type = parts.accessoryType
                parts.accessoryType = .none
                accessoryType = type
            }
            setNeedsLayout()
        }
    }

    /// How the cell shows that it is selected: `.none` draws nothing, every other style the
    /// selection background.
    public var selectionStyle: UITableViewCell.SelectionStyle {
        get { parts.selectionStyle }
        set {
            parts.selectionStyle = newValue
            updateSelectionBackground(animated: false)
        }
    }

    /// The view drawn behind the content while the cell is selected or highlighted (nil: UIKit's
    /// systemGray4 background). Setting a view sets `backgroundConfiguration` to nil.
    public var selectedBackgroundView: UIView? {
        get { parts.selectedBackgroundView }
        set {
            parts.selectedBackgroundView = newValue
            if newValue != nil { backgroundConfiguration = nil }
            updateSelectionBackground(animated: false, force: true)
        }
    }

    /// The selection background used instead when the table allows multiple selection.
    public var multipleSelectionBackgroundView: UIView? {
        get { parts.multipleSelectionBackgroundView }
        set {
            parts.multipleSelectionBackgroundView = newValue
            if newValue != nil { backgroundConfiguration = nil }
            updateSelectionBackground(animated: false, force: true)
        }
    }

    /// How many steps the content is indented.
    public var indentationLevel: Int {
        get { parts.indentationLevel }
        set {
            parts.indentationLevel = newValue
            setNeedsLayout()
        }
    }

    /// The width of one indentation step (10 points by default).
    public var indentationWidth: CGFloat {
        get { parts.indentationWidth }
        set {
            parts.indentationWidth = newValue
            setNeedsLayout()
        }
    }

    /// The table view the cell is shown in, if any.
    private var table: UITableView? {
        var view = superview
        while let current = view {
            if let table = current as? UITableView { return table }
            view = current.superview
        }
        return nil
    }

    /// The state changed: updates the configurations now and the selection background.
    func selectionStateDidChange(animated: Bool) {
        configurations.needsUpdate = true
        updateConfigurationIfNeeded()
        updateSelectionBackground(animated: animated)
    }

    /// Shows the selection background the state asks for, fading it in or out when `animated`
    /// (0.25 seconds); `force` replaces the shown one even when the choice is the same kind.
    func updateSelectionBackground(animated: Bool, force: Bool = false) {
        let selected = (isSelected || isHighlighted) && selectionStyle != .none && backgroundConfiguration == nil
        var wanted: UIView?
        if selected {
            let multiple = table?.allowsMultipleSelection == true ? parts.multipleSelectionBackgroundView : nil
            wanted = multiple ?? parts.selectedBackgroundView ?? parts.standardSelectionView
        }
        guard wanted !== parts.shownSelection || force else { return }
        let old = parts.shownSelection
        parts.shownSelection = wanted
        if let wanted, wanted !== old {
            wanted.frame = bounds
            insertSubview(wanted, belowSubview: contentView)
            wanted.alpha = animated ? 0 : 1
        }
        guard let old, old !== wanted else {
            if animated, let wanted { UIView.animate(withDuration: 0.25) { wanted.alpha = 1 } }
            return
        }
        guard animated else {
            old.removeFromSuperview()
            return
        }
        UIView.animate(
            withDuration: 0.25,
            animations: {
                old.alpha = 0
                wanted?.alpha = 1
            },
            completion: { [weak self] _ in
                if self?.parts.shownSelection !== old { old.removeFromSuperview() }
            })
    }

    /// Lays out the backgrounds, the accessory, the content view (indented, narrowed by the
    /// accessory), the image view and the labels; first runs a configuration update that is due.
    func layOutParts() {
        updateConfigurationIfNeeded()
        backgroundView?.frame = bounds
        parts.shownSelection?.frame = bounds
        let indent = CGFloat(indentationLevel) * indentationWidth
        var contentEnd = bounds.maxX
        var trailing: CGFloat = 16
        if let accessory = parts.accessoryView ?? parts.glyph {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.maxX - 16 - size.width, y: bounds.midY - size.height / 2, width: size.width,
                height: size.height)
            contentEnd = accessory.frame.minX - 10
            trailing = 0
        }
        // The editing controls, a swipe and the safe area move the content (UITableViewCell+Editing.swift).
        let base = editingContentFrame()
        contentView.frame = CGRect(
            x: base.minX + indent, y: 0, width: max(0, min(base.maxX, contentEnd) - base.minX - indent),
            height: bounds.height)
        var margins = contentView.directionalLayoutMargins
        if margins.leading != 16 || margins.trailing != trailing {
            margins.leading = 16
            margins.trailing = trailing
            contentView.directionalLayoutMargins = margins
        }
        var leading: CGFloat = 16
        if style != .value2, let imageView = parts.imageView, let image = imageView.image, image.size.height > 0 {
            let height = min(image.size.height, contentView.bounds.height)
            let width = image.size.width * height / image.size.height
            imageView.frame = CGRect(x: 16, y: contentView.bounds.midY - height / 2, width: width, height: height)
            leading = 16 + width + 16
        }
        layOutLabels(leading: leading, trailing: trailing)
    }
}
