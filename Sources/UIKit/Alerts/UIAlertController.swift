import Foundation

/// An alert or action sheet, like `UIAlertController`: a view controller presented with
/// `present(_:animated:completion:)` that shows a title, a message, text fields (alerts only) and
/// one button per action, drawn with iPhone's metrics (`AlertMetrics`).
///
/// It presents itself as UIKit's does on iPhone: `modalPresentationStyle` `.custom` with its own
/// transitioning delegate, so the presenter stays below a dimming view and its tint is dimmed.
/// An alert appears scaled from 1.2 and fading in, and fades out; an action sheet slides up from
/// below the screen and back down; the dimming view fades with them; all with UIKit's spring
/// (0.404 s, damping 600: critically damped). A tap on an enabled action dismisses the alert
/// (animated), and the action's handler runs once the dismissal has ended, as UIKit runs it from
/// the dismissal's completion (`-[UIAlertController _dismissAnimated:triggeringAction:…]`).
open class UIAlertController: UIViewController {
    /// Whether the controller shows an alert or an action sheet, like `UIAlertController.Style`
    /// (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A group of buttons anchored to the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// Whether this is an alert or an action sheet.
    public let preferredStyle: UIAlertController.Style
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order they were added (nil when there are none).
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    /// Held here: a view controller holds its transitioning delegate weakly.
    private let transitions = AlertTransitions()
    /// Set once an action has been tapped, so a second tap during the dismissal does nothing.
    private var isDismissingWithAction = false

    /// The text under the title (13 points; an action sheet's grey).
    public var message: String? {
        didSet { alertView?.reload() }
    }

    /// The title, in bold above the message (an action sheet's: 13 points, grey).
    open override var title: String? {
        didSet { alertView?.reload() }
    }

    /// The action drawn bold instead of the cancel action (it must be one of `actions`).
    public var preferredAction: UIAlertAction? {
        didSet { alertView?.reload() }
    }

    /// How severe the alert is. UIKit reads it only in Mac Catalyst apps ("UIKit ignores the alert
    /// severity on iOS"), so on iPhone it is stored and changes nothing, as here.
    public var severity: UIAlertControllerSeverity = .default

    /// Whether a drag held over the alert's buttons activates them (spring loading).
    ///
    /// Reel: accepted; spring loading answers drag and drop, which scripted touches do not make:
    /// the value is stored.
    public var isSpringLoaded = false {
        didSet { AcceptedMember.note("UIAlertController.isSpringLoaded") }
    }

    /// An alert (`.alert`) or action sheet (`.actionSheet`) with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) { nil }

    /// The view as Reel draws it, once loaded.
    var alertView: AlertView? { viewIfLoaded as? AlertView }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// The first text field starts editing as the alert begins to appear (UIKit's
    /// `viewWillAppear` makes it the first responder).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    /// Editing ends as the alert begins to go.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in fields where field.isFirstResponder { field.resignFirstResponder() }
    }

    /// Adds a button for `action`.
    ///
    /// - Precondition: at most one action has the `.cancel` style (UIKit raises
    ///   `NSInternalInconsistencyException` for a second one).
    public func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        alertView?.reload()
    }

    /// Adds a text field below the message, configured by `configurationHandler` (13-point
    /// system font; stacked in order when there are several).
    ///
    /// - Precondition: `preferredStyle` is `.alert` (UIKit raises for an action sheet).
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        configurationHandler?(field)
        fields.append(field)
        alertView?.reload()
    }

    /// Dismisses the alert (animated) for a tap on `action`, then runs its handler.
    func dismiss(with action: UIAlertAction) {
        guard !isDismissingWithAction, let presenter = presentingViewController else { return }
        isDismissingWithAction = true
        presenter.dismiss(animated: true) { [self] in
            isDismissingWithAction = false
            action.handler?(action)
        }
    }
}
