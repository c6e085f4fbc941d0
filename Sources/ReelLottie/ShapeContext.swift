import Foundation
import ReelCore
import ReelScene

/// Shape items of one shape layer, turned into Reel layers group by group.
struct ShapeContext {
    let converter: LottieConverter
    let layerName: String
    let timing: LottieTiming

    func warn(_ path: JSONPath, at location: SourceLocation?, _ message: String) {
        converter.warn(path, at: location, "layer \"\(layerName)\": " + message)
    }

    /// The Reel layers of a group's items, bottom first: each fill and stroke draws the shapes
    /// listed before it in its group (nested groups included), lower items below.
    /// Fills and strokes above a merge paths item in its group, or inside a group above one
    /// (`merged`), are not drawn: the merge takes their shapes (After Effects, Skottie).
    // Longer than 60 lines: one switch over the item kinds, each case a call or two.
    mutating func group(
        _ items: [LottieShapeItem], path: JSONPath, inheritedTrims: [LottieTrim] = [], inheritedRadius: Double = 0,
        merged: Bool = false
    ) -> [SceneLayer] {
        var out: [SceneLayer] = []
        var names = NameSet()
        // Items before the last merge paths item are merged.
        let merging = items.indices.last { items[$0].kind == .mergePaths && !items[$0].hd } ?? -1
        for k in items.indices.reversed() {
            let item = items[k]
            let ip = path.appending(k)
            if item.hd { continue }
            let itemName = item.nm
            guard let kind = item.kind else {
                warn(ip, at: item.location, "shape item \"\(item.ty ?? "")\" is not supported; not drawn")
                continue
            }
            switch kind {
            case .group:
                if item.isTooDeep {
                    warn(
                        ip, at: item.location,
                        "groups nested more than \(LottieShapeItem.maxGroupDepth) deep are not supported; not drawn")
                }
                let children = item.it ?? []
                let trims = self.trims(in: items, after: k) + inheritedTrims
                let sub = group(
                    children, path: ip.appending("it"), inheritedTrims: trims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius,
                    merged: merged || k < merging)
                let tr = children.last(where: { $0.kind == .transform })
                var node = converter.transformNodes(
                    tr?.transform, path: ip.appending("it"), layerName: layerName, timing: timing,
                    opacity: true, sublayers: sub, mask: nil)
                node.state.name = names.unique(itemName ?? "group")
                out.append(node)
            case .fill, .stroke, .gradientFill, .gradientStroke:
                if merged || k < merging { continue }
                out += style(
                    item, kind: kind, at: k, in: items, path: ip, name: names.unique(itemName ?? kind.rawValue),
                    inheritedTrims: inheritedTrims,
                    inheritedRadius: inheritedRadius)
            case .path, .rectangle, .ellipse, .star, .trim, .transform, .mergePaths: continue
            case .roundCorners:
                if item.r.property(default: [0]).isAnimated {
                    warn(ip, at: item.location, "animated round corners are not supported; drawn with the first radius")
                }
            case .repeater:
                // The copies draw every item before the repeater: nothing is left for this loop.
                out += repeater(
                    item, at: k, in: items, path: path, inheritedTrims: inheritedTrims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius)
                return out
            case .twist: warn(ip, at: item.location, "twist is not supported; drawn untwisted")
            case .puckerBloat: warn(ip, at: item.location, "pucker and bloat is not supported; drawn unchanged")
            case .offsetPath: warn(ip, at: item.location, "offset paths are not supported; drawn unchanged")
            case .zigZag: warn(ip, at: item.location, "zig zag is not supported; drawn unchanged")
            }
        }
        return out
    }

    /// The radius of the first round corners modifier after index `k` in `items` (it rounds
    /// every shape before it), or nil when there is none.
    func cornerRadius(in items: [LottieShapeItem], after k: Int, path: JSONPath) -> Double? {
        guard
            let j = items.indices.first(where: {
                $0 > k && items[$0].kind == .roundCorners && !items[$0].hd
            })
        else { return nil }
        return max(items[j].r.property(default: [0]).staticValue[0], 0)
    }

    /// Trims at indices after `k` in `items`: they apply to everything before them.
    func trims(in items: [LottieShapeItem], after k: Int) -> [LottieTrim] {
        items.indices.filter { $0 > k && items[$0].isTrim }
            .map { LottieTrim(items[$0]) }
    }

    /// The shapes before index `k`, through nested groups with static transforms.
    /// Inside a nested group (`nested`), each shape takes the trims after it in that group.
    func shapes(
        _ items: [LottieShapeItem], before k: Int, path: JSONPath, radius: Double = 0, nested inGroup: Bool = false
    ) -> [LottieGeometry] {
        var out: [LottieGeometry] = []
        for j in 0..<k {
            let item = items[j]
            if item.hd { continue }
            let r = cornerRadius(in: items, after: j, path: path) ?? radius
            if item.kind == .mergePaths {
                // Everything before it in the group becomes one path.
                guard !out.isEmpty else { continue }
                out = [LottieGeometry(merging: out, mode: mergeMode(item, path: path.appending(j)))]
            }
            let start = item.kind == .mergePaths ? 0 : out.count
            defer {
                if inGroup {
                    let after = items.indices.filter {
                        $0 > j && items[$0].isTrim
                    }
                    for i in start..<out.count where !after.isEmpty {
                        out[i].groupTrims += after.map { LottieTrim(items[$0]) }
                        out[i].groupTrimKey += after.map { path.appending($0).description }.joined(separator: ",")
                    }
                }
            }
            if var g = LottieGeometry(item) {
                g.cornerRadius = r
                out.append(g)
            } else if item.kind == .group {
                let children = item.it ?? []
                var nested = shapes(
                    children, before: children.count, path: path.appending(j).appending("it"), radius: r, nested: true)
                if nested.isEmpty { continue }
                let tr = children.last(where: { $0.kind == .transform })
                let o = (tr?.transform?.o).property(default: [100])
                guard !o.isAnimated && o.staticValue[0] == 100 else {
                    warn(
                        path.appending(j), at: item.location,
                        """
                        a fill or stroke outside a group with opacity is not supported; that group's shapes are not \
                        drawn by it
                        """
                    )
                    continue
                }
                let step = LottieGroupTransform(tr?.transform)
                for i in nested.indices { nested[i].groupTransforms.insert(step, at: 0) }
                out += nested
            }
        }
        return out
    }
}
