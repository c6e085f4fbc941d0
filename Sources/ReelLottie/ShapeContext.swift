import Foundation
import ReelCore
import ReelScene

/// Shape items of one shape layer, turned into Reel layers group by group.
struct ShapeContext {
    let converter: LottieConverter
    let layerName: String
    let timing: LottieTiming

    func warn(_ path: JSONPath, _ v: JSONValue?, _ message: String) {
        converter.warn(path, v, "layer \"\(layerName)\": " + message)
    }

    static func isHidden(_ item: JSONValue) -> Bool {
        item["hd"]?.boolValue ?? ((LottieRead.number(item["hd"]) ?? 0) != 0)
    }

    /// Whether `item` is a trim paths modifier that is not hidden.
    static func isTrim(_ item: JSONValue) -> Bool {
        LottieShapeItemKind(item: item) == .trim && !isHidden(item)
    }

    /// The Reel layers of a group's items, bottom first: each fill and stroke draws the shapes
    /// listed before it in its group (nested groups included), lower items below.
    mutating func group(
        _ items: [JSONValue], path: JSONPath, inheritedTrims: [LottieTrim] = [], inheritedRadius: Double = 0
    ) -> [JSONValue] {
        var out: [JSONValue] = []
        var names = NameSet()
        for k in items.indices.reversed() {
            let item = items[k]
            let ip = path.appending(k)
            if Self.isHidden(item) { continue }
            let itemName = item["nm"]?.stringValue
            guard let kind = LottieShapeItemKind(item: item) else {
                warn(ip, item, "shape item \"\(item["ty"]?.stringValue ?? "")\" is not supported; not drawn")
                continue
            }
            switch kind {
            case .group:
                let children = item["it"]?.arrayValue ?? []
                let trims = self.trims(in: items, after: k) + inheritedTrims
                let sub = group(
                    children, path: ip.appending("it"), inheritedTrims: trims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius)
                let tr = children.last(where: { LottieShapeItemKind(item: $0) == .transform })
                var node = converter.transformNodes(
                    tr, path: ip.appending("it"), layerName: layerName, timing: timing,
                    opacity: true, sublayers: sub, mask: nil)
                node = node.settingMember("name", to: .string(names.unique(itemName ?? "group")))
                out.append(node)
            case .fill, .stroke, .gradientFill, .gradientStroke:
                out += style(
                    item, kind: kind, at: k, in: items, path: ip, name: names.unique(itemName ?? kind.rawValue),
                    inheritedTrims: inheritedTrims,
                    inheritedRadius: inheritedRadius)
            case .path, .rectangle, .ellipse, .star, .trim, .transform: continue
            case .roundCorners:
                if LottieRead.property(item["r"], [0]).isAnimated {
                    warn(ip, item, "animated round corners are not supported; drawn with the first radius")
                }
            case .repeater:
                // The copies draw every item before the repeater: nothing is left for this loop.
                out += repeater(
                    item, at: k, in: items, path: path, inheritedTrims: inheritedTrims,
                    inheritedRadius: cornerRadius(in: items, after: k, path: path) ?? inheritedRadius)
                return out
            case .mergePaths: warn(ip, item, "merge paths are not supported; the shapes are drawn unmerged")
            case .twist: warn(ip, item, "twist is not supported; drawn untwisted")
            case .puckerBloat: warn(ip, item, "pucker and bloat is not supported; drawn unchanged")
            case .offsetPath: warn(ip, item, "offset paths are not supported; drawn unchanged")
            case .zigZag: warn(ip, item, "zig zag is not supported; drawn unchanged")
            }
        }
        return out
    }

    /// The radius of the first round corners modifier after index `k` in `items` (it rounds
    /// every shape before it), or nil when there is none.
    func cornerRadius(in items: [JSONValue], after k: Int, path: JSONPath) -> Double? {
        guard
            let j = items.indices.first(where: {
                $0 > k && LottieShapeItemKind(item: items[$0]) == .roundCorners && !Self.isHidden(items[$0])
            })
        else { return nil }
        return max(LottieRead.property(items[j]["r"], [0]).staticValue[0], 0)
    }

    /// Trims at indices after `k` in `items`: they apply to everything before them.
    func trims(in items: [JSONValue], after k: Int) -> [LottieTrim] {
        items.indices.filter { $0 > k && Self.isTrim(items[$0]) }
            .map { LottieTrim(items[$0]) }
    }

    /// The shapes before index `k`, through nested groups with static transforms.
    /// Inside a nested group (`nested`), each shape takes the trims after it in that group.
    func shapes(
        _ items: [JSONValue], before k: Int, path: JSONPath, radius: Double = 0, nested inGroup: Bool = false
    ) -> [LottieGeometry] {
        var out: [LottieGeometry] = []
        for j in 0..<k {
            let item = items[j]
            if Self.isHidden(item) { continue }
            let r = cornerRadius(in: items, after: j, path: path) ?? radius
            let start = out.count
            defer {
                if inGroup {
                    let after = items.indices.filter {
                        $0 > j && Self.isTrim(items[$0])
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
            } else if LottieShapeItemKind(item: item) == .group {
                let children = item["it"]?.arrayValue ?? []
                var nested = shapes(
                    children, before: children.count, path: path.appending(j).appending("it"), radius: r, nested: true)
                if nested.isEmpty { continue }
                let tr = children.last(where: { LottieShapeItemKind(item: $0) == .transform })
                let o = LottieRead.property(tr?["o"], [100])
                guard !o.isAnimated && o.staticValue[0] == 100 else {
                    warn(
                        path.appending(j), item,
                        """
                        a fill or stroke outside a group with opacity is not supported; that group's shapes are not \
                        drawn by it
                        """
                    )
                    continue
                }
                let step = LottieGroupTransform(tr)
                for i in nested.indices { nested[i].groupTransforms.insert(step, at: 0) }
                out += nested
            }
        }
        return out
    }
}
