import ReelScene

/// One item of a shape layer or group (`shapes[i]`, `it[i]`), as the file writes it: a shape
/// (path, rectangle, ellipse, star), a style (fill, stroke, gradients), a modifier (trim,
/// round corners, repeater, …), a group or a group's transform. `kind` says which; each kind
/// reads the fields it has (Bodymovin's keys, some of which mean different things by kind:
/// `r` is a fill rule or a radius, `d` a direction or dashes).
struct LottieShapeItem: Decodable, Sendable {
    /// `ty` as written (for warnings), and as a kind: nil when Lottie defines no such item.
    var ty: String?
    var kind: LottieShapeItemKind? { ty.flatMap(LottieShapeItemKind.init(rawValue:)) }
    var nm: String?
    /// Hidden (`hd`): not drawn.
    var hd = false
    /// Where the item is in the file (nil for items Reel makes).
    var location: SourceLocation?

    /// A group's items (`it`), its transform last; nil for a group nested deeper than
    /// `maxGroupDepth` (`isTooDeep`), whose items are not read.
    var it: [LottieShapeItem]?
    var isTooDeep = false
    /// The most groups inside one another that are read: deeper nesting is no drawing a
    /// designer makes, and reading it would exhaust the stack.
    static let maxGroupDepth = 32
    /// A transform item's values (`tr` items), or a repeater's transform (`tr`).
    var transform: LottieTransformRecord?

    /// Geometry: a path's shape (`ks`), position (`p`), size (`s`), roundness or rotation
    /// (`r`), a star's kind (`sy`: 1 star, 2 polygon), points (`pt`), radii (`or`, `ir`) and
    /// roundness (`os`, `is`); direction (`d`: 3 reversed).
    var ks: LottieShapeValue?
    var p: LottieAnimatedValue?
    var s: LottieAnimatedValue?
    var r: LottieAnimatedValue?
    var sy: Int?
    var pt: LottieAnimatedValue?
    var or: LottieAnimatedValue?
    var ir: LottieAnimatedValue?
    var os: LottieAnimatedValue?
    var `is`: LottieAnimatedValue?
    var direction: Int?

    /// Styles: colour (`c`), opacity (`o`), fill rule (`r`: 2 even-odd), stroke width (`w`),
    /// caps (`lc`), joins (`lj`), miter limit (`ml`, or animatable `ml2`), dashes (`d`);
    /// gradients' stops (`g`), type (`t`: 2 radial), start and end (`s`, `e`), highlight (`h`).
    /// A repeater's copies are `c` and offset `o`; a trim's start, end and offset `s`, `e`, `o`.
    var c: LottieAnimatedValue?
    var o: LottieAnimatedValue?
    var fillRule: Int?
    var w: LottieAnimatedValue?
    var lc: Int?
    var lj: Int?
    var ml: Double?
    var ml2: LottieAnimatedValue?
    var dashes: [Dash]?
    var g: GradientStops?
    var t: Int?
    var e: LottieAnimatedValue?
    var h: LottieAnimatedValue?
    /// A trim's mode or a repeater's composite (`m`: 2 individually, or below).
    var m: Int?
    /// A merge paths item's mode (`mm`: 1 merge, 2 add, 3 subtract, 4 intersect, 5 exclude).
    var mm: Int?

    /// One dash entry (`d[i]`): `n` is `d` (dash), `g` (gap) or `o` (offset), `v` its length.
    struct Dash: Decodable, Sendable {
        var n: String?
        var v: LottieAnimatedValue?
        var location: SourceLocation?

        private enum CodingKeys: String, CodingKey { case n, v }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            n = try c.decodeIfPresent(String.self, forKey: .n)
            v = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .v)
            location = decoder.lottieSite.location
        }
    }

    /// A gradient's stops: `p` colour stops, then `k` as offset-colour quadruples and
    /// offset-opacity pairs.
    struct GradientStops: Decodable, Sendable {
        var p: Int?
        var k: LottieAnimatedValue?
    }

    private enum CodingKeys: String, CodingKey {
        case ty, nm, hd, it, tr, ks, p, s, r, sy, pt, or, ir, os, `is`, d, c, o, w, lc, lj, ml, ml2, g, t, e, h, m, mm
    }

    init(ty: LottieShapeItemKind, nm: String? = nil) {
        self.ty = ty.rawValue
        self.nm = nm
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        location = decoder.lottieSite.location
        ty = try c.decodeIfPresent(String.self, forKey: .ty)
        nm = try c.decodeIfPresent(String.self, forKey: .nm)
        hd = try c.decodeIfPresent(Bool.self, forKey: .hd) ?? false
        // How many groups this item is inside (each group's items are its `it`).
        let depth = decoder.lottieSite.path.components.filter { $0 == .key("it") }.count
        if depth < Self.maxGroupDepth {
            it = try c.decodeIfPresent([LottieShapeItem].self, forKey: .it)
        } else {
            isTooDeep = c.contains(.it)
        }
        // A transform item's values are its own; a repeater's are in `tr`.
        transform =
            kind == .transform
            ? try LottieTransformRecord(from: decoder) : try c.decodeIfPresent(LottieTransformRecord.self, forKey: .tr)
        ks = try c.decodeIfPresent(LottieShapeValue.self, forKey: .ks)
        try decodeGeometry(c)
        try decodeStyle(c)
    }

    private mutating func decodeGeometry(_ c: KeyedDecodingContainer<CodingKeys>) throws {
        p = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .p)
        s = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .s)
        r = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .r)
        sy = try c.decodeIfPresent(Int.self, forKey: .sy)
        pt = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .pt)
        or = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .or)
        ir = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .ir)
        os = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .os)
        `is` = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .is)
        direction = try c.decodeIfPresent(Int.self, forKey: .d)
    }

    private mutating func decodeStyle(_ c: KeyedDecodingContainer<CodingKeys>) throws {
        self.c = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .c)
        o = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .o)
        fillRule = try c.decodeIfPresent(Int.self, forKey: .r)
        w = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .w)
        lc = try c.decodeIfPresent(Int.self, forKey: .lc)
        lj = try c.decodeIfPresent(Int.self, forKey: .lj)
        ml = try c.decodeIfPresent(Double.self, forKey: .ml)
        ml2 = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .ml2)
        dashes = try c.decodeIfPresent([Dash].self, forKey: .d)
        g = try c.decodeIfPresent(GradientStops.self, forKey: .g)
        t = try c.decodeIfPresent(Int.self, forKey: .t)
        e = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .e)
        h = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .h)
        m = try c.decodeIfPresent(Int.self, forKey: .m)
        mm = try c.decodeIfPresent(Int.self, forKey: .mm)
    }

    /// Whether the item is a trim paths modifier that is not hidden.
    var isTrim: Bool { kind == .trim && !hd }
}
