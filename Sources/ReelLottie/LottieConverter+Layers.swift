import Foundation
import ReelCore
import ReelScene

/// A composition's layers: mattes, the content of each layer kind, its masks, transform, parents
/// and visibility.
extension LottieConverter {
    /// The layers of a composition, bottom first, as Reel layers.
    func composition(
        _ layers: [LottieLayer], path: JSONPath, timing: LottieTiming, reelPath: [String],
        clockToFrame: @escaping (Double) -> Double, size: [Double]? = nil
    ) -> [SceneLayer] {
        var byIndex: [Int: (LottieLayer, Int)] = [:]
        for (i, l) in layers.enumerated() { if let ind = l.ind { byIndex[ind] = (l, i) } }
        // The composition's camera sees its 3-D layers (not a precomp's: that has its own).
        let outerCamera = activeCamera
        activeCamera = camera(
            in: layers, path: path, width: size?[0] ?? file.w ?? 100,
            height: size?[1] ?? file.h ?? 100)
        let outerProbes = depthProbes
        depthProbes = []
        defer {
            activeCamera = outerCamera
            depthProbes = outerProbes
        }
        var names = NameSet()
        var out: [SceneLayer] = []
        // Lottie lists layers top first; Reel draws sublayers bottom first.
        var mattes: [Int: SceneLayer] = [:]  // matte source index → its element
        for i in layers.indices.reversed() {
            let l = layers[i]
            let lp = path.appending(i)
            if l.td == true { continue }  // a matte source: drawn as a mask only
            if l.hd == true { continue }
            let name = names.unique(l.nm ?? "Layer \(i + 1)")
            let probes = depthProbes.count
            guard
                var element = element(
                    l, path: lp, name: name, timing: timing, byIndex: byIndex,
                    reelPath: reelPath + [name], clockToFrame: clockToFrame)
            else { continue }
            for k in probes..<depthProbes.count { depthProbes[k].index = i }
            let ownProbes = depthProbes.count
            element = matted(
                element, layer: l, at: i, in: layers, path: path, name: name, timing: timing, byIndex: byIndex,
                reelPath: reelPath, clockToFrame: clockToFrame, mattes: &mattes)
            depthProbes.removeSubrange(ownProbes...)  // a matte's layer is drawn as the mask only
            out.append(element)
        }
        checkDepthOrder(path: path)
        return out
    }

    /// One Lottie layer as a Reel layer tree; nil for layers that draw nothing and parent nothing.
    func element(
        _ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming,
        byIndex: [Int: (LottieLayer, Int)], reelPath: [String], clockToFrame: @escaping (Double) -> Double,
        asMatte: Bool = false
    ) -> SceneLayer? {
        let kind = l.kind
        // A layer's own keyframes are in its composition's frames, as are its parents': `st`
        // and `sr` move only a precomp's contents (`LottieTimeMapping`).
        checkLayer(l, path: path, name: name)
        let filters = LottieColorFilter.filters(for: l.ef?.value ?? []) + strokeEffectFilters(of: l)
        colorFilters += filters
        defer { colorFilters.removeLast(filters.count) }
        guard
            let content = content(
                of: l, kind: kind, path: path, name: name, timing: timing, reelPath: reelPath + ["content"],
                clockToFrame: clockToFrame)
        else { return nil }

        var masked = masks(l, path: path, name: name, timing: timing, content: content)
        if !asMatte, let stroked = strokeEffectMask(l, path: path, name: name, timing: timing) {
            masked = (content, stroked)  // the stroked outlines take the masks' place, as in ThorVG
        }
        if !asMatte, masked.mask != nil, blursWhatItMasks(l) {
            // The blur takes the masked picture, as After Effects and ThorVG blur it.
            var clipped = SceneLayer.lottie(name: "masked")
            clipped.sublayers = masked.sublayers
            clipped.mask = masked.mask
            masked = ([clipped], nil)
        }
        let shadowed =
            asMatte ? masked.sublayers : applyingEffects(l, content: masked.sublayers, path: path, name: name)
        let node = transformed(
            l, path: path, name: name, timing: timing, byIndex: byIndex, sublayers: shadowed, mask: masked.mask)
        var element = SceneLayer.lottie(name: name)
        setVisibility(of: &element, l, kind: kind, clockToFrame: clockToFrame)
        element.sublayers = [node]
        return element
    }

