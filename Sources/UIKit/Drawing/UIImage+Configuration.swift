import Foundation

extension UIImage {
    /// What an image is chosen and styled for, like `UIImage.Configuration`
    /// (`UIImageConfiguration`): a trait collection and a locale. Immutable: the `with…` and
    /// `applying(_:)` methods return new configurations.
    public class Configuration: NSObject, NSCopying, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        /// Everything a configuration holds, symbol attributes included.
        struct Values: Hashable {
            var traitCollection: UITraitCollection?
            var locale: Locale?
            var size: SymbolSize?
            var weight = UIImage.SymbolWeight.unspecified
            var scale = UIImage.SymbolScale.unspecified
            var colors: SymbolColors?
        }

        /// How big a symbol configuration asks the symbol to be: one of three ways at a time.
        enum SymbolSize: Hashable {
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }

        /// A symbol configuration's colour rendering.
        enum SymbolColors: Hashable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        let values: Values

        required init(values: Values) {
            self.values = values
            super.init()
        }

        /// A configuration for the images of `traitCollection` (iOS 17).
        public convenience init(traitCollection: UITraitCollection?) {
            self.init(values: Values(traitCollection: traitCollection))
        }

        /// A configuration for the images of `locale` (iOS 17).
        public convenience init(locale: Locale?) {
            self.init(values: Values(locale: locale))
        }

        /// A configuration decoded from an archive: Reel reads no archives, so none.
        public required convenience init?(coder: NSCoder) { return nil }

        /// The traits images are chosen for (nil: the current ones).
        public var traitCollection: UITraitCollection? { values.traitCollection }

        /// The locale images are chosen for (nil: the app's), iOS 17.
        public var locale: Locale? { values.locale }

        /// A copy with `traitCollection` in place of this one's.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            changed { $0.traitCollection = traitCollection }
        }

        /// A copy with `locale` in place of this one's (iOS 17).
        public func withLocale(_ locale: Locale?) -> Self {
            changed { $0.locale = locale }
        }

        /// A copy with what `otherConfiguration` specifies in place of this one's values: its
        /// traits, locale and, from a symbol configuration, its size, weight, scale and colours;
        /// what it leaves unspecified stays.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration?.values else { return changed { _ in } }
            return changed { v in
                v.traitCollection = other.traitCollection ?? v.traitCollection
                v.locale = other.locale ?? v.locale
                v.size = other.size ?? v.size
                if other.weight != .unspecified { v.weight = other.weight }
                if other.scale != .unspecified { v.scale = other.scale }
                v.colors = other.colors ?? v.colors
            }
        }

        func changed(_ change: (inout Values) -> Void) -> Self {
            var v = values
            change(&v)
            return Self(values: v)
        }

        /// The configuration itself: it is immutable.
        public func copy(with zone: NSZone? = nil) -> Any { self }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.Configuration else { return false }
            return type(of: other) == type(of: self) && other.values == values
        }

        public override var hash: Int { values.hashValue }
    }
}

extension UIImage {
    /// A symbol's size, weight, scale and colours, like `UIImage.SymbolConfiguration`.
    ///
    /// Reel ships no SF Symbols: a symbol comes from a file in `UIImage.symbolDirectories`, a
    /// picture drawn at its own size. Its configuration is kept, merged and compared as UIKit's
    /// is, but it does not redraw the picture at another point size, weight or scale (see
    /// docs/animation.md).
    public class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// A configuration that specifies nothing.
        public class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(values: Values()) }

        /// A configuration for symbols the size of the system font at `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init(values: Values(size: .pointSize(pointSize)))
        }

        /// A configuration for symbols at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(values: Values(size: .pointSize(pointSize), weight: weight))
        }

        /// A configuration for symbols at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(values: Values(size: .pointSize(pointSize), weight: weight, scale: scale))
        }

        /// A configuration for symbols matching text in `textStyle` (Dynamic Type).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(values: Values(size: .textStyle(textStyle)))
        }

        /// A configuration for symbols matching text in `textStyle`, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(values: Values(size: .textStyle(textStyle), scale: scale))
        }

        /// A configuration for symbols of `weight`.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(values: Values(weight: weight))
        }

        /// A configuration for symbols at `scale`.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(values: Values(scale: scale))
        }

        /// A configuration for symbols matching text in `font`.
        public convenience init(font: UIFont) {
            self.init(values: Values(size: .font(font)))
        }

        /// A configuration for symbols matching text in `font`, at `scale`.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(values: Values(size: .font(font), scale: scale))
        }

        /// A configuration drawing symbols in shades of `hierarchicalColor` (iOS 15).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(values: Values(colors: .hierarchical(hierarchicalColor)))
        }

        /// A configuration drawing a symbol's layers in `paletteColors` (iOS 15).
        public convenience init(paletteColors: [UIColor]) {
            self.init(values: Values(colors: .palette(paletteColors)))
        }

        /// A configuration preferring a symbol's multicolour variant (iOS 15).
        public class func preferringMulticolor() -> Self { Self(values: Values(colors: .multicolor)) }

        /// A configuration preferring a symbol's monochrome variant (iOS 16).
        public class func preferringMonochrome() -> Self { Self(values: Values(colors: .monochrome)) }

        /// A copy without a text style.
        public func configurationWithoutTextStyle() -> Self {
            changed { if case .textStyle = $0.size { $0.size = nil } }
        }

        /// A copy without a scale.
        public func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }

        /// A copy without a weight.
        public func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }

        /// A copy without a point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            changed { v in
                if case .pointSize = v.size { v.size = nil }
                v.weight = .unspecified
            }
        }

        /// Whether `otherConfiguration` specifies the same things.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            otherConfiguration.map { $0.values == values } ?? false
        }

        /// The point size the configuration asks for: its own, its font's, or its text style's
        /// at the traits' content size (nil: none specified).
        var resolvedPointSize: CGFloat? {
            switch values.size {
            case .pointSize(let size): size
            case .font(let font): font.pointSize
            case .textStyle(let style):
                UIFont.preferredFont(forTextStyle: style, compatibleWith: values.traitCollection).pointSize
            case nil: nil
            }
        }
    }

    /// A symbol's stroke weight, like `UIImage.SymbolWeight`: the system font's nine weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin
        case light
        case regular
        case medium
        case semibold
        case bold
        case heavy
        case black

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to text of the same point size, like `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium
        case large
    }
}
