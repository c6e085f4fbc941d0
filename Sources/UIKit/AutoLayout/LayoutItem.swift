/// What a constraint can name: a view or a layout guide, with its frame's four variables
/// (in its superview's coordinates for a view, its owning view's for a guide).
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose coordinates the variables are in.
    var layoutOwner: UIView? { get }
    /// `UIView:0x…` as UIKit's logs name an item.
    var layoutName: String { get }
}

/// A frame as solver variables.
final class LayoutVariables {
    let minX: LayoutSolver.Variable
    let minY: LayoutSolver.Variable
    let width: LayoutSolver.Variable
    let height: LayoutSolver.Variable

    init(_ name: String) {
        minX = LayoutSolver.Variable(name + ".minX")
        minY = LayoutSolver.Variable(name + ".minY")
        width = LayoutSolver.Variable(name + ".width")
        height = LayoutSolver.Variable(name + ".height")
    }
}

/// A view's Auto Layout state (one per view, made when first asked for).
final class ViewLayoutState {
    lazy var variables = LayoutVariables("UIView")
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// The constraints installed on this view (UIKit's `constraints`), in the order added.
    var constraints: [NSLayoutConstraint] = []
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The window's safe-area insets (set on a recording's root view).
    var windowSafeArea = UIEdgeInsets.zero
    /// Whether this view's tree has constraints or views laid out by them.
    var usesAutoLayout = false
    var needsUpdateConstraints = true
    /// The window's solver (on the root view only).
    var engine: LayoutEngine?
    /// The frame the solver gave the view, applied by its superview's `layoutSubviews()`.
    var engineFrame: CGRect?
    /// Constraints UIKit makes for the view: its autoresizing frame (x, y, width, height) and
    /// content size (width ≤, width ≥, height ≤, height ≥), made on first use.
    var pins: [NSLayoutConstraint] = []
    var contentSize: [NSLayoutConstraint] = []
}
