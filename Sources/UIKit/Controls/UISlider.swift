import Foundation

/// A slider, like `UISlider`: a 4-point rounded track, the part below the value in the tint
/// colour (`minimumTrackTintColor`) and the rest in the system fill, under a white 28-point
/// thumb with a shadow; 31 points tall. A drag that starts on the thumb moves it and the value
/// with the finger (`.valueChanged` at every move, or once at the end when not `isContinuous`).
open class UISlider: UIControl {
    /// The slider's height, the thumb's diameter and the track's thickness.
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// Where on the thumb the finger took hold (x from its centre).
    private var grip: CGFloat = 0

    open var minimumValue: Float = 0 { didSet { setNeedsLayout() } }
    open var maximumValue: Float = 1 { didSet { setNeedsLayout() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { showColors() } }
    open var maximumTrackTintColor: UIColor? { didSet { showColors() } }
    open var thumbTintColor: UIColor? { didSet { showColors() } }
    /// The style asked for; on iOS it changes nothing (`behavioralStyle` stays `.pad`).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the slider shows: `.pad`, as on iOS whatever `preferredBehavioralStyle` asks.
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// The value, kept within the minimum and the maximum.
    open var value: Float {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            placeParts()
        }
    }
    private var storedValue: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        showColors()
        placeParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) {
        guard animated else {
            self.value = value
            return
        }
        UIView.animate(withDuration: 0.25) { self.value = value }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    /// The thumb's rectangle for `value` within `rect` (UIKit's `thumbRect(forBounds:trackRect:value:)`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
        let x = rect.minX + span * (rect.width - Self.thumbDiameter)
        return CGRect(
            x: x, y: bounds.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The track's rectangle: the bounds' width, 4 points tall, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumbFrame = thumb.frame
        let point = touch.location(in: self)
        guard thumbFrame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        grip = point.x - thumbFrame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// Sets the value where the thumb's centre meets the finger (less its grip).
    private func follow(_ touch: UITouch) {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return }
        let centre = touch.location(in: self).x - grip
        let fraction = Float((centre - track.minX - Self.thumbDiameter / 2) / travel)
        value = minimumValue + fraction * (maximumValue - minimumValue)
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        thumb.frame = thumbFrame
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
    }

    private func showColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }
}
