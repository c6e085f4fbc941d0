/// An item of a collection view, like `UICollectionViewCell`: a view with a `contentView`,
/// reused by its collection view (`prepareForReuse()` before it shows another item) and placed
/// by `apply(_:)` from its layout attributes.
open class UICollectionViewCell: UIView {
    public let contentView = UIView(frame: .zero)
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    open var isSelected = false
    open var isHighlighted = false

    public required override init(frame: CGRect) {
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

    /// Called before the cell is dequeued again; overrides call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (size, centre, transform, alpha, z-index, visibility);
    /// overrides of attributes subclasses call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Places the cell by `attributes`, then `apply(_:)`.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: .zero, size: attributes.size)
        center = attributes.center
        layer.transform = attributes.transform3D
        alpha = attributes.alpha
        layer.zPosition = CGFloat(attributes.zIndex)
        isHidden = attributes.isHidden
        apply(attributes)
    }
}
