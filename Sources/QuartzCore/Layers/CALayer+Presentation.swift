import Foundation
import ReelCore

/// The presentation copy, the display pass of animated keys and `render(in:)`.
extension CALayer {
    /// A copy of the layer as it is shown at the recording's current time (`CACurrentMediaTime()`):
    /// its model values with its animations applied, each at the layer's local time (a paused
    /// layer, `speed` 0, shows its `timeOffset`), custom keys (`"progress"`) included. The copy
    /// has no sublayers. Your own subclass is created with `init?(coder:)`, not `init(layer:)`
    /// (Swift on Linux cannot call a non-`required` initializer of a class it only knows at run
    /// time; docs/swift.md): nil when that returns nil.
    public func presentation() -> Self? {
        guard let shown = reel.presentation() else { return nil }
        return copy(with: shown)
    }

    /// The layer itself: the model layer, which holds the values the code set.
    public func model() -> Self { self }

    /// A new layer of this one's class holding `state` and this layer's other values.
    func copy(with state: LayerState) -> Self? {
        let nearest = type(of: self).makeBackingLayer()
        let copy: CALayer?
        if type(of: nearest) == type(of: self) {
            nearest.copyValues(of: self)  // what init(layer:) does
            copy = nearest
        } else {
            copy = type(of: self).init(coder: CALayerBackingCoder(source: self))
        }
        copy?.reel.setUnrecordedModel(state)
        copy?.keyedValues = keyedValues.merging(
            state.customValues.values.map { ($0.key, Self.facadeValue($0.value, like: keyedValues[$0.key])) },
            uniquingKeysWith: { $1 })
        return copy as? Self
    }

    /// Marks this layer for display when a key its class draws (`needsDisplay(forKey:)`) is
    /// presented with another value than the contents were drawn with: each frame while such
    /// a key animates, and once more when it stops.
    func markForAnimatedDisplay() {
        let keys = displayedKeys()
        guard !keys.isEmpty else { return }
        if presentedValues(of: keys) != drawnKeyValues { setNeedsDisplay() }
    }

    /// The keys whose presented values the contents depend on: those drawn with before, those
    /// animating now and the layer's own keys, each one its class draws (`needsDisplay(forKey:)`).
    func displayedKeys() -> Set<String> {
        var keys = Set(drawnKeyValues.keys)
        let names = reel.attachedAnimations.compactMap { ($0.animation as? any PropertyAnimation)?.property?.name }
        for name in names + reel.model.customValues.values.keys where type(of: self).needsDisplay(forKey: name) {
            keys.insert(name)
        }
        return keys
    }

    /// The presented values of `keys` now.
    func presentedValues(of keys: Set<String>) -> [String: AnyHashable] {
        let shown = reel.presentation() ?? reel.model
        var values: [String: AnyHashable] = [:]
        for key in keys {
            let property = LayerProperty.named(key) ?? shown.customValues[key].map { .custom(key, like: $0) }
            if let value = property?.value(in: shown) { values[key] = AnyHashable(value) }
        }
        return values
    }

    /// `anim`'s ReelCore animation, converted knowing this layer's own keys.
    func reelAnimation(of anim: CAAnimation) -> (any ReelCore.Animation)? {
        CAPropertyAnimation.$addingTo.withValue(self, operation: anim.makeReelAnimation)
    }

    /// Draws the layer tree's model values into `ctx`, like `CALayer.render(in:)`: the layer in
    /// its own coordinates at the context's current origin, its sublayers with their geometry,
    /// drawn by the frame renderer (backgrounds, rounded corners, borders, shadows, masks,
    /// contents, shapes, gradients, text), so the picture is the one a frame would show of the
    /// model tree. Animations are left out, as Core Animation documents. A layer without contents
    /// that draws (`draw(in:)`, its delegate) draws for this picture only: its own contents and
    /// what it redraws next are unchanged.
    public func render(in ctx: CGContext) {
        ctx.drawLayerTree(renderedSnapshot())
    }

    /// The model tree, with what layers without contents draw as their snapshots' contents.
    /// The state is completed before the snapshot is made: reading `snapshot.state.contents`
    /// and then writing it through the box was miscompiled (AddressSanitizer saw the read of a
    /// freed temporary of `state`'s `_read`, Swift 6.3.1).
    private func renderedSnapshot() -> LayerSnapshot {
        var state = reel.model
        if state.contents == nil, let image = drawnImage() { state.contents = image.reel }
        return LayerSnapshot(
            state: state, sublayers: (sublayers ?? []).map { $0.renderedSnapshot() },
            mask: mask?.renderedSnapshot())
    }
}

/// The coder `init?(coder:)` gets when Reel creates a layer of your subclass (a view's
/// `layerClass`, a presentation copy): it decodes nothing; `CALayer.init?(coder:)` copies
/// `source`'s values when there is one.
final class CALayerBackingCoder: NSCoder {
    let source: CALayer?

    init(source: CALayer?) {
        self.source = source
        super.init()
    }
}

extension CALayer {
    /// The layer a view of `layerClass` gets: a new layer of a Reel class (`makeBackingLayer()`),
    /// or of your own subclass through its `init?(coder:)` (the nearest Reel class when that
    /// returns nil). Swift on Linux cannot call a non-`required` initializer of a class known
    /// only at run time, and `init?(coder:)` is the one every subclass has.
    package static func makeLayer(ofClass layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else { return CALayer() }
        let nearest = type.makeBackingLayer()
        if Swift.type(of: nearest) == type { return nearest }
        return type.init(coder: CALayerBackingCoder(source: nil)) ?? nearest
    }
}
