import Foundation
import ReelScene

/// Turns a Lottie (Bodymovin) composition into a Reel scene document's JSON, layer by layer,
/// as lottie-ios's Core Animation engine builds CALayers:
///
/// - each Lottie layer is a plain layer (named as in the file) whose sublayers are its
///   transform's layers: position and rotation, then skew, then scale about the anchor (the
///   anchor as `bounds.origin`, so that the layer's own coordinates are Lottie's), with the
///   layer's opacity and masks on the innermost one;
/// - a child of a parent (`parent`) is wrapped in copies of its parents' transform layers
///   (transform only: Lottie parents pass on neither opacity nor visibility);
/// - `ip`/`op` hide the layer outside its frames; precomps are layers whose local time is the
///   precomp's (`beginTime`, `speed`; time remapping through timing set every frame, ``LottieTimeRemap``);
/// - shape items become shape layers per fill and stroke (gradients as gradient layers masked
///   by the shape), trim paths as `strokeStart`/`strokeEnd`.
final class LottieConverter {
    let root: JSONValue
    let frameRate: Double
    private(set) var warnings: [LottieWarning] = []
    private var assets: [String: (JSONValue, JSONPath)] = [:]
    private var slots: [String: JSONValue] = [:]
    /// Template parameters, in order of first use.
    private(set) var params: [(String, JSONValue)] = []
    private var paramNames: Set<String> = []
    /// Timed changes (time remapping), in time order per precomp.
    private(set) var changes: [JSONValue] = []
    /// Images embedded in the file: the file name the document uses and the bytes.
    private(set) var embeddedImages: [(name: String, data: Data)] = []
    /// The folder name embedded images are written to, relative to the document.
    let imageFolder: String
    let startFrame: Double
    let endFrame: Double
    private var precompDepth = 0
    /// The camera of the composition being converted (`composition`), if it has one.
    var activeCamera: LottieCamera?
    /// The 3-D layers of the composition being converted, for `checkDepthOrder`.
    var depthProbes: [DepthProbe] = []
    private var remapCount = 0

    init(root: JSONValue, imageFolder: String) {
        self.root = root
        self.imageFolder = imageFolder
        frameRate = LottieRead.number(root["fr"]) ?? 30
        startFrame = LottieRead.number(root["ip"]) ?? 0
        endFrame = LottieRead.number(root["op"]) ?? startFrame + 1
        for (i, a) in (root["assets"]?.arrayValue ?? []).enumerated() {
            if let id = a["id"]?.stringValue { assets[id] = (a, JSONPath([.key("assets"), .index(i)])) }
        }
        for m in root["slots"]?.objectMembers ?? [] { slots[m.key] = m.value["p"] ?? m.value }
    }

    func warn(_ path: JSONPath, _ value: JSONValue?, _ message: String) {
        let w = LottieWarning(path: path, location: value?.location, message: message)
        if !warnings.contains(w) { warnings.append(w) }
    }

    // MARK: - Document

    func document() -> JSONValue {
        let w = LottieRead.number(root["w"]) ?? 100
        let h = LottieRead.number(root["h"]) ?? 100
        let rootTiming = LottieTiming(frameRate: frameRate)
        let clockToFrame: (Double) -> Double = { [startFrame, frameRate] t in startFrame + t * frameRate }
        let layers = composition(
            root["layers"]?.arrayValue ?? [], path: JSONPath([.key("layers")]), timing: rootTiming,
            reelPath: ["lottie"], clockToFrame: clockToFrame)
        let container: JSONValue = .object([
            ("name", .string("lottie")), ("bounds", numbers([0, 0, w, h])), ("anchorPoint", numbers([0, 0])),
            ("timeOffset", .number(startFrame / frameRate)), ("sublayers", .array(layers)),
        ])
        var top: [JSONValue] = [container]
        var located: [String: String] = [:]
        if !changes.isEmpty {
            top = Self.nameAncestors(top, prefix: "", located: &located)
            changes = changes.compactMap { c in
                guard let ref = c["layer"]?.stringValue, let path = located[String(ref.dropFirst())] else { return nil }
                return set(c, "layer", .string(path))
            }
        }
        var m: [(String, JSONValue)] = [("reel", .number(1))]
        if let nm = root["nm"]?.stringValue, !nm.isEmpty { m.append(("description", .string("Lottie: " + nm))) }
        m += [
            ("size", numbers([w, h])), ("fps", .number(frameRate)),
            ("duration", .number(max(endFrame - startFrame, 1) / frameRate)),
        ]
        if !embeddedImages.isEmpty || !externalImages.isEmpty {
            m.append(
                ("assets", .object([("images", .array((embeddedImageFiles + externalImages).map(JSONValue.string)))])))
        }
        if !params.isEmpty { m.append(("params", .object(params))) }
        m.append(("layers", .array(top)))
        if !changes.isEmpty { m.append(("changes", .array(changes))) }
        return .object(m)
    }

