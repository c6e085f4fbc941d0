import ReelScene

/// A transform as the file writes it: a layer's `ks`, a shape group's `tr` item, a repeater's
/// `tr`, a camera's `ks`. Each reader (``LottieLayerTransform``, ``LottieTransform3D``,
/// ``LottieGroupTransform``, the repeater, the camera) gives absent values its own defaults.
struct LottieTransformRecord: Decodable, Sendable {
    /// The position written as separate components (`"p": {"s": true, "x": …, "y": …}`).
    struct SplitPosition: Decodable, Sendable {
        var s: Bool?
        var x: LottieAnimatedValue?
        var y: LottieAnimatedValue?
        var z: LottieAnimatedValue?
    }

    /// Anchor point (`a`); a camera's point of interest.
    var a: LottieAnimatedValue?
    /// Position (`p`), one property.
    var p: LottieAnimatedValue?
    /// Position as components, when `p.s` is set (then `p` is not one property).
    var splitPosition: SplitPosition?
    /// Scale in percent (`s`).
    var s: LottieAnimatedValue?
    /// Rotation in degrees (`r`, or `rz` in 3-D layers), `rx`, `ry`, and orientation (`or`).
    var r: LottieAnimatedValue?
    var rz: LottieAnimatedValue?
    var rx: LottieAnimatedValue?
    var ry: LottieAnimatedValue?
    var or: LottieAnimatedValue?
    /// Skew (`sk`) and its axis (`sa`), in degrees.
    var sk: LottieAnimatedValue?
    var sa: LottieAnimatedValue?
    /// Opacity in percent (`o`); a repeater's start and end opacity (`so`, `eo`).
    var o: LottieAnimatedValue?
    var so: LottieAnimatedValue?
    var eo: LottieAnimatedValue?
    /// Where the transform is in the file.
    var location: SourceLocation?

    private enum CodingKeys: String, CodingKey {
        case a, p, s, r, rz, rx, ry, or, sk, sa, o, so, eo
    }

    init() {}

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        location = decoder.lottieSite.location
        a = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .a)
        p = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .p)
        if let split = try c.decodeIfPresent(SplitPosition.self, forKey: .p), split.s == true { splitPosition = split }
        s = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .s)
        r = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .r)
        rz = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .rz)
        rx = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .rx)
        ry = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .ry)
        or = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .or)
        sk = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .sk)
        sa = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .sa)
        o = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .o)
        so = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .so)
        eo = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .eo)
    }

    /// The rotation about z: `r`, else `rz`.
    var rotation: LottieAnimatedValue? { r ?? rz }
}
