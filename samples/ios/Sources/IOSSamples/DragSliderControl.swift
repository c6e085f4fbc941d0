import UIKit

/// A custom slider control: a rounded track whose fill follows the finger through
/// `beginTracking`/`continueTracking`, a round knob, and a label with the percentage; it sends
/// `.valueChanged` as the value moves.
public final class DragSliderControl: UIControl {
    public static let trackHeight: CGFloat = 8
    public static let knobDiameter: CGFloat = 24

    /// The value, 0…1.
    public private(set) var value: CGFloat = 0.2
    private let track = UIView()
    private let fill = UIView()
    private let knob = UIView()
    public let valueLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray5
        fill.backgroundColor = .systemOrange
        knob.backgroundColor = .white
        knob.layer.shadowColor = UIColor.black.cgColor
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowOffset = CGSize(width: 0, height: 2)
        knob.layer.shadowRadius = 3
        knob.layer.name = "knob"
        valueLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        valueLabel.textAlignment = .center
        for part in [track, fill, knob, valueLabel as UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        place()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The track's span: the bounds less half a knob at each end.
    private var span: (start: CGFloat, length: CGFloat) {
        (Self.knobDiameter / 2, bounds.width - Self.knobDiameter)
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
    }

    private func follow(_ touch: UITouch) {
        let x = touch.location(in: self).x
        value = min(max((x - span.start) / span.length, 0), 1)
        place()
        sendActions(for: .valueChanged)
    }

    private func place() {
        let y = bounds.height * 0.7
        let knobX = span.start + value * span.length
        track.frame = CGRect(x: span.start, y: y - Self.trackHeight / 2, width: span.length, height: Self.trackHeight)
        track.layer.cornerRadius = Self.trackHeight / 2
        fill.frame = CGRect(x: span.start, y: track.frame.minY, width: knobX - span.start, height: Self.trackHeight)
        fill.layer.cornerRadius = Self.trackHeight / 2
        knob.frame = CGRect(
            x: knobX - Self.knobDiameter / 2, y: y - Self.knobDiameter / 2, width: Self.knobDiameter,
            height: Self.knobDiameter)
        knob.layer.cornerRadius = Self.knobDiameter / 2
        valueLabel.text = "\(Int((value * 100).rounded())) %"
        valueLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height * 0.45)
    }
}
