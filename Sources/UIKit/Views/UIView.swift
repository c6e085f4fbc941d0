import ReelCore

/// A rectangle on screen, like `UIView`: a façade over a `CALayer` (`layer`, of `layerClass`)
/// and ReelCore's `View` over the same ReelCore layer, which is the layer's delegate and gives
/// the block animations (`UIView.animate…`) their actions. Subviews are held strongly, the
/// superview weakly; a subview's layer is a sublayer of this view's layer, as in UIKit.
///
/// Layout and drawing follow UIKit's cycle as the recording host runs it: a view whose bounds
/// size changed or that called `setNeedsLayout()` gets `layoutSubviews()`, and a view shown
/// for the first time or after `setNeedsDisplay()` gets `draw(_:)` with its bounds, drawing
/// into a context whose picture becomes the layer's contents (CALayer+Display.swift).
open class UIView: UIResponder, CALayerDelegate {
    /// The backing layer (never replaced).
    public let layer: CALayer
    /// ReelCore's view over the same layer: the layer's ReelCore delegate.
    package let reelView: View
    /// The views inside this one, in drawing order (last on top).
    public internal(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// The class of the backing layer (`CALayer` by default); Reel makes a layer of the nearest
    /// QuartzCore class (a subclass of your own gets its QuartzCore base class's layer).
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        layer = CALayer.makeLayer(ofClass: Self.layerClass)
        reelView = View(layer: layer.reel)
        super.init()
        layer.reel.frame = frame.reel
        prepareDrawing()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view from an archive: Reel reads no archives, so this is a view with a zero frame (the
    /// initializer exists because UIKit subclasses must declare it).
    public required init?(coder: NSCoder) {
        layer = CALayer.makeLayer(ofClass: Self.layerClass)
        reelView = View(layer: layer.reel)
        super.init()
        prepareDrawing()
    }

    open override var next: UIResponder? { owningController ?? superview }

    // MARK: - Geometry

    open var frame: CGRect {
        get { CGRect(reelView.frame) }
        set { resizing { reelView.frame = newValue.reel } }
    }
    open var bounds: CGRect {
        get { CGRect(reelView.bounds) }
        set { resizing { reelView.bounds = newValue.reel } }
    }

    open var center: CGPoint {
        get { CGPoint(reelView.center) }
        set { reelView.center = newValue.reel }
    }
    open var transform: CGAffineTransform {
        get { CGAffineTransform(reelView.transform) }
        set { reelView.transform = newValue.reel }
    }
    open var alpha: CGFloat {
        get { CGFloat(reelView.alpha) }
        set { reelView.alpha = Double(newValue) }
    }
    /// The colour as set (a dynamic colour stays dynamic: the layer shows its resolution for
    /// the view's traits, again whenever they change).
    open var backgroundColor: UIColor? {
        get { currentBackground() }
        set { setBackground(newValue) }
    }
    open var isHidden: Bool {
        get { reelView.isHidden || isHidingInStack }
        set {
            let old = isHidden
            isHidingInStack = false
            reelView.isHidden = newValue
            if old != newValue { (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self) }
        }
    }
    /// Hidden while its layer still shows: a stack view's animated collapse (UIStackView.swift).
    var isHidingInStack = false
    /// A view whose alpha masks this one, in this view's coordinates: its layer becomes
    /// `layer.mask`, as in UIKit (it is in no view hierarchy).
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    open var clipsToBounds: Bool {
        get { reelView.clipsToBounds }
        set { reelView.clipsToBounds = newValue }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true
    /// With `.redraw`, a change of the bounds' size redraws the view (`draw(_:)`).
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
    }

    /// The natural size; no intrinsic size by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: - Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` (clamped); its layer goes just below the layer of the subview
    /// now at that index, or on top of this layer's sublayers.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        // Moving from another superview sends no removal callbacks, as in UIKit: only these.
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        view.moveWindow(from: oldWindow, to: window, didMove: false)
        view.detachFromSuperview()
        let i = min(max(index, 0), subviews.count)
        if i < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
        view.updateTraits()
        view.setNeedsLayout()
        if view.layoutState.usesAutoLayout {
            markUsesAutoLayout()
            layoutTreeChanged()
        }
        view.moveWindow(from: oldWindow, to: window, didMove: true)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    open func bringSubviewToFront(_ view: UIView) {
        if view.superview === self { addSubview(view) }
    }

    open func sendSubviewToBack(_ view: UIView) {
        if view.superview === self { insertSubview(view, at: 0) }
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        moveWindow(from: oldWindow, to: nil, didMove: false)
        detachFromSuperview()
        moveWindow(from: oldWindow, to: nil, didMove: true)
        didMoveToSuperview()
    }

    /// Takes the view out of its superview (its layer and the constraints that leave with it),
    /// telling the superview (`willRemoveSubview(_:)`) but not the view itself.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if parent.layoutEngineRoot.layoutState.usesAutoLayout { deactivateConstraintsLeaving(parent) }
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view gets a new superview (nil: it is being removed), as UIKit does,
    /// then `willMove(toWindow:)`, `didMoveToWindow()` (for it and its subviews, when the window
    /// changes), `didMoveToSuperview()`, and the superview's `didAddSubview(_:)`.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    /// Never called: Reel loads no nibs or storyboards (overrides compile and can be called).
    open func awakeFromNib() {}
    /// Never called: there is no Interface Builder (overrides compile).
    open func prepareForInterfaceBuilder() {}

    /// The first view in this tree (this one included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: - Traits (UIView+Traits.swift)

    var traitState = ViewTraitState()

    /// The view's traits: its superview's, with `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection { inheritedTraits() }

    /// Called with the traits before when the view's traits change (moved into a hierarchy
    /// with other traits, an `overrideUserInterfaceStyle` above it, a recording in dark).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for this view and those inside it, whatever the window's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideStyle }
        set {
            traitState.overrideStyle = newValue
            updateTraits()
        }
    }

    /// The tint colour: the one set, else the superview's, else the system blue.
    open var tintColor: UIColor! {
        get { adjustedTint(inheritedTint()) }
        set {
            traitState.tintColor = newValue
            updateTraits()
        }
    }

    /// Called when the tint colour this view shows changes (its own, an ancestor's, or a
    /// dynamic one resolving differently for new traits).
    open func tintColorDidChange() {}

    /// The state of the members in UIView+Geometry.swift, UIView+Accepted.swift and kin.
    var extras = ViewExtras()

    /// What a UIKit subclass redoes for new traits (a label resolves its colours again).
    func traitsChanged() {}

    // MARK: - Layout and drawing

    var needsLayoutFlag = true
    /// The controller whose `view` this is: told before and after `layoutSubviews()`, and the
    /// next responder (Controllers/UIViewController.swift).
    weak var owningController: UIViewController?
    /// Constraints, content-size priorities, guides (UIView+AutoLayout.swift).
    lazy var layoutState = ViewLayoutState()

    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Lays out now where marked: constraints updated (`updateConstraints()`, subviews first)
    /// and solved, then `layoutSubviews()` from the top down, starting at the highest ancestor
    /// that needs layout (as `CALayer.layoutIfNeeded()` documents). Inside `UIView.animate`,
    /// the frames this sets animate.
    open func layoutIfNeeded() {
        updateLayoutEngine()
        var start = self
        while let parent = start.superview, parent.needsLayoutFlag { start = parent }
        start.layoutTreeIfNeeded()
    }

    /// Lays out the subviews: those Auto Layout places (`translatesAutoresizingMaskIntoConstraints`
    /// false) get the frames the constraints solve to. Overrides call `super.layoutSubviews()`.
    open func layoutSubviews() { applyLayoutEngineFrames() }

    /// Called when the layout margins change (set, or moved by a new safe area); the default does nothing.
    open func layoutMarginsDidChange() {}
    /// Called in the layout pass when the safe-area insets changed (the window's, or the view
    /// moved under them), before `layoutSubviews()`; the default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// How far the alignment rectangle (what Auto Layout aligns) lies inside the frame; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline `firstBaselineAnchor` follows: `forLastBaselineLayout` by default.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline `lastBaselineAnchor` follows: the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// Adds or changes constraints before a layout pass; overrides call `super.updateConstraints()` last.
    open func updateConstraints() {}

    open class var requiresConstraintBasedLayout: Bool { false }

    // Drawing (CALayer+Display.swift): `draw(_:)` runs with a current context of the bounds at
    // the screen's scale when the view is first shown and after `setNeedsDisplay()`.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks the view for drawing; Reel redraws the whole view (`draw(_:)` gets the bounds).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`; override to draw. What
    /// it draws becomes the layer's contents, kept until the view is marked again.
    open func draw(_ rect: CGRect) {}

    /// Whether the view fills its bounds opaquely (kept; drawn contents composite with their alpha).
    open var isOpaque = true
    /// Whether `draw(_:)` starts from a transparent context (true) or from what it drew last.
    open var clearsContextBeforeDrawing = true

    /// Draws the view's layer: `draw(_:)` with the context current for UIKit.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        if !clearsContextBeforeDrawing, layer.hasDrawnContents, let previous = layer.contents as? CGImage {
            ctx.startFrom(previous)
        }
        GraphicsContextStack.with(ctx) { traitCollection.performAsCurrent { draw(bounds) } }
    }

    /// The deepest visible view under `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether `gestureRecognizer`, about to leave `.possible` for a touch on this view, may
    /// begin; false makes it fail. True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The recognizers that see this view's touches (Events/UIGestureRecognizer.swift).
    open var gestureRecognizers: [UIGestureRecognizer]?

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    // MARK: - Focus (Events/UIFocus.swift): no input device moves focus in a recording.

    /// Whether the view can take focus: false, as a plain view's.
    /// Reel: accepted; there is no focus engine (no keyboard, remote or game controller).
    open var canBecomeFocused: Bool {
        AcceptedMember.note("UIView.canBecomeFocused")
        return false
    }

    /// The views focus should move to, in order of preference: none.
    /// Reel: accepted; there is no focus engine.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        AcceptedMember.note("UIView.preferredFocusEnvironments")
        return []
    }

    /// Whether focus may move as `context` says: true, as UIKit's default.
    /// Reel: accepted; there is no focus engine, so nothing asks.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        AcceptedMember.note("UIView.shouldUpdateFocus(in:)")
        return true
    }

    /// Called after focus moves: does nothing by default.
    /// Reel: accepted; there is no focus engine, so it is never called.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        AcceptedMember.note("UIView.didUpdateFocus(in:with:)")
    }

    /// Called as focus is about to move (tvOS's motion hint): does nothing by default.
    /// Reel: accepted; there is no focus engine, so it is never called.
    open func didHintFocusMovement(_ hint: UIFocusMovementHint) {
        AcceptedMember.note("UIView.didHintFocusMovement(_:)")
    }
}
