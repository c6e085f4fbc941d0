import Foundation
import ReelCore

/// Values by key, like `CALayer`'s key-value coding: a layer's own properties by Core
/// Animation's key paths (`"position"`, `"transform.rotation.z"`), and any other key the code
/// uses (`"progress"`), stored on the layer. A key of the code's own holds the value as it was
/// set; when it is a number, point, size, rect, transform or colour it is also a ReelCore custom
/// value (`LayerState.customValues`), so that `CABasicAnimation(keyPath: "progress")` animates
/// it and `draw(in:)` reads the presented value (`value(forKey:)` while drawing).
extension CALayer {
    /// The value at `keyPath`: a layer property as its façade type (numbers as `CGFloat`,
    /// since Linux cannot cast an `NSNumber` to `CGFloat`), else the value set under the key, as
    /// set (while `draw(in:)` runs, its presented value, of the same type), else
    /// `defaultValue(forKey:)`.
    func keyedValue(forKeyPath keyPath: String) -> Any? {
        if let property = LayerProperty.named(keyPath) {
            return Self.facadeValue(property.value(in: drawingState ?? reel.model), like: nil)
        }
        let stored = keyedValues[keyPath] ?? styleValue(forKey: keyPath) ?? type(of: self).defaultValue(forKey: keyPath)
        if let shown = drawingState?.customValues[keyPath] { return Self.facadeValue(shown, like: stored) }
        return stored
    }

    /// Sets the value at `keyPath`: a layer property through its setter (recorded, with its
    /// implicit action); any other key is stored, and runs `action(forKey:)`'s action (an animation adds itself) and
    /// marks the layer for display when `needsDisplay(forKey:)` says so. A value that does not
    /// fit a layer property is reported (`CAValueConversionProblem`) and changes nothing.
    func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
        if let property = LayerProperty.named(keyPath) {
            let converted = value.flatMap { AnimationValueConverter.convert($0, for: property) }
            guard let converted, reel.setValue(converted, for: property) else {
                let type = value.map { String(describing: Swift.type(of: $0)) } ?? "nil"
                CAValueConversionProblem.report(CAValueConversionProblem(keyPath: keyPath, valueType: type))
                return
            }
            return
        }
        keyedValues[keyPath] = value
        let animatable = value.flatMap { AnimationValueConverter.candidates($0).first }
        let old = reel.model.customValues[keyPath]
        reel.setCustomValue(animatable, forKey: keyPath)
        if let old, let animatable, AnyHashable(old) != AnyHashable(animatable), !CATransaction.disableActions(),
            let action = action(forKey: keyPath)
        {
            action.run(forKey: keyPath, object: self, arguments: nil)
        }
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
    }

    /// What a custom key's animation animates: the layer's value for the key, else its class's
    /// `defaultValue(forKey:)`, else (when `needsDisplay(forKey:)` says the key is drawn)
    /// `sample`, a value of the animation; nil for a key the layer does not know (a typo).
    func customProperty(forKey key: String, sample: (any AnimatableValue)?) -> LayerProperty? {
        if let value = reel.model.customValues[key] { return .custom(key, like: value) }
        let known = (styleValue(forKey: key) ?? type(of: self).defaultValue(forKey: key))
            .flatMap { AnimationValueConverter.candidates($0).first }
        if let known { return .custom(key, fallback: known) }
        if type(of: self).needsDisplay(forKey: key), let sample { return .custom(key, like: sample) }
        return nil
    }

    /// The default of a layer property by key (its value in a new layer of this class), or nil.
    class func builtInDefault(forKey key: String) -> Any? {
        guard let property = LayerProperty.named(key) else { return nil }
        return facadeValue(property.value(in: makeBackingLayer().reel.model), like: nil)
    }

    /// `action(forKey:)` by default: the delegate's answer, then `actions`' entry, then (for a
    /// layer that is not a view's) the class's `defaultAction(forKey:)`; `NSNull` ends the search
    /// with none. A view's layer gets no default action, as UIKit's views answer `NSNull` outside
    /// animation blocks (Reel's views animate their layers themselves).
    func lookUpAction(forKey key: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: key) { return answer is NSNull ? nil : answer }
        if let entry = actions?[key] { return entry is NSNull ? nil : entry }
        guard viewDelegate == nil, let answer = type(of: self).defaultAction(forKey: key) else { return nil }
        return answer is NSNull ? nil : answer
    }

    /// Copies `source`'s values: its model, the values under its own keys and the drawing
    /// settings (what `init(layer:)` does).
    func copyValues(of source: CALayer) {
        reel.setUnrecordedModel(source.reel.model)
        keyedValues = source.keyedValues
        contentsScale = source.contentsScale
        needsDisplayOnBoundsChange = source.needsDisplayOnBoundsChange
        if isOpaque != source.isOpaque { isOpaque = source.isOpaque }
        if drawsAsynchronously != source.drawsAsynchronously { drawsAsynchronously = source.drawsAsynchronously }
        settings = source.settings
        actions = source.actions
    }

    /// A ReelCore value as the façade shows it: of `sample`'s type when it is a number type
    /// (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), numbers as `CGFloat` otherwise,
    /// geometry as CoreGraphics values, colours as `CGColor`.
    static func facadeValue(_ value: any AnimatableValue, like sample: Any?) -> Any {
        switch value {
        case let number as Double: return facadeNumber(number, like: sample)
        case let number as Int: return facadeNumber(Double(number), like: sample)
        case let p as Point: return CGPoint(p)
        case let s as Size: return CGSize(s)
        case let r as Rect: return CGRect(r)
        case let t as Transform3D: return CATransform3D(t)
        case let c as Color: return CGColor(c)
        case let c as Color?: return c.map(CGColor.init) as Any
        case let p as BezierPath: return CGPath(reel: p)
        case let p as BezierPath?: return p.map { CGPath(reel: $0) } as Any
        case let numbers as [Double]: return numbers.map { NSNumber(value: $0) }
        case let colors as [Color]: return colors.map(CGColor.init)
        case let raw as any RawRepresentable: return raw.rawValue
        default: return value
        }
    }

    /// `value` as the number type of `sample`.
    private static func facadeNumber(_ value: Double, like sample: Any?) -> Any {
        switch sample {
        case is Double: value
        case is Float: Float(value)
        case is Int: Int(value.rounded())
        case is NSNumber: NSNumber(value: value)
        default: CGFloat(value)
        }
    }

    /// Drops the animations of this layer, its mask and its sublayers without calling their
    /// delegates (`RecordingHost` does when it goes away): an animation holds its delegate
    /// strongly, as in Core Animation, and the delegate is often the view that holds the layer,
    /// so an animation still attached when a recording ends would keep both alive.
    package func discardAnimationsInTree() {
        reel.discardAnimations()
        addedAnimations = [:]
        mask?.discardAnimationsInTree()
        for sublayer in sublayers ?? [] { sublayer.discardAnimationsInTree() }
    }
}
