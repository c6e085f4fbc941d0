import Foundation
import ReelCore
import ReelScene
import Testing

/// Birth rates that change over time: particles are born at the rate of their
/// moment, so Core Animation's usual "set `birthRate` to 0 to stop emitting" stops births and
/// lets the live particles finish their lifetime (stackoverflow.com/questions/29994236: a
/// burst is `birthRate = 10`, then 0 after 0.1 s), and a cell's rate is reachable by key path
/// (`emitterCells.NAME.birthRate`, Apple's `CAEmitterCell.name` documentation).
@Suite struct EmitterRateTests {
    /// An emitter of one cell named "piece": 10 a second, living 2 s, moving right at 20 pt/s.
    static func stage(_ script: (Stage, EmitterLayer) -> Void) -> Timeline {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let stage = Stage(size: root.frame.size, fps: 10, duration: 3, rootLayer: root)
        let emitter = EmitterLayer()
        emitter.frame = root.frame
        emitter.emitterPosition = Point(x: 10, y: 50)
        var cell = EmitterCell()
        cell.name = "piece"
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 20
        cell.contents = Image(path: "piece.png")
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        script(stage, emitter)
        return stage.run()
    }

    static func particles(_ timeline: Timeline, at t: Double) -> [Particle] {
        ParticleEvaluator.particles(of: timeline.evaluate(at: t).sublayers[0])
    }

    static func withoutActions(_ body: () -> Void) {
        Transaction.begin()
        Transaction.setDisableActions(true)
        body()
        Transaction.commit()
    }

    /// `birthRate = 0` at 1 s: at 1.5 s the ten particles born in the first second are still
    /// there, where and as they were (before: the rate shown at 1.5 s, 0, re-timed every birth
    /// and all vanished), and none is born later.
    @Test func settingBirthRateToZeroStopsBirthsAndKeepsTheLiveParticles() {
        let steady = Self.stage { _, _ in }
        let stopped = Self.stage { stage, emitter in
            stage.at(1) { Self.withoutActions { emitter.birthRate = 0 } }
        }
        let before = Self.particles(steady, at: 1.5).filter { $0.birthTime < 1 }
        let after = Self.particles(stopped, at: 1.5)
        #expect(before.count == 10)  // k = 0 … 9, born at k / 10
        #expect(after == before)
        #expect(Self.particles(stopped, at: 2.5).map(\.birthTime) == before.map(\.birthTime).filter { $0 > 0.5 })
        #expect(Self.particles(stopped, at: 3.1).isEmpty)
    }

    /// Turning the rate up at 1 s adds births from then on; the earlier ones keep their times.
    @Test func raisingTheRateChangesOnlyLaterBirths() {
        let faster = Self.stage { stage, emitter in
            stage.at(1) { Self.withoutActions { emitter.birthRate = 2 } }
        }
        let shown = Self.particles(faster, at: 1.5)
        #expect(shown.filter { $0.birthTime < 1 }.map(\.birthTime) == (0..<10).map { Double($0) / 10 })
        #expect(shown.filter { $0.birthTime >= 1 }.count == 11)  // 20 a second over [1, 1.5]
    }

    /// `setValue(0, forKeyPath: "emitterCells.piece.birthRate")` stops that cell the same way,
    /// and the scene document (a `set` of the key path) gives the same particles.
    @Test func aCellsBirthRateIsSetByKeyPath() throws {
        let stopped = Self.stage { stage, emitter in
            stage.at(1) {
                Self.withoutActions { #expect(emitter.setValue(0, forKeyPath: "emitterCells.piece.birthRate")) }
            }
        }
        let shown = Self.particles(stopped, at: 1.5)
        #expect(shown.count == 10)
        #expect(shown.allSatisfy { $0.birthTime < 1 })
        let doc = try SceneDocument(json: SceneDocument(timeline: stopped).jsonText())
        #expect(Self.particles(try doc.timeline(), at: 1.5) == shown)

        let emitter = EmitterLayer()
        var cell = EmitterCell()
        cell.name = "fire"
        var spark = EmitterCell()
        spark.name = "spark"
        cell.emitterCells = [spark]
        emitter.emitterCells = [cell]
        #expect(emitter.setValue(7, forKeyPath: "emitterCells.fire.emitterCells.spark.velocity"))
        #expect(emitter.emitterCells[0].emitterCells[0].velocity == 7)
        #expect(emitter.value(forKeyPath: "emitterCells.fire.emitterCells.spark.velocity") as? Double == 7)
        #expect(!emitter.setValue(1, forKeyPath: "emitterCells.fire.noSuchKey"))
        #expect(emitter.setValue(Color.red, forKeyPath: "emitterCells.fire.color"))
        #expect(emitter.emitterCells[0].color == .red)
    }

    /// A `BasicAnimation` of `emitterCells.piece.birthRate` from 10 to 0 over the first second
    /// (linear, kept with a forwards fill): ∫ 10·(1 − τ) dτ = 5 births, the first at 0; the
    /// births thin out as the rate falls; a frame alone equals the frame in the sequence.
    @Test func anAnimatedRateIsIntegrated() throws {
        let ramp = Self.stage { _, emitter in
            var fade = BasicAnimation(keyPath: "emitterCells.piece.birthRate")
            fade.fromValue = 10.0
            fade.toValue = 0.0
            fade.timing.duration = 1
            fade.timing.fillMode = .forwards
            fade.timing.isRemovedOnCompletion = false
            emitter.add(fade, forKey: "fade")
        }
        let shown = Self.particles(ramp, at: 1.9)
        #expect(shown.count == 5)
        let births = shown.map(\.birthTime)
        #expect(births.first == 0)
        // Births where N(b) = 10b − 5b² reaches k: b = 1 − √(1 − k/5), on the 1/240 s grid.
        for (k, b) in births.enumerated() {
            #expect(abs(b - (1 - (1 - Double(k) / 5).squareRoot())) < 0.01, "birth \(k) at \(b)")
        }
        #expect(Self.particles(ramp, at: 0.6).map(\.birthTime) == births.filter { $0 <= 0.6 })
        let doc = try SceneDocument(json: SceneDocument(timeline: ramp).jsonText())
        #expect(Self.particles(try doc.timeline(), at: 1.9) == shown)
    }
}
