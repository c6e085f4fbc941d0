/// A row of a table view, like `UITableViewCell`: a view with a `contentView` and a `textLabel`.
open class UITableViewCell: UIView {
    /// The cell's styles (Reel lays out every style as `.default`: one label).
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let reuseIdentifier: String?
    public let contentView = UIView(frame: .zero)
    public let textLabel: UILabel? = UILabel(frame: .zero)

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(textLabel!)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        contentView.addSubview(textLabel!)
    }

    open override func layoutSubviews() {
        contentView.frame = bounds
        textLabel?.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
