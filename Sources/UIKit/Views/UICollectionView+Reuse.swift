import Foundation

/// Dequeuing a collection view's cells and supplementary views (`register` and the two
/// `dequeue` methods, `open` as in UIKit, are in the class body).
extension UICollectionView {
    func dequeue(
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