    /// Names the unnamed layers above each time-remapped precomp (so that timed changes can
    /// name it by path) and records each one's path.
    static func nameAncestors(_ layers: [JSONValue], prefix: String, located: inout [String: String]) -> [JSONValue] {
        var names = NameSet()
        for l in layers { if let n = l["name"]?.stringValue { _ = names.unique(n) } }
        return layers.map { l in
            guard containsRemap(l) else { return l }
            var layer = l
            var name = l["name"]?.stringValue ?? ""
            if name.isEmpty {
                name = names.unique("node")
                layer = set(layer, "name", .string(name))
            }
            let path = prefix + name
            if name.hasPrefix("timeRemap") { located[name] = path }
            if let subs = layer["sublayers"]?.arrayValue {
                layer = set(layer, "sublayers", .array(nameAncestors(subs, prefix: path + "/", located: &located)))
            }
            return layer
        }
    }

    private static func containsRemap(_ l: JSONValue) -> Bool {
        if l["name"]?.stringValue?.hasPrefix("timeRemap") ?? false { return true }
        return (l["sublayers"]?.arrayValue ?? []).contains(where: containsRemap)
    }

    private var externalImages: [String] = []
    private var embeddedImageFiles: [String] { embeddedImages.map(\.name) }

    // MARK: - Compositions and layers

    /// The layers of a composition, bottom first, as Reel layers.
    func composition(
        _ layers: [JSONValue], path: JSONPath, timing: LottieTiming, reelPath: [String],
        clockToFrame: @escaping (Double) -> Double, size: [Double]? = nil
    ) -> [JSONValue] {
        var byIndex: [Int: (JSONValue, Int)] = [:]
        for (i, l) in layers.enumerated() { if let ind = LottieRead.int(l["ind"]) { byIndex[ind] = (l, i) } }
        // The composition's camera sees its 3-D layers (not a precomp's: that has its own).
        let outerCamera = activeCamera
        activeCamera = camera(
            in: layers, path: path, width: size?[0] ?? LottieRead.number(root["w"]) ?? 100,
            height: size?[1] ?? LottieRead.number(root["h"]) ?? 100)
        let outerProbes = depthProbes
        depthProbes = []
        defer {
            activeCamera = outerCamera
            depthProbes = outerProbes
        }
        var names = NameSet()
        var out: [JSONValue] = []
        // Lottie lists layers top first; Reel draws sublayers bottom first.
        var mattes: [Int: JSONValue] = [:]  // matte source index → its element
        for i in layers.indices.reversed() {
            let l = layers[i]
            let lp = path.appending(i)
            if (LottieRead.number(l["td"]) ?? 0) != 0 { continue }  // a matte source: drawn as a mask only
            if (LottieRead.number(l["hd"]) ?? 0) != 0 { continue }
            let name = names.unique(l["nm"]?.stringValue ?? "Layer \(i + 1)")
            let probes = depthProbes.count
            guard
                var element = element(
                    l, path: lp, name: name, timing: timing, byIndex: byIndex,
                    reelPath: reelPath + [name], clockToFrame: clockToFrame)
            else { continue }
            for k in probes..<depthProbes.count { depthProbes[k].index = i }
            let ownProbes = depthProbes.count
            if let tt = LottieRead.int(l["tt"]), tt != 0 {
                // The matte is the layer above (`tp` names it in newer files).
                var source: (JSONValue, Int)?
                if let tp = LottieRead.int(l["tp"]) {
                    source = byIndex[tp]
                } else if i > 0 {
                    source = (layers[i - 1], i - 1)
                }
                if let (m, mi) = source {
                    let matte =
                        mattes[mi]
                        ?? self.element(
                            m, path: path.appending(mi), name: "matte",
                            timing: timing, byIndex: byIndex, reelPath: reelPath + [name, "matte"],
                            clockToFrame: clockToFrame,
                            asMatte: true)
                    mattes[mi] = matte
                    if let matte {
                        // 1 alpha, 2 alpha inverted, 3 luma, 4 luma inverted (`MaskMode`).
                        let modes = [2: "alphaInverted", 3: "luminance", 4: "luminanceInverted"]
                        if let mode = modes[tt] {
                            element = set(element, "maskMode", .string(mode))
                        } else if tt != 1 {
                            warn(
                                lp.appending("tt"), l["tt"],
                                "layer \"\(name)\": track matte type \(tt) is not a Lottie matte; "
                                    + "drawn with an alpha matte")
                        }
                        element = set(element, "mask", matte)
                    }
                }
            }
            depthProbes.removeSubrange(ownProbes...)  // a matte's layer is drawn as the mask only
            out.append(element)
        }
        checkDepthOrder(path: path)
        return out
    }

