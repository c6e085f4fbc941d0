import UIKit

/// A bottom sheet that a pan gesture drags open: a `UIViewPropertyAnimator` is paused when the
/// drag begins, scrubbed with `fractionComplete` as it moves, and on release continues to open,
/// or is reversed and falls back closed.
public final class DraggableSheetView: UIView {
    public static let peek: CGFloat = 56
    public static let top: CGFloat = 36
    public let sheet = UIView()
    public let dimming = UIView()
    private var animator: UIViewPropertyAnimator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        dimming.frame = bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.layer.name = "dimming"
        addSubview(dimming)
        sheet.frame = CGRect(x: 0, y: bounds.height - Self.peek, width: bounds.width, height: bounds.height)
        sheet.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        sheet.layer.cornerRadius = 24
        sheet.layer.name = "sheet"
        addSubview(sheet)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The pan began: a paused animator from closed to open.
    public func beginDrag() {
        let open = UIViewPropertyAnimator(duration: 0.6, curve: .easeInOut) {
            self.sheet.frame.origin.y = Self.top
            self.sheet.layer.cornerRadius = 12
        }
        open.addAnimations({ self.dimming.alpha = 0.4 }, delayFactor: 0.2)
        open.pauseAnimation()
        animator = open
    }

    /// The pan moved: `fraction` of the way open.
    public func drag(to fraction: CGFloat) {
        animator?.fractionComplete = fraction
    }

    /// The pan ended: finish opening, or fall back closed.
    public func release(open: Bool) {
        animator?.isReversed = !open
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}
