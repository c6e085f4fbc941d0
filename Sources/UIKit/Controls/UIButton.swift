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
        /// UIKit's deprecated name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// A closure that updates a button's configuration for its state, like
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The opacity a `.system` button's title and image fade to while highlighted.
    public static let highlightedSystemAlpha: CGFloat = 0.2
    /// The share of its opacity a configured button's colours keep while highlighted.
    public static let highlightedConfigurationAlpha: CGFloat = 0.75
    /// The least height of a `.system` button sized to fit, as UIKit's 30-point buttons.
    static let systemMinimumHeight: CGFloat = 30

    /// The button's type (`.custom` for `init(frame:)`).
    public private(set) var buttonType: ButtonType
    /// The label showing the current title (laid out by the button).
    public private(set) var titleLabel: UILabel?
    /// The view showing the current image.
    public private(set) var imageView: UIImageView?
    let backgroundView = UIImageView(frame: .zero)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The symbol configurations set per state (`setPreferredSymbolConfiguration(_:forImageIn:)`).
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    /// Whether `updateConfiguration()` is due at the next layout pass.
    var needsConfigurationUpdate = false

    /// Where the title goes within the place laid out for it (UIKit's deprecated inset, kept
    /// for button without a configuration: it moves the title, not the button's size).
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Where the image goes within the place laid out for it (moves the image, not the
    /// button's size).
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// A closure run at each configuration update (state changes, `setNeedsUpdateConfiguration()`)
    /// after `updateConfiguration()`, before the next layout pass.
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a configured button shows its state (highlighted, disabled) by itself; when
    /// false it draws its configuration as set in every state.
    open var automaticallyUpdatesConfiguration = true {
        didSet { applyAppearance() }
    }
    /// Whether the title's shadow turns from engraved to embossed while highlighted: its offset
    /// is reversed while the button is highlighted.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { applyAppearance() }
    }
    /// Whether the title label's shadow offset is reversed now.
    var titleShadowReversed = false

    /// Whether a tap (the primary action) toggles `isSelected` before the actions run.
    open var changesSelectionAsPrimaryAction = false
    /// The style asked for; on iOS it changes nothing (`behavioralStyle` stays `.pad`).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the button shows: `.pad`, as on iOS whatever `preferredBehavioralStyle` asks.
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// Whether the button takes part in spring-loaded drag and drop.
    ///
    /// Reel: accepted; a recording has no drag and drop sessions: the value is stored.
    open var isSpringLoaded = false {
        didSet { AcceptedMember.note("UIButton.isSpringLoaded") }
    }
    /// Whether the button shows the iPad pointer's effects.
    ///
    /// Reel: accepted; a recording has no pointer (touches only): the value is stored.
    open var isPointerInteractionEnabled = false {
        didSet { AcceptedMember.note("UIButton.isPointerInteractionEnabled") }
    }
    /// Whether a pointer hovers over the button.
    ///
    /// Reel: accepted; a recording has no pointer, so this is always false.
    open var isHovered: Bool {
        AcceptedMember.note("UIButton.isHovered")
        return false
    }
    /// Whether the button shows its menu after a long press.
    ///
    /// Reel: accepted; Reel's buttons have no menus, so this is always false.
    open var isHeld: Bool {
        AcceptedMember.note("UIButton.isHeld")
        return false
    }

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

    /// A `.custom` button (UIKit's `init(frame:)`); the other types start from it, so a
    /// subclass that overrides it or adds none keeps `init(type:)`, as on iOS.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        makeContent()
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

    /// A `.custom` button of `frame` running `primaryAction` when tapped, showing the action's
    /// title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A button of `type` running `primaryAction` when tapped (its title the action's).
    public convenience init(type: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, type: type)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    convenience init(frame: CGRect, type: ButtonType) {
        self.init(frame: frame)
        buttonType = type
        applyAppearance()
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

    /// Whether a title colour was set for exactly `state`.
    func hasTitleColor(for state: UIControl.State) -> Bool { titleColors[state.rawValue] != nil }

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

    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state) ?? currentAttributedTitle?.string
    }
    open var currentTitleColor: UIColor { titleLabel?.textColor ?? .label }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func contentChanged() {
        applyAppearance()
        setNeedsLayout()
    }

    override func stateDidChange() {
        applyAppearance()
        setNeedsUpdateConfiguration()
    }

    open override var intrinsicContentSize: CGSize { fittingSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    open override func layoutSubviews() {
        if needsConfigurationUpdate { runConfigurationUpdate() }
        super.layoutSubviews()
        layOutContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyAppearance()
    }

    // MARK: - Layout rectangles

    /// Where the background (image or configuration's fill) is drawn: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the content goes: the bounds less the configuration's `contentInsets`, or less
    /// `contentEdgeInsets` without a configuration.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: configuration?.contentInsets.edgeInsets ?? contentEdgeInsets)
    }

    /// The title's frame within `contentRect`: after the image, placed by the content
    /// alignments and moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).title }

    /// The image's frame within `contentRect`: before the title, placed by the content
    /// alignments and moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentLayout(in: contentRect).image }

    // MARK: - Configuration updates

    /// Asks for `updateConfiguration()` and `configurationUpdateHandler` to run before the next
    /// layout pass (UIKit asks at every change of state; several asks make one update).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state; subclasses override it (UIKit's own
    /// does nothing the button does not draw by itself).
    open func updateConfiguration() {}

    /// A tap toggles `isSelected` first when `changesSelectionAsPrimaryAction` is set.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if changesSelectionAsPrimaryAction, isEnabled, let touch = touches.first,
            bounds.contains(touch.location(in: self))
        {
            isSelected.toggle()
        }
        super.touchesEnded(touches, with: event)
    }
}