    /// One Lottie layer as a Reel layer tree; nil for layers that draw nothing and parent nothing.
    func element(
        _ l: JSONValue, path: JSONPath, name: String, timing parentTiming: LottieTiming,
        byIndex: [Int: (JSONValue, Int)], reelPath: [String], clockToFrame: @escaping (Double) -> Double,
        asMatte: Bool = false
    ) -> JSONValue? {
        let ty = LottieRead.int(l["ty"]) ?? -1
        // A layer's own keyframes are in its composition's frames; `st` and `sr` move only a
        // precomp's contents (`LottieTiming.contents(of:)`).
        let timing = parentTiming
        checkLayer(l, path: path, name: name)

        var content: [JSONValue] = []
        let innerPath = reelPath + ["content"]
        switch ty {
        case 0:
            content = precomp(
                l, path: path, name: name, timing: timing, reelPath: innerPath, clockToFrame: clockToFrame)
        case 1:
            let color = LottieRead.hexColor(l["sc"]?.stringValue) ?? [0, 0, 0, 1]
            let w = LottieRead.number(l["sw"]) ?? 0
            let h = LottieRead.number(l["sh"]) ?? 0
            content = [
                .object([
                    ("bounds", numbers([0, 0, w, h])), ("anchorPoint", numbers([0, 0])),
                    ("backgroundColor", colorParam(color, name: name, item: nil, slot: nil)),
                ])
            ]
        case 2: content = image(l, path: path, name: name)
        case 3: break
        case 4:
            var items = ShapeContext(converter: self, layerName: name, timing: timing)
            content = items.group(l["shapes"]?.arrayValue ?? [], path: path.appending("shapes"))
        case 5:
            content = LottieText(converter: self).layers(l, path: path, name: name, timing: timing)
        default:
            let kind =
                [
                    6: "audio", 7: "video placeholder", 8: "image sequence", 9: "video", 10: "image placeholder",
                    11: "guide", 12: "adjustment", 13: "camera", 14: "light", 15: "data",
                ][ty] ?? "type \(ty)"
            if ty == 13 { return nil }  // a camera: it draws nothing, `activeCamera` shows through it
            if ty != 6 && ty != 11 {
                warn(path.appending("ty"), l["ty"], "layer \"\(name)\": \(kind) layers are not supported; not drawn")
            }
            return nil
        }

        let masked = masks(l, path: path, name: name, timing: timing, content: content)
        // The layer's parents, nearest first, each in its own timing.
        var parents: [(JSONValue, LottieTiming)] = []
        var seenParents: Set<Int> = []
        var nextParent = LottieRead.int(l["parent"])
        while let p = nextParent, let (pl, _) = byIndex[p], !seenParents.contains(p) {
            seenParents.insert(p)
            parents.append((pl, parentTiming))
            nextParent = LottieRead.int(pl["parent"])
        }
        let ownThreeD = (LottieRead.number(l["ddd"]) ?? 0) != 0
        // A 2-D layer under a 3-D parent takes the parent's 3-D matrix too, seen straight on
        // (the camera sees 3-D layers only), as lottie-web's SVG renderer draws it.
        let threeD = ownThreeD || parents.contains { (LottieRead.number($0.0["ddd"]) ?? 0) != 0 }
        var node: JSONValue
        if threeD {
            // One layer with the whole 3-D matrix: its parents' transforms and the camera's included.
            node = threeDNode(
                l, timing: timing, parents: parents, camera: ownThreeD ? activeCamera : nil, sortsByDepth: ownThreeD,
                sublayers: masked.sublayers, mask: masked.mask, opacity: LottieRead.property(l["ks"]?["o"], [100]))
        } else {
            node = transformNodes(
                l["ks"], path: path.appending("ks"), layerName: name, timing: timing, opacity: true,
                sublayers: masked.sublayers, mask: masked.mask, autoOrient: LottieRead.int(l["ao"]) == 1)
        }
        // Parents of a 2-D layer: their transforms only.
        var seen: Set<Int> = []
        var parent = threeD ? nil : LottieRead.int(l["parent"])
        while let p = parent, let (pl, pi) = byIndex[p], !seen.contains(p) {
            seen.insert(p)
            node = transformNodes(
                pl["ks"], path: JSONPath(path.components.dropLast() + [.index(pi), .key("ks")]),
                layerName: pl["nm"]?.stringValue ?? "", timing: parentTiming, opacity: false, sublayers: [node],
                mask: nil,
                threeD: (LottieRead.number(pl["ddd"]) ?? 0) != 0, autoOrient: LottieRead.int(pl["ao"]) == 1)
            parent = LottieRead.int(pl["parent"])
        }
        var m: [(String, JSONValue)] = [("name", .string(name)), ("anchorPoint", numbers([0, 0]))]
        var ip = LottieRead.number(l["ip"]) ?? -Double.infinity
        let op = LottieRead.number(l["op"]) ?? Double.infinity
        // Before a precomp's start its time is negative and layers that start at 0 or later
        // are not yet shown; Reel holds a layer's time at 0 before it begins, so the precomp
        // is hidden until then.
        let contents = LottieTiming.contents(of: l)
        if ty == 0, l["tm"] == nil, contents.stretch > 0, let ref = l["refId"]?.stringValue,
            let inner = assets[ref]?.0["layers"]?.arrayValue,
            inner.allSatisfy({ (LottieRead.number($0["ip"]) ?? 0) >= 0 })
        {
            ip = max(ip, contents.start)
        }
        // Visible for composition frames ip ≤ F < op; a layer whose out point is where the
        // clip ends (or later) stays shown at the end, which shows the last pose as players do.
        let clipEnd = clockToFrame((endFrame - startFrame) / frameRate)
        if ip.isFinite || (op.isFinite && op < clipEnd - 1e-9) {
            let begin = (ip.isFinite ? ip : -1e6) / frameRate - 1e-9
            let end = (op.isFinite && op < clipEnd - 1e-9 ? op : 1e7) / frameRate - 1e-9
            m.append(("hidden", .bool(true)))
            m.append(
                (
                    "animations",
                    .array([
                        .object([
                            ("type", .string("keyframe")), ("keyPath", .string("hidden")),
                            ("values", .array([.bool(false)])),
                            ("keyTimes", .array([.number(0)])), ("calculationMode", .string("discrete")),
                            ("beginTime", .number(begin)), ("duration", .number(max(end - begin, 1e-6))),
                        ])
                    ])
                ))
        }
        m.append(("sublayers", .array([node])))
        return .object(m)
    }

