/// A section's header or footer in a table view, like `UITableViewHeaderFooterView`: a
/// `contentView` with a `textLabel` 16 points in from the edges, reused by its table view. The
/// table view makes one for a data source's `tableView(_:titleForHeaderInSection:)`.
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    public let textLabel: UILabel? = UILabel(frame: .zero)
    /// A view behind the content view, as large as the header or footer (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
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
        if let textLabel {
            textLabel.font = .systemFont(ofSize: 15, weight: .semibold)
            textLabel.textColor = .secondaryLabel
            contentView.addSubview(textLabel)
        }
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
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let inner = bounds.insetBy(dx: textInset, dy: 0)
        guard let tableStyle, tableStyle != .plain, let textLabel else {
            textLabel?.frame = inner
            return
        }
        // Grouped: a header's title sits 6 points above the rows, a footer's 6 below them.
        let line = ceil(textLabel.font.lineHeight)
        let y = isFooter ? 6 : bounds.height - 6 - line
        textLabel.frame = CGRect(x: inner.minX, y: y, width: inner.width, height: line)
    }
}
