/// Which corners `cornerRadius` rounds, as `CACornerMask`, in the layer's own coordinates with
/// y down (UIKit's): `layerMinXMinYCorner` is the top-left corner of the bounds.
///
/// A set of corners written like an option set (`[.layerMinXMinYCorner, .layerMaxXMinYCorner]`);
/// not an `OptionSet`, whose set algebra would clash with `AnimatableValue`'s arithmetic.
public struct CornerMask: Hashable, Sendable, CaseIterable, ExpressibleByArrayLiteral {
    public private(set) var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue & 15 }
    public init(arrayLiteral elements: CornerMask...) {
        rawValue = elements.reduce(0) { $0 | $1.rawValue }
    }

    /// Whether every corner of `other` is in this set.
    public func contains(_ other: CornerMask) -> Bool { rawValue & other.rawValue == other.rawValue }
    /// Adds the corners of `other`.
    public mutating func insert(_ other: CornerMask) { rawValue |= other.rawValue }
    /// Whether no corner is in the set.
    public var isEmpty: Bool { rawValue == 0 }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners (Core Animation's default).
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The four corners, in `rawValue` order.
    public static let allCases: [CornerMask] = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// Core Animation's name of a single corner (`"layerMinXMinYCorner"`), nil for other sets.
    public var cornerName: String? {
        switch self {
        case .layerMinXMinYCorner: "layerMinXMinYCorner"
        case .layerMaxXMinYCorner: "layerMaxXMinYCorner"
        case .layerMinXMaxYCorner: "layerMinXMaxYCorner"
        case .layerMaxXMaxYCorner: "layerMaxXMaxYCorner"
        default: nil
        }
    }

    /// The corner Core Animation names `name`, or nil.
    public init?(cornerName name: String) {
        guard let corner = Self.allCases.first(where: { $0.cornerName == name }) else { return nil }
        self = corner
    }

    /// The single corners in this set, in `rawValue` order.
    public var corners: [CornerMask] { Self.allCases.filter { contains($0) } }
}

extension CornerMask: DiscreteAnimatableValue {}
