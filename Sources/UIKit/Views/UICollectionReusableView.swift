/// A view a collection view places and reuses, like `UICollectionReusableView`: the base of
/// cells and of supplementary views (section headers and footers). It takes its place from
/// layout attributes, and `prepareForReuse()` runs before it shows another element.
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The kind it was dequeued for (nil: a cell), which names its reuse pool.
    var elementKind: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is dequeued again; overrides call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (size, centre, transform, alpha, z-index, visibility);
    /// overrides of attributes subclasses call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: override to change them (Reel's
    /// layouts do not size cells themselves, so the default gives them back unchanged).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Places the view by `attributes`, then `apply(_:)`. Inside an animation block its frame,
    /// alpha and (affine) transform animate.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        bounds = CGRect(origin: .zero, size: attributes.size)
        center = attributes.center
        if CATransform3DIsAffine(attributes.transform3D) {
            transform = CATransform3DGetAffineTransform(attributes.transform3D)
        } else {
            layer.transform = attributes.transform3D
        }
        alpha = attributes.alpha
        layer.zPosition = CGFloat(attributes.zIndex)
        isHidden = attributes.isHidden
        apply(attributes)
    }
}
