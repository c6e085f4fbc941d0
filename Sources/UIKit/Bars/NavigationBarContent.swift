import Foundation

/// The views a navigation bar shows for one item: back button, left items, title (or title
/// view), right items, and the large title in its band; laid out with iOS's metrics.
final class NavigationBarContent: UIView {
    let item: UINavigationItem
    let backButton: BarButtonView?
    let leftButtons: [BarButtonView]
    let rightButtons: [BarButtonView]
    let titleLabel = UILabel()
    let titleView: UIView?
    let largeClip = UIView()
    let largeLabel = UILabel()
    let showsLarge: Bool
    /// The height of the bar's row of items (44 points, 32 on an iPhone on its side).
    var row: CGFloat = 44
    /// The title view's own size (its frame's, else its intrinsic size), kept from before the bar placed it.
    let titleViewSize: CGSize

    /// How far the title moves from its place (the appearance's `titlePositionAdjustment`).
    var titleAdjustment = UIOffset.zero

    /// The appearance's buttons: plain, done and back ones take their state's title attributes.
    func applyButtonAppearances(_ appearance: UINavigationBarAppearance) {
        for button in leftButtons + rightButtons {
            let kind = button.item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            let enabled = button.item?.isEnabled ?? true
            button.attributes = (enabled ? kind.normal : kind.disabled).titleTextAttributes
        }
        backButton?.attributes = appearance.backButtonAppearance.normal.titleTextAttributes
    }

    init(item: UINavigationItem, back: (title: String?, indicator: UIImage?)?, large: Bool) {
        self.item = item
        showsLarge = large
        backButton = back.map { BarButtonView(backTitle: $0.title, indicator: $0.indicator) }
        leftButtons = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonView.init(item:))
        rightButtons = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonView.init(item:))
        titleView = item.titleView
        titleViewSize = item.titleView.map { $0.frame.size == .zero ? $0.intrinsicContentSize : $0.frame.size } ?? .zero
        super.init(frame: .zero)
        // The large title's band clips it: as the band collapses it slides up under the bar's
        // 44-point row and is cut at the row's bottom edge (as iOS's large title view is).
        largeClip.clipsToBounds = true
        largeClip.isUserInteractionEnabled = false
        for button in [backButton].compactMap({ $0 }) + leftButtons + rightButtons { addSubview(button) }
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleView ?? titleLabel)
        largeClip.isHidden = !large
        largeClip.addSubview(largeLabel)
        addSubview(largeClip)
    }

    required init?(coder: NSCoder) { fatalError("NavigationBarContent is made in code") }

    /// The side margin of a bar on iPhone: 16 points, 20 on the widest phones (414 points and more).
    static func margin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// Where the back button starts: 8 points from the leading edge (its chevron's own inset).
    static let backInset: CGFloat = 8

    func refreshColors() {
        for button in [backButton].compactMap({ $0 }) + leftButtons + rightButtons { button.refresh() }
    }

    /// Lays the views out in the bar's width with the large title's band `band` points tall.
    func layout(band: CGFloat) {
        let width = bounds.width
        let bar = row
        let margin = Self.margin(width: width)
        var leading = margin
        if let backButton {
            backButton.refresh()
            backButton.frame = CGRect(x: Self.backInset, y: 0, width: backButton.contentWidth, height: bar)
            leading = backButton.frame.maxX + (leftButtons.isEmpty ? 0 : BarRow.spacing)
        }
        for button in leftButtons + rightButtons { button.refresh() }
        let leftEdge =
            leftButtons.isEmpty && backButton == nil
            ? margin : BarRow.place(leftButtons, from: leading, trailing: false, height: bar)
        let rightEdge = BarRow.place(rightButtons, from: width - margin, trailing: true, height: bar)
        placeTitle(between: leftEdge, and: rightEdge, width: width)
        largeClip.frame = CGRect(x: 0, y: bar, width: width, height: band)
        largeLabel.sizeToFit()
        let height = largeLabel.bounds.height
        largeLabel.frame = CGRect(
            x: margin, y: band - 8 - height, width: min(largeLabel.bounds.width, width - 2 * margin), height: height)
        // The inline title shows once the large title has scrolled under the bar (its last 12 points).
        (titleView ?? titleLabel).alpha = showsLarge ? min(1, max(0, (12 - band) / 12)) : 1
    }

    /// Centres the title (or title view) in the bar, moved inside the room the items leave.
    private func placeTitle(between left: CGFloat, and right: CGFloat, width: CGFloat) {
        let gap: CGFloat = 8
        let low = left + (left > Self.margin(width: width) ? gap : 0)
        let high = right - (right < width - Self.margin(width: width) ? gap : 0)
        let title = titleView ?? titleLabel
        var size: CGSize
        if let titleView {
            size = titleViewSize
            size = CGSize(width: max(0, size.width), height: min(max(0, size.height), row))
        } else {
            titleLabel.sizeToFit()
            size = titleLabel.bounds.size
        }
        size.width = min(size.width, max(0, high - low))
        var x = (width - size.width) / 2
        x = min(max(x, low), high - size.width)
        let y = (row - size.height) / 2
        title.frame = CGRect(
            x: x + titleAdjustment.horizontal, y: y + titleAdjustment.vertical, width: size.width,
            height: size.height)
    }

    /// The views that fade in a push or pop (the chevron stays when both items have one).
    var fadingViews: [UIView] {
        [titleView ?? titleLabel, largeClip, backButton?.label].compactMap { $0 } + leftButtons + rightButtons
    }
}
