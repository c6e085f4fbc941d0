import FloatingBurger
import FlyToCart
import Foundation
import PromoCard
import QQArc
import ReelCore
import ReelScene
import _ReelTestSupport

/// One sample clip, run once for every test that looks at it: the stage's recorded timeline,
/// its trace parsed back, and the taps the script made (recorded by wrapping every `onTap`
/// handler, so the tests know which button was pressed when without trusting the clip's own
/// description of its script).
struct SampleRun: Sendable {
    /// One scripted tap: when, and the name path of the layer whose handler ran.
    struct Tap: Sendable {
        var time: Double
        var path: String
    }

    let timeline: Timeline
    let trace: [TraceFrame]
    let taps: [Tap]

    /// Runs `stage` (fresh from a clip's `makeStage()`), recording its taps.
    init(_ stage: Stage) {
        let log = TapLog()
        log.instrument(stage.rootLayer, prefix: nil, stage: stage)
        timeline = stage.run()
        taps = log.taps
        trace = Trace.lines(timeline).map { TraceFrame(line: $0) }
    }

    /// The model (and presentation) tree at `t`.
    func snapshot(at t: Double) -> LayerSnapshot { timeline.evaluate(at: t) }

    /// The frame whose time is `t` (a tap or animation start on a frame boundary).
    func frameIndex(at t: Double) -> Int? {
        let i = Int((t * timeline.fps).rounded())
        guard i >= 0, i < trace.count, abs(timeline.time(ofFrame: i) - t) < 1e-9 else { return nil }
        return i
    }

    // The clips, each run once for the whole suite (the stages run on whichever thread
    // first asks; `Stage` keeps its running state per thread).
    static let flyToCart = SampleRun(FlyToCartClip.makeStage())
    static let qqArc = SampleRun(QQArcClip.makeStage())
    static let floatingBurger = SampleRun(FloatingBurgerClip.makeStage())
    static let promoCard = SampleRun(PromoCardClip.makeStage())
}

/// Wraps the tap handlers of a layer tree to log each tap's time and layer path.
private final class TapLog {
    var taps: [SampleRun.Tap] = []

    func instrument(_ layer: Layer, prefix: String?, stage: Stage) {
        var path = prefix
        if let name = layer.name { path = prefix.map { "\($0)/\(name)" } ?? name }
        if let handler = layer.onTap {
            let tapPath = path ?? "?"
            layer.onTap = { [unowned self, unowned stage] in
                self.taps.append(SampleRun.Tap(time: stage.currentTime, path: tapPath))
                handler()
            }
        }
        for sub in layer.sublayers { instrument(sub, prefix: path, stage: stage) }
    }
}

/// Where the repository and the shared reference data are.
enum Paths {
    /// The package root.
    static let repositoryRoot: URL = Repository.rootURL

    /// `<repo>/../shared`, else `/work/shared`.
    static let shared: URL = {
        let beside = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        if FileManager.default.fileExists(atPath: beside.appendingPathComponent("conformance/seeds.json").path) {
            return beside
        }
        return URL(fileURLWithPath: "/work/shared")
    }()

    /// The posts' geometry computed independently of Reel (`conformance/seeds.json`).
    static func seeds() throws -> [String: Any] {
        let url = shared.appendingPathComponent("conformance/seeds.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw MissingReference(
                description:
                    "cannot read \(url.path); check out the shared folder beside the repository (../shared/conformance)"
            )
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    struct MissingReference: Error, CustomStringConvertible {
        var description: String
    }
}

// MARK: - Snapshot look-ups

extension LayerSnapshot {
    /// The descendant at a name path (`carBG/badge`), skipping unnamed layers as traces do.
    func named(_ path: String) -> LayerSnapshot? {
        var found: LayerSnapshot?
        func visit(_ layer: LayerSnapshot, prefix: String?) {
            guard found == nil else { return }
            var here = prefix
            if let name = layer.state.name {
                here = prefix.map { "\($0)/\(name)" } ?? name
                if here == path {
                    found = layer
                    return
                }
            }
            for sub in layer.sublayers { visit(sub, prefix: here) }
        }
        visit(self, prefix: nil)
        return found
    }

    /// The first text layer at or under this one, depth first.
    var firstText: LayerSnapshot? {
        if state.kind == .text { return self }
        for sub in sublayers { if let t = sub.firstText { return t } }
        return nil
    }

    /// A copy without the layers whose name is `name` (anywhere in the tree, replicator
    /// instances included); masks, local times and emitter rate histories are kept.
    func removing(named name: String) -> LayerSnapshot {
        func kept(_ layers: [LayerSnapshot]) -> [LayerSnapshot] {
            layers.filter { $0.state.name != name }.map { $0.removing(named: name) }
        }
        var copy = LayerSnapshot(
            state: state, sublayers: kept(sublayers), instanceSublayers: instanceSublayers.map(kept),
            localTime: localTime, mask: mask)
        copy.emitterRateHistory = emitterRateHistory
        return copy
    }
}
