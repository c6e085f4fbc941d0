/// One change an animation block made to a view's animatable key (`View.animatableKeys`): the
/// layer, the key, the model value before the change and the value shown then (the
/// presentation value, as a block with `.beginFromCurrentState` starts from). The value after
/// it is the layer's model.
package struct ViewChange {
    package let layer: Layer
    package let key: String
    package let property: LayerProperty
    package let from: any AnimatableValue
    package let shown: any AnimatableValue

    /// The value the change ends at: the layer's model value now.
    package var to: any AnimatableValue { property.value(in: layer.model) }
}

/// The changes collected by `View.capturingChanges(_:)`, first change of each key only.
final class ViewChangeCapture {
    private(set) var changes: [ViewChange] = []
    private var seen: Set<ViewAnimationContext.Key> = []

    /// Notes the change of `key` about to be made (the model still holds the old value).
    func note(_ layer: Layer, key: String) {
        guard let property = LayerProperty.named(key) else { return }
        guard seen.insert(ViewAnimationContext.Key(layer: ObjectIdentifier(layer), key: key)).inserted else { return }
        let from = property.value(in: layer.model)
        let shown = layer.presentation().map { property.value(in: $0) } ?? from
        changes.append(ViewChange(layer: layer, key: key, property: property, from: from, shown: shown))
    }
}

extension View {
    /// Runs `animations` as an animation block that adds no animations, and returns the changes
    /// it made to the keys UIKit animates, with the values shown before them: what a property
    /// animator (UIKit's `UIViewPropertyAnimator`) turns into animations it times itself.
    /// The changes happen at once in the model; their layers get no actions.
    package static func capturingChanges(_ animations: () -> Void) -> [ViewChange] {
        let context = ViewAnimationContext(
            duration: 1, delay: 0, options: 0, curve: .timing(.linear))
        let capture = ViewChangeCapture()
        context.capture = capture
        Transaction.begin()
        ViewAnimationContext.stack.elements.append(context)
        animations()
        ViewAnimationContext.stack.elements.removeLast()
        Transaction.commit()
        return capture.changes
    }
}

extension Layer {
    /// Sets the model value of `property` (a whole property) to `value` without looking up an
    /// action: how a property animator puts a layer where it finished (`UIViewAnimatingPosition`).
    package func setModelValue(_ value: any AnimatableValue, for property: LayerProperty) {
        guard let keyPath = property.keyPath else { return }
        notePrior()
        guard property.set(value, in: &model) else { return }
        modelDidChange(keyPath)
    }
}
