import ReelScene

/// One layer as the file writes it (`layers[i]`, or a precomp asset's): its kind, timing,
/// transform, masks, matte, parent and its kind's content. Names are Bodymovin's keys.
struct LottieLayer: Decodable, Sendable {
    /// The kind (`ty`); `kind` is nil for a number Lottie does not define.
    var ty: Located<Int>?
    var kind: LottieLayerKind? { ty?.value.flatMap(LottieLayerKind.init(rawValue:)) }
    var nm: String?
    /// Index (`ind`), by which `parent` and `tp` name layers.
    var ind: Int?
    var parent: Located<Int>?
    /// In and out points (`ip`, `op`), start time (`st`) and stretch (`sr`), in frames.
    var ip: Double?
    var op: Double?
    var st: Double?
    var sr: Double?
    /// Time remapping (`tm`, seconds), which replaces `st` and `sr`.
    var tm: LottieAnimatedValue?
    /// A matte source (`td`), the matte mode (`tt`) and its source's index (`tp`).
    var td: Bool?
    var tt: Located<Int>?
    var tp: Int?
    var hd: Bool?
    /// 3-D (`ddd`), auto-orient (`ao`), blend mode (`bm`).
    var ddd: Bool?
    var ao: Located<Int>?
    var bm: Located<Int>?
    var ks: LottieTransformRecord?
    var masksProperties: [LottieMask]?
    /// Effects (`ef`) and layer styles (`sy`).
    var ef: Located<[LottieEffect]>?
    var sy: Located<[LottieLayerStyle]>?
    /// The asset a precomp or image layer shows (`refId`).
    var refId: Located<String>?
    /// A precomp's size (`w`, `h`).
    var w: Double?
    var h: Double?
    /// A solid's colour (`sc`, `"#rrggbb"`) and size (`sw`, `sh`).
    var sc: String?
    var sw: Double?
    var sh: Double?
    var shapes: [LottieShapeItem]?
    var t: LottieTextData?
    /// A camera's zoom (`pe`).
    var pe: LottieAnimatedValue?
    /// Every property with an expression (`"x"` beside `"k"`), in file order.
    var expressions: [LottieSite] = []

    private enum CodingKeys: String, CodingKey {
        case ty, nm, ind, parent, ip, op, st, sr, tm, td, tt, tp, hd, ddd, ao, bm, ks, masksProperties, ef, sy, refId
        case w, h, sc, sw, sh, shapes, t, pe
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ty = try c.decodeIfPresent(Located<Int>.self, forKey: .ty)
        nm = try c.decodeIfPresent(String.self, forKey: .nm)
        ind = try c.decodeIfPresent(Int.self, forKey: .ind)
        parent = try c.decodeIfPresent(Located<Int>.self, forKey: .parent)
        ip = try c.decodeIfPresent(Double.self, forKey: .ip)
        op = try c.decodeIfPresent(Double.self, forKey: .op)
        st = try c.decodeIfPresent(Double.self, forKey: .st)
        sr = try c.decodeIfPresent(Double.self, forKey: .sr)
        tm = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .tm)
        td = try c.decodeIfPresent(Bool.self, forKey: .td)
        tt = try c.decodeIfPresent(Located<Int>.self, forKey: .tt)
        tp = try c.decodeIfPresent(Int.self, forKey: .tp)
        hd = try c.decodeIfPresent(Bool.self, forKey: .hd)
        ddd = try c.decodeIfPresent(Bool.self, forKey: .ddd)
        ao = try c.decodeIfPresent(Located<Int>.self, forKey: .ao)
        bm = try c.decodeIfPresent(Located<Int>.self, forKey: .bm)
        ks = try c.decodeIfPresent(LottieTransformRecord.self, forKey: .ks)
        masksProperties = try c.decodeIfPresent([LottieMask].self, forKey: .masksProperties)
        ef = try c.decodeIfPresent(Located<[LottieEffect]>.self, forKey: .ef)
        sy = try c.decodeIfPresent(Located<[LottieLayerStyle]>.self, forKey: .sy)
        refId = try c.decodeIfPresent(Located<String>.self, forKey: .refId)
        w = try c.decodeIfPresent(Double.self, forKey: .w)
        h = try c.decodeIfPresent(Double.self, forKey: .h)
        sc = try c.decodeIfPresent(String.self, forKey: .sc)
        sw = try c.decodeIfPresent(Double.self, forKey: .sw)
        sh = try c.decodeIfPresent(Double.self, forKey: .sh)
        shapes = try c.decodeIfPresent([LottieShapeItem].self, forKey: .shapes)
        t = try c.decodeIfPresent(LottieTextData.self, forKey: .t)
        pe = try c.decodeIfPresent(LottieAnimatedValue.self, forKey: .pe)
        expressions = Self.expressions(in: decoder.lottieJSON, path: decoder.lottieSite.path)
    }

    /// The places in `v` (at `path`) where a property has an expression: an `"x"` string that
    /// is not empty in an object with `"k"`. Precomps' layers (`layers`) are their own.
    private static func expressions(in v: JSONValue, path: JSONPath) -> [LottieSite] {
        guard let members = v.objectMembers else {
            return (v.arrayValue ?? []).enumerated().flatMap { expressions(in: $1, path: path.appending($0)) }
        }
        var out: [LottieSite] = []
        for m in members {
            if m.key == "x", let s = m.value.stringValue, !s.isEmpty, v["k"] != nil {
                out.append(LottieSite(path: path.appending("x"), location: m.value.location))
            } else if m.key != "layers" {
                out += expressions(in: m.value, path: path.appending(m.key))
            }
        }
        return out
    }
}

