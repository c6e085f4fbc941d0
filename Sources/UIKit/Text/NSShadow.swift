import Foundation

/// A shadow for text, like `NSShadow`. A label whose attributed text has one draws it as its
/// layer's shadow (colour, offset, blur radius), under the whole text.
open class NSShadow: NSObject, @unchecked Sendable {
    // @unchecked Sendable: set up before use, as UIKit's.
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (default: black at a third opacity).
    open var shadowColor: Any?

    public override init() {
        super.init()
    }
}
