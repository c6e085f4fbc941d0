/// How a collection view places its items, like `UICollectionViewLayout`.
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }
}

/// Items of one size in rows, left to right, top to bottom, like `UICollectionViewFlowLayout`
/// (vertical scrolling, no headers).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumInteritemSpacing: CGFloat = 10
    open var minimumLineSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
}
