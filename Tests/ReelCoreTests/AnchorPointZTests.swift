import Foundation
import ReelCore
import Testing

/// `CALayer.anchorPointZ`, "the anchor point for the layer's position along the z axis" (Apple's
/// CALayer reference): `position` and `zPosition` place the point (`anchorPoint`,
/// `anchorPointZ`), and `transform` turns the layer about it. The property was added as the
/// proof of one declaration: its field and table entry in LayerState.swift, its façade member in
/// CALayer.swift.
@Suite struct AnchorPointZTests {
    func face(anchorZ: Double, turn: Double) -> LayerState {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.position = Point(x: 200, y: 200)
        layer.anchorPointZ = anchorZ
        layer.transform = Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0)
        return layer.model
    }

    @Test func theAnchorPointLandsOnThePositionAndTheLayerTurnsAboutIt() {
        let s = face(anchorZ: -50, turn: .pi / 2)
        // The anchor point (50, 50, -50) of the layer's space is at (position, zPosition).
        let anchor = s.transformToSuperlayer3D.apply(x: 50, y: 50, z: -50)
        #expect(abs(anchor.x - 200) < 1e-9 && abs(anchor.y - 200) < 1e-9 && abs(anchor.z) < 1e-9)
        // The centre of the face, 50 in front of the anchor, swings a quarter turn around it.
        let centre = s.transformToSuperlayer3D.apply(x: 50, y: 50, z: 0)
        let turned = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).apply(x: 0, y: 0, z: 50)
        #expect(abs(centre.x - (200 + turned.x)) < 1e-9 && abs(centre.z - turned.z) < 1e-9)
        #expect(abs(abs(centre.x - 200) - 50) < 1e-9)
    }

    @Test func unturnedTheFaceStandsInFrontOfItsAnchorAndFlattensInPlace() {
        let s = face(anchorZ: -50, turn: 0)
        let centre = s.transformToSuperlayer3D.apply(x: 50, y: 50, z: 0)
        #expect(centre.x == 200 && centre.y == 200 && centre.z == 50)
        #expect(s.frame == Rect(x: 150, y: 150, width: 100, height: 100))
        #expect(face(anchorZ: 0, turn: 0).transformToSuperlayer3D.isAffine)
    }

    @Test func anchorPointZAnimatesAndIsASceneKey() {
        #expect(LayerProperty.named("anchorPointZ")?.keyPath == \LayerState.anchorPointZ)
        var animation = BasicAnimation(keyPath: "anchorPointZ")
        animation.fromValue = 0.0
        animation.toValue = -40.0
        animation.timing.duration = 1
        var state = LayerState()
        animation.apply(to: &state, at: 0.5)
        #expect(abs(state.anchorPointZ + 20) < 1e-9)
    }
}
