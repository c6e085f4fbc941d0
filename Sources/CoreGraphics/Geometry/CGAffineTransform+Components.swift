import Foundation

/// An affine transform's parts, like Core Graphics' `CGAffineTransformComponents`: applied in
/// the order scale, horizontal shear, rotation, translation.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The scale along x and y (y carries the sign of a reflection).
    public var scale: CGSize
    /// How far x moves per unit of y, after scaling.
    public var horizontalShear: CGFloat
    /// The rotation in radians.
    public var rotation: CGFloat
    /// The translation.
    public var translation: CGVector

    public init() {
        self.init(scale: .zero, horizontalShear: 0, rotation: 0, translation: .zero)
    }

    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform: Codable {
    /// A transform from its six numbers, in Core Graphics' order.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform that scales, shears horizontally, rotates, then translates as `components` say.
    public init(components: CGAffineTransformComponents) {
        let (sx, sy) = (components.scale.width, components.scale.height)
        let shear = components.horizontalShear
        let (cosine, sine) = (cos(components.rotation), sin(components.rotation))
        self.init(
            a: sx * cosine, b: sx * sine, c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
            tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform's scale, horizontal shear, rotation and translation, such that
    /// `CGAffineTransform(components: t.decomposed()) == t` (to rounding). The x scale is never
    /// negative; a reflection makes the y scale negative. A transform that flattens x gives
    /// zero scale and rotation.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let translation = CGVector(dx: tx, dy: ty)
        guard sx > 0 else {
            return CGAffineTransformComponents(
                scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()), horizontalShear: 0,
                rotation: atan2(-c, d), translation: translation)
        }
        let rotation = atan2(b, a)
        let (cosine, sine) = (a / sx, b / sx)
        let sy = (a * d - b * c) / sx
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation, translation: translation)
    }

    /// Reads the six numbers `encode(to:)` writes (a, b, c, d, tx, ty, unkeyed, as Apple's).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
            c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
            tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    /// Writes a, b, c, d, tx and ty in an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
