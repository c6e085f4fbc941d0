import Foundation

/// A row of page indicators, like `UIPageControl` (iOS 14's look): a dot per page, the current
/// page's in `currentPageIndicatorTintColor` (white by default) and the others in
/// `pageIndicatorTintColor` (white at 30 % by default), centred in the bounds; vertical for the
/// top-to-bottom directions. Indicator images (`preferredIndicatorImage`, per page) are drawn as
/// templates in the same colours. A tap on the trailing side of the current indicator moves to
/// the next page, on the leading side to the previous one, animating the colours, and sends
/// `.valueChanged`. Apple documents none of the sizes: 7-point dots 9 points apart, 12 points of
/// padding at each end and 26 points across are Reel's estimates (docs/animation.md).
open class UIPageControl: UIControl {
    /// When the platter behind the indicators shows, like `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// How the user is interacting with the control, like `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Sendable {
        case none, discrete, continuous
    }

    /// The order and axis of the indicators, like `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    /// An indicator dot's diameter.
    public static let indicatorDiameter: CGFloat = 7
    /// The gap between two indicators.
    public static let indicatorGap: CGFloat = 9
    /// The space before the first indicator and after the last.
    public static let padding: CGFloat = 12
    /// The control's thickness across its indicators.
    public static let thickness: CGFloat = 26
    /// How long a tap's change of page animates the indicators' colours.
    public static let pageChangeDuration: TimeInterval = 0.25

    private let platter = UIView()
    private var indicators: [UIImageView] = []
    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    /// How many pages there are (never negative); the current page stays among them.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(numberOfPages - 1, 0) }
            rebuildIndicators()
        }
    }

    /// The page shown as current, kept within 0 ..< `numberOfPages`.
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            showPages()
        }
    }

    /// Whether a single page shows no indicator.
    open var hidesForSinglePage = false { didSet { showPages() } }
    /// The colour of the other pages' indicators (nil: white at 30 %).
    open var pageIndicatorTintColor: UIColor? { didSet { showPages() } }
    /// The colour of the current page's indicator (nil: white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { showPages() } }
    /// Whether a translucent platter shows behind the indicators: always with `.prominent`,
    /// never with `.minimal`, and with `.automatic` while the user interacts (a tap in a
    /// recording is over at once, so it shows none).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { showPages() } }
    /// The indicators' order and axis (`.natural` is left to right).
    open var direction: Direction = .natural { didSet { setNeedsLayout() } }
    /// How the user is interacting now: `.none` in a recording outside a tap's handling.
    open private(set) var interactionState: InteractionState = .none
    /// Whether dragging along the control scrubs through pages (stored: a recording's scripted
    /// touches tap).
    open var allowsContinuousInteraction = true
    /// The image of every indicator without its own (nil: a dot).
    open var preferredIndicatorImage: UIImage? { didSet { showPages() } }
    /// The image of the current page's indicator without its own (nil: the page's indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { showPages() } }
    /// Whether a tap waits for `updateCurrentPageDisplay()` before showing the new page
    /// (deprecated by Apple in iOS 14, where it has no effect).
    ///
    /// Reel: accepted; Apple documents that it has no effect from iOS 14 on: the value is stored.
    open var defersCurrentPageDisplay = false {
        didSet { AcceptedMember.note("UIPageControl.defersCurrentPageDisplay") }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = UIColor(white: 0, alpha: 0.25)
        addSubview(platter)
        showPages()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image page `page`'s indicator shows when it is not current (nil: a dot).
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] ?? preferredIndicatorImage }

    /// Gives page `page` its own indicator image (nil: back to `preferredIndicatorImage`).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        showPages()
    }

    /// The image page `page`'s indicator shows when it is current.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    /// Gives page `page` its own current-page indicator image.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        showPages()
    }

    /// The size that shows `pageCount` indicators: the padding, the indicators and their gaps
    /// along the axis, `thickness` across.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let length = pageCount > 0 ? Self.length(pageCount) : 0
        return isVertical
            ? CGSize(width: Self.thickness, height: length) : CGSize(width: length, height: Self.thickness)
    }

    /// Shows the current page now (deprecated by Apple in iOS 14, where taps always show it).
    ///
    /// Reel: accepted; Apple documents that it has no effect from iOS 14 on.
    open func updateCurrentPageDisplay() {
        AcceptedMember.note("UIPageControl.updateCurrentPageDisplay")
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap beyond the current indicator, along the reading order, goes to the next page; one
    /// before it to the previous page (before the events of a touch lifted inside are sent).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, numberOfPages > 1, let touch = touches.first, bounds.contains(touch.location(in: self)) {
            let point = touch.location(in: self)
            let frame = indicatorFrame(currentPage)
            let along = isVertical ? point.y - frame.midY : point.x - frame.midX
            let step = (along >= 0) == isReversed ? -1 : 1
            let page = min(max(currentPage + step, 0), numberOfPages - 1)
            if page != currentPage {
                interactionState = .discrete
                UIView.animate(withDuration: Self.pageChangeDuration) { self.currentPage = page }
                sendActions(for: .valueChanged)
                interactionState = .none
            }
        }
        super.touchesEnded(touches, with: event)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (page, indicator) in indicators.enumerated() { indicator.frame = indicatorFrame(page) }
        let size = size(forNumberOfPages: numberOfPages)
        platter.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
            height: size.height)
        platter.layer.cornerRadius = min(size.width, size.height) / 2
    }

    // MARK: - Drawing

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
    private var isReversed: Bool { direction == .rightToLeft || direction == .bottomToTop }

    private static func length(_ count: Int) -> CGFloat {
        2 * padding + CGFloat(count) * indicatorDiameter + CGFloat(count - 1) * indicatorGap
    }

    /// Where page `page`'s indicator sits: the row centred in the bounds, in the direction's order.
    func indicatorFrame(_ page: Int) -> CGRect {
        guard numberOfPages > 0 else { return .zero }
        let slot = isReversed ? numberOfPages - 1 - page : page
        let row = Self.length(numberOfPages) - 2 * Self.padding
        let along = CGFloat(slot) * (Self.indicatorDiameter + Self.indicatorGap)
        let size = image(page)?.size ?? CGSize(width: Self.indicatorDiameter, height: Self.indicatorDiameter)
        if isVertical {
            let y = (bounds.height - row) / 2 + along + Self.indicatorDiameter / 2
            return CGRect(
                x: bounds.midX - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
        }
        let x = (bounds.width - row) / 2 + along + Self.indicatorDiameter / 2
        return CGRect(x: x - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func rebuildIndicators() {
        while indicators.count > numberOfPages { indicators.removeLast().removeFromSuperview() }
        while indicators.count < numberOfPages {
            let indicator = UIImageView()
            indicator.isUserInteractionEnabled = false
            addSubview(indicator)
            indicators.append(indicator)
        }
        showPages()
        setNeedsLayout()
    }

    /// The image page `page`'s indicator shows now (nil: a dot).
    private func image(_ page: Int) -> UIImage? {
        page == currentPage ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page)
    }

    private func showPages() {
        let hidden = numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
        platter.isHidden = hidden || backgroundStyle != .prominent
        for (page, indicator) in indicators.enumerated() {
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            indicator.isHidden = hidden
            if let image = image(page) {
                indicator.image = image.withRenderingMode(.alwaysTemplate)
                indicator.tintColor = color
                indicator.backgroundColor = nil
                indicator.layer.cornerRadius = 0
            } else {
                indicator.image = nil
                indicator.backgroundColor = color
                indicator.layer.cornerRadius = Self.indicatorDiameter / 2
            }
        }
        setNeedsLayout()
    }
}
