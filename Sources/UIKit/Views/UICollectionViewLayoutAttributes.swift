/// Where and how a collection view shows one element (an item's cell or a supplementary view),
/// like `UICollectionViewLayoutAttributes`: the view's `center` and `size` (its `frame` without
/// the transform), transform, alpha, z-index and visibility. `copy()` gives an independent copy,
/// of the same class (subclasses that add properties override `copy(with:)` and call super).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open private(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` (such as a section header) at
    /// `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`, shown in a view
    /// of the class the layout registered for the kind (UICollectionViewLayout+Decoration.swift).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The untransformed rectangle: `center` and `size` together.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The size, at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it sets `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }
}

extension UICollectionView {
    /// What a layout attribute describes, like `UICollectionView.ElementCategory` (Reel shows
    /// cells and supplementary views).
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (edges that only touch do not count, as in
    /// Core Graphics' `intersects(_:)`; swift-corelibs-foundation counts them).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
