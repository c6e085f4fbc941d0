import Foundation

/// A text view's keyboard traits (`UITextInputTraits`), as a text field's: stored and read back;
/// a recording shows no keyboard.
extension UITextView {
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
