import Foundation
import ReelCore
import ReelScene

/// Precomp layers (`ty` 0): the precomp's layers in a layer that keeps its own time.
extension LottieConverter {
    func precomp(
        _ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming, reelPath: [String],
        clockToFrame: @escaping (Double) -> Double
    ) -> [SceneLayer] {
        guard let ref = l.refId?.value, let (asset, assetPath) = assets[ref], let layers = asset.layers else {
            warn(
                path.appending("refId"), l.refId,
                "layer \"\(name)\": precomp asset \"\(l.refId?.value ?? "")\" not found; not drawn")
            return []
        }
        guard precompDepth < 32 else {
            warn(path.appending("refId"), l.refId, "layer \"\(name)\": precomps nested more than 32 deep; not drawn")
            return []
        }
        precompDepth += 1
        defer { precompDepth -= 1 }
        let w = l.w ?? file.w ?? 0
        let h = l.h ?? file.h ?? 0
        let inner = LottieTiming(frameRate: frameRate)
        let mapping = LottieTimeMapping(layer: l)
        let innerClock: (Double) -> Double = { [frameRate] t in
            mapping.precompFrame(at: clockToFrame(t), frameRate: frameRate)
        }
        var nodeName = "content"
        if case .remapped = mapping {
            remapCount += 1
            nodeName = "timeRemap\(remapCount)"
        }
        var node = SceneLayer.lottie(name: nodeName)
        node.state.bounds = LottieValue.rect(0, 0, w, h)
        node.state.masksToBounds = true
        switch mapping {
        case .remapped(let remap):
            remapTiming(remap, layerName: nodeName, clockToFrame: clockToFrame, state: &node.state)
        case .shifted(let st, let sr):
            if st != 0 { node.state.beginTime = st / frameRate }
            if sr != 1 { node.state.speed = 1 / sr }
        }
        node.sublayers = composition(
            layers, path: assetPath.appending("layers"), timing: inner, reelPath: reelPath,
            clockToFrame: innerClock, size: [w, h])
        return [node]
    }

    /// A time-remapped precomp's layer timing from the clip's start; from each later whole
    /// frame where it changes, a timed change (`changes`, naming the layer `@layerName` until it
    /// is located) sets the next. Local time follows the remap between frames.
    private func remapTiming(
        _ remap: LottieProperty, layerName: String, clockToFrame: @escaping (Double) -> Double,
        state: inout LayerState
    ) {
        let remapped = LottieTimeRemap(remap: remap, frameRate: frameRate, clockToFrame: clockToFrame)
        let segments = remapped.segments(frames: Int((endFrame - startFrame).rounded(.up)))
        for s in segments.dropFirst() {
            for (property, value) in [("beginTime", s.beginTime), ("speed", s.speed), ("timeOffset", s.timeOffset)] {
                changes.append(
                    SceneChange(time: s.time, layer: "@" + layerName, action: .set(property: property, value: value)))
            }
        }
        let first = segments[0]
        state.beginTime = first.beginTime
        state.speed = first.speed
        state.timeOffset = first.timeOffset
    }
}
