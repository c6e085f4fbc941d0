import ReelCore

/// `style`, the default action of a key, the corner curve's extent, the contents' flip and
/// archiving: what a layer answers about its values beyond the values themselves.
extension CALayer {
    /// Values for the keys the layer does not define itself, like `CALayer.style`: a key of
    /// the code's own (`value(forKey:)`) that was never set reads the style's value, then the
    /// style's own `"style"` dictionary (a hierarchy), then `defaultValue(forKey:)`. A layer
    /// property still at its class's default takes the style's value when the style is set
    /// (Reel cannot tell a property set to its default from one never set; docs/animation.md).
    public var style: [AnyHashable: Any]? {
        get { settings.style }
        set {
            settings.style = newValue
            applyStyleToProperties()
        }
    }

    /// The value `style` gives `key`: the style's own, else its nested `"style"`'s, and so on.
    func styleValue(forKey key: String) -> Any? {
        var dictionary = settings.style
        while let current = dictionary {
            if let value = current[key] { return value }
            dictionary = current["style"] as? [AnyHashable: Any]
        }
        return nil
    }

    /// Sets, without actions, each layer property the style names that still holds its default.
    private func applyStyleToProperties() {
        guard settings.style != nil else { return }
        let defaults = type(of: self).makeBackingLayer().reel.model
        var names = Set<String>()
        var dictionary = settings.style
        while let current = dictionary {
            names.formUnion(current.keys.compactMap { $0.base as? String })
            dictionary = current["style"] as? [AnyHashable: Any]
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for name in names.sorted() {
            guard let property = LayerProperty.named(name), let value = styleValue(forKey: name),
                AnyHashable(property.value(in: reel.model)) == AnyHashable(property.value(in: defaults))
            else { continue }
            setKeyedValue(value, forKeyPath: name)
        }
    }

    /// How far a corner of `curve` reaches along each edge, in multiples of `cornerRadius`:
    /// 1 for `.circular`, about 1.53 for `.continuous` (the extent of Reel's continuous corner).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CGFloat(BezierPath.continuousCornerExtent) : 1
    }

    /// Whether the contents are drawn flipped relative to the layer's coordinates: true when
    /// an odd number of this layer and its superlayers have `isGeometryFlipped` set.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    /// Whether `key`'s value is archived: true for every key, as Core Animation's default.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// `defaultAction(forKey:)` by default: a `CABasicAnimation` of `key` when it is a layer
    /// property Core Animation animates implicitly (from the shown value to the new one, with
    /// the transaction's duration and timing function: duration 0 and no values), a fade
    /// `CATransition` for `contents`, nil otherwise.
    class func implicitAction(forKey key: String) -> CAAction? {
        guard !Layer.notImplicitlyAnimated.contains(key), let property = LayerProperty.named(key) else { return nil }
        if property.name == "contents" { return CATransition() }
        return CABasicAnimation(keyPath: key)
    }
}
