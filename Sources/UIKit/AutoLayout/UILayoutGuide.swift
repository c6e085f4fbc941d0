/// A rectangle that takes part in Auto Layout without being a view, like `UILayoutGuide`: its
/// frame is in its owning view's coordinates.
open class UILayoutGuide: NSObject, LayoutItem, _UILayoutAnchorItem {
    /// The view whose coordinates the guide's frame is in. Setting a view adds the guide to it
    /// (`addLayoutGuide(_:)`), nil removes it from its owner.
    open weak var owningView: UIView? {
        get { owner }
        set {
            guard newValue !== owner else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }
    private weak var owner: UIView?
    open var identifier = ""
    let layoutVariables: LayoutVariables
    /// The owning view's margins or safe area, which fix this guide's place (nil: the app's).
    let role: Role?

    enum Role { case margins, safeArea, readableContent, keyboard }
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
            case .keyboard: "UIKeyboardLayoutGuide"
            }
        layoutVariables = LayoutVariables(name)
        self.role = role
        self.owner = owner
        super.init()
        identifier = name
    }

    /// A guide decoded from an archive: Reel reads no archives, so this is a new guide.
    public required init?(coder: NSCoder) {
        layoutVariables = LayoutVariables("UILayoutGuide")
        role = nil
        super.init()
    }

    func setOwner(_ view: UIView?) { owner = view }

    /// The active constraints that place this guide on `axis` (its x and width, or its y and
    /// height): those installed on its owning view or an ancestor that name it with an
    /// attribute of the axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder = owningView
        while let view = holder {
            for c in view.constraints where c.isActive {
                let named =
                    (c.firstItem === self && c.firstAttribute.axis == axis)
                    || (c.secondItem === self && c.secondAttribute.axis == axis)
                if named { found.append(c) }
            }
            holder = view.superview
        }
        return found
    }

    /// Whether another frame would satisfy the constraints as well: Reel's solver reports none.
    ///
    /// Reel: accepted; a debugging aid that changes no layout.
    open var hasAmbiguousLayout: Bool {
        AcceptedMember.note("UILayoutGuide.hasAmbiguousLayout")
        return false
    }

    /// The frame the last layout gave it (in the owning view's coordinates).
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if role == .keyboard, let guide = self as? UIKeyboardLayoutGuide {
            let height = guide.keyboardHiddenHeight
            let b = owner.bounds
            return CGRect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
        }
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
