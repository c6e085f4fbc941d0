import Foundation

/// What code sets on a view that changes nothing Reel draws or times: kept to be read back.
struct AcceptedViewValues {
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    var focusGroupIdentifier: String?
    var showsLargeContentViewer = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets = UIEdgeInsets.zero
    var accessibilityIgnoresInvertColors = false
    var restorationIdentifier: String?
    var focusEffect: UIFocusEffect?
    var focusGroupPriority = UIFocusGroupPriority.ignored
    var hoverStyle: UIHoverStyle?
}

/// Members of `UIView` that change no pixel, geometry or timing in a recording: touches with
/// more than one finger, focus, the large content viewer, colour inversion, state restoration
/// and the keyboard. Each stores what it is given and writes one warning per process on first
/// use (docs/ios-coverage.md lists them).
extension UIView {
    /// Whether the view takes more than one finger at a time (false by default).
    /// Reel: accepted; scripted touches are one finger at a time.
    public var isMultipleTouchEnabled: Bool {
        get { accepted("isMultipleTouchEnabled") { $0.isMultipleTouchEnabled } }
        set { accept("isMultipleTouchEnabled") { $0.isMultipleTouchEnabled = newValue } }
    }

    /// Whether a touch on this view keeps other views from touches at the same time (false by default).
    /// Reel: accepted; scripted touches are one finger at a time.
    public var isExclusiveTouch: Bool {
        get { accepted("isExclusiveTouch") { $0.isExclusiveTouch } }
        set { accept("isExclusiveTouch") { $0.isExclusiveTouch = newValue } }
    }

    /// Whether the view has focus: never.
    /// Reel: accepted; there is no focus engine.
    public var isFocused: Bool { accepted("isFocused") { _ in false } }

    /// The focus group the view belongs to (nil: its superview's).
    /// Reel: accepted; there is no focus engine.
    public var focusGroupIdentifier: String? {
        get { accepted("focusGroupIdentifier") { $0.focusGroupIdentifier } }
        set { accept("focusGroupIdentifier") { $0.focusGroupIdentifier = newValue } }
    }

    /// How the view is highlighted when focused (nil: the system's).
    /// Reel: accepted; there is no focus engine.
    public var focusEffect: UIFocusEffect? {
        get { accepted("focusEffect") { $0.focusEffect } }
        set { accept("focusEffect") { $0.focusEffect = newValue } }
    }

    /// How much the view's focus group wants focus (`.ignored` by default).
    /// Reel: accepted; there is no focus engine.
    public var focusGroupPriority: UIFocusGroupPriority {
        get { accepted("focusGroupPriority") { $0.focusGroupPriority } }
        set { accept("focusGroupPriority") { $0.focusGroupPriority = newValue } }
    }

    /// Whether focus passes through the view to its subviews: false.
    /// Reel: accepted; there is no focus engine.
    public var isTransparentFocusItem: Bool { accepted("isTransparentFocusItem") { _ in false } }

