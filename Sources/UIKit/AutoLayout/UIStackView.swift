import _ReelFoundation

/// A row or column of views laid out by constraints, like `UIStackView`: the arranged subviews
/// are placed along `axis` by `distribution` with `spacing`, and across it by `alignment`. A
/// hidden arranged subview collapses to zero length (its spacing goes too); hiding one inside
/// `UIView.animate` animates the collapse (the stack lays out inside the block).
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// The constraints the stack made (UIKit's `UISV-…` constraints), replaced when it changes.
    private var stackConstraints: [NSLayoutConstraint] = []
    /// The guides between neighbours for the equal-spacing distributions.
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Non-failable, as UIKit declares it (UIView's never fails).
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` in the arrangement at `stackIndex` (and as a subview if it is not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()` too).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementChanged()
        }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// An arranged subview was hidden or shown: the arrangement changes, and inside an animation
    /// block the window lays out at once so that the collapse animates. A view hidden in a block
    /// stays drawn while it collapses (`isHidden` reads true at once) and its layer hides when
    /// the block's animations end, on the recording's clock, as UIKit's stack views do.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
        let duration = UIView.inheritedAnimationDuration
        guard duration > 0 else { return }
        if view.isHidden, let recording = RecordingContext.current {
            view.reelView.isHidden = false
            view.isHidingInStack = true
            let end = recording.time + UIView.inheritedAnimationDelay + duration
            recording.schedule(atNanoseconds: UInt64((end * 1e9).rounded(.up))) { [weak view] in
                guard let view, view.isHidingInStack else { return }
                view.isHidingInStack = false
                view.reelView.isHidden = true
            }
        }
        layoutEngineRoot.layoutIfNeeded()
    }

    private func arrangementChanged() {
        NSLayoutConstraint.deactivate(stackConstraints)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        stackConstraints = makeConstraints()
        NSLayoutConstraint.activate(stackConstraints)
        setNeedsLayout()
    }

    // MARK: - The constraints

    /// Longer than 60 lines: every axis, alignment and distribution rule of UIKit's stack view, in
    /// one place, as its documentation lists them.
    private func makeConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let (start, end, length):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossStart, crossEnd, crossCenter):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        var made: [NSLayoutConstraint] = []
        func make(
            _ id: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
            constraint.identifier = id
            constraint.priority = priority
            made.append(constraint)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis: the chain from the canvas's start to its end.
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                make("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
                if let previous {
                    make("UISV-spacing", view, start, .equal, previous, end)
                } else {
                    make("UISV-canvas-connection", view, start, .equal, canvas, start)
                }
                continue
            }
            if let previous {
                let custom = customSpacing(after: previous)
                let gap = custom == UIStackView.spacingUseDefault ? spacing : custom
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make("UISV-spacing", view, start, .equal, previous, end, 1, gap)
                case .equalSpacing, .equalCentering:
                    make("UISV-spacing", view, start, .greaterThanOrEqual, previous, end, 1, gap)
                    let guide = UILayoutGuide()
                    guide.identifier = "UISV-distributing-edge"
                    addLayoutGuide(guide)
                    let centering = distribution == .equalCentering
                    let (from, to): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                        centering ? (horizontal ? (.centerX, .centerX) : (.centerY, .centerY)) : (end, start)
                    make("UISV-distributing-edge", guide, start, .equal, previous, from)
                    make("UISV-distributing-edge", guide, end, .equal, view, to)
                    if let first = spacers.first {
                        make(
                            "UISV-fill-equally", guide, length, .equal, first, length,
                            priority: centering ? UILayoutPriority(999) : .required)
                    }
                    spacers.append(guide)
                }
            } else {
                make("UISV-canvas-connection", view, start, .equal, canvas, start)
            }
            previous = view
        }
        if let last = visible.last ?? arrangedSubviews.last {
            make("UISV-canvas-connection", canvas, end, .equal, last, end)
        }
        // Lengths for the distributions that set them.
        if let first = visible.first {
            switch distribution {
            case .fillEqually:
                for view in visible.dropFirst() { make("UISV-fill-equally", view, length, .equal, first, length) }
            case .fillProportionally:
                let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                let total = sizes.filter { $0 > 0 }.reduce(0, +)
                let gaps = spacing * CGFloat(visible.count - 1)
                for (view, size) in zip(visible, sizes) where size > 0 && total > 0 {
                    let share = size / total
                    make(
                        "UISV-fill-proportionally", view, length, .equal, canvas, length, share, -share * gaps,
                        priority: UILayoutPriority(999))
                }
            default: break
            }
        }
        // Across the axis.
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                make("UISV-alignment", view, crossStart, .equal, canvas, crossStart)
                make("UISV-alignment", view, crossEnd, .equal, canvas, crossEnd)
            case .leading, .firstBaseline:
                make("UISV-alignment", view, crossStart, .equal, canvas, crossStart)
                make("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, canvas, crossEnd)
            case .trailing, .lastBaseline:
                make("UISV-alignment", view, crossEnd, .equal, canvas, crossEnd)
                make("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
            case .center:
                make("UISV-alignment", view, crossCenter, .equal, canvas, crossCenter)
                make("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
            }
        }
        return made
    }
}
