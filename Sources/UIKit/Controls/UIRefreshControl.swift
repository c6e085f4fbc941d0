import Foundation

/// Pull to refresh, like `UIRefreshControl`, set as a scroll view's `refreshControl`: a band 60
/// points tall just above the content (y −60 in the scroll view's content) holding a medium
/// spinner (`UIActivityIndicatorView`'s drawing, in `tintColor`, `systemGray` by default) and,
/// below it, `attributedTitle`. While refreshing the spinner turns and the scroll view's
/// `adjustedContentInset.top` grows by the band's height, so that the content rests below it;
/// `endRefreshing()` stops it, takes the inset back and scrolls the content back up (animated)
/// if the band was showing. A scripted drag (`RecordingHost.scroll`) that pulls the content down
/// by twice the band's height begins refreshing and sends `.valueChanged`, as a user's pull does
/// (the distance is Reel's estimate: UIKit documents none). Reel draws nothing while the content
/// is pulled less than that (UIKit draws the spokes one by one as the pull grows).
open class UIRefreshControl: UIControl {
    /// The band's height.
    static let height: CGFloat = 60
    /// How far a drag pulls past the top before refreshing begins.
    static let pullDistance: CGFloat = 120

    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var spinnerTint: UIColor?

    /// The text under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    /// The spinner's colour (`systemGray` until set).
    open override var tintColor: UIColor! {
        get { spinnerTint ?? .systemGray }
        set {
            spinnerTint = newValue
            spinner.color = newValue ?? .systemGray
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A refresh control, placed by the scroll view it is given to.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(spinner)
        addSubview(titleLabel)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = attributedTitle.map { $0.length > 0 } ?? false
        let titleHeight: CGFloat = hasTitle ? ceil(titleLabel.sizeThatFits(bounds.size).height) : 0
        let gap: CGFloat = hasTitle ? 6 : 0
        let top = (bounds.height - spinner.bounds.height - gap - titleHeight) / 2
        spinner.center = CGPoint(x: bounds.midX, y: top + spinner.bounds.height / 2)
        titleLabel.frame = CGRect(
            x: 0, y: top + spinner.bounds.height + gap, width: bounds.width, height: titleHeight)
        titleLabel.isHidden = !hasTitle || !isRefreshing
    }

    /// Starts refreshing (without scrolling: the band shows where the content is pulled down).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        setNeedsLayout()
        (superview as? UIScrollView)?.refreshInsetChanged()
    }

    /// Stops refreshing; the content goes back up if it rests below the band.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        setNeedsLayout()
        guard let scrollView = superview as? UIScrollView else { return }
        scrollView.refreshInsetChanged()
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y < top, !scrollView.isDragging {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }
}

extension UIScrollView {
    /// The extra top inset of a refreshing refresh control.
    var refreshInset: CGFloat { refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0 }

    /// Places the refresh control above the content, across the bounds.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { UIView.performWithoutAnimation { control.frame = frame } }
        if control.superview !== self { insertSubview(control, at: 0) }
    }

    /// The refreshing state changed: the adjusted inset with it.
    func refreshInsetChanged() { adjustedContentInsetDidChange() }

    /// During a drag: a pull past the refresh distance begins refreshing, as a user's does.
    func checkPullToRefresh() {
        guard let control = refreshControl, isDragging, !control.isRefreshing, control.isEnabled else { return }
        let pull = -(contentOffset.y + adjustedContentInset.top)
        guard pull >= UIRefreshControl.pullDistance else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
