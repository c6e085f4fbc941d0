/// A two-dimensional vector, like Core Graphics' `CGVector`.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static let zero = CGVector(dx: 0, dy: 0)

    /// Whether both components are equal.
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { lhs.dx == rhs.dx && lhs.dy == rhs.dy }
}

extension CGVector: Codable, CustomDebugStringConvertible {
    /// Reads `dx` then `dy` (unkeyed, as Apple's).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    /// Writes `dx` then `dy` in an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }

    /// `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
