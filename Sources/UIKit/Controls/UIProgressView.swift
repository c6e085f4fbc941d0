import Foundation

/// A progress bar, like `UIProgressView`: 4 points tall with rounded ends, the done part in the
/// tint colour (`progressTintColor`) over a `systemGray5` track (`trackTintColor`).
open class UIProgressView: UIView {
    /// The styles, like `UIProgressView.Style`; both draw the same in Reel.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    /// The bar's height.
    public static let height: CGFloat = 4

    open var progressViewStyle: Style = .default
    open var progressTintColor: UIColor? { didSet { showColors() } }
    open var trackTintColor: UIColor? { didSet { showColors() } }
    private let bar = UIView()

    /// The share done, kept within 0…1.
    open var progress: Float {
        get { storedProgress }
        set {
            storedProgress = min(max(newValue, 0), 1)
            placeBar()
        }
    }
    private var storedProgress: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        bar.isUserInteractionEnabled = false
        addSubview(bar)
        clipsToBounds = true
        showColors()
        placeBar()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress, animating the bar over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard animated else {
            self.progress = progress
            return
        }
        UIView.animate(withDuration: 0.25) { self.progress = progress }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBar()
    }

    private func placeBar() {
        layer.cornerRadius = bounds.height / 2
        bar.layer.cornerRadius = bounds.height / 2
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progress), height: bounds.height)
    }

    private func showColors() {
        bar.backgroundColor = progressTintColor ?? tintColor
        backgroundColor = trackTintColor ?? .systemGray5
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }
}
