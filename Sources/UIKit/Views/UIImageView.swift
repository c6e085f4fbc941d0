/// A view that shows an image, like `UIImageView`: the image is its layer's contents, placed by
/// `contentMode` (scale to fill, aspect fit, aspect fill, centre). A template image
/// (`withRenderingMode(.alwaysTemplate)`) is drawn as UIKit draws one: its shape in the view's
/// `tintColor`, here a layer of the tint colour masked by the image.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { showImage() }
    }

    /// The mask of a template image (nil otherwise).
    private var templateMask: CALayer?

    public init(image: UIImage?) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        self.image = image
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
            templateMask?.reel.contentsGravity = contentMode.gravity
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        templateMask?.frame = bounds
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
        guard let image, image.renderingMode == .alwaysTemplate else {
            templateMask = nil
            layer.mask = nil
            layer.contents = image?.cgImage
            return
        }
        let mask = templateMask ?? CALayer()
        mask.frame = bounds
        mask.contents = image.cgImage
        mask.reel.contentsGravity = contentMode.gravity
        templateMask = mask
        layer.contents = nil
        layer.backgroundColor = tintColor.cgColor
        layer.mask = mask
    }
}
