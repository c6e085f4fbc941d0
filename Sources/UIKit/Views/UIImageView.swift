/// A view that shows an image, like `UIImageView`: the image is its layer's contents, placed by
/// `contentMode` (scale to fill, aspect fit, aspect fill, centre).
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }

    public init(image: UIImage?) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        self.image = image
        layer.contents = image?.cgImage
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
        didSet { layer.reel.contentsGravity = contentMode.gravity }
    }
}
