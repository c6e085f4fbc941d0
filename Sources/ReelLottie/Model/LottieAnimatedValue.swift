import ReelScene

/// An animatable property of numbers as the file writes it: plain numbers, or
/// `{"a": 0, "k": value}`, or `{"a": 1, "k": [keyframes]}`, with a slot id (`sid`) and an
/// expression (`x`). ``property(default:)`` reads it with the default Lottie gives the property.
struct LottieAnimatedValue: Decodable, Sendable {
    /// The value when it is not animated: the numbers themselves, or `k`'s.
    var constant: [Double]?
    /// `k` as keyframes (nil when `k` is not a keyframe list), in the file's order.
    var keyframes: [LottieKeyframe]?
    /// Whether the property is written as an object (`{"k": …}`) rather than as numbers.
    var isObject = false
    var slot: String?
    var hasExpression = false
    /// Where the property is in the file.
    var location: SourceLocation?

    private enum CodingKeys: String, CodingKey {
        case k, sid, x
    }

    /// A constant property (for items Reel makes).
    init(constant: [Double]) {
        self.constant = constant
        isObject = true
    }

    init(from decoder: any Decoder) throws {
        let json = decoder.lottieJSON
        location = decoder.lottieSite.location
        guard json.objectMembers != nil else {
            constant = try? decoder.singleValueContainer().decode([Double].self)
            return
        }
        isObject = true
        let c = try decoder.container(keyedBy: CodingKeys.self)
        slot = try c.decodeIfPresent(String.self, forKey: .sid)
        hasExpression = try c.decodeIfPresent(String.self, forKey: .x).map { !$0.isEmpty } ?? false
        if let frames = json["k"]?.arrayValue, frames.first?.objectMembers != nil {
            let records = try c.decodeIfPresent([LottieKeyframeRecord].self, forKey: .k) ?? []
            keyframes = records.compactMap(\.keyframe)
        } else {
            constant = try c.decodeIfPresent([Double].self, forKey: .k)
        }
    }

    /// The property, `fallback` where the file gives no value (an empty list is none).
    func property(default fallback: [Double]) -> LottieProperty {
        var p = LottieProperty(constant: fallback)
        let constant = constant.flatMap { $0.isEmpty ? nil : $0 }
        guard isObject else {
            if let constant { p.staticValue = constant }
            return p
        }
        p.slot = slot
        p.hasExpression = hasExpression
        if let keyframes {
            p.keyframes = keyframes
            p.keyframes.sort { $0.time < $1.time }
            p.staticValue = p.keyframes.first?.start ?? fallback
            if p.staticValue.isEmpty { p.staticValue = fallback }
        } else if let constant {
            p.staticValue = constant
        }
        return p
    }
}

extension LottieAnimatedValue? {
    /// The property, or the constant `fallback` when the file does not have it.
    func property(default fallback: [Double]) -> LottieProperty {
        self?.property(default: fallback) ?? LottieProperty(constant: fallback)
    }
}

/// One keyframe as written: `{"t", "s", "e", "h", "o": {"x", "y"}, "i": {"x", "y"}, "to", "ti"}`.
struct LottieKeyframeRecord: Decodable, Sendable {
    struct Handle: Decodable, Sendable {
        var x: [Double]?
        var y: [Double]?
    }

    var t: Double?
    var s: [Double]?
    var e: [Double]?
    var h: Double?
    var o: Handle?
    var i: Handle?
    var to: [Double]?
    var ti: [Double]?

    /// The keyframe; nil without a time.
    var keyframe: LottieKeyframe? {
        guard let t else { return nil }
        var k = LottieKeyframe(time: t, start: s ?? [], end: e, hold: (h ?? 0) != 0)
        k.outX = o?.x ?? []
        k.outY = o?.y ?? []
        k.inX = i?.x ?? []
        k.inY = i?.y ?? []
        k.spatialOut = to
        k.spatialIn = ti
        return k
    }
}

/// A shape property as written (`"ks"` of a path, `"pt"` of a mask): one Bézier shape, or
/// `{"k": shape}`, or `{"k": [keyframes of shapes]}`.
struct LottieShapeValue: Decodable, Sendable {
    var property = LottieShapeProperty()

    private enum CodingKeys: String, CodingKey {
        case x
    }

    private struct KeyframeRecord: Decodable {
        var t: Double?
        var h: Double?
        var o: LottieKeyframeRecord.Handle?
        var i: LottieKeyframeRecord.Handle?
        var s: KeyframeShape?
        var e: KeyframeShape?
    }

    /// A keyframe's shape: the first element of an array, or the shape itself; nothing else.
    private struct KeyframeShape: Decodable {
        var path: LottiePath
        init(from decoder: any Decoder) throws {
            let json = decoder.lottieJSON
            if json.objectMembers != nil {
                path = try LottieBezierRecord(from: decoder).path
            } else {
                var elements = try decoder.unkeyedContainer()
                path = try elements.decode(LottieBezierRecord.self).path
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        property.hasExpression = try c.decodeIfPresent(String.self, forKey: .x).map { !$0.isEmpty } ?? false
        // The shape or its keyframes are `k`, or (in old files) the value itself.
        var k = decoder
        if let value = decoder.lottieJSON["k"], let d = decoder as? LottieJSONDecoder { k = d.child(value, .key("k")) }
        guard let frames = k.lottieJSON.arrayValue, frames.first?["t"] != nil else {
            property.staticValue = try LottieBezierRecord(from: k).path
            return
        }
        for f in try [KeyframeRecord](from: k) {
            guard let t = f.t else { continue }
            var kf = LottieKeyframe(time: t, start: [], end: nil, hold: (f.h ?? 0) != 0)
            kf.outX = f.o?.x ?? []
            kf.outY = f.o?.y ?? []
            kf.inX = f.i?.x ?? []
            kf.inY = f.i?.y ?? []
            property.keyframes.append((kf, f.s?.path, f.e?.path))
        }
        property.keyframes.sort { $0.0.time < $1.0.time }
        property.staticValue = property.keyframes.first?.1 ?? LottiePath()
    }
}

extension LottieShapeValue? {
    var property: LottieShapeProperty { self?.property ?? LottieShapeProperty() }
}

/// One Bézier shape, `{"v", "i", "o", "c"}`; anything else reads as an empty open shape.
struct LottieBezierRecord: Decodable, Sendable {
    var path = LottiePath()

    private enum CodingKeys: String, CodingKey {
        case v, i, o, c
    }

    /// A list of numbers, or none when the value is not one.
    private struct Numbers: Decodable {
        var values: [Double]
        init(from decoder: any Decoder) throws {
            values = (try? decoder.singleValueContainer().decode([Double].self)) ?? []
        }
        var point: (Double, Double) { (values.count > 0 ? values[0] : 0, values.count > 1 ? values[1] : 0) }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let vs = (try c.decodeIfPresent([Numbers].self, forKey: .v) ?? []).map(\.point)
        let ins = (try c.decodeIfPresent([Numbers].self, forKey: .i) ?? []).map(\.point)
        let outs = (try c.decodeIfPresent([Numbers].self, forKey: .o) ?? []).map(\.point)
        path.closed = try c.decodeIfPresent(Bool.self, forKey: .c) ?? false
        for k in vs.indices {
            path.add(vs[k], in: k < ins.count ? ins[k] : (0, 0), out: k < outs.count ? outs[k] : (0, 0))
        }
    }
}
