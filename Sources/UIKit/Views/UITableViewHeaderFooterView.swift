/// A section's header or footer in a table view, like `UITableViewHeaderFooterView`: a
/// `contentView` with a `textLabel` 16 points in from the edges, reused by its table view. The
/// table view makes one for a data source's `tableView(_:titleForHeaderInSection:)`.
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    public let textLabel: UILabel? = UILabel(frame: .zero)
    /// A second, smaller line of text under `textLabel` (footnote style, secondary label colour),
    /// shown when it has text.
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    /// The content and background configurations (UITableViewHeaderFooterView+Configurations.swift).
    let configurations = CellConfigurations()
    /// A view behind the content view, as large as the header or footer (nil by default).
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

    /// The style of the table view that made it for a title (nil: made by the app).
    var tableStyle: UITableView.Style? { didSet { styleTitle() } }
    /// Whether the table view made it as a footer.
    var isFooter = false { didSet { styleTitle() } }
    /// How far the title is in from the leading edge.
    var textInset: CGFloat = 16 { didSet { setNeedsLayout() } }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .secondarySystemBackground
        addSubview(contentView)
        // The system's 16-point side margins, which list content configurations take.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        if let textLabel {
            textLabel.font = .systemFont(ofSize: 15, weight: .semibold)
            textLabel.textColor = .secondaryLabel
            contentView.addSubview(textLabel)
        }
        if let detailTextLabel {
            detailTextLabel.font = .preferredFont(forTextStyle: .footnote)
            detailTextLabel.textColor = .secondaryLabel
            contentView.addSubview(detailTextLabel)
        }
    }

    /// Updates the view's configurations for `state`, called before the next layout after
    /// `setNeedsUpdateConfiguration()` (and before the first); the automatic updates of
    /// `contentConfiguration` and `backgroundConfiguration` have run. The default does nothing.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// The view's state: its traits and whether it is disabled (user interaction off). Override
    /// to add the app's own states (`state[key] = value`); the updates read it.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Dresses a title as the table's style does: in the grouped styles the footnote font in
    /// `secondaryLabel` on no background (UITableView+Style.swift).
    private func styleTitle() {
        guard let tableStyle, let textLabel else { return }
        if tableStyle == .plain {
            backgroundColor = .secondarySystemBackground
            textLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        } else {
            backgroundColor = nil
            textLabel.font = .preferredFont(forTextStyle: .footnote)
            textLabel.numberOfLines = 0
        }
        setNeedsLayout()
    }

    /// Called before the view is dequeued again; overrides call super.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let inner = bounds.insetBy(dx: textInset, dy: 0)
        if let tableStyle, tableStyle != .plain, let textLabel {
            // Grouped: a header's title sits 6 points above the rows, a footer's 6 below them.
            let line = ceil(textLabel.font.lineHeight)
            let y = isFooter ? 6 : bounds.height - 6 - line
            textLabel.frame = CGRect(x: inner.minX, y: y, width: inner.width, height: line)
            return
        }
        guard let detail = detailTextLabel, detail.text?.isEmpty == false, let textLabel else {
            textLabel?.frame = inner
            return
        }
        // The detail line under the text, the two centred together, 2 points apart.
        let text = textLabel.sizeThatFits(CGSize(width: inner.width, height: 0)).height
        let second = detail.sizeThatFits(CGSize(width: inner.width, height: 0)).height
        let top = inner.midY - (text + 2 + second) / 2
        textLabel.frame = CGRect(x: inner.minX, y: top, width: inner.width, height: text)
        detail.frame = CGRect(x: inner.minX, y: top + text + 2, width: inner.width, height: second)
    }
}
