/// Mirroring a layout written for one direction, as UIKit does when the layout's
/// `flipsHorizontallyInOppositeLayoutDirection` is true and the collection view's
/// `effectiveUserInterfaceLayoutDirection` is not the layout's `developmentLayoutDirection`:
/// each element's centre x becomes `contentSize.width − x` (its transform mirrored too, so
/// rotations and skews turn the other way).
extension UICollectionView {
    /// Whether the layout's frames are mirrored now.
    var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// `attributes` mirrored across the content's vertical midline when the layout is flipped.
    func flippedIfNeeded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard flipsLayout, let attributes = attributes.copy() as? UICollectionViewLayoutAttributes else {
            return attributes
        }
        let width = collectionViewLayout.collectionViewContentSize.width
        attributes.center.x = width - attributes.center.x
        let t = attributes.transform
        if !t.isIdentity {
            attributes.transform = CGAffineTransform(a: t.a, b: -t.b, c: -t.c, d: t.d, tx: -t.tx, ty: t.ty)
        }
        return attributes
    }
}
