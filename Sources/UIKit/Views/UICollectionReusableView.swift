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

    /// Called on each shown view when its collection view's layout is about to change
    /// (`setCollectionViewLayout(_:animated:)`, animated).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called on each view shown when its collection view's animated change of layout ends.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Takes the layout's attributes (size, centre, transform, alpha, z-index, visibility);
    /// overrides of attributes subclasses call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's, asked of each new cell when the
    /// layout sizes cells by them (a flow layout with an `estimatedItemSize`): by default a copy
    /// whose size is Auto Layout's for the view (a cell's `contentView`) nearest the layout's,
    /// both sides at `fittingSizeLevel`, as UIKit's. Override to fix a side.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let measured = (self as? UICollectionViewCell)?.contentView ?? self
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let center = preferred.center
        preferred.size = measured.systemLayoutSizeFitting(layoutAttributes.size)
        preferred.center = center
        return preferred
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
