/// A function from one colour to another, like `UIConfigurationColorTransformer`: the
/// configurations pass their colours through one (`colorTransformer`,
/// `backgroundColorTransformer`, …) before drawing them.
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The transformed `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Grey of the colour's luma (Rec. 601: 0.299 red, 0.587 green, 0.114 blue), alpha kept,
    /// for each appearance.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            UIColor { traits in
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
                return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
            }
        }
    }

    /// The colour itself: iOS has no system accent colour for this to substitute (Apple: "on
    /// platforms without a system accent color, returns the original color").
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { $0 }
    }
}

/// A colour transformer kept in a configuration, equal only to itself, so the configurations
/// stay `Hashable` (two configurations with different closures differ).
final class ColorTransformerBox: Hashable {
    let transformer: UIConfigurationColorTransformer

    init(_ transformer: UIConfigurationColorTransformer) {
        self.transformer = transformer
    }

    static func == (a: ColorTransformerBox, b: ColorTransformerBox) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Optional where Wrapped == ColorTransformerBox {
    /// `color` through the kept transformer, if any.
    func apply(_ color: UIColor) -> UIColor { self?.transformer(color) ?? color }
}

/// A name for a state of an app's own in a configuration state, like
/// `UIConfigurationStateCustomKey` (`state[.isArchived]`, from a cell's overridden
/// `configurationState`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
