import Foundation
import ReelScene
import Testing

@testable import ReelCore

/// `Transform3D`: Core Animation's `CATransform3D` functions, its interpolation
/// (decomposition and quaternion slerp, CSS Transforms Level 2 § "Interpolation of 3D
/// matrices" / Graphics Gems II "unmatrix"), its key paths and geometry through 3-D transforms.
@Suite struct Transform3DTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        a.distance(to: b) < tolerance
    }

    /// The perspective `m34 = −1/500` applied after `rotation`.
    func perspective(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        return p.rotated(by: angle, x: x, y: y, z: z)
    }

    @Test func theAffineSubsetIsCGAffineTransform() {
        let a = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 7)
        let b = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1).scaled(x: 2, y: -3, z: 1).translated(x: 5, y: 7, z: 0)
        #expect(close(Transform3D(a), b, 1e-12))
        #expect(b.isAffine && b.affine.distance(to: a) < 1e-12)
        // Concatenating two affine transforms gives exactly the 2-D product (drawing relies on it).
        let c = AffineTransform(translationX: 3, y: 4).rotated(by: 0.3)
        #expect(Transform3D(a).concatenating(Transform3D(c)).affine == a.concatenating(c))
        #expect(!perspective(0.1, x: 0, y: 1, z: 0).isAffine)
    }

    @Test func rotationsFollowCATransform3DMakeRotation() {
        // About y by 90°: x goes to −z (m13 = −sin), z to x (m31 = sin).
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 2, z: 0)
        #expect(abs(r.m13 + 1) < 1e-12 && abs(r.m31 - 1) < 1e-12 && abs(r.m11) < 1e-12 && r.m22 == 1)
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(close(r.concatenating(r.inverted()), .identity, 1e-12))
    }

    @Test func decompositionRecomposesTheTransform() throws {
        let cases: [Transform3D] = [
            Transform3D(rotationAngle: 0.9, x: 1, y: 2, z: 3).scaled(x: 2, y: 0.5, z: 1.5).translated(
                x: 3, y: -4, z: 5),
            perspective(1.1, x: 1, y: 1, z: 0).translated(x: 10, y: 20, z: 30),
            Transform3D(rotationAngle: 3.0, x: 0, y: 1, z: 0).scaled(x: -1, y: 1, z: 1),
            Transform3D(AffineTransform(a: 1, b: 0.3, c: 0.5, d: 1, tx: 2, ty: 3)),
        ]
        for t in cases {
            let d = try #require(Transform3D.Decomposition(t))
            // Up to the homogeneous scale: the decomposition normalizes m44 to 1.
            let normalized = Transform3D(values: t.values.map { $0 / t.m44 })!
            #expect(close(d.transform, normalized), "\(t) → \(d.transform)")
        }
        #expect(Transform3D.Decomposition(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
    }

    /// Half-way, slerp is the normalized sum of the two quaternions (when their dot product
    /// is positive), a formula independent of the code under test.
    @Test func halfWayBetweenTwoRotationsIsTheSlerpedRotation() {
        func quaternion(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> [Double] {
            let n = (x * x + y * y + z * z).squareRoot()
            let s = sin(angle / 2)
            return [x / n * s, y / n * s, z / n * s, cos(angle / 2)]
        }
        let qa = quaternion(0.6, 0, 1, 0)
        let qb = quaternion(1.4, 1, 0, 1)
        let sum = zip(qa, qb).map { $0 + $1 }
        let norm = sum.reduce(0) { $0 + $1 * $1 }.squareRoot()
        let q = sum.map { $0 / norm }
        let halfAngle = acos(q[3])
        let axisLength = sin(halfAngle)
        let expectedRotation = Transform3D(
            rotationAngle: 2 * halfAngle, x: q[0] / axisLength, y: q[1] / axisLength, z: q[2] / axisLength)
        let a = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).translated(x: 0, y: 0, z: 0)
            .concatenating(Transform3D(translationX: 10, y: 0, z: 0))
        let b = Transform3D(rotationAngle: 1.4, x: 1, y: 0, z: 1).concatenating(
            Transform3D(translationX: 30, y: 8, z: -4))
        let mid = a.interpolated(to: b, amount: 0.5)
        let expected = expectedRotation.concatenating(Transform3D(translationX: 20, y: 4, z: -2))
        #expect(close(mid, expected, 1e-9), "\(mid) vs \(expected)")
        // A quarter of the way, the rotation angle about a common axis is a quarter of the turn.
        let quarter = Transform3D.identity.interpolated(
            to: Transform3D(rotationAngle: 2, x: 0, y: 1, z: 0), amount: 0.25)
        #expect(close(quarter, Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)))
        // Perspective blends linearly.
        var p = Transform3D.identity
        p.m34 = -0.002
        #expect(abs(Transform3D.identity.interpolated(to: p, amount: 0.5).m34 + 0.001) < 1e-15)
    }

    @Test func keyPathsReadAndWriteTheParts() {
        var y = BasicAnimation(keyPath: "transform.rotation.y")
        y.fromValue = 0.0
        y.toValue = Double.pi
        y.duration = 1
        #expect(close(shown(y, at: 0.5).transform, Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)))
        #expect(close(shown(y, at: 0.75).transform, Transform3D(rotationAngle: 0.75 * .pi, x: 0, y: 1, z: 0)))
        var x = BasicAnimation(keyPath: "transform.rotation.x")
        x.fromValue = 0.0
        x.byValue = 1.0
        x.duration = 1
        #expect(close(shown(x, at: 0.5).transform, Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)))
        // A model scale survives a rotation about y.
        var model = LayerState()
        model.transform = Transform3D(scaleX: 2, y: 2, z: 2)
        #expect(
            close(
                shown(y, over: model, at: 0.5).transform,
                Transform3D(scaleX: 2, y: 2, z: 2).concatenating(
                    Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0))))
        var z = BasicAnimation(keyPath: "transform.translation.z")
        z.toValue = 40.0
        z.duration = 1
        #expect(shown(z, at: 0.5).transform == Transform3D(translationX: 0, y: 0, z: 20))
        var scale = BasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1.0
        scale.toValue = 3.0
        scale.duration = 1
        #expect(shown(scale, at: 0.5).transform == Transform3D(scaleX: 2, y: 2, z: 2))
        let sz = LayerProperty.named("transform.scale.z")!
        var s = LayerState()
        sz.set(0.5, in: &s)
        #expect(s.transform == Transform3D(scaleX: 1, y: 1, z: 0.5))
        #expect(LayerProperty.named("transform.rotation.y")!.value(in: s) as? Double == 0)
    }

    @Test func aTransformAnimationInterpolatesBy3DDecomposition() {
        var a = BasicAnimation(keyPath: "transform")
        a.fromValue = perspective(0, x: 0, y: 1, z: 0)
        a.toValue = perspective(.pi, x: 0, y: 1, z: 0)
        a.duration = 1
        let mid = shown(a, at: 0.5).transform
        #expect(close(mid, perspective(.pi / 2, x: 0, y: 1, z: 0)), "\(mid)")
        // 2-D values still animate a `transform` (converted as CATransform3DMakeAffineTransform).
        var flat = BasicAnimation(keyPath: "transform")
        flat.toValue = AffineTransform(scaleX: 3, y: 3)
        flat.duration = 1
        #expect(shown(flat, at: 0.5).transform == Transform3D(AffineTransform(scaleX: 2, y: 2)))
    }

    @Test func convertGoesThroughTheProjection() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        let card = Layer()
        card.frame = Rect(x: 50, y: 50, width: 200, height: 100)
        card.transform = perspective(.pi / 3, x: 0, y: 1, z: 0)
        root.addSublayer(card)
        let dot = Layer()
        dot.frame = Rect(x: 190, y: 40, width: 10, height: 10)
        card.addSublayer(dot)
        // The card's corner (200, 0) is u = 100, v = −50 from the anchor.
        let s = sin(Double.pi / 3)
        let c = cos(Double.pi / 3)
        let w = 1 + 100 * s / 500
        let inRoot = root.convert(Point(x: 200, y: 0), from: card)
        #expect(abs(inRoot.x - (150 + 100 * c / w)) < 1e-9 && abs(inRoot.y - (100 - 50 / w)) < 1e-9)
        // And back onto the card's plane.
        let back = card.convert(inRoot, from: root)
        #expect(abs(back.x - 200) < 1e-9 && abs(back.y) < 1e-9)
        // From a sublayer of the projected layer: its (10, 10) is the card's (200, 50).
        let fromDot = root.convert(Point(x: 10, y: 10), from: dot)
        #expect(abs(fromDot.x - (150 + 100 * c / w)) < 1e-9 && abs(fromDot.y - 100) < 1e-9)
        #expect(abs(card.frame.maxX - (150 + 100 * c / w)) < 1e-9)
    }

    @Test func tapsHitTheProjectedLayer() {
        let stage = Stage(size: Size(width: 300, height: 200), fps: 10, duration: 1)
        let card = Layer()
        card.frame = Rect(x: 50, y: 50, width: 200, height: 100)
        card.transform = perspective(.pi / 3, x: 0, y: 1, z: 0)
        stage.rootLayer.addSublayer(card)
        card.onTap = {}
        // The card now ends at x ≈ 192.6: x = 220 was inside its flat bounds, not any more.
        #expect(stage.tap(at: Point(x: 185, y: 100)) === card)
        #expect(stage.tap(at: Point(x: 220, y: 100)) == nil)
        // Its back, not double-sided, is not hit.
        card.transform = perspective(0.8 * .pi, x: 0, y: 1, z: 0)
        #expect(stage.tap(at: Point(x: 150, y: 100)) === card)
        card.isDoubleSided = false
        #expect(stage.tap(at: Point(x: 150, y: 100)) == nil)
    }

    @Test func traceAddsTheSixteenValuesOnlyForNonAffineTransforms() {
        var s = LayerState()
        s.name = "card"
        s.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let flat = Trace.line(
            frame: 0, time: 0,
            snapshot: LayerSnapshot(
                state: LayerState(),
                sublayers: [
                    LayerSnapshot(state: s)
                ]))
        #expect(!flat.contains("transform3D"))
        s.transform = perspective(.pi / 3, x: 0, y: 1, z: 0)
        let line = Trace.line(
            frame: 0, time: 0,
            snapshot: LayerSnapshot(
                state: LayerState(),
                sublayers: [
                    LayerSnapshot(state: s)
                ]))
        #expect(line.contains("\"transform\":[0.5"))
        #expect(line.contains("\"transform3D\":[0.5"))
    }

    @Test func tapsHitTheSiblingDrawnOnTopByZPosition() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let a = Layer()
        let b = Layer()
        a.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        b.frame = Rect(x: 30, y: 30, width: 60, height: 60)
        stage.rootLayer.addSublayer(a)
        stage.rootLayer.addSublayer(b)
        a.onTap = {}
        b.onTap = {}
        #expect(stage.tap(at: Point(x: 45, y: 45)) === b)  // the later sibling is on top
        a.zPosition = 1
        #expect(stage.tap(at: Point(x: 45, y: 45)) === a)  // drawn on top: hit first
    }
}
