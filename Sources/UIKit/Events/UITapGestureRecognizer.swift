import Foundation

/// A tap, like `UITapGestureRecognizer`: recognized when the fingers lift within 10 points of
/// where they went down, after `numberOfTapsRequired` taps (a scripted tap is one) with
/// `numberOfTouchesRequired` fingers (scripted touches are one finger).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The pointer buttons that must be down for a click to count (a touch is not a click).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
    private var start: CGPoint = .zero

    public override init() {
        super.init()
    }

    /// A tap recognizer that runs `handler` when recognized (a Reel extension).
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        handlers = [{ if let tap = $0 as? UITapGestureRecognizer { handler(tap) } }]
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
        start = location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = touches.first?.location(in: nil) ?? start
        let tapCount = touches.first?.tapCount ?? 0
        let near = hypot(point.x - start.x, point.y - start.y) <= 10
        state = near && tapCount >= numberOfTapsRequired && numberOfTouchesRequired <= 1 ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
