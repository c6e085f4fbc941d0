import Foundation

// The members Core Graphics adds to Foundation's geometry that swift-corelibs-foundation lacks:
// comparison by value and the dictionary form (`"X"`, `"Y"`, `"Width"`, `"Height"` keys).

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

    /// `["X": x, "Y": y]`.
    public var dictionaryRepresentation: CFDictionary { ["X": Double(x), "Y": Double(y)] }

    /// The point a `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = geometryNumber(dict["X"]), let y = geometryNumber(dict["Y"]) else { return nil }
        self.init(x: x, y: y)
    }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

    /// `["Width": width, "Height": height]`.
    public var dictionaryRepresentation: CFDictionary { ["Width": Double(width), "Height": Double(height)] }

    /// The size a `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let width = geometryNumber(dict["Width"]), let height = geometryNumber(dict["Height"]) else {
            return nil
        }
        self.init(width: width, height: height)
    }
}

extension CGRect {
    /// Whether the two rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }

    /// `["X": x, "Y": y, "Width": width, "Height": height]` (the origin and size as stored).
    public var dictionaryRepresentation: CFDictionary {
        ["X": Double(origin.x), "Y": Double(origin.y), "Width": Double(size.width), "Height": Double(size.height)]
    }

    /// The rectangle a `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let point = CGPoint(dictionaryRepresentation: dict), let size = CGSize(dictionaryRepresentation: dict)
        else { return nil }
        self.init(origin: point, size: size)
    }
}

/// A number from a dictionary value (any of Swift's number types, or an `NSNumber`).
private func geometryNumber(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as Double: CGFloat(v)
    case let v as CGFloat: v
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
}
