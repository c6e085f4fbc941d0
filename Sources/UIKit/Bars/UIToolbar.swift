import Foundation

/// A bar of buttons, like `UIToolbar`: its items in a row between 16-point margins (20 on the
/// widest phones), flexible spaces sharing the room left and fixed spaces their `width`, on the
/// standard appearance (material and a hairline at the top), or the scroll-edge one (transparent)
/// while a navigation controller's content reaches its bottom edge. 44 points tall on iPhone;
/// a navigation controller puts it above the home indicator and lets its background reach under it.
open class UIToolbar: UIView, BarItemObserver {
    let edgeBackground = BarBackground(hairlineAtTop: true)
    let standardBackground = BarBackground(hairlineAtTop: true)
    var buttons: [BarButtonView] = []
    /// How far the background reaches below the bar, over the home indicator.
    var bottomExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether a navigation controller's content reaches the bar's edge (only for a managed bar).
    var atScrollEdge = false { didSet { if atScrollEdge != oldValue { setNeedsLayout() } } }
    /// The navigation controller showing the toolbar.
    weak var manager: UINavigationController?
    var isManaged: Bool { manager != nil }

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

    /// The buttons shown, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }

    /// Sets `items`; when `animated` the old buttons fade out as the new ones fade in.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = buttons
        self.items = items
        guard animated, window != nil else { return }
        let new = buttons
        for view in old {
            addSubview(view)
        }
        for view in new { view.alpha = 0 }
        UIView.animate(
            withDuration: UINavigationBar.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                for view in new { view.alpha = 1 }
                for view in old { view.alpha = 0 }
            },
            completion: { _ in
                for view in old where !new.contains(where: { $0 === view }) { view.removeFromSuperview() }
            })
    }

    /// The bar's look: `.black` makes it dark.
    open var barStyle = UIBarStyle.default { didSet { refreshAppearance() } }
    /// Whether the default background is see-through (false: opaque).
    open var isTranslucent = true {
        didSet {
            refreshAppearance()
            manager?.childExtentChanged()
        }
    }
    /// The colour of the background where the appearance sets none (nil: the material).
    open var barTintColor: UIColor? { didSet { refreshAppearance() } }
    /// The appearance while content is scrolled under the bar.
    @NSCopying open var standardAppearance = UIToolbarAppearance() { didSet { refreshAppearance() } }
    /// The appearance in a compact height (nil: `standardAppearance`).
    @NSCopying open var compactAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }
    /// The appearance while content reaches the bar's edge (nil: the standard one made transparent).
    @NSCopying open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }
    /// The scroll-edge appearance in a compact height (nil: `scrollEdgeAppearance`).
    @NSCopying open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { refreshAppearance() } }

    /// The bar's size: the width offered, 44 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: rowHeight) }

    /// 44 points, 32 on an iPhone on its side (as the navigation bar's row).
    var rowHeight: CGFloat {
        let traits = traitCollection
        return traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact ? 32 : 44
    }

    func barItemChanged() { rebuild() }

    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        let spaces: [UIBarButtonItem.SystemItem?] = [.flexibleSpace, .fixedSpace]
        buttons = (items ?? []).filter { !$0.isHidden && !spaces.contains($0.systemItem) }.map { item in
            item.observer = self
            return BarButtonView(item: item)
        }
        for button in buttons { addSubview(button) }
        setNeedsLayout()
    }

    private func refreshAppearance() {
        overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        let shown = standard.duplicate()
        if !isTranslucent, shown.kind == .material { shown.kind = .opaque }
        standardBackground.show(shown, barTint: barTintColor)
        var edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance
        if edge == nil {
            let made = standard.duplicate()
            made.configureWithTransparentBackground()
            edge = made
        }
        edgeBackground.show(edge ?? standard, barTint: barTintColor)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let background = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + bottomExtension)
        edgeBackground.frame = background
        standardBackground.frame = background
        standardBackground.alpha = isManaged && atScrollEdge ? 0 : 1
        layoutButtons()
    }

    /// Flexible spaces share what the buttons and fixed spaces leave; the rest sit `BarRow.spacing` apart.
    private func layoutButtons() {
        let margin = NavigationBarContent.margin(width: bounds.width)
        let shown = (items ?? []).filter { !$0.isHidden }
        for button in buttons { button.refresh() }
        var fixed: CGFloat = 0
        var flexible = 0
        var index = 0
        var gaps = 0
        for item in shown {
            switch item.systemItem {
            case .flexibleSpace: flexible += 1
            case .fixedSpace: fixed += item.width
            default:
                fixed += buttons[index].contentWidth
                index += 1
                gaps += 1
            }
        }
        let spacing = flexible == 0 ? BarRow.spacing : 0
        let room = bounds.width - 2 * margin - fixed - spacing * CGFloat(max(0, gaps - 1))
        let share = flexible > 0 ? max(0, room) / CGFloat(flexible) : 0
        var x = margin
        index = 0
        for item in shown {
            switch item.systemItem {
            case .flexibleSpace: x += share
            case .fixedSpace: x += item.width
            default:
                let button = buttons[index]
                button.frame = CGRect(x: x, y: 0, width: button.contentWidth, height: rowHeight)
                x += button.contentWidth + spacing
                index += 1
            }
        }
    }
}
