import Foundation
import ReelScene

/// A 4 × 4 matrix in Core Animation's `CATransform3D` layout and row-vector convention (a point
/// `[x, y, z, 1]` times the matrix), which is also lottie-web's `Matrix`: `a.then(b)` maps a
/// point through `a` first.
struct Matrix4: Sendable, Equatable {
    /// Row-major: `m[4 * row + column]`.
    var m: [Double]

    static let identity = Matrix4(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// `self`, then `other`.
    func then(_ other: Matrix4) -> Matrix4 {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s = 0.0
                for k in 0..<4 { s += m[4 * i + k] * other.m[4 * k + j] }
                r[4 * i + j] = s
            }
        }
        return Matrix4(m: r)
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        Matrix4(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        Matrix4(m: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// A 2-D map in the z = 0 plane.
    init(_ t: Affine) {
        m = [t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1]
    }

    init(m: [Double]) { self.m = m }

    /// lottie-web's `rotateX` (radians): `y' = y cos + z sin`, `z' = z cos − y sin`.
    static func rotationX(_ a: Double) -> Matrix4 {
        Matrix4(m: [1, 0, 0, 0, 0, cos(a), -sin(a), 0, 0, sin(a), cos(a), 0, 0, 0, 0, 1])
    }

    /// lottie-web's `rotateY` (radians): `x' = x cos − z sin`, `z' = x sin + z cos`.
    static func rotationY(_ a: Double) -> Matrix4 {
        Matrix4(m: [cos(a), 0, sin(a), 0, 0, 1, 0, 0, -sin(a), 0, cos(a), 0, 0, 0, 0, 1])
    }

    /// Maps a point of the z = 0 plane (what Reel shows: `(X / W, Y / W)`).
    func project(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = x * m[3] + y * m[7] + m[15]
        return ((x * m[0] + y * m[4] + m[12]) / w, (x * m[1] + y * m[5] + m[13]) / w)
    }

    var json: JSONValue { .array(m.map { .number(Affine.clean($0)) }) }
}

/// A Lottie transform (`ks`) as a 3-D matrix at a frame, as lottie-web's `TransformProperty`
/// builds it: the anchor (its z as given), scale, skew, then rotation z (`rz`, or `r`,
/// clockwise on screen), y, x, then the orientation's z, y, x, then the position (its z
/// negated). lottie-web's space has z towards the viewer; After Effects' z (in `p`, `a`) goes
/// away from it.
struct LottieTransform3D {
    var anchor: LottieProperty
    var position: LottieProperty
    var positionX: LottieProperty?
    var positionY: LottieProperty?
    var positionZ: LottieProperty?
    var scale: LottieProperty
    var rotationZ: LottieProperty
    var rotationX: LottieProperty
    var rotationY: LottieProperty
    var orientation: LottieProperty
    var skew: LottieProperty
    var skewAxis: LottieProperty

    init(_ ks: JSONValue?) {
        anchor = LottieRead.property(ks?["a"], [0, 0, 0])
        position = LottieRead.property(ks?["p"], [0, 0, 0])
        if let p = ks?["p"], (LottieRead.number(p["s"]) ?? 0) != 0 {
            positionX = LottieRead.property(p["x"], [0])
            positionY = LottieRead.property(p["y"], [0])
            positionZ = p["z"].map { LottieRead.property($0, [0]) }
        }
        scale = LottieRead.property(ks?["s"], [100, 100, 100])
        rotationZ = LottieRead.property(ks?["r"] ?? ks?["rz"], [0])
        rotationX = LottieRead.property(ks?["rx"], [0])
        rotationY = LottieRead.property(ks?["ry"], [0])
        orientation = LottieRead.property(ks?["or"], [0, 0, 0])
        skew = LottieRead.property(ks?["sk"], [0])
        skewAxis = LottieRead.property(ks?["sa"], [0])
    }

    var properties: [LottieProperty] {
        [anchor, position, scale, rotationZ, rotationX, rotationY, orientation, skew, skewAxis]
            + [positionX, positionY, positionZ].compactMap { $0 }
    }

    var isAnimated: Bool { properties.contains(where: \.isAnimated) }

    /// The matrix at layer frame `f`.
    func matrix(at f: Double) -> Matrix4 {
        func v(_ p: LottieProperty, _ i: Int, _ fallback: Double = 0) -> Double {
            let value = p.value(at: f)
            return i < value.count ? value[i] : fallback
        }
        let rad = Double.pi / 180
        let sx = v(scale, 0, 100) / 100
        let sy = v(scale, 1, sx * 100) / 100
        let sz = v(scale, 2, 100) / 100
        var t = Matrix4.translation(-v(anchor, 0), -v(anchor, 1), v(anchor, 2))
            .then(.scale(sx, sy, sz))
            .then(Matrix4(Affine.skew(degrees: v(skew, 0), axis: v(skewAxis, 0))))
            .then(Matrix4(Affine.rotation(degrees: v(rotationZ, 0))))
            .then(.rotationY(v(rotationY, 0) * rad))
            .then(.rotationX(v(rotationX, 0) * rad))
            .then(Matrix4(Affine.rotation(degrees: v(orientation, 2))))
            .then(.rotationY(v(orientation, 1) * rad))
            .then(.rotationX(v(orientation, 0) * rad))
        if let px = positionX, let py = positionY {
            t = t.then(.translation(v(px, 0), v(py, 0), -(positionZ.map { v($0, 0) } ?? 0)))
        } else {
            t = t.then(.translation(v(position, 0), v(position, 1), -v(position, 2)))
        }
        return t
    }
}

/// A composition's camera layer (`ty: 13`), as lottie-web's `HCameraElement` places it: After
/// Effects' camera at `p` looking into the screen with zoom `pe` (a point `d` in front of it
/// shows `pe / d` times its offset from the composition's centre), turned towards its point of
/// interest `a` when it has one (a two-node camera), then by `rx`, `ry`, `rz` and `or`.
struct LottieCamera {
    var position: LottieProperty
    var zoom: LottieProperty
    var pointOfInterest: LottieProperty?
    var rotationX: LottieProperty
    var rotationY: LottieProperty
    var rotationZ: LottieProperty
    var orientation: LottieProperty
    var timing: LottieTiming
    var width: Double
    var height: Double

    var properties: [LottieProperty] {
        [position, zoom, rotationX, rotationY, rotationZ, orientation] + [pointOfInterest].compactMap { $0 }
    }

    /// The projection at composition frame `frame` (lottie-web's space, z towards the viewer).
    func projection(atCompositionFrame frame: Double) -> Matrix4 {
        let f = (frame - timing.startTime) / timing.stretch
        func v(_ p: LottieProperty, _ i: Int, _ fallback: Double = 0) -> Double {
            let value = p.value(at: f)
            return i < value.count ? value[i] : fallback
        }
        let rad = Double.pi / 180
        let pe = max(v(zoom, 0, 1), 1e-6)
        let c = [v(position, 0, width / 2), v(position, 1, height / 2), v(position, 2, -pe)]
        // lottie-web's rotateZ(a): the other way round from a layer's rotation.
        func turnZ(_ a: Double) -> Matrix4 { Matrix4(Affine.rotation(degrees: -a / rad)) }
        // The camera (at z −c₂ in lottie-web's space) moved to the origin, the world turned
        // about it.
        var m = Matrix4.translation(-c[0], -c[1], c[2])
        if let poi = pointOfInterest {
            let d = [c[0] - v(poi, 0), c[1] - v(poi, 1), c[2] - v(poi, 2)]
            let length = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
            if length > 0 {
                let look = d.map { $0 / length }
                let pitch = atan2(look[1], (look[2] * look[2] + look[0] * look[0]).squareRoot())
                let yaw = atan2(look[0], -look[2])
                m = m.then(.rotationY(yaw)).then(.rotationX(-pitch))
            }
        }
        m = m.then(.rotationX(-v(rotationX, 0) * rad)).then(.rotationY(-v(rotationY, 0) * rad))
            .then(turnZ(v(rotationZ, 0) * rad))
        m = m.then(.rotationX(-v(orientation, 0) * rad)).then(.rotationY(-v(orientation, 1) * rad))
            .then(turnZ(v(orientation, 2) * rad))
        // Depth −z in front of the camera: W = −z / pe, and the axis lands on the centre.
        let perspective = Matrix4(m: [
            1, 0, 0, 0, 0, 1, 0, 0, -width / (2 * pe), -height / (2 * pe), 1, -1 / pe, 0, 0, 0, 0,
        ])
        return m.then(perspective)
    }
}

extension LottieConverter {
    /// The camera of a composition's layers, if one is shown: the first camera layer (After
    /// Effects uses the topmost), with what Reel does not draw of it warned.
    func camera(in layers: [JSONValue], path: JSONPath, width: Double, height: Double) -> LottieCamera? {
        guard let (i, l) = layers.enumerated().first(where: { LottieRead.int($0.element["ty"]) == 13 }) else {
            return nil
        }
        let lp = path.appending(i)
        let name = l["nm"]?.stringValue ?? "Camera"
        let ks = l["ks"]
        var timing = LottieTiming(frameRate: frameRate)
        timing.startTime = LottieRead.number(l["st"]) ?? 0
        timing.stretch = LottieRead.number(l["sr"]) ?? 1
        if timing.stretch == 0 { timing.stretch = 1 }
        if l["parent"] != nil {
            warn(
                lp.appending("parent"), l["parent"],
                "layer \"\(name)\": a parented camera is not supported; drawn without its parents' transforms")
        }
        return LottieCamera(
            position: LottieRead.property(ks?["p"], [width / 2, height / 2, -1000]),
            zoom: LottieRead.property(l["pe"], [1000]),
            pointOfInterest: ks?["a"].map { LottieRead.property($0, [0, 0, 0]) },
            rotationX: LottieRead.property(ks?["rx"], [0]), rotationY: LottieRead.property(ks?["ry"], [0]),
            rotationZ: LottieRead.property(ks?["rz"] ?? ks?["r"], [0]),
            orientation: LottieRead.property(ks?["or"], [0, 0, 0]), timing: timing, width: width, height: height)
    }

    /// A 3-D layer (`ddd: 1`) as one Reel layer whose `transform` is the whole 3-D matrix: its
    /// own transform, its parents', and the camera's projection when the composition has one
    /// (without one, as lottie-web's SVG and canvas renderers, the layer is seen from straight
    /// ahead without perspective). One layer, because Reel (as Core Animation) flattens each
    /// layer's subtree into its superlayer's plane: the matrix must reach the content in one
    /// step for the perspective to show. Animated, the matrix is sampled at every frame.
    func threeDNode(
        _ l: JSONValue, timing: LottieTiming, parents: [(JSONValue, LottieTiming)], camera: LottieCamera?,
        sortsByDepth: Bool = true, sublayers: [JSONValue], mask: JSONValue?, opacity: LottieProperty
    ) -> JSONValue {
        let own = LottieTransform3D(l["ks"])
        let chain = [(own, timing)] + parents.map { (LottieTransform3D($0.0["ks"]), $0.1) }
        func matrix(atCompositionFrame frame: Double) -> Matrix4 {
            var m = Matrix4.identity
            for (t, tm) in chain { m = m.then(t.matrix(at: (frame - tm.startTime) / tm.stretch)) }
            if let camera { m = m.then(camera.projection(atCompositionFrame: frame)) }
            return m
        }
        // The composition frames over which anything in the matrix changes.
        var spans: [(Double, Double)] = []
        for (t, tm) in chain {
            for p in t.properties where p.isAnimated {
                spans.append((tm.startTime + p.firstFrame * tm.stretch, tm.startTime + p.lastFrame * tm.stretch))
            }
        }
        if let camera {
            for p in camera.properties where p.isAnimated {
                let tm = camera.timing
                spans.append((tm.startTime + p.firstFrame * tm.stretch, tm.startTime + p.lastFrame * tm.stretch))
            }
        }
        let first = spans.map { min($0.0, $0.1) }.min() ?? 0
        let last = spans.map { max($0.0, $0.1) }.max() ?? 0
        var members: [(String, JSONValue)] = [
            ("anchorPoint", numbers([0, 0])), ("transform", matrix(atCompositionFrame: first).json),
        ]
        var animations: [JSONValue] = []
        let o = opacity.staticValue[0] / 100
        if o != 1 || opacity.isAnimated { members.append(("opacity", .number(Affine.clean(min(max(o, 0), 1))))) }
        let unit: ([Double]) -> JSONValue = { .number(Affine.clean(min(max($0[0] / 100, 0), 1))) }
        if let a = LottieAnimationMaker.animation(opacity, keyPath: "opacity", timing: timing, convert: unit) {
            animations.append(a)
        }
        if last > first {
            // Sampled in composition frames (the layer's composition's time: `st` and `sr` are
            // in the matrix), held outside the span.
            animations.append(
                LottieAnimationMaker.sampled(
                    from: first, to: last, keyPath: "transform", timing: LottieTiming(frameRate: frameRate)
                ) { matrix(atCompositionFrame: $0).json })
        }
        if !animations.isEmpty { members.append(("animations", .array(animations))) }
        if let mask { members.append(("mask", mask)) }
        members.append(("sublayers", .array(sublayers)))
        // How far the layer's anchor is: from the camera (its W), or without one along −z.
        let anchor = own.anchor
        guard sortsByDepth else { return .object(members) }
        depthProbes.append(
            DepthProbe(name: l["nm"]?.stringValue ?? "", index: 0, frames: (first, last)) { frame in
                let f = (frame - timing.startTime) / timing.stretch
                let a = anchor.value(at: f)
                let x = a.first ?? 0
                let y = a.count > 1 ? a[1] : 0
                var m = Matrix4.identity
                for (t, tm) in chain { m = m.then(t.matrix(at: (frame - tm.startTime) / tm.stretch)) }
                if let camera {
                    let p = m.then(camera.projection(atCompositionFrame: frame))
                    return x * p.m[3] + y * p.m[7] + p.m[15]
                }
                return -(x * m.m[2] + y * m.m[6] + m.m[14])
            })
        return .object(members)
    }

    /// Warns when 3-D layers of one composition would be drawn in another order than After
    /// Effects draws them (nearest on top): Reel draws them in the file's order (as lottie-web),
    /// so a layer listed below another but nearer the viewer at some frame is named.
    func checkDepthOrder(path: JSONPath) {
        guard depthProbes.count > 1 else { return }
        let first = depthProbes.map(\.frames.0).min() ?? 0
        let last = min(depthProbes.map(\.frames.1).max() ?? 0, first + 2000)
        let probes = depthProbes.sorted { $0.index < $1.index }  // top of the file first
        var frame = first
        while true {
            let distances = probes.map { $0.distance(frame) }
            for a in probes.indices {
                for b in probes.indices where b > a && distances[b] < distances[a] - 1e-6 {
                    warn(
                        path.appending(probes[b].index), nil,
                        "3-D layers \"\(probes[b].name)\" and \"\(probes[a].name)\": After Effects draws the "
                            + "nearer one on top; drawn in the file's order (\"\(probes[a].name)\" on top) at frame "
                            + "\(Int(frame))")
                    return
                }
            }
            if frame >= last { break }
            frame = min(frame + 1, last)
        }
    }
}

/// A 3-D layer's distance from the viewer at a composition frame, for `checkDepthOrder`.
struct DepthProbe {
    var name: String
    /// The layer's index in its composition's list (0 is the top).
    var index: Int
    /// The composition frames over which the distance changes.
    var frames: (Double, Double)
    var distance: (Double) -> Double
}
