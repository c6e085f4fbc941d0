import Foundation

/// UIKit's attribute keys that change nothing iOS draws: VoiceOver's speech and text keys, and
/// the vertical glyph form (UIKit's header: "Currently on iOS, it's always horizontal"). Text
/// carrying them draws as without them; each key notes its first use (`AcceptedMember`).
extension NSAttributedString.Key {
    /// Whether VoiceOver speaks punctuation (a Boolean number).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechPunctuation: NSAttributedString.Key {
        accepted("accessibilitySpeechPunctuation", "UIAccessibilitySpeechAttributePunctuation")
    }
    /// The language VoiceOver speaks the text in (a BCP 47 string).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechLanguage: NSAttributedString.Key {
        accepted("accessibilitySpeechLanguage", "UIAccessibilitySpeechAttributeLanguage")
    }
    /// The pitch VoiceOver speaks the text at (a number, 0 to 2).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechPitch: NSAttributedString.Key {
        accepted("accessibilitySpeechPitch", "UIAccessibilitySpeechAttributePitch")
    }
    /// Whether VoiceOver queues the announcement (a Boolean number).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechQueueAnnouncement: NSAttributedString.Key {
        accepted("accessibilitySpeechQueueAnnouncement", "UIAccessibilitySpeechAttributeQueueAnnouncement")
    }
    /// The priority of a VoiceOver announcement.
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechAnnouncementPriority: NSAttributedString.Key {
        accepted("accessibilitySpeechAnnouncementPriority", "UIAccessibilitySpeechAttributeAnnouncementPriority")
    }
    /// How VoiceOver pronounces the text (an IPA string).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechIPANotation: NSAttributedString.Key {
        accepted("accessibilitySpeechIPANotation", "UIAccessibilitySpeechAttributeIPANotation")
    }
    /// Whether VoiceOver spells the text out (a Boolean number).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilitySpeechSpellOut: NSAttributedString.Key {
        accepted("accessibilitySpeechSpellOut", "UIAccessibilitySpeechAttributeSpellOut")
    }
    /// The heading level VoiceOver announces (a number).
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilityTextHeadingLevel: NSAttributedString.Key {
        accepted("accessibilityTextHeadingLevel", "UIAccessibilityTextAttributeHeadingLevel")
    }
    /// Custom strings VoiceOver reads with the text.
    ///
    /// Reel: accepted; only VoiceOver reads it, nothing is drawn differently.
    public static var accessibilityTextCustom: NSAttributedString.Key {
        accepted("accessibilityTextCustom", "UIAccessibilityTextAttributeCustom")
    }
    /// Vertical (1) or horizontal (0) glyphs.
    ///
    /// Reel: accepted; UIKit documents that on iOS text is always horizontal, whatever it says.
    public static var verticalGlyphForm: NSAttributedString.Key {
        accepted("verticalGlyphForm", "NSVerticalGlyphForm")
    }

    /// The key named `rawValue`, noting the first use of `member`.
    private static func accepted(_ member: String, _ rawValue: String) -> NSAttributedString.Key {
        AcceptedMember.note("NSAttributedString.Key." + member)
        return NSAttributedString.Key(rawValue)
    }
}
