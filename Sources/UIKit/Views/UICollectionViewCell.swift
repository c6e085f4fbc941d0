/// An item of a collection view, like `UICollectionViewCell`: a reusable view with a
/// `contentView`, reused by its collection view (`prepareForReuse()` before it shows another
/// item) and placed by `apply(_:)` from its layout attributes. Its content and background
/// configurations and `selectedBackgroundView` are in Lists/UICollectionViewCell+Configurations.swift.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView(frame: .zero)
    /// Whether the cell is selected; a change updates the configurations and the selection
    /// background (UICollectionViewCell+Configurations.swift).
    open var isSelected = false {
        didSet { if oldValue != isSelected { selectionStateDidChange() } }
    }
    /// Whether the cell is highlighted; a change updates as `isSelected`'s does.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { selectionStateDidChange() } }
    }
    /// The content and background configurations.
    let configurations = CellConfigurations()
    /// The view shown behind the content while selected or highlighted.
    var selectionBackground: UIView?
    /// Called when the cell's drag state changes; overrides call super.
    /// Reel: accepted; cells are not dragged (no drag and drop), so it is never called.
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {
        AcceptedMember.note("UICollectionViewCell.dragStateDidChange")
    }

    /// A view behind the content view, as large as the cell (nil by default, as in UIKit).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
                backgroundConfiguration = nil
            }
        }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    /// The content view fills the cell and follows its size at once (as UIKit's, by its
    /// autoresizing mask), so constraints to it hold while the cell changes size.
    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Updates the cell's configurations for `state`, called before the next layout after the
    /// state changed or `setNeedsUpdateConfiguration()`; the automatic updates of
    /// `contentConfiguration` and `backgroundConfiguration` have run. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's state: its traits, selection, highlight and whether it is disabled (user
    /// interaction off). Override to add the app's own states (`state[key] = value`); the
    /// updates read it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectionBackground?.frame = bounds
    }
}