    /// Reports a layer's features that Reel does not draw.
    private func checkLayer(_ l: JSONValue, path: JSONPath, name: String) {
        if let ef = l["ef"]?.arrayValue, !ef.isEmpty {
            let names = ef.compactMap { $0["nm"]?.stringValue }.map { "\"\($0)\"" }.joined(separator: ", ")
            warn(
                path.appending("ef"), l["ef"],
                """
                layer \"\(name)\": effects are not supported (\(names.isEmpty ? "\(ef.count)" : names)); drawn without \
                them
                """
            )
        }
        if let sy = l["sy"]?.arrayValue, !sy.isEmpty {
            warn(path.appending("sy"), l["sy"], "layer \"\(name)\": layer styles are not supported; drawn without them")
        }
        if let bm = LottieRead.int(l["bm"]), bm != 0 {
            warn(
                path.appending("bm"), l["bm"],
                "layer \"\(name)\": blend mode \(bm) is not supported; drawn with normal blending")
        }
        if let ao = LottieRead.int(l["ao"]), ao != 0, (LottieRead.number(l["ddd"]) ?? 0) != 0 {
            warn(
                path.appending("ao"), l["ao"],
                "layer \"\(name)\": auto-orient of a 3-D layer is not supported; the layer keeps its rotation")
        }
        reportExpressions(l, path: path, name: name)
    }

    /// Every property with an expression (`"x"`), once per property.
    private func reportExpressions(_ v: JSONValue, path: JSONPath, name: String) {
        guard let members = v.objectMembers else {
            for (i, e) in (v.arrayValue ?? []).enumerated() {
                reportExpressions(e, path: path.appending(i), name: name)
            }
            return
        }
        for m in members {
            if m.key == "x", let s = m.value.stringValue, !s.isEmpty, v["k"] != nil {
                warn(
                    path.appending("x"), m.value,
                    """
                    layer \"\(name)\": expressions are not supported; the property's keyframes are drawn without the \
                    expression
                    """
                )
            } else if m.key != "layers" {
                reportExpressions(m.value, path: path.appending(m.key), name: name)
            }
        }
    }

    // MARK: - Precomps

    private func precomp(
        _ l: JSONValue, path: JSONPath, name: String, timing: LottieTiming, reelPath: [String],
        clockToFrame: @escaping (Double) -> Double
    ) -> [JSONValue] {
        guard let ref = l["refId"]?.stringValue, let (asset, assetPath) = assets[ref],
            let layers = asset["layers"]?.arrayValue
        else {
            warn(
                path.appending("refId"), l["refId"],
                "layer \"\(name)\": precomp asset \"\(l["refId"]?.stringValue ?? "")\" not found; not drawn")
            return []
        }
        guard precompDepth < 32 else {
            warn(path.appending("refId"), l["refId"], "layer \"\(name)\": precomps nested more than 32 deep; not drawn")
            return []
        }
        precompDepth += 1
        defer { precompDepth -= 1 }
        let w = LottieRead.number(l["w"]) ?? LottieRead.number(root["w"]) ?? 0
        let h = LottieRead.number(l["h"]) ?? LottieRead.number(root["h"]) ?? 0
        let inner = LottieTiming(frameRate: frameRate)
        let (st, sr) = LottieTiming.contents(of: l)
        let remap = l["tm"].map { LottieRead.property($0, [0]) }
        let innerClock: (Double) -> Double
        if let remap {
            innerClock = { [frameRate] t in remap.value(at: clockToFrame(t))[0] * frameRate }
        } else {
            innerClock = { t in max(clockToFrame(t) - st, 0) / sr }
        }
        var nodeName = "content"
        if remap != nil {
            remapCount += 1
            nodeName = "timeRemap\(remapCount)"
        }
        var m: [(String, JSONValue)] = [
            ("name", .string(nodeName)), ("bounds", numbers([0, 0, w, h])), ("anchorPoint", numbers([0, 0])),
            ("masksToBounds", .bool(true)),
        ]
        if let remap {
            // Local time follows the remap between frames: timing set at each frame of the clip.
            let timing = LottieTimeRemap(remap: remap, frameRate: frameRate, clockToFrame: clockToFrame)
            let segments = timing.segments(frames: Int((endFrame - startFrame).rounded(.up)))
            let first = segments[0]
            m += [
                ("beginTime", .number(first.beginTime)), ("speed", .number(first.speed)),
                ("timeOffset", .number(first.timeOffset)),
            ]
            for s in segments.dropFirst() {
                let set: [(String, JSONValue)] = [
                    ("beginTime", .number(s.beginTime)), ("speed", .number(s.speed)),
                    ("timeOffset", .number(s.timeOffset)),
                ]
                changes.append(
                    .object([("time", .number(s.time)), ("layer", .string("@" + nodeName)), ("set", .object(set))]))
            }
        } else {
            if st != 0 { m.append(("beginTime", .number(st / frameRate))) }
            if sr != 1 { m.append(("speed", .number(1 / sr))) }
        }
        let sub = composition(
            layers, path: assetPath.appending("layers"), timing: inner, reelPath: reelPath,
            clockToFrame: innerClock, size: [w, h])
        m.append(("sublayers", .array(sub)))
        return [.object(m)]
    }

