/// Items in lines, like `UICollectionViewFlowLayout`: with `.vertical` scrolling, rows filled
/// left to right and stacked downwards; with `.horizontal`, columns filled downwards and
/// stacked rightwards. Each section starts a new line, inside its `sectionInset`. Sizes and
/// spacings come from the delegate's `UICollectionViewDelegateFlowLayout` methods where it has
/// them, else from `itemSize`, `minimumLineSpacing`, `minimumInteritemSpacing` and
/// `sectionInset`. Lines are justified as UIKit's are: the space a line has left is shared
/// between its items; a section's last line keeps the spacing of the line before it (or the
/// minimum), and a line of one item starts at the inset. Items are centred across their line.
/// With an `estimatedItemSize`, cells size themselves (see there). Each
/// section starts with its header (`headerReferenceSize` or the delegate's
/// `collectionView(_:layout:referenceSizeForHeaderInSection:)`, of kind
/// `UICollectionView.elementKindSectionHeader`, at index path [section, 0]) before its inset,
/// and ends with its footer after it.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size other than zero makes cells size themselves (`preferredLayoutAttributesFitting(_:)`,
    /// by Auto Layout by default): items start at it (`automaticSize`: at `itemSize` or the
    /// delegate's size) and take each cell's preferred size once it is shown.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The sizes cells preferred, by item (self-sizing), until the data is reloaded.
    var preferredSizes: [IndexPath: CGSize] = [:]
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of each section's header: its height in a vertical flow, its width in a
    /// horizontal one (the other side spans the collection view); zero: no headers.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top (leading edge) of the visible bounds while
    /// its section scrolls past, pushed away by the end of its section
    /// (UICollectionViewFlowLayout+Pinning.swift).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom (trailing edge) of the visible bounds
    /// while its section scrolls past, held back by the start of its section.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (UICollectionViewFlowLayout+Pinning.swift).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    /// The `estimatedItemSize` that asks cells for their own size, starting from `itemSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    var attributes: [UICollectionViewLayoutAttributes] = []
    /// Each section's extent across the lines: from its header's start, the start and end of
    /// its items (insets included), to its footer's end.
    var sectionSpans: [SectionSpan] = []
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        sectionSpans = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let lineLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var across: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var span = SectionSpan(start: across)
            placeSupplementary(UICollectionView.elementKindSectionHeader, section, at: &across, in: collectionView)
            span.bodyStart = across
            placeItems(of: section, at: &across, lineLength: lineLength, in: collectionView)
            span.bodyEnd = across
            placeSupplementary(UICollectionView.elementKindSectionFooter, section, at: &across, in: collectionView)
            span.end = across
            sectionSpans.append(span)
        }
        contentSize = vertical ? CGSize(width: lineLength, height: across) : CGSize(width: across, height: lineLength)
    }

    /// Places the items of `section` in lines inside its insets, from `across` on (moved past them).
    private func placeItems(
        of section: Int, at across: inout CGFloat, lineLength: CGFloat, in collectionView: UICollectionView
    ) {
        let vertical = scrollDirection == .vertical
        let metrics = sectionMetrics(section, in: collectionView)
        let inset = referenced(metrics.inset, in: collectionView)
        // "Along" is the direction items fill a line in, "across" the one lines stack in.
        let (start, end) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        across += vertical ? inset.top : inset.left
        let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
            size(ofItem: IndexPath(item: $0, section: section), in: collectionView)
        }
        let lines = FlowLines(
            sizes: sizes, vertical: vertical, available: lineLength - start - end, interitem: metrics.interitem)
        for (number, line) in lines.lines.enumerated() {
            if number > 0 { across += metrics.line }
            for (i, item) in line.items.enumerated() {
                let size = sizes[item]
                let along = start + line.positions[i]
                let a = CGPoint(x: along, y: across + (line.thickness - (vertical ? size.height : size.width)) / 2)
                let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attribute.frame = CGRect(origin: vertical ? a : CGPoint(x: a.y, y: a.x), size: size)
                attributes.append(attribute)
            }
            across += line.thickness
        }
        across += vertical ? inset.bottom : inset.right
    }

    /// Places the header or footer of `section` (`kind`) across the whole line at `across`, when
    /// its reference size is not zero along the scrolling axis, and moves `across` past it.
    private func placeSupplementary(
        _ kind: String, _ section: Int, at across: inout CGFloat, in collectionView: UICollectionView
    ) {
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let reference =
            isHeader
            ? sizing?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            : sizing?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
        let bounds = collectionView.bounds
        let frame =
            scrollDirection == .vertical
            ? CGRect(x: 0, y: across, width: bounds.width, height: reference.height)
            : CGRect(x: across, y: 0, width: reference.width, height: bounds.height)
        guard frame.width > 0, frame.height > 0 else { return }
        let attribute = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attribute.frame = frame
        attributes.append(attribute)
        across += scrollDirection == .vertical ? frame.height : frame.width
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.compactMap {
            let copy = pinned($0.copy() as! UICollectionViewLayoutAttributes)
            return copy.frame.overlaps(rect) ? copy : nil
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }?.copy()
            as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        (attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }?.copy()
            as? UICollectionViewLayoutAttributes).map(pinned)
    }

    /// The flow layout's contexts: `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Places the items again unless the context is a flow context that asks for neither new
    /// delegate metrics nor new attributes (and not for everything or new counts).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        var reprepare = true
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !flow.invalidateEverything,
            !flow.invalidateDataSourceCounts, !flow.invalidateFlowLayoutAttributes,
            !flow.invalidateFlowLayoutDelegateMetrics
        {
            reprepare = false
        }
        applyInvalidation(context, reprepare: reprepare)
    }

    /// A flow context for a bounds change: new delegate metrics only when the size changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = newBounds.size != (collectionView?.bounds.size ?? .zero)
        }
        return context
    }

    /// A new layout when the bounds' size changes (lines depend on it), and on every scroll while
    /// headers or footers are pinned (as UIKit's).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return newBounds.size != (collectionView?.bounds.size ?? newBounds.size)
    }

    private func sectionMetrics(_ section: Int, in collectionView: UICollectionView) -> (
        inset: UIEdgeInsets, line: CGFloat, interitem: CGFloat
    ) {
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return (
            sizing?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
            sizing?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing,
            sizing?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
        )
    }

    private func size(ofItem indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if wantsSelfSizing {
            if let preferred = preferredSizes[indexPath] { return preferred }
            if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        }
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return sizing?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    override var wantsSelfSizing: Bool { estimatedItemSize != .zero }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard wantsSelfSizing, preferredAttributes.representedElementCategory == .cell,
            preferredAttributes.size != originalAttributes.size
        else { return false }
        preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return true
    }
}

