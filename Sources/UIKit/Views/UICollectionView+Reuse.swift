import Foundation

/// Registering and dequeuing a collection view's cells and supplementary views.
extension UICollectionView {
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[Self.poolKey(nil, identifier)] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers the class of the supplementary views of `elementKind` (such as
    /// `UICollectionView.elementKindSectionHeader`) dequeued with `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registered[Self.poolKey(elementKind, identifier)] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell left in the pool for `identifier` (after `prepareForReuse()`), else a new one of
    /// the class registered for it. An identifier never registered gets a plain
    /// `UICollectionViewCell` and a message (UIKit stops the app there).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let view = dequeue(kind: nil, identifier: identifier, fallback: UICollectionViewCell.self) {
            "no cell class registered for \"\(identifier)\"; register one with "
                + "register(_:forCellWithReuseIdentifier:) before dequeuing."
        }
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `elementKind` left in its pool for `identifier` (after
    /// `prepareForReuse()`), else a new one of the class registered for them. One never
    /// registered gets a plain `UICollectionReusableView` and a message (UIKit stops the app there).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier: identifier, fallback: UICollectionReusableView.self) {
            "no view class registered for \"\(identifier)\" of kind \"\(elementKind)\"; register one with "
                + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) before dequeuing."
        }
    }

    private func dequeue(
        kind: String?, identifier: String, fallback: UICollectionReusableView.Type, missing: () -> String
    ) -> UICollectionReusableView {
        let key = Self.poolKey(kind, identifier)
        if let view = pool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let type = registered[key]
        if type == nil {
            FileHandle.standardError.write(Data(("UICollectionView: " + missing() + "\n").utf8))
        }
        let view = (type ?? fallback).init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = kind
        return view
    }
}
