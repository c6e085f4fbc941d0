/// An item of a collection view, like `UICollectionViewCell`: a view with a `contentView`.
open class UICollectionViewCell: UIView {
    public let contentView = UIView(frame: .zero)

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        contentView.frame = bounds
    }
}
