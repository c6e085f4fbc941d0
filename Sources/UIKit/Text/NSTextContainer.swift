import Foundation

/// The region text is laid out in, like `NSTextContainer`: here, a text view's width less
/// `lineFragmentPadding` on each side (5 points by default, as in TextKit), within
/// `maximumNumberOfLines` (0: no limit).
open class NSTextContainer: NSObject {
    /// The container's size (zero: the text view's, when it tracks it).
    open var size: CGSize
    /// The space left empty at each end of every line: 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textChanged() } }
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { textView?.textChanged() } }
    /// How the last line that fits is broken.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textChanged() } }
    /// Whether the container's width follows its text view's (true in a text view).
    open var widthTracksTextView = true
    /// Whether the container's height follows its text view's.
    open var heightTracksTextView = false
    /// The text view laying text out in the container.
    open internal(set) weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    /// A container decoded from an archive: Reel reads no archives, so a new one.
    public convenience init(coder: NSCoder) { self.init(size: .zero) }

    /// Whether the container is a plain rectangle: Reel's always are (no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { true }
}
