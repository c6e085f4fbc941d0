import Foundation

/// A layout guide that follows something on screen, here the keyboard (UIKit's
/// `UITrackingLayoutGuide`, iOS 15): the base of `UIKeyboardLayoutGuide`.
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The space the keyboard takes in a view's layout (`UIView.keyboardLayoutGuide`, iOS 15).
///
/// Reel draws no keyboard: a recording is the screen with the keyboard offscreen, so the guide
/// always has the place UIKit gives it then. It spans the view's width along its bottom edge;
/// its top is the bottom of the view's safe area while `usesBottomSafeArea` is true (the
/// default, as Apple documents), else the view's bottom. Content pinned above it
/// (`button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`) sits where
/// iOS shows it before the keyboard rises.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    private var undocked = false
    private var dismissPadding: CGFloat = 0

    /// Whether the guide's top ties to the bottom of the view's safe-area guide (true, the
    /// default) or to the view's bottom (false) while the keyboard is offscreen.
    open var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { owningView?.layoutTreeChanged() } }
    }

    /// Whether the guide follows an undocked or floating keyboard (false by default).
    /// Reel: accepted; Reel shows no keyboard, docked or not.
    open var followsUndockedKeyboard: Bool {
        get {
            AcceptedMember.note("UIKeyboardLayoutGuide.followsUndockedKeyboard")
            return undocked
        }
        set {
            AcceptedMember.note("UIKeyboardLayoutGuide.followsUndockedKeyboard")
            undocked = newValue
        }
    }

    /// Extra room above the keyboard that an interactive dismissal counts as the keyboard.
    /// Reel: accepted; Reel shows no keyboard to drag down.
    open var keyboardDismissPadding: CGFloat {
        get {
            AcceptedMember.note("UIKeyboardLayoutGuide.keyboardDismissPadding")
            return dismissPadding
        }
        set {
            AcceptedMember.note("UIKeyboardLayoutGuide.keyboardDismissPadding")
            dismissPadding = newValue
        }
    }

    /// A guide of no view yet: `UIView.keyboardLayoutGuide` gives each view its own.
    public override init() { super.init() }

    init(owner: UIView) { super.init(role: .keyboard, owner: owner) }

    /// A guide decoded from an archive: Reel reads no archives, so this is a new guide.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The guide's height with the keyboard offscreen: the owner's bottom safe-area inset, or
    /// none without `usesBottomSafeArea`.
    var keyboardHiddenHeight: CGFloat {
        guard usesBottomSafeArea, let owner = owningView else { return 0 }
        return max(0, owner.safeAreaInsets.bottom)
    }
}

extension UIView {
    /// The guide for the keyboard's place in this view's layout, made on first use. Reel shows
    /// no keyboard, so its top is the bottom of the safe area (see `UIKeyboardLayoutGuide`).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        layoutState.keyboardGuide = guide
        return guide
    }
}
