/// An item of a collection view, like `UICollectionViewCell`: a reusable view with a
/// `contentView`, reused by its collection view (`prepareForReuse()` before it shows another
/// item) and placed by `apply(_:)` from its layout attributes.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
