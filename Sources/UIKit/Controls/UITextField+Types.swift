import Foundation

extension UITextField {
    /// The border drawn around the field, like `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view shows, like `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended, like `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// The user-info key of the reason in `textDidEndEditingNotification`.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"

    // MARK: Keyboard traits (stored only: a recording shows no keyboard)

    public var autocapitalizationType: UITextAutocapitalizationType {
        get { inputTraits.autocapitalizationType }
        set { inputTraits.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { inputTraits.autocorrectionType }
        set { inputTraits.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { inputTraits.spellCheckingType }
        set { inputTraits.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { inputTraits.smartQuotesType }
        set { inputTraits.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { inputTraits.smartDashesType }
        set { inputTraits.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { inputTraits.smartInsertDeleteType }
        set { inputTraits.smartInsertDeleteType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { inputTraits.keyboardAppearance }
        set { inputTraits.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { inputTraits.returnKeyType }
        set { inputTraits.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    public var textContentType: UITextContentType! {
        get { inputTraits.textContentType }
        set { inputTraits.textContentType = newValue }
    }
}

/// A text field's keyboard traits, as `UITextInputTraits` lists them.
struct TextInputTraits {
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var spellCheckingType: UITextSpellCheckingType = .default
    var smartQuotesType: UITextSmartQuotesType = .default
    var smartDashesType: UITextSmartDashesType = .default
    var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    var keyboardType: UIKeyboardType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically: Bool = false
    var textContentType: UITextContentType? = nil
}
