import Foundation
import ReelCore
import ReelScene

/// Turns a decoded Lottie (Bodymovin) file (``LottieFile``) into a Reel scene document
/// (`SceneDocument`: `SceneLayer`s with their `LayerState` and animations), layer by layer, as
/// lottie-ios's Core Animation engine builds CALayers:
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
    let file: LottieFile
    let frameRate: Double
    private(set) var warnings: [LottieWarning] = []
    /// The assets by id, with where each is in the file.
    var assets: [String: (LottieAsset, JSONPath)] = [:]
    /// Template parameters, in order of first use.
    var params: [SceneParameter] = []
    var paramNames: Set<String> = []
    /// Timed changes (time remapping), in time order per precomp; a change names its layer
    /// `@name` until the layer's path is known.
    var changes: [SceneChange] = []
    /// Images embedded in the file: the file name the document uses and the bytes.
    var embeddedImages: [(name: String, data: Data)] = []
    /// The folder name embedded images are written to, relative to the document.
    let imageFolder: String
    let startFrame: Double
    let endFrame: Double
    var precompDepth = 0
    /// The camera of the composition being converted (`composition`), if it has one.
    var activeCamera: LottieCamera?
    /// The 3-D layers of the composition being converted, for `checkDepthOrder`.
    var depthProbes: [DepthProbe] = []
    var remapCount = 0
    /// The colour effects (Fill, Tint) of the layers being converted, outermost first.
    var colorFilters: [LottieColorFilter] = []

    /// `rgba` through the colour effects of the layers around it, innermost first.
    func filtered(_ rgba: [Double]) -> [Double] {
        colorFilters.reversed().reduce(rgba) { $1.apply($0) }
    }

    init(file: LottieFile, imageFolder: String) {
        self.file = file
        self.imageFolder = imageFolder
        frameRate = file.fr ?? 30
        startFrame = file.ip ?? 0
        endFrame = file.op ?? startFrame + 1
        for (i, a) in (file.assets ?? []).enumerated() {
            if let id = a.id { assets[id] = (a, JSONPath([.key("assets"), .index(i)])) }
        }
    }

    /// Reports `message` about the value at `path`, which starts at `location` in the file
    /// (nil when it is not in the file), once.
    func warn(_ path: JSONPath, at location: SourceLocation?, _ message: String) {
        let w = LottieWarning(path: path, location: location, message: message)
        if !warnings.contains(w) { warnings.append(w) }
    }

    /// Reports `message` about a value the file has at `site`, or about `path` when it has none.
    func warn<Value>(_ path: JSONPath, _ value: Located<Value>?, _ message: String) {
        warn(path, at: value?.site.location, message)
    }

    // MARK: - Document

    func document() -> SceneDocument {
        let w = file.w ?? 100
        let h = file.h ?? 100
        let rootTiming = LottieTiming(frameRate: frameRate)
        let clockToFrame: (Double) -> Double = { [startFrame, frameRate] t in startFrame + t * frameRate }
        var container = SceneLayer.lottie(name: "lottie")
        container.state.bounds = LottieValue.rect(0, 0, w, h)
        container.state.timeOffset = startFrame / frameRate
        container.sublayers = composition(
            file.layers ?? [], path: JSONPath([.key("layers")]), timing: rootTiming, reelPath: ["lottie"],
            clockToFrame: clockToFrame)
        var top = [container]
        var located: [String: String] = [:]
        if !changes.isEmpty {
            top = Self.nameAncestors(top, prefix: "", located: &located)
            changes = changes.compactMap { c in
                guard let path = located[String(c.layer.dropFirst())] else { return nil }
                return SceneChange(time: c.time, layer: path, action: c.action)
            }
            // In time order, as a timeline holds them; changes at one time keep their order.
            changes = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
        var document = SceneDocument(
            size: Size(width: LottieNumber.clean(w), height: LottieNumber.clean(h)),
            duration: max(endFrame - startFrame, 1) / frameRate, fps: frameRate, layers: top)
        if let nm = file.nm, !nm.isEmpty { document.summary = "Lottie: " + nm }
        document.assets.images = embeddedImages.map(\.name) + externalImages
        document.params = params
        document.changes = changes
        document.markers = markers(duration: document.duration)
        return document
    }

    /// Names the unnamed layers above each time-remapped precomp (so that timed changes can
    /// name it by path) and records each one's path.
    static func nameAncestors(_ layers: [SceneLayer], prefix: String, located: inout [String: String]) -> [SceneLayer] {
        var names = NameSet()
        for l in layers { if let n = l.state.name { _ = names.unique(n) } }
        return layers.map { l in
            guard containsRemap(l) else { return l }
            var layer = l
            var name = l.state.name ?? ""
            if name.isEmpty {
                name = names.unique("node")
                layer.state.name = name
            }
            let path = prefix + name
            if name.hasPrefix("timeRemap") { located[name] = path }
            layer.sublayers = nameAncestors(layer.sublayers, prefix: path + "/", located: &located)
            return layer
        }
    }

    private static func containsRemap(_ l: SceneLayer) -> Bool {
        if l.state.name?.hasPrefix("timeRemap") ?? false { return true }
        return l.sublayers.contains(where: containsRemap)
    }

    var externalImages: [String] = []
}
