import Foundation

/// What a measurement reports back, like `NSStringDrawingContext`: the bounds of the last
/// string measured with it (`totalBounds`).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
