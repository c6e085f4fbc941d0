/// A rectangle that takes part in Auto Layout without being a view, like `UILayoutGuide`: its
/// frame is in its owning view's coordinates.
open class UILayoutGuide: NSObject, LayoutItem, _UILayoutAnchorItem {
    public private(set) weak var owningView: UIView?
    open var identifier = ""
    let layoutVariables: LayoutVariables
    /// The owning view's margins or safe area, which fix this guide's place (nil: the app's).
    let role: Role?

    enum Role { case margins, safeArea, readableContent }
    /// A margins or safe-area guide's edges (left, top, width, height), made on first use.
    var edges: [NSLayoutConstraint] = []

    public override init() {
        layoutVariables = LayoutVariables("UILayoutGuide")
        role = nil
        super.init()
    }

    init(role: Role, owner: UIView) {
        let name =
            switch role {
            case .margins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            }
        layoutVariables = LayoutVariables(name)
        self.role = role
        owningView = owner
        super.init()
        identifier = name
    }

    func setOwner(_ view: UIView?) { owningView = view }

    /// The frame the last layout gave it (in the owning view's coordinates).
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if let role {
            let insets = role == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
            let frame = owner.bounds.inset(by: insets)
            guard role == .readableContent, frame.width > UIView.readableContentWidth else { return frame }
            return frame.insetBy(dx: (frame.width - UIView.readableContentWidth) / 2, dy: 0)
        }
        return owner.layoutEngineRoot.layoutEngine.frame(of: self) ?? .zero
    }

    var layoutOwner: UIView? { owningView }
    var layoutName: String {
        "\(identifier.isEmpty ? "UILayoutGuide" : identifier):\(NSLayoutConstraint.address(self))"
    }
    var layoutAddress: String { NSLayoutConstraint.address(self) }
}