    /// The environment containing the view: its controller if it is one's view, else its superview.
    /// Reel: accepted; there is no focus engine to walk it.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        accepted("parentFocusEnvironment") { _ in owningController ?? superview }
    }

    /// The container of the view's focusable items: the view.
    /// Reel: accepted; there is no focus engine.
    public var focusItemContainer: (any UIFocusItemContainer)? { accepted("focusItemContainer") { _ in self } }

    /// The focusable items in `rect`: none, since nothing can take focus.
    /// Reel: accepted; there is no focus engine.
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] { accepted("focusItems(in:)") { _ in [] } }

    /// How the view reacts to a hovering pointer (nil: not at all), iOS 17.
    /// Reel: accepted; a recording has no pointer.
    public var hoverStyle: UIHoverStyle? {
        get { accepted("hoverStyle") { $0.hoverStyle } }
        set { accept("hoverStyle") { $0.hoverStyle = newValue } }
    }

    /// Asks for a focus update.
    /// Reel: accepted; there is no focus engine.
    public func setNeedsFocusUpdate() { AcceptedMember.note("UIView.setNeedsFocusUpdate()") }

    /// Runs a pending focus update.
    /// Reel: accepted; there is no focus engine.
    public func updateFocusIfNeeded() { AcceptedMember.note("UIView.updateFocusIfNeeded()") }

    /// Whether a long press shows the view in the large content viewer.
    /// Reel: accepted; the large content viewer is an accessibility overlay no recording shows.
    public var showsLargeContentViewer: Bool {
        get { accepted("showsLargeContentViewer") { $0.showsLargeContentViewer } }
        set { accept("showsLargeContentViewer") { $0.showsLargeContentViewer = newValue } }
    }

    /// The title the large content viewer shows.
    /// Reel: accepted; the large content viewer is an accessibility overlay no recording shows.
    public var largeContentTitle: String? {
        get { accepted("largeContentTitle") { $0.largeContentTitle } }
        set { accept("largeContentTitle") { $0.largeContentTitle = newValue } }
    }

    /// The image the large content viewer shows.
    /// Reel: accepted; the large content viewer is an accessibility overlay no recording shows.
    public var largeContentImage: UIImage? {
        get { accepted("largeContentImage") { $0.largeContentImage } }
        set { accept("largeContentImage") { $0.largeContentImage = newValue } }
    }

    /// Whether the large content viewer scales the image.
    /// Reel: accepted; the large content viewer is an accessibility overlay no recording shows.
    public var scalesLargeContentImage: Bool {
        get { accepted("scalesLargeContentImage") { $0.scalesLargeContentImage } }
        set { accept("scalesLargeContentImage") { $0.scalesLargeContentImage = newValue } }
    }

    /// The insets of the large content viewer's image.
    /// Reel: accepted; the large content viewer is an accessibility overlay no recording shows.
    public var largeContentImageInsets: UIEdgeInsets {
        get { accepted("largeContentImageInsets") { $0.largeContentImageInsets } }
        set { accept("largeContentImageInsets") { $0.largeContentImageInsets = newValue } }
    }

    /// Whether Smart Invert leaves the view's colours alone.
    /// Reel: accepted; recordings are never colour-inverted.
    public var accessibilityIgnoresInvertColors: Bool {
        get { accepted("accessibilityIgnoresInvertColors") { $0.accessibilityIgnoresInvertColors } }
        set { accept("accessibilityIgnoresInvertColors") { $0.accessibilityIgnoresInvertColors = newValue } }
    }

    /// The identifier state restoration saves the view under.
    /// Reel: accepted; a recording is never suspended and restored.
    public var restorationIdentifier: String? {
        get { accepted("restorationIdentifier") { $0.restorationIdentifier } }
        set { accept("restorationIdentifier") { $0.restorationIdentifier = newValue } }
    }

    /// Saves the view's state for restoration; the default saves nothing.
    /// Reel: accepted; a recording is never suspended and restored.
    public func encodeRestorableState(with coder: NSCoder) {
        AcceptedMember.note("UIView.encodeRestorableState(with:)")
    }

    /// Restores the view's state; the default restores nothing.
    /// Reel: accepted; a recording is never suspended and restored.
    public func decodeRestorableState(with coder: NSCoder) {
        AcceptedMember.note("UIView.decodeRestorableState(with:)")
    }

    /// Makes the view or the subview that is the first responder (a text field being edited)
    /// resign, as UIKit does to hide the keyboard; with `force` it resigns even when its delegate
    /// would keep editing. True when none is left editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIApplication.shared.firstResponder as? UIView, responder.isDescendant(of: self)
        else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        if let field = responder as? UITextField { return field.forceResign() }
        return false
    }

    /// Whether another frame would satisfy the constraints as well: Reel's solver reports no ambiguity.
    /// Reel: accepted; a debugging aid that changes no layout.
    public var hasAmbiguousLayout: Bool { accepted("hasAmbiguousLayout") { _ in false } }

    /// Moves an ambiguous view to another valid frame, for debugging; Reel's layouts are unique.
    /// Reel: accepted; a debugging aid (UIKit's changes the frame at random, which a recording must not).
    public func exerciseAmbiguityInLayout() { AcceptedMember.note("UIView.exerciseAmbiguityInLayout()") }

    private func accepted<T>(_ member: String, _ read: (AcceptedViewValues) -> T) -> T {
        AcceptedMember.note("UIView." + member)
        return read(extras.accepted)
    }

    private func accept(_ member: String, _ change: (inout AcceptedViewValues) -> Void) {
        AcceptedMember.note("UIView." + member)
        change(&extras.accepted)
    }
}

extension UIView: UIFocusItem, UIFocusItemContainer {}
