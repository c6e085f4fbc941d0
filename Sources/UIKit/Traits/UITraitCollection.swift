import Foundation
import ReelCore

/// The traits of an interface, like `UITraitCollection`: light or dark, scale, size classes,
/// text size and the rest. Dynamic colours resolve against it, and `preferredFont(forTextStyle:)`
/// sizes by it. Immutable; an unset trait is `unspecified` (scale 0).
///
/// `current` is the trait collection code runs under: inside `performAsCurrent`, or after
/// `current` was set, that one; else the current recording's window (its appearance, from
/// `RecordingHost(appearance:)` or `reel run --appearance`, and screen scale). UIKit makes a
/// view's traits current around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceLevel: UIUserInterfaceLevel
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight
    /// The traits added after these ten (UITraitCollection+More.swift).
    let more: MoreTraits

    init(
        style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified, level: UIUserInterfaceLevel = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified,
        contrast: UIAccessibilityContrast = .unspecified, legibility: UILegibilityWeight = .unspecified,
        more: MoreTraits = MoreTraits()
    ) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = contentSize
        userInterfaceLevel = level
        userInterfaceIdiom = idiom
        layoutDirection = direction
        accessibilityContrast = contrast
        legibilityWeight = legibility
        self.more = more
        super.init()
    }

    /// A trait collection with every trait unspecified.
    public convenience override init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(contrast: accessibilityContrast)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(legibility: legibilityWeight) }

    /// The traits of `traitCollections` combined: each trait from the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unset: T) -> T {
            traitCollections.last { trait($0) != unset }.map(trait) ?? unset
        }
        self.init(
            style: last(\.userInterfaceStyle, unset: .unspecified), scale: last(\.displayScale, unset: 0),
            horizontal: last(\.horizontalSizeClass, unset: .unspecified),
            vertical: last(\.verticalSizeClass, unset: .unspecified),
            contentSize: last(\.preferredContentSizeCategory, unset: .unspecified),
            level: last(\.userInterfaceLevel, unset: .unspecified),
            idiom: last(\.userInterfaceIdiom, unset: .unspecified),
            direction: last(\.layoutDirection, unset: .unspecified),
            contrast: last(\.accessibilityContrast, unset: .unspecified),
            legibility: last(\.legibilityWeight, unset: .unspecified), more: MoreTraits.merging(traitCollections))
    }

    /// The collection itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether a dynamic colour could resolve differently under `traitCollection`: style,
    /// level or contrast differ (nil differs from everything).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    /// These traits with `changes` applied, like iOS 17's `modifyingTraits(_:)`.
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(self)
        mutations(&traits)
        return traits.collection
    }

    // MARK: - The current traits

    private static let currentKey = "UIKit.UITraitCollection.current"

    /// The trait collection code runs under now (see the type's description). Setting it
    /// changes it for this thread until set again: as on iOS, where the current trait
    /// collection is thread-local; unset, it is the current recording's window.
    open class var current: UITraitCollection {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? window(of: UIScreen.main) }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the one before.
    open func performAsCurrent(_ actions: () -> Void) { performingAsCurrent(actions) }

    /// `performAsCurrent(_:)` for work that throws or returns a value (Reel's snapshot tools).
    package func performingAsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let before = dictionary[Self.currentKey]
        dictionary[Self.currentKey] = self
        defer { dictionary[Self.currentKey] = before }
        return try body()
    }

    /// The traits of a recording's window on `screen`: the recording's appearance (light
    /// outside a recording), the screen's scale, large text, left to right, and the idiom and
    /// size classes of the screen's device (`RecordingHost(device:)`); without a device, a
    /// phone's idiom and size classes from the window's size as iOS gives them (compact width
    /// below 768 points, compact height below 500: an iPhone in portrait is compact by regular).
    static func window(of screen: UIScreen) -> UITraitCollection {
        let size = screen.bounds.size
        let style: UIUserInterfaceStyle = RecordingContext.current?.appearance == .dark ? .dark : .light
        if let (device, orientation) = screen.device {
            return UITraitCollection(
                style: style, scale: screen.scale, horizontal: device.horizontalSizeClass(for: orientation),
                vertical: device.verticalSizeClass(for: orientation), contentSize: .large, level: .base,
                idiom: device.userInterfaceIdiom, direction: .leftToRight, contrast: .normal, legibility: .regular,
                more: .window)
        }
        return UITraitCollection(
            style: style, scale: screen.scale, horizontal: size.width < 768 ? .compact : .regular,
            vertical: size.height < 500 ? .compact : .regular, contentSize: .large, level: .base, idiom: .phone,
            direction: .leftToRight, contrast: .normal, legibility: .regular, more: .window)
    }

    /// These traits with the style replaced (a view's `overrideUserInterfaceStyle`).
    func replacing(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified ? self : modifyingTraits { $0.userInterfaceStyle = style }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return userInterfaceStyle == o.userInterfaceStyle && displayScale == o.displayScale
            && horizontalSizeClass == o.horizontalSizeClass && verticalSizeClass == o.verticalSizeClass
            && preferredContentSizeCategory == o.preferredContentSizeCategory
            && userInterfaceLevel == o.userInterfaceLevel && userInterfaceIdiom == o.userInterfaceIdiom
            && layoutDirection == o.layoutDirection && accessibilityContrast == o.accessibilityContrast
            && legibilityWeight == o.legibilityWeight && more == o.more
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
