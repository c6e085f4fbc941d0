import ReelCore

/// A cubic Bézier timing curve from (0, 0) to (1, 1), like `CAMediaTimingFunction`, over
/// ReelCore's `TimingFunction`. Control points are `Float`s, as in Core Animation, so a curve
/// made here has the same (single-precision) control points an iPhone uses.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The curve in ReelCore.
    package let reel: TimingFunction

    /// One of the predefined curves (an unknown name gives `default`'s curve).
    public init(name: CAMediaTimingFunctionName) {
        reel = TimingFunction.named[name.rawValue] ?? .default
        super.init()
    }

    /// The curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        reel = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Writes control point `idx` (0 = (0, 0), 1, 2, 3 = (1, 1)) into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p = reel.controlPoint(at: idx)
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.reel == reel
    }

    open override var hash: Int { reel.hashValue }
}
