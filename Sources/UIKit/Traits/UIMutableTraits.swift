/// The traits `UITraitCollection.modifyingTraits(_:)` hands out to change, like iOS 17's
/// `UIMutableTraits`.
public struct UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var displayScale: CGFloat
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var userInterfaceLevel: UIUserInterfaceLevel
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    public var accessibilityContrast: UIAccessibilityContrast
    public var legibilityWeight: UILegibilityWeight
    public var forceTouchCapability: UIForceTouchCapability
    public var displayGamut: UIDisplayGamut
    public var activeAppearance: UIUserInterfaceActiveAppearance
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize
    public var imageDynamicRange: UIImage.DynamicRange
    public var typesettingLanguage: String
    public var sceneCaptureState: UISceneCaptureState

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
