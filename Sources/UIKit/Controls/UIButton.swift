import Foundation

/// A button, like `UIButton`: a title and an image per control state (`setTitle(_:for:)`…) or
/// a `configuration` (iOS 15's styles), drawn by its `titleLabel` and `imageView` over its
/// background. A touch lifted inside sends `.touchUpInside` and `.primaryActionTriggered`.
///
/// Reel's appearance (docs/animation.md, "Controls"): a `.system` button's title is the
/// system font at 15 pt in the tint colour, faded to 20 % opacity while highlighted and
/// `systemGray` when disabled; a `.custom` button's title is white and does not fade. A
/// configured button draws its style's background and foreground at 75 % opacity while
/// highlighted, and `tertiarySystemFill`/`tertiaryLabel` when disabled.
open class UIButton: UIControl {
    /// The kinds of button, like `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    /// The opacity a `.system` button's title and image fade to while highlighted.
    public static let highlightedSystemAlpha: CGFloat = 0.2
    /// The share of its opacity a configured button's colours keep while highlighted.
    public static let highlightedConfigurationAlpha: CGFloat = 0.75
    /// The least height of a `.system` button sized to fit, as UIKit's 30-point buttons.
    static let systemMinimumHeight: CGFloat = 30

    public let buttonType: ButtonType
    /// The label showing the current title (laid out by the button).
    public private(set) var titleLabel: UILabel?
    /// The view showing the current image.
    public private(set) var imageView: UIImageView?
    let backgroundView = UIImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The space around the content (deprecated in iOS 15 in favour of the configuration's
    /// `contentInsets`; both work here).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The configuration; setting one draws the button by it (its title and image win over
    /// those set per state).
    open var configuration: UIButton.Configuration? {
        didSet {
            applyAppearance()
            setNeedsLayout()
        }
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero, type: buttonType)
    }

    /// A `.custom` button (UIKit's `init(frame:)`).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, type: .custom)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        makeContent()
    }

    /// A `.system` button drawn by `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, type: .system)
        self.configuration = configuration
        applyAppearance()  // an initializer's own assignment runs no `didSet`
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        sizeToFit()
    }

    /// A button of `type` running `primaryAction` when tapped (its title the action's).
    public convenience init(type: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, type: type)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    init(frame: CGRect, type: ButtonType) {
        buttonType = type
        super.init(frame: frame)
        makeContent()
    }

    private func makeContent() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        let image = UIImageView(frame: .zero)
        image.contentMode = .center
        backgroundView.contentMode = .scaleToFill
        backgroundView.isUserInteractionEnabled = false
        for view in [backgroundView, image, label as UIView] { addSubview(view) }
        titleLabel = label
        imageView = image
        applyAppearance()
    }

    override var primaryEvents: UIControl.Event { .primaryActionTriggered }

    // MARK: - Content per state

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentChanged()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        applyAppearance()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentChanged()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        applyAppearance()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentTitleColor: UIColor { titleLabel?.textColor ?? .label }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func contentChanged() {
        applyAppearance()
        setNeedsLayout()
    }

    override func stateDidChange() { applyAppearance() }

    open override var intrinsicContentSize: CGSize { fittingSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyAppearance()
    }
}
