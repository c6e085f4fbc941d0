import Foundation
import ReelCore
import ReelScene

/// A Lottie file loaded for Swift code: its scene document, and a `Stage` or layer tree made
/// from it.
///
/// ```swift
/// let lottie = try LottieAnimation(
///     contentsOfFile: "confetti.json", overrides: [SceneOverride(name: "headline", value: "Hi")])
/// let stage = lottie.makeStage()            // size, frame rate and length from the file
/// let clip = Clip(timeline: stage.run(), backgroundColor: .white)
/// ```
public struct LottieAnimation: Sendable {
    /// The imported scene document.
    public var document: SceneDocument
    /// The folder the document's relative asset paths are read from (the file's folder).
    public var baseDirectory: String
    /// What is not drawn as the file describes it.
    public var warnings: [LottieWarning]

    /// Reads and imports a Lottie file, `.lottie` or `.tgs` (see
    /// ``LottieImport/load(contentsOfFile:overrides:strict:imageDirectory:selection:)``).
    public init(
        contentsOfFile path: String, overrides: [SceneOverride] = [], strict: Bool = false,
        selection: LottieSelection = LottieSelection()
    ) throws(LottieImport.ImportError) {
        (document, baseDirectory, warnings) = try LottieImport.load(
            contentsOfFile: path, overrides: overrides, strict: strict, selection: selection)
    }

    /// The composition's size in points (`w`, `h`).
    public var size: Size { document.size }
    /// Frames per second (`fr`).
    public var frameRate: Double { document.fps }
    /// The length in seconds: `(op − ip) / fr`.
    public var duration: Double { document.duration }

    /// A stage of the file's size, frame rate and length whose root layer holds the animation
    /// (time-remapped precomps are driven by timed actions on the stage).
    public func makeStage() -> Stage {
        let stage = Stage(size: size, fps: frameRate, duration: duration)
        var roots: [Layer] = []
        for l in document.layers {
            let layer = l.makeLayer(baseDirectory: baseDirectory)
            Self.attachAnimations(of: l, to: layer)
            stage.rootLayer.addSublayer(layer)
            roots.append(layer)
        }
        for change in document.changes {
            guard case .set(let key, let value as Double) = change.action,
                let layer = Self.find(change.layer, in: roots)
            else { continue }
            switch key {
            case "timeOffset": stage.at(change.time) { [unowned layer] in layer.timeOffset = value }
            case "speed": stage.at(change.time) { [unowned layer] in layer.speed = value }
            case "beginTime": stage.at(change.time) { [unowned layer] in layer.beginTime = value }
            default: continue
            }
        }
        return stage
    }

    /// Attaches the document's animations to the layers `makeLayer` built (it copies values
    /// only), through the whole tree and its masks.
    ///
    /// A document's `beginTime` is already in the layer's local time, but `Layer.add` reads a
    /// begin time of 0 as "now" (the layer's local time when added, `ip / fr` under the root);
    /// such animations get the smallest positive begin time instead, which is 0 to every frame.
    private static func attachAnimations(of scene: SceneLayer, to layer: Layer) {
        for a in scene.animations {
            var animation = a.animation
            if animation.beginTime == 0 { animation.timing.beginTime = .leastNonzeroMagnitude }
            layer.add(animation, forKey: a.key)
        }
        if let mask = scene.mask, let layerMask = layer.mask { attachAnimations(of: mask, to: layerMask) }
        for (s, l) in zip(scene.sublayers, layer.sublayers) { attachAnimations(of: s, to: l) }
    }

    /// The layer a change's path of names (`lottie/box/node/timeRemap1`) names.
    private static func find(_ path: String, in roots: [Layer]) -> Layer? {
        var level = roots
        var found: Layer?
        for name in path.split(separator: "/") {
            guard let next = level.first(where: { $0.name == String(name) }) else { return nil }
            found = next
            level = next.sublayers
        }
        return found
    }
}