extension UICollectionView {
    /// Which way a flow layout scrolls, like `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// A flow layout's lines: which items each holds, where along the line each starts, and how
/// thick the line is (its thickest item).
struct FlowLines {
    struct Line {
        var items: [Int] = []
        var positions: [CGFloat] = []
        var thickness: CGFloat = 0
    }

    private(set) var lines: [Line] = []

    init(sizes: [CGSize], vertical: Bool, available: CGFloat, interitem: CGFloat) {
        let along = sizes.map { vertical ? $0.width : $0.height }
        var current: [Int] = []
        var used: CGFloat = 0
        var groups: [[Int]] = []
        for (i, length) in along.enumerated() {
            if !current.isEmpty, used + interitem + length > available + 1e-9 {
                groups.append(current)
                (current, used) = ([], 0)
            }
            used += (current.isEmpty ? 0 : interitem) + length
            current.append(i)
        }
        if !current.isEmpty { groups.append(current) }
        var previousSpacing = interitem
        for (number, group) in groups.enumerated() {
            let total = group.reduce(0) { $0 + along[$1] }
            let isLast = number == groups.count - 1
            var spacing = interitem
            if group.count > 1 {
                let justified = (available - total) / CGFloat(group.count - 1)
                spacing = isLast ? min(previousSpacing, justified) : justified
            }
            if !isLast { previousSpacing = spacing }
            var line = Line(items: group)
            var position: CGFloat = 0
            for item in group {
                line.positions.append(position)
                position += along[item] + spacing
                line.thickness = max(line.thickness, vertical ? sizes[item].height : sizes[item].width)
            }
            lines.append(line)
        }
    }
}