    // MARK: - Images

    private func image(_ l: JSONValue, path: JSONPath, name: String) -> [JSONValue] {
        guard let ref = l["refId"]?.stringValue, let (asset, assetPath) = assets[ref] else {
            warn(path.appending("refId"), l["refId"], "layer \"\(name)\": image asset not found; not drawn")
            return []
        }
        let w = LottieRead.number(asset["w"]) ?? 0
        let h = LottieRead.number(asset["h"]) ?? 0
        let p = asset["p"]?.stringValue ?? ""
        var file: String
        if p.hasPrefix("data:") {
            guard let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64"),
                let data = Data(base64Encoded: String(p[p.index(after: comma)...]), options: .ignoreUnknownCharacters)
            else {
                warn(assetPath.appending("p"), asset["p"], "image asset \"\(ref)\": not base64 data; not drawn")
                return []
            }
            let ext = p.hasPrefix("data:image/jpeg") || p.hasPrefix("data:image/jpg") ? "jpg" : "png"
            let safe = String(ref.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
            file = imageFolder + "/" + safe + "." + ext
            if !embeddedImages.contains(where: { $0.name == file }) { embeddedImages.append((file, data)) }
        } else {
            file = (asset["u"]?.stringValue ?? "") + p
            if !externalImages.contains(file) { externalImages.append(file) }
        }
        return [
            .object([
                ("bounds", numbers([0, 0, w, h])), ("anchorPoint", numbers([0, 0])), ("contents", .string(file)),
            ])
        ]
    }

    // MARK: - Transforms

    /// The transform's layers around `sublayers`: the outermost one is returned.
    func transformNodes(
        _ ks: JSONValue?, path: JSONPath, layerName: String, timing: LottieTiming, opacity withOpacity: Bool,
        sublayers: [JSONValue], mask: JSONValue?, threeD: Bool = false, autoOrient: Bool = false
    ) -> JSONValue {
        let anchor = LottieRead.property(ks?["a"], [0, 0])
        var position = LottieRead.property(ks?["p"], [0, 0])
        var positionX: LottieProperty?
        var positionY: LottieProperty?
        if let p = ks?["p"], (LottieRead.number(p["s"]) ?? 0) != 0 {
            positionX = LottieRead.property(p["x"], [0])
            positionY = LottieRead.property(p["y"], [0])
            position = LottieProperty(constant: [positionX!.staticValue[0], positionY!.staticValue[0]])
        }
        let scale = LottieRead.property(ks?["s"], [100, 100])
        let rotation = LottieRead.property(ks?["r"] ?? ks?["rz"], [0])
        let skew = LottieRead.property(ks?["sk"], [0])
        let skewAxis = LottieRead.property(ks?["sa"], [0])
        let opacity = LottieRead.property(ks?["o"], [100])
        if threeD || ks?["rx"] != nil || ks?["ry"] != nil || ks?["or"] != nil {
            let rx = LottieRead.property(ks?["rx"], [0])
            let ry = LottieRead.property(ks?["ry"], [0])
            let or = LottieRead.property(ks?["or"], [0, 0, 0])
            if rx.isAnimated || ry.isAnimated || rx.staticValue[0] != 0 || ry.staticValue[0] != 0 || or.isAnimated
                || or.staticValue.contains(where: { $0 != 0 })
            {
                warn(
                    path, ks,
                    "layer \"\(layerName)\": 3-D rotation about x or y is not supported; drawn with its z rotation only"
                )
            }
        }
        for (k, p) in [("a", anchor), ("p", position), ("s", scale)]
        where p.staticValue.count > 2 || p.keyframes.contains(where: { $0.start.count > 2 && $0.start[2] != 0 }) {
            if p.keyValues.contains(where: { $0.count > 2 && $0[2] != 0 && !(k == "s" && $0[2] == 100) }) {
                warn(path.appending(k), ks?[k], "layer \"\(layerName)\": a z value is not drawn (2-D composition)")
            }
        }

        let animated =
            anchor.isAnimated || position.isAnimated || (positionX?.isAnimated ?? false)
            || (positionY?.isAnimated ?? false) || scale.isAnimated || rotation.isAnimated || skew.isAnimated
            || skewAxis.isAnimated
        var opacityMembers: [(String, JSONValue)] = []
        var opacityAnimations: [JSONValue] = []
        if withOpacity {
            let o = opacity.staticValue[0] / 100
            if o != 1 || opacity.isAnimated {
                opacityMembers.append(("opacity", .number(Affine.clean(min(max(o, 0), 1)))))
            }
            if let a = LottieAnimationMaker.animation(
                opacity, keyPath: "opacity", timing: timing,
                convert: {
                    .number(Affine.clean(min(max($0[0] / 100, 0), 1)))
                })
            {
                opacityAnimations.append(a)
            }
        }
        func matrix(at f: Double?) -> Affine {
            func v(_ p: LottieProperty) -> [Double] { f.map { p.value(at: $0) } ?? p.staticValue }
            let s = v(scale)
            let r = v(rotation)[0]
            let k = v(skew)[0]
            let ka = v(skewAxis)[0]
            return Affine.rotation(degrees: r).concatenating(Affine.skew(degrees: k, axis: ka))
                .concatenating(Affine.scale(s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100))
        }
        let a0 = anchor.staticValue
        if !animated {
            var m: [(String, JSONValue)] = [
                ("position", LottieAnimationMaker.point(position.staticValue)),
                ("bounds", numbers([a0[0], a0.count > 1 ? a0[1] : 0, 0, 0])), ("anchorPoint", numbers([0, 0])),
            ]
            let t = matrix(at: nil)
            if t != .identity { m.append(("transform", t.json)) }
            m += opacityMembers
            if !opacityAnimations.isEmpty { m.append(("animations", .array(opacityAnimations))) }
            if let mask { m.append(("mask", mask)) }
            m.append(("sublayers", .array(sublayers)))
            return .object(m)
        }
        // Innermost: scale about the anchor, with the opacity and mask.
        var inner: [(String, JSONValue)] = [
            ("bounds", numbers([a0[0], a0.count > 1 ? a0[1] : 0, 0, 0])), ("anchorPoint", numbers([0, 0])),
        ]
        var innerAnimations = opacityAnimations
        let s0 = scale.staticValue
        let skewed = skew.isAnimated || skew.staticValue[0] != 0
        if !skewed, scale.isAnimated {
            innerAnimations.append(
                LottieAnimationMaker.animation(
                    scale, keyPath: "transform", timing: timing,
                    valueFunction: "scale"
                ) { s in
                    numbers([s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100, 1])
                }!)
        } else if !skewed, s0[0] != 100 || (s0.count > 1 && s0[1] != 100) {
            inner.append(("transform", Affine.scale(s0[0] / 100, (s0.count > 1 ? s0[1] : s0[0]) / 100).json))
        }
        if skewed {
            // Skew and scale as one matrix, sampled when either is animated.
            let sm: (Double?) -> Affine = { f in
                func v(_ p: LottieProperty) -> [Double] { f.map { p.value(at: $0) } ?? p.staticValue }
                let s = v(scale)
                return Affine.skew(degrees: v(skew)[0], axis: v(skewAxis)[0])
                    .concatenating(Affine.scale(s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100))
            }
            inner.append(("transform", sm(nil).json))
            let props = [scale, skew, skewAxis].filter(\.isAnimated)
            if !props.isEmpty {
                let t0 = props.map(\.firstFrame).min()!
                let t1 = props.map(\.lastFrame).max()!
                innerAnimations.append(
                    LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "transform", timing: timing) { sm($0).json }
                )
            }
        }
        if let a = LottieAnimationMaker.animation(
            anchor, keyPath: "bounds.origin", timing: timing, convert: LottieAnimationMaker.point)
        {
            innerAnimations.append(a)
        }
        inner += opacityMembers
        if !innerAnimations.isEmpty { inner.append(("animations", .array(innerAnimations))) }
        if let mask { inner.append(("mask", mask)) }
        inner.append(("sublayers", .array(sublayers)))

        // Outer: position and rotation.
        var outer: [(String, JSONValue)] = [
            ("position", LottieAnimationMaker.point(position.staticValue)), ("anchorPoint", numbers([0, 0])),
        ]
        var outerAnimations: [JSONValue] = []
        var r0 = rotation.staticValue[0]
        let moving = [position, positionX, positionY].compactMap { $0 }.filter(\.isAnimated)
        if autoOrient, !moving.isEmpty {
            // Auto-orient: turned on top of `r` towards where the position moves.
            let orient = LottieAutoOrient(position: position, x: positionX, y: positionY)
            let props = moving + [rotation].filter(\.isAnimated)
            let t0 = props.map(\.firstFrame).min()!
            let t1 = props.map(\.lastFrame).max()!
            r0 = rotation.value(at: t0)[0] + orient.degrees(at: t0)
            outerAnimations.append(
                LottieAnimationMaker.sampled(
                    from: t0, to: t1, keyPath: "transform", timing: timing, valueFunction: "rotateZ"
                ) { f in .number(Affine.clean((rotation.value(at: f)[0] + orient.degrees(at: f)) * Double.pi / 180)) })
        } else if rotation.isAnimated {
            outerAnimations.append(
                LottieAnimationMaker.animation(
                    rotation, keyPath: "transform", timing: timing,
                    valueFunction: "rotateZ"
                ) { .number(Affine.clean($0[0] * Double.pi / 180)) }!)
        }
        if r0 != 0 { outer.append(("transform", Affine.rotation(degrees: r0).json)) }
        if let px = positionX, let py = positionY {
            if let a = LottieAnimationMaker.animation(
                px, keyPath: "position.x", timing: timing, convert: { .number(Affine.clean($0[0])) })
            {
                outerAnimations.append(a)
            }
            if let a = LottieAnimationMaker.animation(
                py, keyPath: "position.y", timing: timing, convert: { .number(Affine.clean($0[0])) })
            {
                outerAnimations.append(a)
            }
        } else if let a = LottieAnimationMaker.animation(
            position, keyPath: "position", timing: timing, convert: LottieAnimationMaker.point)
        {
            outerAnimations.append(a)
        }
        if !outerAnimations.isEmpty { outer.append(("animations", .array(outerAnimations))) }
        outer.append(("sublayers", .array([.object(inner)])))
        return .object(outer)
    }

