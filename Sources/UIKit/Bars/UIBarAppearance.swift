import Foundation

/// The background and shadow of a bar, like `UIBarAppearance` (iOS 13): a navigation bar or a
/// toolbar draws these. `configureWithDefaultBackground()` gives the system material with a
/// hairline shadow, `configureWithOpaqueBackground()` the system background colour with the
/// hairline, `configureWithTransparentBackground()` no background and no shadow (Apple's
/// documentation of each). The material is `backgroundEffect`, a blur (`BarBackground`).
open class UIBarAppearance: NSObject, NSCopying {
    /// Which background the appearance was last configured with.
    enum Kind { case material, opaque, transparent }
    var kind = Kind.material

    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur under the background colour: the system chrome material after
    /// `configureWithDefaultBackground()`, none after the other two.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the background (nil: none).
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour (nil: none).
    open var backgroundImage: UIImage?
    /// How the background image fills the bar.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the hairline at the bar's edge (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn as the hairline, tinted with `shadowColor` (nil: a hairline of `shadowColor`).
    open var shadowImage: UIImage?

    /// An appearance for `idiom` with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the phone with the default background.
    public override convenience init() {
        self.init(idiom: .phone)
    }

    /// A copy of `barAppearance`'s settings.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        take(from: barAppearance)
    }

    /// An appearance from an archive: Reel reads no archives, so the default one.
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// The system material with a hairline shadow (`UIColor(white: 0, alpha: 0.3)`, iOS's value).
    open func configureWithDefaultBackground() {
        reset(.material, shadow: Self.hairline)
    }

    /// An opaque `systemBackground` with a hairline shadow.
    open func configureWithOpaqueBackground() {
        reset(.opaque, shadow: Self.hairline)
        backgroundColor = .systemBackground
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        reset(.transparent, shadow: nil)
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// A copy of the appearance.
    open func copy() -> Self { duplicate() }

    func duplicate() -> Self { type(of: self).init(barAppearance: self) }

    /// The hairline's colour in iOS 15+: black at 30% (white at 15% in dark mode, where iOS draws
    /// the separator lighter).
    static let hairline = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    func reset(_ kind: Kind, shadow: UIColor?) {
        self.kind = kind
        backgroundEffect = kind == .material ? UIBlurEffect(style: .systemChromeMaterial) : nil
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    /// Takes every setting of `other` (subclasses add theirs).
    func take(from other: UIBarAppearance) {
        kind = other.kind
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// A toolbar's appearance, like `UIToolbarAppearance`.
open class UIToolbarAppearance: UIBarAppearance {}

/// A navigation bar's appearance, like `UINavigationBarAppearance`: the bar's background and
/// shadow, the title's and large title's text attributes, and the buttons' appearances.
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the inline title (17-point semibold `label` unless set).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title (34-point bold `label` unless set).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The appearance of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The appearance of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of the back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    var indicator: (image: UIImage, mask: UIImage)?

    /// The back button's chevron (Reel's drawn chevron as an image unless set).
    open var backIndicatorImage: UIImage { indicator?.image ?? BackChevron.image }
    /// The mask the back button's title slides under (the chevron unless set).
    open var backIndicatorTransitionMaskImage: UIImage { indicator?.mask ?? BackChevron.image }

    /// Sets the back button's chevron and its mask (both nil: the system chevron; UIKit needs both).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        if let backIndicatorImage, let transitionMaskImage {
            indicator = (backIndicatorImage, transitionMaskImage)
        } else {
            indicator = nil
        }
    }

    override func take(from other: UIBarAppearance) {
        super.take(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.duplicate()
        doneButtonAppearance = other.doneButtonAppearance.duplicate()
        backButtonAppearance = other.backButtonAppearance.duplicate()
        indicator = other.indicator
    }
}

/// How bar buttons of a style look in each state, like `UIBarButtonItemAppearance`: the title
/// attributes of enabled and disabled buttons (Reel draws no touched look, so `highlighted` is
/// not offered).
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The look of an enabled button.
    public private(set) var normal = UIBarButtonItemStateAppearance()
    /// The look of a disabled button.
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    private var focusedState = UIBarButtonItemStateAppearance()

    /// The look of a focused button.
    /// Reel: accepted; an iPhone has no focus engine, so no button is ever focused.
    public var focused: UIBarButtonItemStateAppearance {
        AcceptedMember.note("UIBarButtonItemAppearance.focused")
        return focusedState
    }

    /// The default appearance of buttons of `style`.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The default appearance of plain buttons.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// An appearance from an archive: Reel reads no archives, so the plain one.
    public required convenience init?(coder: NSCoder) {
        self.init(style: .plain)
    }

    /// Resets every state to the default for `style` (no attributes: the bar's fonts and tint).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        (normal, disabled, focusedState) = (.init(), .init(), .init())
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any { duplicate() }

    /// A copy of the appearance.
    open func copy() -> Self { duplicate() }

    func duplicate() -> Self {
        let made = type(of: self).init(style: .plain)
        made.normal.titleTextAttributes = normal.titleTextAttributes
        made.disabled.titleTextAttributes = disabled.titleTextAttributes
        made.focusedState.titleTextAttributes = focusedState.titleTextAttributes
        return made
    }
}

/// How bar buttons look in one state, like `UIBarButtonItemStateAppearance`: their title's
/// attributes (Reel does not offer the state's images and position adjustments).
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (merged over the button's font and the tint colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
