/// The traits `UITraitCollection.modifyingTraits(_:)` and `init(mutations:)` hand out to change,
/// like iOS 17's `UIMutableTraits` (Reel's trait collections hand out `MutableTraitValues`).
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { get set }
    var imageDynamicRange: UIImage.DynamicRange { get set }
    var typesettingLanguage: String { get set }
    var sceneCaptureState: UISceneCaptureState { get set }
}

/// The values a trait collection hands out as `UIMutableTraits`.
struct MutableTraitValues: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
    var displayScale: CGFloat
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var preferredContentSizeCategory: UIContentSizeCategory
    var userInterfaceLevel: UIUserInterfaceLevel
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var accessibilityContrast: UIAccessibilityContrast
    var legibilityWeight: UILegibilityWeight
    var forceTouchCapability: UIForceTouchCapability
    var displayGamut: UIDisplayGamut
    var activeAppearance: UIUserInterfaceActiveAppearance
    var toolbarItemPresentationSize: UINSToolbarItemPresentationSize
    var imageDynamicRange: UIImage.DynamicRange
    var typesettingLanguage: String
    var sceneCaptureState: UISceneCaptureState

    init(_ t: UITraitCollection) {
        userInterfaceStyle = t.userInterfaceStyle
        displayScale = t.displayScale
        horizontalSizeClass = t.horizontalSizeClass
        verticalSizeClass = t.verticalSizeClass
        preferredContentSizeCategory = t.preferredContentSizeCategory
        userInterfaceLevel = t.userInterfaceLevel
        userInterfaceIdiom = t.userInterfaceIdiom
        layoutDirection = t.layoutDirection
        accessibilityContrast = t.accessibilityContrast
        legibilityWeight = t.legibilityWeight
        forceTouchCapability = t.forceTouchCapability
        displayGamut = t.displayGamut
        activeAppearance = t.activeAppearance
        toolbarItemPresentationSize = t.toolbarItemPresentationSize
        imageDynamicRange = t.imageDynamicRange
        typesettingLanguage = t.typesettingLanguage
        sceneCaptureState = t.sceneCaptureState
    }

}

extension UIMutableTraits {
    /// The trait collection of these values.
    var collection: UITraitCollection {
        UITraitCollection(
            style: userInterfaceStyle, scale: displayScale, horizontal: horizontalSizeClass,
            vertical: verticalSizeClass, contentSize: preferredContentSizeCategory, level: userInterfaceLevel,
            idiom: userInterfaceIdiom, direction: layoutDirection, contrast: accessibilityContrast,
            legibility: legibilityWeight,
            more: MoreTraits(
                forceTouchCapability: forceTouchCapability, displayGamut: displayGamut,
                activeAppearance: activeAppearance, toolbarItemPresentationSize: toolbarItemPresentationSize,
                imageDynamicRange: imageDynamicRange, typesettingLanguage: typesettingLanguage,
                sceneCaptureState: sceneCaptureState))
    }
}
