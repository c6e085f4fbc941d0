import Foundation

/// What a text field does behind its open members: its parts set up, the border, the caret, the
/// text changes.
extension UITextField {
    func setUp() {
        for view in [placeholderView, textView] as [UIView] {
            view.isUserInteractionEnabled = false
            view.isOpaque = false
            view.backgroundColor = .clear
            view.contentMode = .redraw
            addSubview(view)
        }
        textView.field = self
        placeholderView.field = self
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
        clearButton.isHidden = true
        addSubview(clearButton)
        showBorder()
    }

    /// The caret after the last character, as tall as a line of the font, in the tint colour.
    func placeCaret(in rect: CGRect) {
        caret.isHidden = !editing
        guard editing else { return }
        let width = min(displayedText.size().width, rect.width)
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.midX + width / 2
        case .right: x = rect.maxX
        default: x = rect.minX + width
        }
        let height = (font ?? .systemFont(ofSize: 17)).lineHeight.rounded()
        caret.frame = CGRect(
            x: min(x, rect.maxX - Self.caretWidth / 2) - Self.caretWidth / 2, y: rect.midY - height / 2,
            width: Self.caretWidth, height: height)
        caret.layer.cornerRadius = Self.caretWidth / 2
        caret.backgroundColor = tintColor
    }

    func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && isShown(mode)
    }

    var showsClearButton: Bool { !storedText.isEmpty && isShown(clearButtonMode) }

    /// Whether an overlay with `mode` shows now, by whether the field is being edited.
    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }

    func showBorder() {
        layer.cornerRadius = 0
        layer.borderWidth = 0
        switch borderStyle {
        case .roundedRect:
            layer.cornerRadius = 5
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray4.resolvedColor(with: traitCollection).cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.resolvedColor(with: traitCollection).cgColor
        case .none:
            break
        }
        let image = isEnabled ? background : disabledBackground ?? background
        if borderStyle == .none, let image {
            layer.contents = image.cgImage
        } else if borderStyle != .none || image == nil {
            layer.contents = nil
        }
    }

    func textChanged() {
        textView.setNeedsDisplay()
        placeholderView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Ends editing without asking the delegate (`endEditing(true)`).
    func forceResign() -> Bool {
        let delegate = self.delegate
        self.delegate = nil
        defer { self.delegate = delegate }
        guard resignFirstResponder() else { return false }
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        return true
    }

    func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        let old = storedText as NSString
        storedText = old.replacingCharacters(in: range, with: string)
        storedAttributedText = nil
        textChanged()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The caret shows and hides every `caretBlink` seconds while editing.
    func startCaretBlink() {
        caret.blinkAsCaret(every: Self.caretBlink)
    }

    /// The text as drawn: bullets when secure, with the field's attributes where it has none.
    var displayedText: NSAttributedString {
        if isSecureTextEntry {
            return NSAttributedString(
                string: String(repeating: "\u{2022}", count: storedText.count), attributes: defaultTextAttributes)
        }
        return attributedText ?? NSAttributedString(string: "")
    }
}

extension UIView {
    /// Shows the view for `interval` seconds and hides it for as long, for ever: a text caret's
    /// blink (text fields and text views).
    func blinkAsCaret(every interval: TimeInterval) {
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = 2 * interval
        blink.repeatCount = .infinity
        layer.add(blink, forKey: "blink")
    }
}
