// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Whether 3D Touch is available, like `UIForceTouchCapability` (UIKit's raw values).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0
    case unavailable, available
}

/// The display's colour gamut, like `UIDisplayGamut` (UIKit's raw values).
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB = 0
    case P3
}

/// Whether the interface looks active (key window) or not, like `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active
}

/// The size of Mac Catalyst toolbar items, like `UINSToolbarItemPresentationSize`.
public enum UINSToolbarItemPresentationSize: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case small = 1
    case large = 3
}

/// Whether the screen is being mirrored or recorded, like `UISceneCaptureState`.
public enum UISceneCaptureState: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active
}

extension UIImage {
    /// How high-dynamic-range images are shown, like `UIImage.DynamicRange`.
    public enum DynamicRange: Int, Sendable {
        case unspecified = -1
        case standard = 0
        case constrainedHigh, high
    }
}

/// The traits added after the first ten (iOS 9 to 17), kept together.
struct MoreTraits: Hashable, Sendable {
    var forceTouchCapability = UIForceTouchCapability.unknown
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var toolbarItemPresentationSize = UINSToolbarItemPresentationSize.unspecified
    var imageDynamicRange = UIImage.DynamicRange.unspecified
    var typesettingLanguage = ""
    var sceneCaptureState = UISceneCaptureState.unspecified

    /// Each trait from the last of `collections` that specifies it.
    static func merging(_ collections: [UITraitCollection]) -> MoreTraits {
        func last<T: Equatable>(_ trait: KeyPath<MoreTraits, T>, unset: T) -> T {
            collections.last { $0.more[keyPath: trait] != unset }?.more[keyPath: trait] ?? unset
        }
        return MoreTraits(
            forceTouchCapability: last(\.forceTouchCapability, unset: .unknown),
            displayGamut: last(\.displayGamut, unset: .unspecified),
            activeAppearance: last(\.activeAppearance, unset: .unspecified),
            toolbarItemPresentationSize: last(\.toolbarItemPresentationSize, unset: .unspecified),
            imageDynamicRange: last(\.imageDynamicRange, unset: .unspecified),
            typesettingLanguage: last(\.typesettingLanguage, unset: ""),
            sceneCaptureState: last(\.sceneCaptureState, unset: .unspecified))
    }

    /// A recording's window: no 3D Touch, a P3 display (every iPhone since the 7), active, not
    /// captured (Reel records, but the code does not see a screen recording).
    static let window = MoreTraits(
        forceTouchCapability: .unavailable, displayGamut: .P3, activeAppearance: .active,
        toolbarItemPresentationSize: .unspecified, imageDynamicRange: .unspecified, typesettingLanguage: "",
        sceneCaptureState: .inactive)
}

extension UITraitCollection {
    public var forceTouchCapability: UIForceTouchCapability { more.forceTouchCapability }
    public var displayGamut: UIDisplayGamut { more.displayGamut }
    public var activeAppearance: UIUserInterfaceActiveAppearance { more.activeAppearance }
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { more.toolbarItemPresentationSize }
    public var imageDynamicRange: UIImage.DynamicRange { more.imageDynamicRange }
    /// The language text is laid out for ("" when unspecified).
    public var typesettingLanguage: String { more.typesettingLanguage }
    public var sceneCaptureState: UISceneCaptureState { more.sceneCaptureState }

    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(more: MoreTraits(forceTouchCapability: capability))
    }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(more: MoreTraits(displayGamut: displayGamut)) }
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(more: MoreTraits(activeAppearance: userInterfaceActiveAppearance))
    }
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(more: MoreTraits(toolbarItemPresentationSize: toolbarItemPresentationSize))
    }
    public convenience init(imageDynamicRange: UIImage.DynamicRange) {
        self.init(more: MoreTraits(imageDynamicRange: imageDynamicRange))
    }
    public convenience init(typesettingLanguage language: String) {
        self.init(more: MoreTraits(typesettingLanguage: language))
    }
    public convenience init(sceneCaptureState: UISceneCaptureState) {
        self.init(more: MoreTraits(sceneCaptureState: sceneCaptureState))
    }

    /// A trait collection with every trait unspecified but those `mutations` set, like iOS 17's
    /// `init(mutations:)`.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraitValues(UITraitCollection())
        mutations(&traits)
        let made = traits.collection
        self.init(traitsFrom: [made])
    }
}
