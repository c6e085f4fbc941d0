import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// Every layer property, walked through every kind of layer: what follows from its one
/// declaration (its `LayerState` field and its `LayerProperty.all` entry) must follow for each
/// property, so a property added there is a layer member, an animation key path and a scene
/// document key with nothing else written.
@Suite struct LayerPropertyWalkTests {
    /// A value of each property other than its default (type-directed, valid in every domain).
    struct Sample: LayerPropertyVisitor {
        let defaults: LayerState

        func visit<V: AnimatableValue>(_ keyPath: WritableKeyPath<LayerState, V>, of property: LayerProperty)
            -> any AnimatableValue
        {
            let old = defaults[keyPath: keyPath]
            let candidates: [any AnimatableValue] = [
                0.25, 3, 600 as Int?, !(old as? Bool ?? true), "walk", "walk" as String?,
                Point(x: 0.25, y: 0.75), Size(width: 2, height: 3), Rect(x: 0.25, y: 0.5, width: 0.25, height: 0.5),
                Transform3D(AffineTransform(rotationAngle: 0.5)), Color.red, Color.red as Color?,
                [Color.red, Color.blue] as [Color]?, [2.0, 3.0] as [Double]?,
                BezierPath(rect: Rect(x: 1, y: 1, width: 4, height: 4)) as BezierPath?,
                [CornerMask.layerMinXMinYCorner] as CornerMask, EmitterCells([EmitterCell()]),
                Image(path: "walk.png") as Image?,
            ]
            // The exact type: an `Int` would also pass as an `Int?`.
            if let value = candidates.first(where: { type(of: $0) == V.self }) { return value }
            if let cases = V.self as? any CaseIterable.Type {
                return Self.otherCase(cases, than: old)
            }
            Issue.record("\(property): no sample value of \(V.self)")
            return old
        }

        static func otherCase<E: CaseIterable>(_: E.Type, than old: some AnimatableValue) -> any AnimatableValue {
            E.allCases.lazy.compactMap { $0 as? any AnimatableValue }.first { !$0.isEqual(to: old) }!
        }
    }

    /// Sets the value through the layer's own member (`layer.cornerRadius = …`).
    struct SetThroughMember: LayerPropertyVisitor {
        let layer: Layer
        let value: any AnimatableValue

        func visit<V: AnimatableValue>(_ keyPath: WritableKeyPath<LayerState, V>, of property: LayerProperty) {
            layer[dynamicMember: keyPath] = value as! V
        }
    }

    static let layers: [@Sendable () -> Layer] = [
        Layer.init, ShapeLayer.init, TextLayer.init, GradientLayer.init, ReplicatorLayer.init, EmitterLayer.init,
        TransformLayer.init,
    ]

    @Test func everyPropertyIsAMemberOfEveryLayerAndNamedByItsKeyPath() {
        for make in Self.layers {
            for property in LayerProperty.all {
                let layer = make()
                let value = property.accept(Sample(defaults: layer.model))!
                #expect(
                    !value.isEqual(to: property.value(in: layer.model)), "\(property): a sample equal to the default")
                property.accept(SetThroughMember(layer: layer, value: value))
                #expect(property.value(in: layer.model).isEqual(to: value), "\(property) on \(layer.model.kind)")
                #expect(LayerProperty.named(property.name) == property)
                #expect(property.keyPath.flatMap(LayerProperty.of) == property)
            }
        }
    }

    /// Where the kind has the property, a document keeps it through writing and reading; where it
    /// has not, the document does not write it.
    @Test func everyPropertyIsASceneKeyOfTheKindsInItsScope() throws {
        for make in Self.layers {
            for property in LayerProperty.all where property.name != "contents" {
                var state = make().model
                let value = property.accept(Sample(defaults: state))!
                property.set(value, in: &state)
                let doc = SceneDocument(
                    size: Size(width: 10, height: 10), duration: 1, layers: [SceneLayer(state: state)])
                let text = doc.jsonText()
                let written = text.contains("\"\(property.name)\":")
                let again = try SceneDocument(json: text).layers[0].state
                let kind = state.kind
                if property.scope.includes(kind) {
                    #expect(written, "\(property) on \(kind)")
                    #expect(property.value(in: again).isEqual(to: value), "\(property) on \(kind)")
                } else {
                    #expect(!written, "\(property) written for \(kind)")
                }
            }
        }
    }

    /// Every property animates under its name (`BasicAnimation(keyPath: "cornerRadius")`): past
    /// its end, filled forwards, it shows its `toValue`.
    @Test func everyPropertyAnimatesUnderItsName() {
        for property in LayerProperty.all {
            var state = LayerState(kind: .shape)
            let to = property.accept(Sample(defaults: state))!
            var animation = BasicAnimation(keyPath: property.name)
            #expect(animation.property == property)
            animation.toValue = to
            animation.timing.duration = 1
            animation.timing.fillMode = .forwards
            animation.apply(to: &state, at: 2)
            #expect(property.value(in: state).isEqual(to: to), "\(property)")
        }
    }
}

extension AnimatableValue {
    func isEqual(to other: any AnimatableValue) -> Bool {
        (other as? Self) == self
    }
}