    /// What layer `l` of kind `kind` draws, in its own coordinates; nil for a layer that draws
    /// nothing and parents nothing (a camera, or a kind Reel does not draw, warned).
    func content(
        of l: LottieLayer, kind: LottieLayerKind?, path: JSONPath, name: String, timing: LottieTiming,
        reelPath: [String], clockToFrame: @escaping (Double) -> Double
    ) -> [SceneLayer]? {
        switch kind {
        case .precomp:
            return precomp(l, path: path, name: name, timing: timing, reelPath: reelPath, clockToFrame: clockToFrame)
        case .solid:
            let color = LottieRead.hexColor(l.sc) ?? [0, 0, 0, 1]
            let w = l.sw ?? 0
            let h = l.sh ?? 0
            var solid = SceneLayer.lottie()
            solid.state.bounds = LottieValue.rect(0, 0, w, h)
            let (background, parameter) = colorParam(color, name: name, item: nil, slot: nil)
            solid.state.backgroundColor = background
            if let parameter { solid.parameterBindings["backgroundColor"] = parameter }
            return [solid]
        case .image: return image(l, path: path, name: name)
        case .null: return []
        case .shape:
            var items = ShapeContext(converter: self, layerName: name, timing: timing)
            return items.group(l.shapes ?? [], path: path.appending("shapes"))
        case .text:
            return LottieText(converter: self).layers(l, path: path, name: name, timing: timing)
        case .camera, .audio, .guide:
            // A camera draws nothing (`activeCamera` shows through it); audio and guides are
            // not meant to be drawn.
            return nil
        case .videoPlaceholder, .imageSequence, .video, .imagePlaceholder, .adjustment, .light, .data, nil:
            let kindName = kind?.name ?? "type \(l.ty?.value ?? -1)"
            warn(path.appending("ty"), l.ty, "layer \"\(name)\": \(kindName) layers are not supported; not drawn")
            return nil
        }
    }

    /// `element` masked by its track matte (`tt`): the layer above, or the one `tp` names. The
    /// matte's element is made once per source layer (`mattes`, by index).
    private func matted(
        _ element: SceneLayer, layer l: LottieLayer, at i: Int, in layers: [LottieLayer], path: JSONPath, name: String,
        timing: LottieTiming, byIndex: [Int: (LottieLayer, Int)], reelPath: [String],
        clockToFrame: @escaping (Double) -> Double, mattes: inout [Int: SceneLayer]
    ) -> SceneLayer {
        guard let tt = l.tt?.value, tt != 0 else { return element }
        var source: (LottieLayer, Int)?
        if let tp = l.tp {
            source = byIndex[tp]
        } else if i > 0 {
            source = (layers[i - 1], i - 1)
        }
        guard let (m, mi) = source else { return element }
        let matte =
            mattes[mi]
            ?? self.element(
                m, path: path.appending(mi), name: "matte", timing: timing, byIndex: byIndex,
                reelPath: reelPath + [name, "matte"], clockToFrame: clockToFrame, asMatte: true)
        mattes[mi] = matte
        guard let matte else { return element }
        var result = element
        if let mode = LottieMatteMode(rawValue: tt)?.sceneMaskMode {
            result.state.maskMode = mode
        } else if LottieMatteMode(rawValue: tt) != .alpha {
            warn(
                path.appending(i).appending("tt"), l.tt,
                "layer \"\(name)\": track matte type \(tt) is not a Lottie matte; drawn with an alpha matte")
        }
        result.mask = matte
        return result
    }

