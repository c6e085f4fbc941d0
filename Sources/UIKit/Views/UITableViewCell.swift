/// A row of a table view, like `UITableViewCell`: a `contentView` with a `textLabel` and, in the
/// `.value1`, `.value2` and `.subtitle` styles, a `detailTextLabel`, laid out as UIKit's styles
/// place them (16-point margins): `.default` the text alone; `.value1` the detail at the trailing
/// edge, right-aligned, secondary colour; `.value2` a narrow blue text column beside the detail;
/// `.subtitle` the detail under the text in a smaller font; an `imageView` leading the text, an
/// accessory at the trailing edge, indentation and the selection background (Lists/
/// UITableViewCell+Parts.swift); content and background configurations (Lists/
/// UITableViewCell+Configurations.swift). Reused by its table view (`prepareForReuse()` before it
/// shows another row).
open class UITableViewCell: UIView {
    /// The cell's styles, like `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let style: UITableViewCell.CellStyle
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    public let textLabel: UILabel? = UILabel(frame: .zero)
    public let detailTextLabel: UILabel?
    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` unanimated, as
    /// UIKit's does, so an override of that method sees every change.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)` unanimated.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// A view behind the content view, as large as the cell (nil by default, as in UIKit).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
                backgroundConfiguration = nil
            }
        }
    }
    /// The content and background configurations (UITableViewCell+Configurations.swift).
    let configurations = CellConfigurations()
    /// The image view, accessory, selection background and indentation (UITableViewCell+Parts.swift).
    let parts = TableCellParts()
    /// The values of the accepted focus and drag members (UITableViewCell+Accepted.swift).
    var acceptedFocusStyle = FocusStyle.default
    var acceptedInteractionWhileDragging = false
    /// The state its table view sets: separator, editing (UITableView+Style.swift,
    /// UITableViewCell+Editing.swift).
    var tableCell = TableCellState()
    /// Whether `backgroundColor` was set (else the table's style chooses it).
    private var backgroundColorWasSet = false
    /// Whether the cell is in a grouped table: its default background is
    /// `secondarySystemGroupedBackground` there, `systemBackground` elsewhere.
    var groupedBackground = false {
        didSet {
            guard !backgroundColorWasSet, oldValue != groupedBackground else { return }
            super.backgroundColor = groupedBackground ? .secondarySystemGroupedBackground : .systemBackground
        }
    }
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            backgroundColorWasSet = true
            super.backgroundColor = newValue
        }
    }
    private var selectedState = false
    private var highlightedState = false

    /// Called when the cell's drag state changes; overrides call super.
    /// Reel: accepted; cells are not dragged (no drag and drop), so it is never called.
    open func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
        AcceptedMember.note("UITableViewCell.dragStateDidChange")
    }

    /// Sets the selected state: the configurations are updated for it (`updateConfiguration(using:)`)
    /// and the selection background shows or hides, fading when `animated`; overrides call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        selectionStateDidChange(animated: animated)
    }

    /// Sets the highlighted state, updating the configurations and the selection background as
    /// `setSelected(_:animated:)` does; overrides call super.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        selectionStateDidChange(animated: animated)
    }

    /// Updates the cell's configurations for `state`, called before the next layout after the state
    /// changed or `setNeedsUpdateConfiguration()`; the automatic updates of `contentConfiguration` and
    /// `backgroundConfiguration` have run. Override to restyle; the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's state: its traits, selection, highlight and whether it is disabled (user
    /// interaction off). Override to add the app's own states (`state[key] = value`); the
    /// updates read it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        super.init(frame: .zero)
        setUpLabels()
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        detailTextLabel = nil
        super.init(coder: coder)
        setUpLabels()
    }

    private func setUpLabels() {
        super.backgroundColor = .systemBackground
        // The content view follows the cell's size at once (as UIKit's, by its autoresizing
        // mask), so constraints to it hold while the cell changes size.
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
        guard let detail = detailTextLabel else { return }
        contentView.addSubview(detail)
        switch style {
        case .value1:
            detail.textColor = .secondaryLabel
            detail.textAlignment = .right
        case .value2:
            textLabel?.textColor = .systemBlue
            textLabel?.font = .systemFont(ofSize: 15)
            textLabel?.textAlignment = .right
        case .subtitle:
            detail.font = .systemFont(ofSize: 12)
        case .default:
            break
        }
    }

    /// Called before the cell is dequeued again; overrides call super.
    open func prepareForReuse() {}

    /// Turns editing mode on or off: the editing controls slide in or out and the content
    /// moves aside (UITableViewCell+Editing.swift); its table view calls it for every row in
    /// `setEditing(_:animated:)`. Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// Called before the cell's state changes to `state` (editing controls, delete
    /// confirmation); overrides call super.
    open func willTransition(to state: UITableViewCell.StateMask) {}

    /// Called after the cell's state changed to `state`; overrides call super.
    open func didTransition(to state: UITableViewCell.StateMask) {}

    func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
        layoutEditingControls()
        layoutSeparator()
    }

    /// Lays out the text labels inside the content view's `bounds` from `leading` to `trailing`
    /// points from its edges (16 each, the image's width more at the leading edge when it has one).
    func layOutLabels(leading: CGFloat, trailing: CGFloat) {
        let b = contentView.bounds
        let inner = CGRect(x: leading, y: 0, width: max(0, b.width - leading - trailing), height: b.height)
        guard let detail = detailTextLabel else {
            textLabel?.frame = inner
            return
        }
        switch style {
        case .value1:
            textLabel?.frame = inner
            detail.frame = inner
        case .value2:
            let column = min(inner.width * 0.3, 90)
            textLabel?.frame = CGRect(x: inner.minX, y: inner.minY, width: column, height: inner.height)
            detail.frame = CGRect(
                x: inner.minX + column + 6, y: inner.minY, width: inner.width - column - 6, height: inner.height)
        case .subtitle, .default:
            let half = inner.height / 2
            textLabel?.frame = CGRect(x: inner.minX, y: inner.minY + half * 0.2, width: inner.width, height: half * 0.9)
            detail.frame = CGRect(x: inner.minX, y: inner.minY + half * 0.95, width: inner.width, height: half * 0.85)
        }
    }
}
