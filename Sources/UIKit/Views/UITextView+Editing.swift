import Foundation

extension UITextView {
    /// Posted when editing begins.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text changes by typing.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")

    /// The caret's width and how long it shows and hides while it blinks (Reel's estimates, as
    /// a text field's).
    static let caretWidth: CGFloat = 2
    static let caretBlink: TimeInterval = 0.5

    /// Scrolls so that the lines of `range` are in sight (to the end of the text: Reel keeps no
    /// per-character geometry beyond the last line).
    public func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let line = caretFrame
        let visible = bounds.height - adjustedContentInset.bottom
        let maxOffset = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        var y = contentOffset.y
        if line.maxY + textContainerInset.bottom > y + visible { y = line.maxY + textContainerInset.bottom - visible }
        if line.minY - textContainerInset.top < y + adjustedContentInset.top {
            y = line.minY - textContainerInset.top - adjustedContentInset.top
        }
        y = min(max(y, -adjustedContentInset.top), max(maxOffset, -adjustedContentInset.top))
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }

    func replace(_ range: NSRange, with string: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        if let attributed = storedAttributedText {
            let changed = NSMutableAttributedString(attributedString: attributed)
            changed.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes))
            storedAttributedText = changed
            storedText = changed.string
        } else {
            storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
        textChanged()
        placeContent()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        if editing { scrollRangeToVisible(selectedRange) }
    }

    /// The caret shows and hides every `caretBlink` seconds while editing.
    func startCaretBlink() {
        caret.blinkAsCaret(every: Self.caretBlink)
    }

    func placeCaret() {
        caret.isHidden = !editing
        guard editing else { return }
        caret.frame = caretFrame
    }

    /// Where the caret stands at the end of the text, in the view's content: after the last
    /// line's text (found by measuring: Reel's text layout reports sizes only), one line tall.
    var caretFrame: CGRect {
        let font = resolvedFont
        let padding = textContainer.lineFragmentPadding
        let width = max(0, content.bounds.width - 2 * padding)
        let (lineTop, lineWidth) = lastLine(width: width)
        var x = lineWidth
        switch textAlignment {
        case .center: x = (width + lineWidth) / 2
        case .right: x = width
        default: break
        }
        return CGRect(
            x: content.frame.minX + padding + min(x, width), y: content.frame.minY + lineTop, width: Self.caretWidth,
            height: ceil(font.lineHeight))
    }

    /// The top and width of the text's last line laid out `width` wide: the shortest prefix as
    /// tall as the whole text ends in the last line's first character (moved back to the start
    /// of its word, as lines break between words).
    private func lastLine(width: CGFloat) -> (top: CGFloat, width: CGFloat) {
        let full = attributedText ?? NSAttributedString(string: "")
        let line = resolvedFont.lineHeight
        guard full.length > 0 else { return (0, 0) }
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        func height(_ n: Int) -> CGFloat {
            n == 0
                ? 0
                : full.attributedSubstring(from: NSRange(location: 0, length: n))
                    .boundingRect(with: fit, options: .usesLineFragmentOrigin, context: nil).height
        }
        let total = height(full.length)
        if full.string.hasSuffix("\n") { return (max(0, total - line), 0) }
        var low = 1
        var high = full.length
        while low < high {
            let mid = (low + high) / 2
            if height(mid) + 0.5 < total { low = mid + 1 } else { high = mid }
        }
        var start = low - 1
        let characters = full.string as NSString
        while start > 0, !Self.breaks(characters.character(at: start - 1)) { start -= 1 }
        let rest = full.attributedSubstring(from: NSRange(location: start, length: full.length - start))
        let restWidth = rest.boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, context: nil
        ).width
        return (max(0, total - line), min(restWidth, width))
    }

    private static func breaks(_ c: unichar) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 }
}
