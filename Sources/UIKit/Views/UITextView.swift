import Foundation

/// Scrollable, editable multi-line text, like `UITextView`: the text wrapped to the view's width
/// inside `textContainerInset` (8 points above and below by default) and the text container's
/// `lineFragmentPadding` (5 points each side), drawn from the top; taller text scrolls, and with
/// `isScrollEnabled` false the view's intrinsic height is the text's (the self-sizing idiom).
/// Plain text is drawn in `font` (UIKit's default for a text view is the 12-point system font)
/// and `textColor` (`label`), on the view's background (`systemBackground` by default).
///
/// Editing is scripted as a text field's is: `becomeFirstResponder()` (or a tap) on an editable
/// view starts it and shows a blinking caret at the end of the text; `insertText(_:)` (a newline
/// is a new line) and `deleteBackward()` type, asking the delegate, and the view scrolls to keep
/// the caret in sight. The delegate is the scroll view's `delegate`, set to a
/// `UITextViewDelegate` (Swift cannot narrow its type as Objective-C does).
open class UITextView: UIScrollView {
    let content = TextViewContent()
    let caret = UIView()
    var storedText = ""
    var storedAttributedText: NSAttributedString?
    var editing = false
    /// The keyboard traits (UITextView+Traits.swift): stored only, a recording shows no keyboard.
    var inputTraits = TextInputTraits()

    /// The text container the text is laid out in (its padding and line limit apply).
    public let textContainer: NSTextContainer

    /// The text (an empty view reads "").
    open var text: String! {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textChanged()
        }
    }

    /// The text with attributes; setting it takes its string as `text`.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: typingAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            textChanged()
        }
    }

    /// The font of plain text (nil reads as the 12-point system font, UIKit's default).
    open var font: UIFont? { didSet { textChanged() } }
    /// The colour of plain text (nil: `label`).
    open var textColor: UIColor? { didSet { textChanged() } }
    /// How plain text lines up.
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// The space around the text container: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// Whether the user can edit the text (true by default).
    open var isEditable = true
    /// Whether the user can select the text (true by default).
    open var isSelectable = true
    /// Whether inserting text replaces the whole text.
    open var clearsOnInsertion = false
    /// Whether the user may change attributes while typing.
    open var allowsEditingTextAttributes = false
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// Whether text scales as on the Mac (UIKit's Mac idiom only).
    open var usesStandardTextScaling = false
    /// The selected range: the caret at the end of the text after typing.
    open var selectedRange = NSRange(location: 0, length: 0)

    /// The attributes new and plain text get: the font, colour and alignment (setting it sets those).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: resolvedFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// The attributes links are drawn with (tint colour by default).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?
    private var findEnabled = false
    /// The view shown instead of the keyboard while editing.
    ///
    /// Reel: accepted; a recording shows no keyboard or input view: the view is stored.
    open override var inputView: UIView? {
        get { customInputView }
        set {
            AcceptedMember.note("UITextView.inputView")
            customInputView = newValue
        }
    }
    /// The view shown above the keyboard while editing.
    ///
    /// Reel: accepted; a recording shows no keyboard or accessory view: the view is stored.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set {
            AcceptedMember.note("UITextView.inputAccessoryView")
            customInputAccessoryView = newValue
        }
    }
    /// Whether the system find panel can search the text (false by default).
    ///
    /// Reel: accepted; nothing opens the find panel in a recording.
    open var isFindInteractionEnabled: Bool {
        get { findEnabled }
        set {
            AcceptedMember.note("UITextView.isFindInteractionEnabled")
            findEnabled = newValue
        }
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view laying its text out in `textContainer` (nil: a new one).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        setUp()
    }

    /// A text view using TextKit 2 or 1: Reel lays text out one way, so both are the same.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.textView = self
        backgroundColor = .systemBackground
        content.owner = self
        content.isUserInteractionEnabled = false
        addSubview(content)
        caret.isHidden = true
        caret.backgroundColor = tintColor
        addSubview(caret)
        textChanged()
    }

    /// The delegate, when it is a `UITextViewDelegate`.
    var textDelegate: (any UITextViewDelegate)? { delegate as? UITextViewDelegate }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
    }

    /// The text's height laid out `width` points wide (the container's padding taken off), at
    /// least one line of the font, within the container's line limit.
    func textHeight(width: CGFloat) -> CGFloat {
        let line = resolvedFont.lineHeight
        let shown = attributedText ?? NSAttributedString(string: "")
        guard shown.length > 0 else { return ceil(line) }
        let fit = CGSize(width: max(0, width - 2 * textContainer.lineFragmentPadding), height: .greatestFiniteMagnitude)
        var height = shown.boundingRect(with: fit, options: .usesLineFragmentOrigin, context: nil).height
        if textContainer.maximumNumberOfLines > 0 {
            height = min(height, CGFloat(textContainer.maximumNumberOfLines) * line)
        }
        return ceil(max(height, line))
    }

    /// The size the text view needs at `size.width`: the text's height and the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let inner = width - textContainerInset.left - textContainerInset.right
        return CGSize(
            width: width, height: textHeight(width: inner) + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling off, the text's height at the current width (no intrinsic width).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    func placeContent() {
        let inset = textContainerInset
        let width = max(0, bounds.width - inset.left - inset.right)
        let height = textHeight(width: width)
        let frame = CGRect(x: inset.left, y: inset.top, width: width, height: height)
        if content.frame != frame {
            content.frame = frame
            content.setNeedsDisplay()
        }
        contentSize = CGSize(width: bounds.width, height: height + inset.top + inset.bottom)
        placeCaret()
    }

    // MARK: - Editing (scripted; UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing an editable view when the delegate allows: the delegate's
    /// `textViewDidBeginEditing(_:)`, the begin notification and a blinking caret at the end.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        editing = true
        selectedRange = NSRange(location: (text as NSString).length, length: 0)
        startCaretBlink()
        placeCaret()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows: `textViewDidEndEditing(_:)` and the end notification.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editing = false
        caret.layer.removeAllAnimations()
        placeCaret()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Whether the view has text (`UIKeyInput`).
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, as the keyboard does (a newline starts a new line), when the
    /// delegate allows (`clearsOnInsertion` replaces everything).
    open func insertText(_ text: String) {
        let length = (storedText as NSString).length
        let range = clearsOnInsertion ? NSRange(location: 0, length: length) : NSRange(location: length, length: 0)
        replace(range, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        let length = String(storedText[last]).utf16.count
        replace(NSRange(location: (storedText as NSString).length - length, length: length), with: "")
    }

    /// A tap on an editable view starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable, let touch = touches.first, bounds.contains(touch.location(in: self)) {
            becomeFirstResponder()
        }
        super.touchesEnded(touches, with: event)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    func textChanged() {
        content.setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}

/// A text view's text, drawn by its draw method into the container's width.
final class TextViewContent: UIView {
    weak var owner: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let owner, let text = owner.attributedText, text.length > 0 else { return }
        let padding = owner.textContainer.lineFragmentPadding
        text.draw(with: bounds.insetBy(dx: padding, dy: 0), options: .usesLineFragmentOrigin, context: nil)
    }
}
