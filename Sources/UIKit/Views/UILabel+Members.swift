import Foundation

/// The label members that change nothing Reel draws, and the label's small types.
extension UILabel {
    /// Whether a truncated label shows its whole text when the pointer hovers over it.
    /// Reel: accepted; there is no pointer to hover.
    public var showsExpansionTextWhenTruncated: Bool {
        get {
            AcceptedMember.note("UILabel.showsExpansionTextWhenTruncated")
            return false
        }
        set { AcceptedMember.note("UILabel.showsExpansionTextWhenTruncated") }
    }

    /// The vibrancy the label's text prefers on a visionOS material.
    /// Reel: accepted; vibrancy applies on visionOS glass only, which Reel does not draw.
    public var preferredVibrancy: UILabelVibrancy {
        get {
            AcceptedMember.note("UILabel.preferredVibrancy")
            return .none
        }
        set { AcceptedMember.note("UILabel.preferredVibrancy") }
    }
}

/// How a label's baseline moves when its text shrinks to fit, like `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

/// How a view sizes for scripts with tall letterforms, like `UILetterformAwareSizingRule`.
public enum UILetterformAwareSizingRule: Int, Sendable {
    case typographic, oversize
}

/// The vibrancy a label prefers, like `UILabelVibrancy`.
public enum UILabelVibrancy: Int, Sendable {
    case none, automatic
}
