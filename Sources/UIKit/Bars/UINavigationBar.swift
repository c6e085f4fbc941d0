import Foundation

/// The object a navigation bar asks before it pushes or pops an item and tells afterwards, like
/// `UINavigationBarDelegate`; its methods are optional, as in UIKit.
public protocol UINavigationBarDelegate: NSObjectProtocol {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Pushes are allowed.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Nothing to do.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Pops are allowed.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Nothing to do.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation controller, like `UINavigationBar`: a stack of navigation
/// items whose top one it shows — the title centred in 17-point semibold (or the item's title
/// view), the back button (chevron and the previous item's title) at the leading edge, the left
/// and right items in the tint colour, and with `prefersLargeTitles` the title in 34-point bold
/// in a 52-point band below the 44-point bar (iOS's metrics). Its background is the standard
/// appearance (material and hairline), or the scroll-edge one (transparent, no hairline) while
/// the navigation controller's content is at its top edge.
open class UINavigationBar: UIView, BarItemObserver {
    /// The height of the row of items: 44 points, 32 on an iPhone on its side (compact in both
    /// directions; the Max phones keep 44), as UIKit's bars on iPhone.
    var rowHeight: CGFloat {
        let traits = traitCollection
        return traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact ? 32 : 44
    }
    /// The height of the large title's band below it (iOS's 52 points: 96 in all).
    static let largeTitleBandHeight: CGFloat = 52

    var stackItems: [UINavigationItem] = []
    /// The views of the top item.
    var content: NavigationBarContent?
    /// The views of an item leaving in an animated push or pop.
    var leaving: NavigationBarContent?
    let edgeBackground = BarBackground(hairlineAtTop: false)
    let standardBackground = BarBackground(hairlineAtTop: false)
    /// How far the navigation controller's content is scrolled past its top edge (points).
    var scrolledDistance: CGFloat = 0 { didSet { if scrolledDistance != oldValue { setNeedsLayout() } } }
    /// The navigation controller managing the bar (only then is the scroll-edge appearance used,
    /// and its back button pops the controller).
    weak var manager: UINavigationController?
    var isManaged: Bool { manager != nil }
    /// The bar's chevron view, once made (UINavigationBar+Transitions.swift).
    var chevronView: UIView?
    /// How far the background reaches above the bar, under the status bar.
    var topExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addBackgrounds()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBackgrounds()
    }

    /// The two backgrounds (scroll edge and standard) under everything, showing the appearances.
    private func addBackgrounds() {
        addSubview(edgeBackground)
        addSubview(standardBackground)
        refreshAppearance()
    }

    /// The object asked before pushes and pops.
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The items on the bar's stack, bottom first; setting it replaces them without animation.
    open var items: [UINavigationItem]? {
        get { stackItems.isEmpty ? nil : stackItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack (the one shown).
    open var topItem: UINavigationItem? { stackItems.last }
    /// The item below the top one (the back button's).
    open var backItem: UINavigationItem? { stackItems.count > 1 ? stackItems[stackItems.count - 2] : nil }

    /// Replaces the items; the new top shows at once, or cross-fading when `animated`.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in stackItems { item.observer = nil }
        stackItems = items ?? []
        for item in stackItems { item.observer = self }
        showTop(push: true, animated: animated)
    }

    /// Pushes `item` (when the delegate allows) and shows it, animated as iOS does when `animated`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        stackItems.append(item)
        item.observer = self
        showTop(push: true, animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (when the delegate allows; never the last one) and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, stackItems.count > 1 else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        stackItems.removeLast()
        top.observer = nil
        showTop(push: false, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Whether items show their titles large (34-point bold, in a 52-point band below the bar).
    open var prefersLargeTitles = false { didSet { rebuild() } }
    /// The bar's look: `.black` makes it dark with white titles (as a dark user interface style).
    open var barStyle = UIBarStyle.default { didSet { refreshAppearance() } }
    /// Whether the default background is see-through; false: an opaque `barTintColor` or
    /// `systemBackground` in place of the material.
    open var isTranslucent = true {
        didSet {
            refreshAppearance()
            manager?.childExtentChanged()
        }
    }
    /// The colour of the background where the appearance sets none (nil: the material).
    open var barTintColor: UIColor? { didSet { refreshAppearance() } }
    /// Attributes of the title, under the appearance's own.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// Attributes of the large title, under the appearance's own.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// The back button's chevron (nil: the system chevron).
    open var backIndicatorImage: UIImage? {
        didSet {
            chevronView?.removeFromSuperview()
            chevronView = nil
            rebuild()
        }
    }
    /// The mask the back title slides under in a push or pop (nil: the system chevron).
    /// Reel: accepted; Reel's back title slides without a mask, over the chevron's place.
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet { AcceptedMember.note("UINavigationBar.backIndicatorTransitionMaskImage") }
    }
    /// An image drawn as the hairline (nil: the appearance's).
    open var shadowImage: UIImage? { didSet { refreshAppearance() } }

    /// The appearance while content is scrolled under the bar (default background and hairline).
    @NSCopying open var standardAppearance = UINavigationBarAppearance() { didSet { rebuild() } }
    /// The appearance in a compact height (nil: `standardAppearance`).
    @NSCopying open var compactAppearance: UINavigationBarAppearance? { didSet { rebuild() } }
    /// The appearance while content is at its top edge (nil: `standardAppearance` made
    /// transparent, as iOS 15 does).
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { rebuild() } }
    /// The scroll-edge appearance in a compact height (nil: `scrollEdgeAppearance`).
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { rebuild() } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        content?.refreshColors()
    }

    /// The bar's size: the width offered, 44 points tall (96 with a large title).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowHeight + (showsLargeTitle ? Self.largeTitleBandHeight : 0))
    }

    func barItemChanged() { rebuild() }

    /// Makes the top item's views again (an item or a setting changed).
    func rebuild() {
        refreshAppearance()
        guard leaving == nil else { return }
        content?.removeFromSuperview()
        content = topItem.map { makeContent(for: $0, back: backItem) }
        if let content { addSubview(content) }
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let background = CGRect(
            x: 0, y: -topExtension, width: bounds.width, height: bounds.height + topExtension)
        edgeBackground.frame = background
        standardBackground.frame = background
        standardBackground.alpha = standardFraction
        for view in [content, leaving].compactMap({ $0 }) {
            view.frame = bounds
            view.row = rowHeight
            view.layout(band: max(0, bounds.height - rowHeight))
        }
        placeChevron()
    }
}