/// A layer mask (`masksProperties[i]`): its mode, shape, opacity, expansion and inversion.
struct LottieMask: Decodable, Sendable {
    /// The mode letter (`a` add, `s` subtract, `i` intersect, …); `n` is off.
    var mode: Located<String>?
    var inv: Bool?
    var pt: LottieShapeValue?
    var o: LottieAnimatedValue?
    /// Expansion (`x`), in points.
    var x: LottieAnimatedValue?
}

/// An effect (`ef[i]`): its type and parameters.
struct LottieEffect: Decodable, Sendable {
    var nm: String?
    /// The effect's type (`ty`): 25 drop shadow, 29 Gaussian blur, 21 fill, 20 tint, …
    var ty: Int?
    /// Whether the effect is on (`en`, default on).
    var en: Int?
    /// Its parameters (`ef`), in After Effects' order.
    var ef: [Parameter]?

    /// One parameter: its value (`v`), a number or a colour, possibly animated.
    struct Parameter: Decodable, Sendable {
        var nm: String?
        var v: LottieAnimatedValue?
    }

    /// Parameter `i` as a property (`fallback` when the effect lacks it).
    func parameter(_ i: Int, default fallback: [Double]) -> LottieProperty {
        (ef?[safe: i]?.v).property(default: fallback)
    }

    /// Parameter `i`'s value at its first keyframe, or its constant (`fallback` when absent).
    func value(_ i: Int, default fallback: [Double]) -> [Double] {
        let p = parameter(i, default: fallback)
        return p.value(at: p.keyframes.first?.time ?? 0)
    }
}

extension Array {
    /// The element at `i`, nil when `i` is out of range.
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

/// A value whose content Reel does not read, only that it is there.
struct LottieIgnored: Decodable, Sendable {
    init(from decoder: any Decoder) throws {}
}

/// A layer style (`sy[i]`): its type (`ty`: 1 drop shadow, 2 inner shadow, …) and the drop
/// shadow's values: colour (`c`), opacity (`o`, percent), angle (`a`, degrees), size (`s`, the
/// blur), distance (`d`) and choke (`ch`, percent).
struct LottieLayerStyle: Decodable, Sendable {
    var ty: Int?
    var nm: String?
    var c: LottieAnimatedValue?
    var o: LottieAnimatedValue?
    var a: LottieAnimatedValue?
    var s: LottieAnimatedValue?
    var d: LottieAnimatedValue?
    var ch: LottieAnimatedValue?
}
