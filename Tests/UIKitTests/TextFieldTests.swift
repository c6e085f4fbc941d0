import Foundation
import Reel
import ReelCore
import ReelRender
import Shaders
import Testing

@testable import UIKit

/// `UITextField` as iOS code uses it: the rectangles its open methods give (and that overrides
/// move), editing with the delegate's questions and the control events in UIKit's order, typing
/// through `insertText(_:)`, the placeholder, text, bullets and blinking caret as drawn, and a
/// floating-label field written as iOS libraries write them.
@Suite struct TextFieldTests {
    /// A rounded-rect field 200 × 34: the text 7 points in from each side; a 20-point left view
    /// at the leading edge pushes it to x = 20; a clear button (19 points, 5 from the trailing
    /// edge) shows only with text and narrows it to end at 176.
    @Test func rectanglesFollowTheParts() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 173, height: 34))
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: bounds).maxX == 193)
        field.text = "Hello"
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 156, height: 34))
        field.leftViewMode = .whileEditing
        #expect(field.textRect(forBounds: bounds).minX == 7)
        let line = UITextField()
        line.font = .systemFont(ofSize: 17)
        #expect(line.intrinsicContentSize.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        line.borderStyle = .roundedRect
        #expect(line.intrinsicContentSize.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded() + 14)
    }

    /// Editing as UIKit orders it: should-begin, did-begin, `.editingDidBegin`; each typed
    /// character asked of the delegate (which refuses digits), then `.editingChanged` and the
    /// change notification; delete removes the last character; return asks
    /// `textFieldShouldReturn` and sends `.editingDidEndOnExit`; resigning asks should-end, then
    /// did-end with its reason, `.editingDidEnd`. A delegate that says no to beginning keeps it
    /// from editing.
    @Test func editingAsksTheDelegateInUIKitsOrder() {
        final class Delegate: NSObject, UITextFieldDelegate {
            var log: [String] = []
            var allowsBegin = true
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                log.append("shouldBegin")
                return allowsBegin
            }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                log.append("change \(range.location),\(range.length) '\(string)'")
                return !string.contains { $0.isNumber }
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                log.append("return")
                return true
            }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
                log.append("shouldEnd")
                return true
            }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                log.append("didEnd \(reason.rawValue)")
            }
        }
        let host = RecordingHost(size: CGSize(width: 200, height: 60), scale: 1, fps: 10, duration: 0.2)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = Delegate()
        final class Count: @unchecked Sendable { var value = 0 }  // posted and read on this thread
        let changes = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in changes.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.run {
            host.rootView.addSubview(field)
            field.delegate = delegate
            for event: UIControl.Event in [.editingDidBegin, .editingChanged, .editingDidEndOnExit, .editingDidEnd] {
                field.addAction(UIAction { _ in delegate.log.append("event \(event.rawValue)") }, for: event)
            }
            delegate.allowsBegin = false
            #expect(!field.becomeFirstResponder() && !field.isEditing)
            delegate.allowsBegin = true
            #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
            field.insertText("H")
            field.insertText("7")
            field.insertText("i")
            field.deleteBackward()
            field.insertText("\n")
            #expect(field.resignFirstResponder() && !field.isEditing)
        }
        let begin = UIControl.Event.editingDidBegin.rawValue
        let changed = UIControl.Event.editingChanged.rawValue
        #expect(
            delegate.log == [
                "shouldBegin", "shouldBegin", "didBegin", "event \(begin)", "change 0,0 'H'", "event \(changed)",
                "change 1,0 '7'", "change 1,0 'i'", "event \(changed)", "change 1,1 ''", "event \(changed)", "return",
                "event \(UIControl.Event.editingDidEndOnExit.rawValue)", "shouldEnd", "didEnd 0",
                "event \(UIControl.Event.editingDidEnd.rawValue)",
            ])
        #expect(field.text == "H" && field.hasText)
        #expect(changes.value == 3)
    }

    /// `endEditing(_:)` on a superview ends the field's editing: without force the delegate may
    /// refuse (the field keeps editing), with force it ends anyway and hears did-end.
    @Test func endEditingResignsTheFieldInTheSubtree() {
        final class Stubborn: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 0.2)
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = Stubborn()
        host.run {
            host.rootView.addSubview(form)
            host.rootView.addSubview(other)
            form.addSubview(field)
            field.delegate = delegate
            field.becomeFirstResponder()
            #expect(other.endEditing(true) && field.isEditing)
            #expect(!form.endEditing(false) && field.isEditing)
            #expect(form.endEditing(true) && !field.isEditing && !field.isFirstResponder)
        }
        #expect(delegate.ended == 1)
    }

    /// Drawn: the empty field shows its placeholder in `placeholderText` grey; typed text draws
    /// in the text colour; secure entry draws one bullet per character, narrower than the text;
    /// while editing a caret in the tint colour blinks after the text: shown for the first
    /// half second, hidden for the next.
    @Test func placeholderTextBulletsAndCaret() throws {
        func frame(at time: Double, secure: Bool = false, type: Bool = true) throws -> Frame {
            try Everyday.frame(
                "text-field-\(time)-\(secure)-\(type)", size: CGSize(width: 200, height: 34), at: time, duration: 2
            ) { host in
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
                field.placeholder = "Email"
                field.textColor = .blue
                field.tintColor = .red
                field.isSecureTextEntry = secure
                host.rootView.addSubview(field)
                host.at(0.2) { field.becomeFirstResponder() }
                if type { host.at(0.2) { field.insertText("hello") } }
            }
        }
        let empty = try frame(at: 0.1)
        let ink = try #require(
            Everyday.inkBox(empty, in: CGRect(x: 0, y: 0, width: 200, height: 34), background: [255, 255, 255]))
        #expect(ink.minX < 3 && ink.width > 25)
        let grey = (0..<80).flatMap { x in (5..<30).map { Everyday.rgb(empty, x, $0) } }.min { $0[0] < $1[0] }!
        #expect(abs(grey[0] - grey[2]) < 12 && grey[0] < 200, "placeholder ink \(grey)")

        let typed = try frame(at: 0.3)
        let text = try #require(
            Everyday.inkBox(typed, in: CGRect(x: 0, y: 0, width: 200, height: 34), background: [255, 255, 255]))
        let blue = (0..<Int(text.maxX)).flatMap { x in (5..<30).map { Everyday.rgb(typed, x, $0) } }
            .contains { $0[2] > 200 && $0[0] < 80 }
        #expect(blue)
        // The caret: red, 2 points wide, just after the text.
        let caretColumns = (0..<200).filter { x in
            (5..<30).contains { Drawn.near(Everyday.rgb(typed, x, $0), [255, 0, 0], 30) }
        }
        #expect(!caretColumns.isEmpty && caretColumns.count <= 3, "caret columns \(caretColumns)")
        let hidden = try frame(at: 0.9)
        #expect(
            !(0..<200).contains { x in (5..<30).contains { Drawn.near(Everyday.rgb(hidden, x, $0), [255, 0, 0], 30) } })

        // The blue ink only (the caret is red): bullets sit in the middle of the line, lower
        // than the letters are tall.
        func blueRows(_ frame: Frame) -> [Int] {
            (0..<34).filter { y in
                (0..<200).contains { x in
                    let p = Everyday.rgb(frame, x, y)
                    return p[2] > 200 && p[0] < 120
                }
            }
        }
        let bullets = try frame(at: 0.3, secure: true)
        let dotRows = blueRows(bullets)
        let letterRows = blueRows(typed)
        #expect(!dotRows.isEmpty && dotRows.count < letterRows.count, "bullets \(dotRows) text \(letterRows)")
    }

    /// A floating-label field as iOS libraries write one: `textRect`/`editingRect` overridden to
    /// leave room above the text, and a title label that moves up and shrinks inside
    /// `UIView.animate` when editing begins (its `becomeFirstResponder()` override). The text is drawn in the
    /// overridden rectangle (its ink below y = 18), and the title ends at its raised frame.
    @Test func floatingLabelSubclassDrawsWhereItsOverridesSay() throws {
        final class FloatingLabelField: UITextField {
            let titleLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                titleLabel.text = "Email"
                titleLabel.font = .systemFont(ofSize: 15)
                titleLabel.textColor = .gray
                titleLabel.frame = CGRect(x: 0, y: 15, width: 120, height: 20)
                addSubview(titleLabel)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func textRect(forBounds bounds: CGRect) -> CGRect {
                bounds.inset(by: UIEdgeInsets(top: 18, left: 0, bottom: 0, right: 0))
            }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
            override func becomeFirstResponder() -> Bool {
                let result = super.becomeFirstResponder()
                UIView.animate(withDuration: 0.3) {
                    self.titleLabel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                    self.titleLabel.frame.origin = CGPoint(x: 0, y: 0)
                }
                return result
            }
        }
        var field: UITextField?
        let frame = try Everyday.frame("floating-label", size: CGSize(width: 200, height: 50), at: 0.8) { host in
            let f = FloatingLabelField(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            field = f
            f.textColor = .blue
            f.tintColor = .clear
            host.rootView.addSubview(f)
            host.at(0.1) { f.becomeFirstResponder() }
            host.at(0.1) { f.insertText("ada@example.com") }
        }
        let blueRows = (0..<50).filter { y in
            (0..<200).contains { x in Everyday.rgb(frame, x, y)[2] > 200 && Everyday.rgb(frame, x, y)[0] < 80 }
        }
        #expect(!blueRows.isEmpty && blueRows.min()! >= 18, "text rows \(blueRows)")
        #expect(field?.isEditing == true)
    }
}
