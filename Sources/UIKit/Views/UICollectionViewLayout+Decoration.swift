import Foundation

/// Decoration views: views a layout places itself (a section's background, a separator), not
/// asked of the data source. The layout registers a class for each kind
/// (`register(_:forDecorationViewOfKind:)`) and returns attributes made with
/// `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)` from
/// `layoutAttributesForElements(in:)`; the collection view makes a view of the registered class
/// for each (reusing those that left the bounds), places it by the attributes like a cell and
/// shows it; its `zIndex` orders it among the cells (below them when negative). The delegate
/// hears nothing of decoration views, as in UIKit.
extension UICollectionViewLayout {
    /// The reuse-pool kind of decoration views of `kind`, kept apart from supplementary kinds.
    static func decorationPoolKind(_ kind: String) -> String { "\u{2}decoration\u{2}" + kind }

    /// The decoration kind a pool kind names, if it names one.
    static func decorationKind(ofPoolKind poolKind: String?) -> String? {
        guard let poolKind, poolKind.hasPrefix("\u{2}decoration\u{2}") else { return nil }
        return String(poolKind.dropFirst("\u{2}decoration\u{2}".count))
    }

    /// Registers the class of the decoration views of `elementKind` (nil: unregisters it).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Where the decoration view of `elementKind` appearing at `indexPath` in a batch update
    /// starts: from its place before the update if it was there (its section moved), else at its
    /// final place at alpha 0.
    func appearingDecoration(_ elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        let element = CollectionElement(kind: Self.decorationPoolKind(elementKind), indexPath: indexPath)
        let inserted = indexPathsToInsertForDecorationView(ofKind: elementKind).contains(indexPath)
        if !inserted, let before = update.oldAttributes[element]?.copy() as? UICollectionViewLayoutAttributes {
            return before
        }
        let final =
            layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)?.copy()
            as? UICollectionViewLayoutAttributes
        final?.alpha = 0
        return final
    }

    /// Where the decoration view of `elementKind` disappearing from `indexPath` ends: at its
    /// place after the update if it is still there, else at its old place at alpha 0.
    func disappearingDecoration(_ elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        let deleted = indexPathsToDeleteForDecorationView(ofKind: elementKind).contains(indexPath)
        if !deleted,
            let after = layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)?.copy()
                as? UICollectionViewLayoutAttributes
        {
            return after
        }
        let element = CollectionElement(kind: Self.decorationPoolKind(elementKind), indexPath: indexPath)
        let before = update.oldAttributes[element]?.copy() as? UICollectionViewLayoutAttributes
        before?.alpha = 0
        return before
    }
}

extension UICollectionViewLayout {
    /// Whether a batch update's `indexPathsToDelete…` lists the supplementary or decoration view.
    func deletesExplicitly(_ element: CollectionElement) -> Bool {
        if let decoration = Self.decorationKind(ofPoolKind: element.kind) {
            return indexPathsToDeleteForDecorationView(ofKind: decoration).contains(element.indexPath)
        }
        guard let kind = element.kind else { return false }
        return indexPathsToDeleteForSupplementaryView(ofKind: kind).contains(element.indexPath)
    }
}

extension UICollectionView {
    /// A decoration view of the kind `attributes` name: one of the pool, else a new one of the
    /// class the layout registered (none registered: UIKit raises; Reel prints why and shows none).
    func makeDecorationView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let kind = attributes.representedElementKind ?? ""
        let poolKind = UICollectionViewLayout.decorationPoolKind(kind)
        let key = Self.poolKey(poolKind, "")
        if let view = pool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            FileHandle.standardError.write(
                Data(
                    ("UICollectionView: no decoration view class registered for the kind \"\(kind)\"; register one "
                        + "with the layout's register(_:forDecorationViewOfKind:).\n").utf8))
            return nil
        }
        let view = type.init(frame: .zero)
        view.elementKind = poolKind
        return view
    }
}
