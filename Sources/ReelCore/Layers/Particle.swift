import Foundation

/// One particle of an emitter at one time, in the emitter layer's coordinates.
public struct Particle: Hashable, Sendable {
    /// The centre of the particle's image.
    public var position: Point
    /// Depth (for `backToFront`; the drawing is flat).
    public var z: Double
    /// Image size multiplier (≥ 0).
    public var scale: Double
    /// Rotation in radians.
    public var angle: Double
    /// The colour multiplying the image (components in 0…1).
    public var color: Color
    public var contents: Image?
    public var contentsScale: Double
    /// When the particle was born, in the emitter's local time.
    public var birthTime: Double
}