    /// The layer's content wrapped in its transform and its parents' (transforms only: Lottie
    /// parents pass on neither opacity nor visibility); a 3-D layer, or a 2-D one under a 3-D
    /// parent, as one layer with the whole matrix.
    private func transformed(
        _ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming, byIndex: [Int: (LottieLayer, Int)],
        sublayers: [SceneLayer], mask: SceneLayer?
    ) -> SceneLayer {
        // The layer's parents, nearest first, each in its own timing.
        var parents: [(LottieLayer, LottieTiming)] = []
        var seenParents: Set<Int> = []
        var nextParent = l.parent?.value
        while let p = nextParent, let (pl, _) = byIndex[p], !seenParents.contains(p) {
            seenParents.insert(p)
            parents.append((pl, timing))
            nextParent = pl.parent?.value
        }
        let ownThreeD = l.ddd == true
        // A 2-D layer under a 3-D parent takes the parent's 3-D matrix too, seen straight on
        // (the camera sees 3-D layers only), as lottie-web's SVG renderer draws it.
        let threeD = ownThreeD || parents.contains { $0.0.ddd == true }
        var node: SceneLayer
        if threeD {
            // One layer with the whole 3-D matrix: its parents' transforms and the camera's included.
            node = threeDNode(
                l, timing: timing, parents: parents, camera: ownThreeD ? activeCamera : nil, sortsByDepth: ownThreeD,
                sublayers: sublayers, mask: mask, opacity: (l.ks?.o).property(default: [100]))
        } else {
            node = transformNodes(
                l.ks, path: path.appending("ks"), layerName: name, timing: timing, opacity: true,
                sublayers: sublayers, mask: mask, autoOrient: l.ao?.value == 1)
        }
        // Parents of a 2-D layer: their transforms only.
        var seen: Set<Int> = []
        var parent = threeD ? nil : l.parent?.value
        while let p = parent, let (pl, pi) = byIndex[p], !seen.contains(p) {
            seen.insert(p)
            node = transformNodes(
                pl.ks, path: JSONPath(path.components.dropLast() + [.index(pi), .key("ks")]),
                layerName: pl.nm ?? "", timing: timing, opacity: false, sublayers: [node], mask: nil,
                threeD: pl.ddd == true, autoOrient: pl.ao?.value == 1)
            parent = pl.parent?.value
        }
        return node
    }

    /// Hides a layer shown from `ip` to `op` only, with an animation that shows it then; leaves
    /// a layer shown throughout as it is.
    private func setVisibility(
        of layer: inout SceneLayer, _ l: LottieLayer, kind: LottieLayerKind?, clockToFrame: (Double) -> Double
    ) {
        var ip = l.ip ?? -Double.infinity
        let op = l.op ?? Double.infinity
        // Before a precomp's start its time is negative and layers that start at 0 or later
        // are not yet shown; Reel holds a layer's time at 0 before it begins, so the precomp
        // is hidden until then.
        if kind == .precomp, let start = LottieTimeMapping(layer: l).firstShownFrame, let ref = l.refId?.value,
            let inner = assets[ref]?.0.layers, inner.allSatisfy({ ($0.ip ?? 0) >= 0 })
        {
            ip = max(ip, start)
        }
        // Visible for composition frames ip ≤ F < op; a layer whose out point is where the
        // clip ends (or later) stays shown at the end, which shows the last pose as players do.
        let clipEnd = clockToFrame((endFrame - startFrame) / frameRate)
        if ip.isFinite || (op.isFinite && op < clipEnd - 1e-9) {
            let begin = (ip.isFinite ? ip : -1e6) / frameRate - 1e-9
            let end = (op.isFinite && op < clipEnd - 1e-9 ? op : 1e7) / frameRate - 1e-9
            layer.state.isHidden = true
            var shown = KeyframeAnimation(keyPath: "hidden")
            shown.values = [false]
            shown.keyTimes = [0]
            shown.calculationMode = .discrete
            shown.timing.beginTime = begin
            shown.timing.duration = max(end - begin, 1e-6)
            layer.animations.append(SceneAnimation(animation: shown))
        }
    }
}
