import Foundation

/// A layout between two layouts, like `UICollectionViewTransitionLayout`: installed by
/// `UICollectionView.startInteractiveTransition(to:completion:)`, it places each element between
/// its place in `currentLayout` and in `nextLayout` by `transitionProgress` (0: the current
/// layout, 1: the next), its centre, size, alpha and affine transform interpolated linearly; an
/// element only one layout shows fades (its alpha scaled by the progress towards the layout that
/// shows it). The app drives the progress (from a pinch or pan) and ends with
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. Subclasses may keep their
/// own animated values with `updateValue(_:forAnimatedKey:)`.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout
    /// How far the transition is, from 0 (the current layout) to 1 (the next); setting it
    /// invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Sets a value the subclass interpolates itself.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value set for `key` (0 if none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.isPrepared = false
            layout.prepareIfNeeded()
        }
    }

    /// The two content sizes interpolated.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize
        let b = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // An element may be in the rectangle between its two places though in neither: ask both
        // layouts for everything near.
        let wide = rect.union(CGRect(origin: .zero, size: collectionViewContentSize)).insetBy(
            dx: -rect.width, dy: -rect.height)
        var from: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
        var to: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
        for a in currentLayout.layoutAttributesForElements(in: wide) ?? [] { from[CollectionElement(a)] = a }
        for a in nextLayout.layoutAttributesForElements(in: wide) ?? [] { to[CollectionElement(a)] = a }
        let elements = Set(from.keys).union(to.keys).sorted()
        return elements.compactMap { element in
            let mixed = mix(from[element], to[element])
            return mixed.frame.intersects(rect) ? mixed : nil
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = currentLayout.layoutAttributesForItem(at: indexPath)
        let b = nextLayout.layoutAttributesForItem(at: indexPath)
        return a == nil && b == nil ? nil : mix(a, b)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let a = currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        let b = nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        return a == nil && b == nil ? nil : mix(a, b)
    }

    /// The element's attributes at the progress (one of the two nil: that one faded).
    private func mix(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?)
        -> UICollectionViewLayoutAttributes
    {
        let t = transitionProgress
        guard let a, let b else {
            let only = (a ?? b)!.copy() as! UICollectionViewLayoutAttributes
            only.alpha *= a != nil ? 1 - t : t
            return only
        }
        let mixed = b.copy() as! UICollectionViewLayoutAttributes
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        mixed.center = CGPoint(x: lerp(a.center.x, b.center.x), y: lerp(a.center.y, b.center.y))
        mixed.size = CGSize(width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height))
        mixed.alpha = lerp(a.alpha, b.alpha)
        let (p, q) = (a.transform, b.transform)
        mixed.transform = CGAffineTransform(
            a: lerp(p.a, q.a), b: lerp(p.b, q.b), c: lerp(p.c, q.c), d: lerp(p.d, q.d), tx: lerp(p.tx, q.tx),
            ty: lerp(p.ty, q.ty))
        mixed.zIndex = t < 0.5 ? a.zIndex : b.zIndex
        return mixed
    }
}

extension UICollectionView {
    /// The completion of an interactive layout transition: whether it completed (false: it was
    /// cancelled) and whether its last animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Installs a transition layout (the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`,
    /// else a `UICollectionViewTransitionLayout`) between the current layout and `layout`, at
    /// progress 0, and returns it for the app to drive.
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout,
        completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let transition =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = (transition, completion)
        collectionViewLayout = transition
        layoutIfNeeded()
        return transition
    }

    /// Animates from where the transition is to the next layout, which the collection view then
    /// keeps; the completion is told (true, finished).
    public func finishInteractiveTransition() { endInteractiveTransition(finishing: true) }

    /// Animates from where the transition is back to the layout it started from; the completion
    /// is told (false, finished).
    public func cancelInteractiveTransition() { endInteractiveTransition(finishing: false) }

    private func endInteractiveTransition(finishing: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        let target = finishing ? transition.nextLayout : transition.currentLayout
        let inherited = UIView.inheritedAnimationDuration
        UIView.animate(
            withDuration: inherited > 0 ? inherited : Self.updateAnimationDuration,
            animations: {
                self.collectionViewLayout = target
                self.layoutIfNeeded()
            },
            completion: { finished in completion?(finishing, finished) })
    }
}

extension UICollectionViewDelegate {
    /// A plain `UICollectionViewTransitionLayout` between the two layouts.
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
