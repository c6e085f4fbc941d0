import Foundation

/// A shadow for text, like `NSShadow`. A label whose attributed text has one draws it as its
/// layer's shadow (colour, offset, blur radius), under the whole text.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: set up before use, as UIKit's.
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (default: black at a third opacity).
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    /// A shadow with the same offset, blur and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
