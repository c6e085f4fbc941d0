/// A view whose content scrolls, like `UIScrollView`: `contentOffset` is its bounds' origin, as
/// in UIKit, so setting it moves the subviews, and every change of it calls the delegate's
/// `scrollViewDidScroll(_:)`. `setContentOffset(_:animated:)` and `setZoomScale(_:animated:)`
/// animate as UIKit's scroll animation does, not as a Core Animation animation: the offset is
/// set on every frame of the recording (`scrollViewDidScroll(_:)` each time), then
/// `scrollViewDidEndScrollingAnimation(_:)`. `RecordingHost.scroll(_:to:duration:timing:at:)`
/// scripts a user's drag or flick.
///
/// Stored only (no pixel depends on them: Reel draws no indicators and has no keyboard or
/// touches of its own): `bounces`, `alwaysBounceVertical`/`Horizontal`, `showsVerticalScrollIndicator`,
/// `showsHorizontalScrollIndicator`, `indicatorStyle`, `keyboardDismissMode`, `scrollsToTop`,
/// `delaysContentTouches`, `canCancelContentTouches`. `decelerationRate` sets the rate of a
/// scripted flick; `isPagingEnabled` makes a flick end on a multiple of the bounds' size;
/// `isScrollEnabled` false makes scripted drags do nothing.
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?
    /// The navigation controller whose bars follow this scroll view's content.
    weak var barTracker: UINavigationController?
    open var contentSize: CGSize = .zero {
        didSet {
            madeScrollGuides?.follow(offset: contentOffset, contentSize: contentSize)
            if contentSize != oldValue { alignSmallContent() }
        }
    }
    /// Where content smaller than the frame is anchored, in the unit square of the frame
    /// (UIScrollView+Alignment.swift).
    open var contentAlignmentPoint: CGPoint = .zero { didSet { alignSmallContent() } }
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            alignSmallContent()
        }
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges: `bouncesHorizontally` and `bouncesVertically`
    /// both (setting it sets both, as UIKit's does). Reel: accepted; bouncing is not modelled.
    open var bounces: Bool {
        get { accepted.bouncesHorizontally && accepted.bouncesVertically }
        set { (accepted.bouncesHorizontally, accepted.bouncesVertically) = (newValue, newValue) }
    }
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: DecelerationRate = .normal
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    /// Whether a scripted finger is on the content (`RecordingHost.scroll`).
    open internal(set) var isTracking = false
    /// Whether a scripted finger is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after a scripted flick.
    open internal(set) var isDecelerating = false

    /// The content and frame layout guides, once asked for (UIScrollView+LayoutGuides.swift).
    var madeScrollGuides: ScrollLayoutGuides?
    /// The values of the members Reel accepts without effect (UIScrollView+Accepted.swift).
    var accepted = AcceptedScrollSettings()
    /// The scroll animation or scripted gesture under way (UIScrollView+Animation.swift).
    var scrollMotion: ScrollMotion?
    /// The pull-to-refresh control above the content (UIRefreshControl.swift).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            placeRefreshControl()
            if oldValue?.isRefreshing == true || refreshControl?.isRefreshing == true { refreshInsetChanged() }
        }
    }
    /// The scroll view's pan recognizer (UIScrollView+Gestures.swift).
    lazy var scrollPan: ScrollViewPanGestureRecognizer = {
        let pan = ScrollViewPanGestureRecognizer()
        pan.view = self
        return pan
    }()

    // Zooming (UIScrollView+Zooming.swift).
    var storedZoomScale: CGFloat = 1
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var bouncesZoom = true
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    /// Whether touches go to `view` in the content; `true` by default, as UIKit's.
    /// Reel: accepted; scripted scrolls (`RecordingHost.scroll`) move the content without
    /// touches, so nothing asks: override points kept for code that overrides them.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        AcceptedMember.note("UIScrollView.touchesShouldBegin(_:with:in:)")
        return true
    }

    /// Whether a scroll cancels the touches in `view`: not for a `UIControl`, as UIKit's.
    /// Reel: accepted; as `touchesShouldBegin(_:with:in:)`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        AcceptedMember.note("UIScrollView.touchesShouldCancel(in:)")
        return !(view is UIControl)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if old != newValue { boundsWillChange(to: newValue) }
            super.bounds = newValue
            guard old != newValue else { return }
            if old.origin != newValue.origin {
                madeScrollGuides?.follow(offset: newValue.origin, contentSize: contentSize)
            }
            boundsDidChange(from: old)
            if old.size != newValue.size {
                placeRefreshControl()
                alignSmallContent()
            }
            if old.origin != newValue.origin {
                checkPullToRefresh()
                delegate?.scrollViewDidScroll(self)
                barTracker?.trackedScrollViewScrolled(self, from: old.origin.y)
            }
        }
    }

    /// Lays out the subviews; `contentSize` follows a content layout guide that constraints size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let guides = madeScrollGuides else { return }
        let solved = guides.solvedContentSize
        if solved != contentSize { contentSize = solved }
    }

    /// Called when the bounds changed (a scroll or a resize), before the delegate hears of a
    /// scroll: the collection and table views place their cells here.
    func boundsDidChange(from old: CGRect) {}

    /// Called just before the bounds change: a collection view asks its layout about the change
    /// here, while its bounds are still the old ones (as UIKit does).
    func boundsWillChange(to new: CGRect) {}

    /// Where a flick towards `proposed` ends: on a page with paging, else `proposed`
    /// (a collection view asks its layout).
    func flickTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard isPagingEnabled, bounds.width > 0, bounds.height > 0 else { return proposed }
        return CGPoint(
            x: (proposed.x / bounds.width).rounded() * bounds.width,
            y: (proposed.y / bounds.height).rounded() * bounds.height)
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets the offset; `animated` moves it over 0.3 s, eased in and out, one step per frame.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            cancelScrollMotion()
            self.contentOffset = contentOffset
            return
        }
        startScrollMotion(
            ScrollMotion(
                kind: .animation, from: self.contentOffset, to: contentOffset, duration: Self.animationDuration,
                timing: ScrollMotion.easeInOut))
    }

    /// How long UIKit's animated `setContentOffset` and `scrollRectToVisible` take (Reel's
    /// choice: UIKit does not document it; 0.3 s is what recordings of iOS show).
    public static let animationDuration: TimeInterval = 0.3

    /// Scrolls the least that shows `rect` (content coordinates) inside the adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        setContentOffset(offset, animated: animated)
    }

    /// The content inset plus the safe area, by `contentInsetAdjustmentBehavior`: `.always` adds
    /// the safe area on every edge, `.never` on none, `.scrollableAxes` on the axes that scroll
    /// (content larger than the bounds, or always bouncing), `.automatic` as `.scrollableAxes`
    /// and always top and bottom (as UIKit's under a navigation bar).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var vertical = false
        var horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .always:
            (vertical, horizontal) = (true, true)
        case .never:
            break
        case .scrollableAxes, .automatic:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            if contentInsetAdjustmentBehavior == .automatic { vertical = true }
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0) + refreshInset,
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Called when `adjustedContentInset` changes with `contentInset`; overrides call super.
    open func adjustedContentInsetDidChange() { delegate?.scrollViewDidChangeAdjustedContentInset(self) }

    /// A guide of the content's rectangle: its edges are the content's (origin at zero), its
    /// size `contentSize`; content constrained to it scrolls.
    public var contentLayoutGuide: UILayoutGuide { scrollGuides.content }
    /// A guide of the scroll view's frame: content constrained to it stays in place.
    public var frameLayoutGuide: UILayoutGuide { scrollGuides.frame }
}
