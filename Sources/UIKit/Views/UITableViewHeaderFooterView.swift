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

    /// Called before the view is dequeued again; overrides call super.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        textLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
