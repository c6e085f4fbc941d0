import Foundation

/// An on/off switch, like `UISwitch`: always 51 × 31 points, a capsule track filled with
/// `onTintColor` (system green) when on and the system's pale fill (`secondarySystemFill`)
/// when off, and a white 27-point thumb 2 points in from the edge, with a soft shadow. A tap
/// toggles it, animating the thumb and the track over 0.25 s, and sends `.valueChanged` and
/// `.primaryActionTriggered`.
open class UISwitch: UIControl {
    /// The size UIKit gives every switch.
    public static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its distance from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How long the animated toggle takes.
    public static let toggleDuration: TimeInterval = 0.25

    private let thumb = UIView(frame: CGRect(x: 2, y: 2, width: 27, height: 27))

    open var onTintColor: UIColor? { didSet { showValue() } }
    open var thumbTintColor: UIColor? { didSet { showValue() } }
    open var isOn = false { didSet { showValue() } }

    /// The styles a switch may take: on iOS every switch slides (the checkbox is Mac Catalyst's).
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    /// The style asked for; on iOS it changes nothing (`style` stays `.sliding`).
    open var preferredStyle: UISwitch.Style = .automatic
    /// The style the switch shows: `.sliding`, as on iOS whatever `preferredStyle` asks.
    open var style: UISwitch.Style { .sliding }

    /// The image on the "on" side of the track.
    ///
    /// Reel: accepted; Apple documents that it has no effect from iOS 7 on: the value is stored.
    open var onImage: UIImage? {
        didSet { AcceptedMember.note("UISwitch.onImage") }
    }
    /// The image on the "off" side of the track.
    ///
    /// Reel: accepted; Apple documents that it has no effect from iOS 7 on: the value is stored.
    open var offImage: UIImage? {
        didSet { AcceptedMember.note("UISwitch.offImage") }
    }
    /// The label of a checkbox-style switch.
    ///
    /// Reel: accepted; only Mac Catalyst's checkbox style shows it, never an iOS switch: the value
    /// is stored.
    open var title: String? {
        didSet { AcceptedMember.note("UISwitch.title") }
    }

    /// A switch at `frame`'s origin, 51 × 31 whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(thumb)
        layer.cornerRadius = Self.size.height / 2
        showValue()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard animated else {
            isOn = on
            return
        }
        UIView.animate(withDuration: Self.toggleDuration) { self.isOn = on }
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var primaryEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }

    /// A tap toggles the switch (before the events of a touch lifted inside are sent).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) {
            setOn(!isOn, animated: true)
        }
        super.touchesEnded(touches, with: event)
    }

    /// The thumb's frame for the value.
    var thumbFrame: CGRect {
        let x = isOn ? Self.size.width - Self.thumbInset - Self.thumbDiameter : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func showValue() {
        thumb.frame = thumbFrame
        thumb.backgroundColor = thumbTintColor ?? .white
        backgroundColor = isOn ? onTintColor ?? .systemGreen : .secondarySystemFill
        alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() { showValue() }
}
