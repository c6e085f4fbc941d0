import Foundation

/// A row of segments of which one is selected, like `UISegmentedControl` (iOS 13 and later):
/// a rounded pale track (`tertiarySystemFill`, corner radius 9) 32 points tall, and over the
/// selected segment a white rounded "thumb" 2 points in from the segment's edges, with a soft
/// shadow. Titles are 13-point system text, semibold on the selected segment; thin dividers
/// separate the segments, hidden beside the thumb.
///
/// A tap on an enabled segment selects it: the thumb slides there over 0.25 s, the segment's
/// action (if it has one) runs and `.valueChanged` is sent. Setting `selectedSegmentIndex` in
/// code moves the thumb at once (inside an animation block it slides), as on iOS.
///
/// Segments share the width equally, less those given a width with `setWidth(_:forSegmentAt:)`;
/// with `apportionsSegmentWidthsByContent` the shared width is split in proportion to each
/// segment's content. Apple documents none of these sizes: they, the padding (12 points each side
/// of a title) and the divider (1 × 12 points) are Reel's estimates (docs/animation.md).
open class UISegmentedControl: UIControl {
    /// The positions of a segment in the control, for the appearance methods.
    public enum Segment: Int, Sendable {
        case any = 0
        case left, center, right, alone
    }

    /// The index that means no segment is selected.
    public class var noSegment: Int { -1 }

    /// The control's height on iOS 13 and later.
    public static let height: CGFloat = 32
    /// The track's corner radius, and the thumb's inset and corner radius.
    static let cornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbCornerRadius: CGFloat = 7
    /// The space each side of a segment's content when the control sizes itself.
    static let contentPadding: CGFloat = 12
    /// A divider's height.
    static let dividerHeight: CGFloat = 12
    /// The thumb's colour unless `selectedSegmentTintColor` is set: white, or 99, 99, 102 in dark mode.
    static let systemThumbColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
    /// How long the thumb takes to slide to a tapped segment.
    public static let selectionDuration: TimeInterval = 0.25

