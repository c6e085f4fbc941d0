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
    }

    var collection: UITraitCollection {
        UITraitCollection(
            style: userInterfaceStyle, scale: displayScale, horizontal: horizontalSizeClass,
            vertical: verticalSizeClass, contentSize: preferredContentSizeCategory, level: userInterfaceLevel,
            idiom: userInterfaceIdiom, direction: layoutDirection, contrast: accessibilityContrast,
            legibility: legibilityWeight)
    }
}
