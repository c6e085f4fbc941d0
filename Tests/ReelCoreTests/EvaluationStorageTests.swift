import Testing

@testable import ReelCore

/// What the evaluator keeps to go faster must never change a value: key-frame values cast once
/// when they are set (`KeyframeAnimation.values`), and a snapshot's state shared by its copies
/// until one of them changes it (`LayerSnapshot.state`).
@Suite struct EvaluationStorageTests {
    @Test func keyFramesOfMixedTypesGiveWhatKeyFramesOfOneTypeGive() {
        var doubles = KeyframeAnimation(keyPath: "opacity")
        doubles.values = [0.0, 1.0, 0.5]
        doubles.duration = 2
        var mixed = doubles
        mixed.values = [0, 1.0, 0.5]  // an Int first: not one type, cast every frame
        for t in stride(from: 0.0, through: 2, by: 0.25) {
            #expect(shown(mixed, at: t).opacity == shown(doubles, at: t).opacity)
        }
        #expect(shown(doubles, at: 0.5).opacity == 0.5)
    }

    @Test func changedKeyFramesAreCastAgain() {
        var a = KeyframeAnimation(keyPath: "opacity")
        a.values = [0.0, 1.0]
        a.duration = 1
        #expect(shown(a, at: 0.5).opacity == 0.5)
        a.values?[1] = 0.5
        #expect(shown(a, at: 0.5).opacity == 0.25)
        a.values = [0.2, 0.2]
        #expect(shown(a, at: 0.5).opacity == 0.2)
    }

    @Test func affineKeyFramesStillAnimateTheTransform() {
        var a = KeyframeAnimation(keyPath: "transform")
        a.values = [AffineTransform(translationX: 0, y: 0), AffineTransform(translationX: 10, y: 0)]
        a.duration = 1
        #expect(shown(a, at: 0.5).transform == Transform3D(AffineTransform(translationX: 5, y: 0)))
    }

    @Test func aChangedCopyOfASnapshotLeavesTheOriginalAlone() {
        var state = LayerState()
        state.opacity = 0.5
        let original = LayerSnapshot(state: state, sublayers: [LayerSnapshot(state: state)])
        var copy = original
        #expect(copy == original)
        copy.state.opacity = 0.25
        copy.sublayers[0].state.position = Point(x: 3, y: 4)
        #expect(original.state.opacity == 0.5)
        #expect(original.sublayers[0].state.position == .zero)
        #expect(copy.state.opacity == 0.25 && copy.sublayers[0].state.position == Point(x: 3, y: 4))
        #expect(copy != original)
        // Equal states in different storage are equal snapshots, with equal hashes.
        var again = copy
        again.state.opacity = 0.5
        again.sublayers[0].state.position = .zero
        #expect(again == original)
        #expect(again.hashValue == original.hashValue)
    }
}
