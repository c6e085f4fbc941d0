import Foundation
import ReelRender
import Testing
import UIKit

/// `UITextView` as iOS code writes it: a notes field, a self-sizing comment box, a bio being
/// typed. Apple's defaults checked: the 12-point system font, `textContainerInset` 8 above and
/// below, the container's 5-point `lineFragmentPadding` (TextKit's), a white background.
@Suite struct TextViewTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var calls: [String] = []
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("begin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("should \(range.location) \(text.debugDescription)")
            return text != "!"
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("change") }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("end") }
    }

    /// The text is laid out in the bounds less the insets and the padding: the content is as tall
    /// as the wrapped text plus 16 points, and a short text's ink starts 5 points in and 8 down.
    @Test func textSitsInsideTheInsetsAndPadding() throws {
        TextMeasurer.install()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.font == nil && view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5 && view.isEditable)
        #expect(view.backgroundColor == .systemBackground)
        view.font = .systemFont(ofSize: 17)
        view.text = "Remember to water the plants, call the bank and pick up the dry cleaning before six."
        view.layoutIfNeeded()
        let measured = NSAttributedString(string: view.text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
            .boundingRect(with: CGSize(width: 190, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(measured.height > 2 * UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(view.contentSize == CGSize(width: 200, height: ceil(measured.height) + 16))

        let frame = try Everyday.frame("text-view", size: CGSize(width: 200, height: 60)) { host in
            let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            notes.text = "Hi"
            notes.font = .systemFont(ofSize: 20)
            notes.backgroundColor = .white
            notes.textColor = .black
            host.rootView.addSubview(notes)
        }
        let area = CGRect(x: 0, y: 0, width: 200, height: 60)
        let ink = try #require(Everyday.inkBox(frame, in: area, background: [255, 255, 255]))
        #expect(ink.minX >= 5 && ink.minX <= 8)
        #expect(ink.minY >= 8 && ink.maxY <= 8 + UIFont.systemFont(ofSize: 20).lineHeight)
    }

    /// With scrolling off, the text view sizes itself to its text (the comment-box idiom), and
    /// grows a line when a newline is typed.
    @Test func selfSizingWithoutScrolling() {
        TextMeasurer.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let box = UITextView()
        box.isScrollEnabled = false
        box.font = .systemFont(ofSize: 15)
        box.text = "One line"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 240),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        let line = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
        #expect(abs(box.frame.height - (line + 16)) <= 1)
        box.text = "One line\nTwo lines"
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(abs(box.frame.height - (2 * line + 16)) <= 2)
    }

    /// Typing asks the delegate, changes the text, and scrolls to keep the caret in sight once
    /// the lines outgrow the view; ending editing tells the delegate.
    @Test func typingAsksTheDelegateAndScrollsToTheCaret() throws {
        TextMeasurer.install()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.font = .systemFont(ofSize: 17)
        let recorder = Recorder()
        view.delegate = recorder
        view.returnKeyType = .send
        view.autocapitalizationType = .none
        #expect(view.returnKeyType == .send && view.autocapitalizationType == .none && view.keyboardType == .default)
        #expect(view.becomeFirstResponder())
        view.insertText("a")
        view.insertText("!")
        #expect(view.text == "a")
        for _ in 0..<5 { view.insertText("\nline") }
        view.deleteBackward()
        #expect(view.text.hasSuffix("\nlin") && view.selectedRange.location == (view.text as NSString).length)
        #expect(view.contentOffset.y > 0)
        // The caret: the view's 2-point-wide subview in the tint colour.
        let caret = try #require(view.subviews.first { $0.frame.width == 2 })
        #expect(caret.backgroundColor == view.tintColor)
        #expect(view.contentOffset.y + view.bounds.height >= caret.frame.maxY)
        #expect(abs(view.contentOffset.y + view.bounds.height - view.contentSize.height) <= 1)
        #expect(!caret.isHidden)
        #expect(view.resignFirstResponder() && caret.isHidden)
        #expect(recorder.calls.prefix(4) == ["begin", "should 0 \"a\"", "change", "should 1 \"!\""])
        #expect(recorder.calls.last == "end")
    }
}