    // MARK: - Masks

    /// The layer's masks (`masksProperties`): a mask layer for the content, and more wrapping
    /// layers where masks intersect.
    private func masks(_ l: JSONValue, path: JSONPath, name: String, timing: LottieTiming, content: [JSONValue])
        -> (sublayers: [JSONValue], mask: JSONValue?)
    {
        guard let list = l["masksProperties"]?.arrayValue, !list.isEmpty else { return (content, nil) }
        // Lottie combines masks in order: add is a union, subtract and intersect narrow what the
        // masks so far leave. Unions are shape layers in one mask layer; each subtract or
        // intersect is one more wrapping layer with its own mask.
        var stages: [[JSONValue]] = [[]]
        var sawNarrowing = false
        for (i, m) in list.enumerated() {
            let mp = path.appending("masksProperties").appending(i)
            let mode = m["mode"]?.stringValue ?? "a"
            if mode == "n" { continue }
            let inverted = m["inv"]?.boolValue ?? ((LottieRead.number(m["inv"]) ?? 0) != 0)
            let expansion = LottieRead.property(m["x"], [0])
            let shape = LottieRead.shapeProperty(m["pt"])
            let opacity = LottieRead.property(m["o"], [100])
            var layer = maskShape(shape, inverted: inverted, opacity: opacity, expansion: expansion, timing: timing)
            switch mode {
            case "a":
                if sawNarrowing {
                    warn(
                        mp.appending("mode"), m["mode"],
                        "layer \"\(name)\": an add mask after a subtract or intersect mask is drawn as an intersection")
                    stages.append([layer])
                } else {
                    stages[stages.count - 1].append(layer)
                }
            case "s":
                layer = maskShape(shape, inverted: !inverted, opacity: opacity, expansion: expansion, timing: timing)
                if i == 0 { stages[0].append(layer) } else { stages.append([layer]) }
                sawNarrowing = true
            case "i":
                if i == 0 { stages[0].append(layer) } else { stages.append([layer]) }
                sawNarrowing = true
            default:
                warn(
                    mp.appending("mode"), m["mode"],
                    """
                    layer \"\(name)\": mask mode \"\(mode)\" (lighten, darken, difference) is not supported; drawn as \
                    add
                    """
                )
                stages[stages.count - 1].append(layer)
            }
        }
        stages.removeAll { $0.isEmpty }
        guard !stages.isEmpty else { return (content, nil) }
        func maskLayer(_ shapes: [JSONValue]) -> JSONValue {
            .object([("anchorPoint", numbers([0, 0])), ("sublayers", .array(shapes))])
        }
        var sublayers = content
        for stage in stages.dropFirst().reversed() {
            sublayers = [
                .object([
                    ("anchorPoint", numbers([0, 0])), ("mask", maskLayer(stage)), ("sublayers", .array(sublayers)),
                ])
            ]
        }
        return (sublayers, maskLayer(stages[0]))
    }

