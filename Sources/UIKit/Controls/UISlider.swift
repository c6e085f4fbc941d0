import Foundation

/// A slider, like `UISlider`: a 4-point rounded track, the part below the value in the tint
/// colour (`minimumTrackTintColor`) and the rest in the system fill, under a white 28-point
/// thumb with a shadow (or the thumb image set for the state, at its own size); 31 points
/// tall. A drag that starts on the thumb moves it and the value with the finger
/// (`.valueChanged` at every move, or once at the end when not `isContinuous`).
open class UISlider: UIControl {
    /// The slider's height, the thumb's diameter and the track's thickness.
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// The thumb's image, when one is set for the current state.
    private let thumbImageView = UIImageView(frame: .zero)
    private var thumbImages: [UInt: UIImage] = [:]
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
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        thumbImageView.isUserInteractionEnabled = false
        thumb.addSubview(thumbImageView)
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
        let size = thumbSize
        let x = rect.minX + span * (rect.width - size.width)
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
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
        let travel = track.width - thumbSize.width
        guard travel > 0 else { return }
        let centre = touch.location(in: self).x - grip
        let fraction = Float((centre - track.minX - thumbSize.width / 2) / travel)
        value = minimumValue + fraction * (maximumValue - minimumValue)
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: value)
        thumb.frame = thumbFrame
        thumbImageView.frame = CGRect(origin: .zero, size: thumbFrame.size)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
    }

    private func showColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        // An image replaces the round white thumb and its shadow.
        let image = currentThumbImage
        thumbImageView.image = image
        thumb.backgroundColor = image == nil ? thumbTintColor ?? .white : nil
        thumb.layer.cornerRadius = image == nil ? Self.thumbDiameter / 2 : 0
        thumb.layer.shadowOpacity = image == nil ? 0.15 : 0
    }

    /// The thumb's size: its image's, else 28 × 28.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    // MARK: - Thumb images

    /// Sets the thumb's image for `state`: drawn at its own size instead of the round thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        showColors()
        placeParts()
    }

    /// The thumb's image for `state`, else the one for `.normal`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

    /// The thumb's image in the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    override func stateDidChange() {
        showColors()
        placeParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }
}
