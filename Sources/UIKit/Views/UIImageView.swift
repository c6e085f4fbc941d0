/// A view that shows an image, like `UIImageView`: the image is its layer's contents, placed by
/// `contentMode` (scale to fill, aspect fit, aspect fill, centre). A template image
/// (`withRenderingMode(.alwaysTemplate)`) is drawn as UIKit draws one: its shape in the view's
/// `tintColor`, here a sublayer of the tint colour masked by the image, so the view's own
/// `backgroundColor` stays under it.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { showImage() }
    }
    /// The image shown while `isHighlighted` (nil: `image`).
    open var highlightedImage: UIImage? {
        didSet { showImage() }
    }
    /// Whether the view shows `highlightedImage` (and animates `highlightedAnimationImages`).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { showImage() } }
    }
    /// The frames `startAnimating()` cycles through (UIImageView+Animation.swift).
    open var animationImages: [UIImage]?
    /// The frames cycled through while `isHighlighted` (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]?
    /// How long one cycle lasts (0: 1/30 s per image, as in UIKit).
    open var animationDuration: TimeInterval = 0
    /// How many cycles run (0: for ever).
    open var animationRepeatCount = 0

    /// The tint-coloured layer masked by a template image (nil otherwise).
    private var templateLayer: CALayer?
    /// The symbol configuration merged into a symbol image's own (kept; Reel's symbol pictures
    /// are drawn at their own size, see `UIImage.SymbolConfiguration`).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing `image`, its frame the image's size at the origin (as in UIKit).
    public init(image: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
        self.image = image
        showImage()
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted; its size is the image's.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        showImage()
    }

    /// An image view, which takes no touches unless told (as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var contentMode: UIView.ContentMode {
        didSet {
            layer.reel.contentsGravity = contentMode.gravity
            templateLayer?.mask?.reel.contentsGravity = contentMode.gravity
        }
    }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func layoutSubviews() {
        super.layoutSubviews()
        templateLayer?.frame = bounds
        templateLayer?.mask?.frame = bounds
    }

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            showImage()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showImage()
    }

    /// The image as the layer's contents, or, for a template image, the tint colour masked by it.
    private func showImage() {
        let image = isHighlighted ? highlightedImage ?? self.image : self.image
        guard let image, image.drawsAsTemplate else {
            templateLayer?.removeFromSuperlayer()
            templateLayer = nil
            layer.contents = image?.cgImage
            return
        }
        layer.contents = nil
        // A tint or an image changes at once, as in UIKit, not by the layers' implicit actions.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let tinted = templateLayer ?? CALayer()
        let mask = tinted.mask ?? CALayer()
        tinted.frame = bounds
        tinted.backgroundColor = tintColor.cgColor
        mask.frame = bounds
        mask.contents = image.cgImage
        mask.reel.contentsGravity = contentMode.gravity
        tinted.mask = mask
        if templateLayer == nil { layer.insertSublayer(tinted, at: 0) }
        templateLayer = tinted
    }
}