    private func maskShape(
        _ shape: LottieShapeProperty, inverted: Bool, opacity: LottieProperty, expansion: LottieProperty,
        timing: LottieTiming
    ) -> JSONValue {
        // An inverted mask is the shape cut out of a rectangle far larger than any canvas.
        let big = "M -100000 -100000 H 100000 V 100000 H -100000 Z "
        func data(_ p: LottiePath, curves: Bool) -> String { (inverted ? big : "") + p.svgData(curvesOnly: curves) }
        var m: [(String, JSONValue)] = [
            ("type", .string("shape")), ("anchorPoint", numbers([0, 0])),
            ("path", .string(data(shape.staticValue, curves: shape.isAnimated))), ("fillColor", .string("#000000")),
        ]
        if inverted { m.append(("fillRule", .string("evenOdd"))) }
        let o = opacity.staticValue[0] / 100
        if o != 1 { m.append(("opacity", .number(Affine.clean(min(max(o, 0), 1))))) }
        var animations: [JSONValue] = []
        if let a = LottieAnimationMaker.animation(
            opacity, keyPath: "opacity", timing: timing,
            convert: {
                .number(Affine.clean(min(max($0[0] / 100, 0), 1)))
            })
        {
            animations.append(a)
        }
        let path = pathAnimation(shape, timing: timing, transform: { data($0, curves: true) })
        if let path { animations.append(path) }
        // Inverted, the kept area is outside the outline: growing the shape shrinks it.
        let expanded = expansionMembers(
            expansion, sign: inverted ? -1 : 1, path: data(shape.staticValue, curves: shape.isAnimated),
            pathAnimation: path, timing: timing)
        m += expanded.members
        animations += expanded.animations
        if !animations.isEmpty { m.append(("animations", .array(animations))) }
        if let mask = expanded.mask { m.append(("mask", mask)) }
        return .object(m)
    }

