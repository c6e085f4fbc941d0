// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// The keyboard traits a text field carries (`UITextInputTraits`). A recording shows no keyboard,
// so they are stored and read back; only `isSecureTextEntry` changes what is drawn.

/// Which keyboard a text input asks for, like `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// Deprecated: the same as `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look, like `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// Deprecated: the same as `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key, like `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard turns on capitals, like `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether autocorrection is on, like `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spell checking is on, like `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Whether straight quotes become smart quotes, like `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether double hyphens become dashes, like `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spaces are fixed up around pasted words, like `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// What a text input holds, for autofill, like `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let dateTime = UITextContentType("date-time")
    public static let flightNumber = UITextContentType("flight-number")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
}
