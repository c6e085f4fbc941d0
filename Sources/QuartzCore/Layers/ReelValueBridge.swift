import Foundation
import ReelCore

/// A façade value that stands for one ReelCore value: `CGFloat` for `Double`, `CGColor?` for
/// `Color?`, `CAShapeLayerLineCap` for `LineCap`. Each conversion is declared once, here, per
/// type; a façade property is then one line that names its `LayerState` key path
/// (`open var cornerRadius: CGFloat { get { self[\.cornerRadius] } set { self[\.cornerRadius] = newValue } }`),
/// declared in the class body so that iOS code can override it.
package protocol ReelValueBridge {
    associatedtype ReelValue: AnimatableValue
    /// The façade value for a ReelCore value.
    static func bridging(_ value: ReelValue) -> Self
    /// The ReelCore value this one stands for.
    var reelValue: ReelValue { get }
}

extension CALayer {
    /// The property at `keyPath` of the ReelCore layer's model, as the façade's type: reading
    /// converts the model value, writing goes through the ReelCore layer's setter (recorded by a
    /// stage, with its implicit action).
    package subscript<V: ReelValueBridge>(keyPath: WritableKeyPath<LayerState, V.ReelValue>) -> V {
        get { V.bridging(reel.model[keyPath: keyPath]) }
        set { reel[dynamicMember: keyPath] = newValue.reelValue }
    }
}

extension Double: ReelValueBridge {
    package static func bridging(_ value: Double) -> Self { value }
    package var reelValue: Double { self }
}

extension Float: ReelValueBridge {
    package static func bridging(_ value: Double) -> Self { Self(value) }
    package var reelValue: Double { Double(self) }
}

extension CGFloat: ReelValueBridge {
    package static func bridging(_ value: Double) -> Self { Self(value) }
    package var reelValue: Double { Double(self) }
}

extension Bool: ReelValueBridge {
    package static func bridging(_ value: Bool) -> Self { value }
    package var reelValue: Bool { self }
}

extension Int: ReelValueBridge {
    package static func bridging(_ value: Int) -> Self { value }
    package var reelValue: Int { self }
}

extension String: ReelValueBridge {
    package static func bridging(_ value: String) -> Self { value }
    package var reelValue: String { self }
}

extension Optional: ReelValueBridge where Wrapped: ReelValueBridge, Wrapped.ReelValue?: AnimatableValue {
    package static func bridging(_ value: Wrapped.ReelValue?) -> Self { value.map(Wrapped.bridging) }
    package var reelValue: Wrapped.ReelValue? { self?.reelValue }
}

extension CGPoint: ReelValueBridge {
    package static func bridging(_ value: Point) -> Self { Self(value) }
    package var reelValue: Point { reel }
}

extension CGSize: ReelValueBridge {
    package static func bridging(_ value: Size) -> Self { Self(value) }
    package var reelValue: Size { reel }
}

extension CGRect: ReelValueBridge {
    package static func bridging(_ value: Rect) -> Self { Self(value) }
    package var reelValue: Rect { reel }
}

extension CATransform3D: ReelValueBridge {
    package static func bridging(_ value: Transform3D) -> Self { Self(value) }
    package var reelValue: Transform3D { reel }
}

extension CGColor: ReelValueBridge {
    package static func bridging(_ value: Color) -> Self { Self(value) }
    package var reelValue: Color { reel }
}

/// Layers hand out immutable `CGPath`s (the façade types its path properties `CGPath?`).
extension CGPath: ReelValueBridge {
    package static func bridging(_ value: BezierPath) -> Self { CGPath(reel: value) as! Self }
    package var reelValue: BezierPath { reel }
}

extension UInt32: ReelValueBridge {
    package static func bridging(_ value: Int) -> Self { UInt32(truncatingIfNeeded: value) }
    package var reelValue: Int { Int(self) }
}

extension NSNumber: ReelValueBridge {
    package static func bridging(_ value: Double) -> Self { NSNumber(value: value) as! Self }
    package var reelValue: Double { doubleValue }
}

extension Array: ReelValueBridge where Element: ReelValueBridge, [Element.ReelValue]: AnimatableValue {
    package static func bridging(_ value: [Element.ReelValue]) -> Self { value.map(Element.bridging) }
    package var reelValue: [Element.ReelValue] { map(\.reelValue) }
}

/// A façade string constant (`CAShapeLayerLineCap.round`) for the ReelCore enumeration case with
/// the same raw value; a constant ReelCore does not know reads as `fallback` (the default).
package protocol ReelEnumerationBridge: ReelValueBridge
where ReelValue: RawRepresentable, ReelValue.RawValue == String {
    init(rawValue: String)
    var rawValue: String { get }
    static var fallback: ReelValue { get }
}

extension ReelEnumerationBridge {
    package static func bridging(_ value: ReelValue) -> Self { Self(rawValue: value.rawValue) }
    package var reelValue: ReelValue { ReelValue(rawValue: rawValue) ?? Self.fallback }
}

extension CAShapeLayerLineCap: ReelEnumerationBridge {
    package typealias ReelValue = LineCap
    package static var fallback: LineCap { .butt }
}
extension CAShapeLayerLineJoin: ReelEnumerationBridge {
    package typealias ReelValue = LineJoin
    package static var fallback: LineJoin { .miter }
}
extension CATextLayerAlignmentMode: ReelEnumerationBridge {
    package typealias ReelValue = TextAlignment
    package static var fallback: TextAlignment { .natural }
}
extension CATextLayerTruncationMode: ReelEnumerationBridge {
    package typealias ReelValue = TextTruncation
    package static var fallback: TextTruncation { .none }
}
extension CAGradientLayerType: ReelEnumerationBridge {
    package typealias ReelValue = GradientType
    package static var fallback: GradientType { .axial }
}
extension CAEmitterLayerEmitterShape: ReelEnumerationBridge {
    package typealias ReelValue = EmitterShape
    package static var fallback: EmitterShape { .point }
}
extension CAEmitterLayerEmitterMode: ReelEnumerationBridge {
    package typealias ReelValue = EmitterMode
    package static var fallback: EmitterMode { .volume }
}
extension CAEmitterLayerRenderMode: ReelEnumerationBridge {
    package typealias ReelValue = EmitterRenderMode
    package static var fallback: EmitterRenderMode { .unordered }
}
extension CALayerCornerCurve: ReelEnumerationBridge {
    package typealias ReelValue = CornerCurve
    package static var fallback: CornerCurve { .circular }
}

/// Core Animation spells the fill rules `"non-zero"` and `"even-odd"`.
extension CAShapeLayerFillRule: ReelValueBridge {
    package static func bridging(_ value: FillRule) -> Self { value == .evenOdd ? .evenOdd : .nonZero }
    package var reelValue: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

extension CACornerMask: ReelValueBridge {
    package static func bridging(_ value: CornerMask) -> Self { Self(rawValue: UInt(value.rawValue)) }
    package var reelValue: CornerMask { CornerMask(rawValue: Int(rawValue & 15)) }
}
