import Foundation

/// A one-line text input, like `UITextField`: its text (or, empty, its placeholder in
/// `placeholderText`) drawn through `drawText(in:)` / `drawPlaceholder(in:)` into the rectangles
/// its open methods give (`textRect(forBounds:)`, `editingRect(forBounds:)`,
/// `placeholderRect(forBounds:)`, `leftViewRect(forBounds:)` … so subclasses that move them, as
/// floating-label fields do, are drawn where they say), centred vertically; a border by
/// `borderStyle`; left and right views and a clear button by their modes.
///
/// Editing is scripted: `becomeFirstResponder()` (or a tap) starts it, asking the delegate and
/// sending `.editingDidBegin`, shows a blinking caret after the text; `insertText(_:)` and
/// `deleteBackward()` type, asking `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// sending `.editingChanged` and posting `textDidChangeNotification`; `resignFirstResponder()`
/// ends it. A recording shows no keyboard, so the keyboard traits are stored only. Apple
/// documents none of the sizes: the insets, the clear button and the caret are Reel's estimates
/// (docs/animation.md).
open class UITextField: UIControl {
    /// The text's inset from each side inside a rounded-rect border (Reel's estimate).
    static let roundedRectInset: CGFloat = 7
    /// The text's inset inside a line or bezel border (Reel's estimate).
    static let lineInset: CGFloat = 2
    /// The clear button's side and its distance from the trailing edge (Reel's estimates).
    static let clearButtonSize: CGFloat = 19
    static let clearButtonMargin: CGFloat = 5
    /// The caret's width, and how long it shows and hides while it blinks (Reel's estimates).
    static let caretWidth: CGFloat = 2
    static let caretBlink: TimeInterval = 0.5

    let textView = TextFieldText(placeholder: false)
    let placeholderView = TextFieldText(placeholder: true)
    let caret = UIView()
    let clearButton = TextFieldClearButton()
    var storedText = ""
    var storedAttributedText: NSAttributedString?
    var storedAttributedPlaceholder: NSAttributedString?
    var editing = false

    open weak var delegate: (any UITextFieldDelegate)?