    /// What one segment shows and how it behaves.
    struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }

    var segments: [SegmentContent] = []
    var contentViews: [UIView] = []
    var dividers: [UIView] = []
    let thumb = UIView()
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Whether segments show no selected state: a tap sends its events but draws no thumb.
    open var isMomentary = false { didSet { showSelection() } }
    /// Whether auto-sized segments share the width in proportion to their content.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { showSelection() }
    }
    /// The thumb's colour; nil is the system's (white in light mode, dark grey in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { showSelection() } }
    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each item (a `String` title or a `UIImage`), sized to fit.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                append(SegmentContent(title: title))
            } else if let image = item as? UIImage {
                append(SegmentContent(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control of `frame` with a segment for each action (its title and image), which runs
    /// when its segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { append(SegmentContent(title: action.title, image: action.image, action: action)) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        thumb.isUserInteractionEnabled = false
        thumb.isHidden = true
        thumb.layer.cornerRadius = Self.thumbCornerRadius
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 8
        addSubview(thumb)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Segments

    /// Inserts a segment titled `title` before `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` before `segment` (pinned to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` (its title and image) before `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(
            SegmentContent(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes `segment`; if it was selected, no segment is.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        contentViews.remove(at: segment).removeFromSuperview()
        if let divider = dividers.popLast() { divider.removeFromSuperview() }
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        change(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    open func titleForSegment(at segment: Int) -> String? { content(segment)?.title }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        change(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    open func imageForSegment(at segment: Int) -> UIImage? { content(segment)?.image }

    /// Gives `segment` `action`, its title and its image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        change(segment) { $0 = SegmentContent(title: action.title, image: action.image, action: action) }
    }

    open func actionForSegment(at segment: Int) -> UIAction? { content(segment)?.action }

    /// The segment whose action is named `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes `segment`'s width; 0 sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        change(segment) { $0.width = max(0, width) }
    }

    /// The width given to `segment` with `setWidth(_:forSegmentAt:)`; 0 when it sizes itself.
    open func widthForSegment(at segment: Int) -> CGFloat { content(segment)?.width ?? 0 }

    /// Moves `segment`'s title or image by `offset` from the segment's centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        change(segment) { $0.contentOffset = offset }
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize { content(segment)?.contentOffset ?? .zero }

    /// Whether taps may select `segment` (a disabled one draws dimmed).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        change(segment) { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { content(segment)?.isEnabled ?? false }

    // MARK: - Title attributes

    /// The attributes of titles in `state` (`.font` and `.foregroundColor` are drawn); a state
    /// without attributes of its own uses `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        showSelection()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Size and layout

    open override var intrinsicContentSize: CGSize {
        let autos = segments.filter { $0.width == 0 }.map(naturalWidth)
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = apportionsSegmentWidthsByContent ? autos.reduce(0, +) : CGFloat(autos.count) * (autos.max() ?? 0)
        return CGSize(width: fixed + shared, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds: fixed widths first, the rest shared equally (or
    /// by content when `apportionsSegmentWidthsByContent`).
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let remaining = max(0, bounds.width - fixed)
        let autoCount = CGFloat(segments.filter { $0.width == 0 }.count)
        let natural = segments.map { $0.width == 0 ? naturalWidth($0) : 0 }
        let total = natural.reduce(0, +)
        var x: CGFloat = 0
        return segments.indices.map { i in
            let width: CGFloat
            if segments[i].width > 0 {
                width = segments[i].width
            } else if apportionsSegmentWidthsByContent && total > 0 {
                width = remaining * natural[i] / total
            } else {
                width = remaining / autoCount
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (i, view) in contentViews.enumerated() {
            // A title wider than its segment is cut short (with an ellipsis) 6 points from each side.
            var size = view.intrinsicContentSize
            if view is UILabel { size.width = min(size.width, max(0, frames[i].width - 12)) }
            let offset = segments[i].contentOffset
            view.frame = CGRect(
                x: frames[i].midX - size.width / 2 + offset.width, y: frames[i].midY - size.height / 2 + offset.height,
                width: size.width, height: size.height)
        }
        for (i, divider) in dividers.enumerated() {
            divider.frame = CGRect(
                x: frames[i + 1].minX - 0.5, y: (bounds.height - Self.dividerHeight) / 2, width: 1,
                height: Self.dividerHeight)
        }
        thumb.frame = thumbFrame(in: frames)
    }

    // MARK: - Touches

    /// A tap on an enabled segment selects it, sliding the thumb, runs its action and sends
    /// `.valueChanged` (before the events of a touch lifted inside).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first {
            let point = touch.location(in: self)
            if bounds.contains(point), let i = segmentFrames().firstIndex(where: { $0.contains(point) }),
                segments[i].isEnabled, i != selectedSegmentIndex || isMomentary
            {
                UIView.animate(withDuration: Self.selectionDuration) { self.selectedSegmentIndex = i }
                if let action = segments[i].action { sendAction(action) }
                sendActions(for: .valueChanged)
            }
        }
        super.touchesEnded(touches, with: event)
    }

    override func stateDidChange() { showSelection() }

    // MARK: - Storage

    private func content(_ segment: Int) -> SegmentContent? {
        segments.indices.contains(segment) ? segments[segment] : nil
    }

    private func append(_ segment: SegmentContent) { insert(segment, at: segments.count, animated: false) }

    private func insert(_ segment: SegmentContent, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        let view = makeContentView(segment)
        contentViews.insert(view, at: index)
        addSubview(view)
        if segments.count > 1 {
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            divider.backgroundColor = .separator
            dividers.append(divider)
            insertSubview(divider, belowSubview: thumb)
        }
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        relayout(animated: animated)
    }

    private func change(_ segment: Int, _ update: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else { return }
        update(&segments[segment])
        let view = makeContentView(segments[segment])
        contentViews[segment].removeFromSuperview()
        contentViews[segment] = view
        addSubview(view)
        relayout(animated: false)
    }

    private func makeContentView(_ segment: SegmentContent) -> UIView {
        let view: UIView
        if let image = segment.image {
            view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        } else {
            let label = UILabel()
            label.text = segment.title
            view = label
        }
        view.isUserInteractionEnabled = false
        return view
    }

    private func relayout(animated: Bool) {
        invalidateIntrinsicContentSize()
        showSelection()
        guard animated else { return }
        UIView.animate(withDuration: Self.selectionDuration) { self.layoutIfNeeded() }
    }
}