    /// A `path` animation for an animated shape property (`transform` gives each shape's data).
    func pathAnimation(_ shape: LottieShapeProperty, timing: LottieTiming, transform: (LottiePath) -> String)
        -> JSONValue?
    {
        guard shape.isAnimated else { return nil }
        let t0 = shape.keyframes.first!.0.time
        let t1 = shape.keyframes.last!.0.time
        guard t1 > t0 else { return nil }
        if shape.isNativelyAnimatable {
            let values = shape.keyValues.map { JSONValue.string(transform($0)) }
            let times = shape.keyframes.map { ($0.0.time - t0) / (t1 - t0) }
            let functions: [JSONValue] = shape.keyframes.dropLast().map { k in
                let e = k.0.easing(0)
                return .array([e.0, e.1, e.2, e.3].map { .number(Affine.clean($0)) })
            }
            return LottieAnimationMaker.keyframeAnimation(
                keyPath: "path", values: values, keyTimes: times, timingFunctions: functions,
                begin: timing.seconds(t0), duration: timing.seconds(t1) - timing.seconds(t0))
        }
        return LottieAnimationMaker.sampled(from: t0, to: t1, keyPath: "path", timing: timing) {
            .string(transform(shape.value(at: $0)))
        }
    }

    // MARK: - Parameters

    /// A colour value, as a template parameter when it is static and named (by slot id, else
    /// `<layer>_<item>`), else the colour itself.
    func colorParam(_ c: [Double], name layer: String, item: String?, slot: String?) -> JSONValue {
        let name =
            slot.flatMap(Self.identifier)
            ?? Self.identifier(([layer] + (item.map { [$0] } ?? [])).joined(separator: "_"))
        guard let name else { return LottieAnimationMaker.colorJSON(c) }
        // As a parameter the colour is 8-bit hex (what a designer types), within half a step
        // of the file's value.
        let cc = LottieRead.color(c)
        let digits = cc.prefix(cc[3] == 1 ? 3 : 4).map { String(format: "%02x", Int(($0 * 255).rounded())) }
        return param(name, .string("#" + digits.joined()))
    }

    /// Declares `name` (once; a later use of a taken name gets a number) and returns `"$name"`.
    func param(_ name: String, _ value: JSONValue) -> JSONValue {
        var n = name
        if let existing = params.first(where: { $0.0 == n }), existing.1 == value {
            return .string("$" + n)
        }
        var k = 2
        while paramNames.contains(n) {
            n = "\(name)_\(k)"
            k += 1
        }
        paramNames.insert(n)
        params.append((n, value))
        return .string("$" + n)
    }

    /// `s` as a parameter name: letters, digits and `_`, spaces and other marks as `_`.
    static func identifier(_ s: String) -> String? {
        var out = ""
        for u in s.unicodeScalars {
            if u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "_" {
                out.unicodeScalars.append(u)
            } else if !out.hasSuffix("_") {
                out += "_"
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        guard let first = out.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) { out = "_" + out }
        return out
    }

    func slotValue(_ sid: String?) -> JSONValue? { sid.flatMap { slots[$0] } }
}

func numbers(_ v: [Double]) -> JSONValue { .array(v.map { .number(Affine.clean($0)) }) }

func set(_ object: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
    var members = object.objectMembers ?? []
    if let i = members.firstIndex(where: { $0.key == key }) {
        members[i].value = value
    } else {
        let at = members.firstIndex(where: { $0.key == "sublayers" }) ?? members.count
        members.insert(JSONValue.Member(key: key, value: value), at: at)
    }
    return JSONValue(.object(members))
}