    /// The text (never nil when read: an empty field reads "").
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textChanged()
        }
    }

    /// The text with attributes; setting it takes its string as `text`.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            textChanged()
        }
    }

    /// The text's colour (nil reads as `label`).
    open var textColor: UIColor? = .label { didSet { textView.setNeedsDisplay() } }
    /// The text's font (nil reads as the 17-point system font).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            textChanged()
        }
    }
    /// How the text lines up in its rectangle.
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// The border around the field.
    open var borderStyle: BorderStyle = .none { didSet { showBorder() } }
    /// The attributes of plain text: the font, colour and alignment (setting it sets those).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// The text shown while the field is empty, in `placeholderText`.
    open var placeholder: String? {
        get { storedAttributedPlaceholder?.string }
        set {
            storedAttributedPlaceholder = newValue.map {
                NSAttributedString(
                    string: $0, attributes: [.font: font as Any, .foregroundColor: UIColor.placeholderText])
            }
            placeholderView.setNeedsDisplay()
        }
    }

    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder }
        set {
            storedAttributedPlaceholder = newValue
            placeholderView.setNeedsDisplay()
        }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether text too wide for its rectangle is drawn smaller, down to `minimumFontSize`.
    open var adjustsFontSizeToFitWidth = false { didSet { textView.setNeedsDisplay() } }
    /// The smallest size `adjustsFontSizeToFitWidth` draws at.
    open var minimumFontSize: CGFloat = 0 { didSet { textView.setNeedsDisplay() } }
    /// The image drawn behind the field when it has no border style (`.none`).
    open var background: UIImage? { didSet { showBorder() } }
    /// The image drawn behind a disabled field without a border style.
    open var disabledBackground: UIImage? { didSet { showBorder() } }
    /// Whether the field is being edited (is the first responder).
    open var isEditing: Bool { editing }
    /// Whether the user may change attributes while typing.
    ///
    /// Reel: accepted; a recording has no editing menu: the value is stored.
    open var allowsEditingTextAttributes = false {
        didSet { AcceptedMember.note("UITextField.allowsEditingTextAttributes") }
    }
    /// The attributes typed text takes (nil when not editing).
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { editing ? defaultTextAttributes : nil }
        set { if editing, let newValue { defaultTextAttributes = newValue } }
    }
    /// When the clear button shows (it also needs text).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the leading side, shown by `leftViewMode`.
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing side, shown by `rightViewMode`.
    open var rightView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rightView { addSubview(rightView) }
            setNeedsLayout()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether inserting text replaces the whole text (after a clear, while editing).
    open var clearsOnInsertion = false
    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?
    /// The view shown instead of the keyboard while editing.
    ///
    /// Reel: accepted; a recording shows no keyboard or input view: the view is stored.
    open override var inputView: UIView? {
        get { customInputView }
        set {
            AcceptedMember.note("UITextField.inputView")
            customInputView = newValue
        }
    }
    /// The view shown above the keyboard while editing.
    ///
    /// Reel: accepted; a recording shows no keyboard or accessory view: the view is stored.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set {
            AcceptedMember.note("UITextField.inputAccessoryView")
            customInputAccessoryView = newValue
        }
    }

    /// Whether the text is drawn as bullets, one per character.
    open var isSecureTextEntry = false { didSet { textChanged() } }

    /// The keyboard traits (UITextField+Types.swift): stored only, a recording shows no keyboard.
    var inputTraits = TextInputTraits()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    // MARK: - Rectangles (open: subclasses move the parts)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle when not editing: inside the border's inset, beside the left and
    /// right views and the clear button that show now.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat
        switch borderStyle {
        case .roundedRect: inset = Self.roundedRectInset
        case .line, .bezel: inset = Self.lineInset
        case .none: inset = 0
        }
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shows(leftView, leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(left.maxX - rect.minX, 0)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if shows(rightView, rightViewMode) {
            rect.size.width = min(rect.width, rightViewRect(forBounds: bounds).minX - rect.minX)
        } else if showsClearButton {
            rect.size.width = min(rect.width, clearButtonRect(forBounds: bounds).minX - rect.minX)
        }
        rect.size.width = max(rect.width, 0)
        return rect
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The text's rectangle while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: at the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSize
        return CGRect(
            x: bounds.maxX - Self.clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rectangle: its own size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Drawing (open: subclasses draw the text their way)

    /// Draws the text in `rect` (the text's rectangle in the text's own drawing), centred
    /// vertically, shrunk to fit when `adjustsFontSizeToFitWidth`, as bullets when secure.
    open func drawText(in rect: CGRect) {
        var shown = displayedText
        if adjustsFontSizeToFitWidth, let font {
            let width = shown.size().width
            if width > rect.width, width > 0 {
                let size = max(minimumFontSize, font.pointSize * rect.width / width)
                let fitted = NSMutableAttributedString(attributedString: shown)
                fitted.addAttribute(
                    .font, value: font.withSize(size), range: NSRange(location: 0, length: fitted.length))
                shown = fitted
            }
        }
        let height = shown.size().height
        shown.draw(in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height))
    }

    /// Draws the placeholder in `rect`, centred vertically.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder = storedAttributedPlaceholder else { return }
        let height = placeholder.size().height
        placeholder.draw(in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height))
    }

    // MARK: - Sizes and layout

    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let width = max(displayedText.size().width, storedAttributedPlaceholder?.size().width ?? 0)
        switch borderStyle {
        case .roundedRect:
            return CGSize(width: (width + 2 * Self.roundedRectInset).rounded(.up), height: lineHeight.rounded() + 14)
        case .line, .bezel:
            return CGSize(width: (width + 2 * Self.lineInset).rounded(.up), height: lineHeight.rounded() + 4)
        case .none:
            return CGSize(width: width.rounded(.up), height: lineHeight.rounded(.up))
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let textFrame = editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if textView.frame != textFrame {
            textView.frame = textFrame
            textView.setNeedsDisplay()
        }
        let placeholderFrame = placeholderRect(forBounds: bounds)
        if placeholderView.frame != placeholderFrame {
            placeholderView.frame = placeholderFrame
            placeholderView.setNeedsDisplay()
        }
        placeholderView.isHidden = !storedText.isEmpty
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton || shows(rightView, rightViewMode)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        placeCaret(in: textFrame)
    }

    override func stateDidChange() { showBorder() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing when the delegate allows: `.editingDidBegin`, the begin notification and a
    /// blinking caret after the text.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        editing = true
        if clearsOnBeginEditing { text = "" }
        startCaretBlink()
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing when the delegate allows: `.editingDidEnd` and the end notification.
    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editing = false
        caret.layer.removeAllAnimations()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        return true
    }

    /// Whether the field has text (`UIKeyInput`).
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, as the keyboard does: a newline is the return key (the delegate's
    /// `textFieldShouldReturn` and `.editingDidEndOnExit`); other text goes in when the delegate
    /// allows, sending `.editingChanged` and posting `textDidChangeNotification`.
    open func insertText(_ text: String) {
        if text == "\n" {
            _ = delegate?.textFieldShouldReturn(self)
            sendActions(for: .editingDidEndOnExit)
            return
        }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        replace(range, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        let length = String(storedText[last]).utf16.count
        replace(NSRange(location: (storedText as NSString).length - length, length: length), with: "")
    }

    /// A tap starts editing; a tap on the clear button empties the field when the delegate allows.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first {
            let point = touch.location(in: self)
            if !clearButton.isHidden, clearButton.frame.contains(point) {
                if delegate?.textFieldShouldClear(self) ?? true, !storedText.isEmpty {
                    replace(NSRange(location: 0, length: (storedText as NSString).length), with: "")
                }
            } else if bounds.contains(point) {
                becomeFirstResponder()
            }
        }
        super.touchesEnded(touches, with: event)
    }

}
