/// Pinned section headers and footers, and what section insets are measured from.
extension UICollectionViewFlowLayout {
    /// What a flow layout's `sectionInset` is measured from, like
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content's edges, inside the collection view's content inset (the default).
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// A section's extent across the lines (y in a vertical flow, x in a horizontal one).
    struct SectionSpan {
        var start: CGFloat
        var bodyStart: CGFloat = 0
        var bodyEnd: CGFloat = 0
        var end: CGFloat = 0
    }

    /// The zIndex UIKit gives pinned headers and footers, so that they float above the cells.
    static let pinnedZIndex = 1024

    /// `inset` grown on the two edges along the lines so that it counts from the reference
    /// rather than from the content's edges: by what the safe area or the layout margins reach
    /// beyond the adjusted content inset there.
    func referenced(_ inset: UIEdgeInsets, in collectionView: UICollectionView) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        var result = inset
        if scrollDirection == .vertical {
            result.left += max(0, reference.left - adjusted.left)
            result.right += max(0, reference.right - adjusted.right)
        } else {
            result.top += max(0, reference.top - adjusted.top)
            result.bottom += max(0, reference.bottom - adjusted.bottom)
        }
        return result
    }

    /// `attributes` moved to where a pinned header or footer is seen now: a header stays at the
    /// top of the visible bounds (inside the adjusted content inset) but not before its own place
    /// and not past the end of its section's items; a footer stays at the bottom, not past its
    /// own place and not before the start of its section's items.
    func pinned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView, attributes.representedElementCategory == .supplementaryView,
            sectionSpans.indices.contains(attributes.indexPath.section)
        else { return attributes }
        let isHeader = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
        let isFooter = attributes.representedElementKind == UICollectionView.elementKindSectionFooter
        guard (isHeader && sectionHeadersPinToVisibleBounds) || (isFooter && sectionFootersPinToVisibleBounds)
        else { return attributes }
        let span = sectionSpans[attributes.indexPath.section]
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        var frame = attributes.frame
        let thickness = vertical ? frame.height : frame.width
        let place = vertical ? frame.minY : frame.minX
        let position: CGFloat
        if isHeader {
            position = max(place, min(visibleStart, span.bodyEnd - thickness))
        } else {
            position = min(place, max(visibleEnd - thickness, span.bodyStart))
        }
        if vertical { frame.origin.y = position } else { frame.origin.x = position }
        attributes.frame = frame
        attributes.zIndex = Self.pinnedZIndex
        return attributes
    }
}
