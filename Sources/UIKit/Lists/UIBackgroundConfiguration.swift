/// The background of a cell, header or footer, like `UIBackgroundConfiguration`: a fill colour,
/// an image, a stroke, a corner radius, insets and an optional custom view. A cell draws its
/// `backgroundConfiguration` behind its content view and, when it updates it automatically,
/// asks `updated(for:)` for each state.
///
/// The list styles' `backgroundColor` is the style's colour for the state last given to
/// `updated(for:)`: a plain cell the system background, a grouped cell the secondary grouped
/// background, both the systemGray4 selection colour when highlighted or selected; a sidebar cell
/// clear, or nil (the view's tint colour, as a nil colour always means) when selected. A colour
/// set in `backgroundColor` is kept in every state.
public struct UIBackgroundConfiguration: Hashable {
    /// Which of UIKit's backgrounds a configuration started from.
    enum Style: Hashable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter
    }

    /// What the style draws for a state when `backgroundColor` is nil.
    enum StateFill: Hashable {
        case color(UIColor)
        case tint
    }

    let style: Style
    /// The style's fill for the state last given to `updated(for:)` (nil: clear).
    var stateFill: StateFill?
    /// The colour set in `backgroundColor`, which replaces the style's (`hasOwnColor`).
    private var ownColor: UIColor?
    private var hasOwnColor = false
    private var backgroundTransform: ColorTransformerBox?
    private var strokeTransform: ColorTransformerBox?
    /// A view drawn above the fill and below the stroke, as large as the background.
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// The edges whose insets grow by the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// An image drawn above the fill, below the custom view, placed by `imageContentMode`.
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The fill colour: the one set, else the style's for the state (nil: the view's tint colour).
    public var backgroundColor: UIColor? {
        get {
            if hasOwnColor { return ownColor }
            switch stateFill {
            case .color(let color): return color
            case .tint: return nil
            case nil: return .clear
            }
        }
        set {
            ownColor = newValue
            hasOwnColor = true
        }
    }
    /// A function the fill colour passes through before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        get { backgroundTransform?.transformer }
        set { backgroundTransform = newValue.map(ColorTransformerBox.init) }
    }
    /// The stroke colour (nil: the view's tint colour); drawn when `strokeWidth` is above 0.
    public var strokeColor: UIColor?
    /// A function the stroke colour passes through before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
        get { strokeTransform?.transformer }
        set { strokeTransform = newValue.map(ColorTransformerBox.init) }
    }
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        self.style = style
        stateFill = Self.fill(for: style, selected: false)
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A plain list's cell: the system background; systemGray4 when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }
    /// A grouped list's cell: the secondary grouped background; systemGray4 when selected or
    /// highlighted.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell)
    }
    /// A sidebar's cell: clear; the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell)
    }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter)
    }
    /// A grouped list's header or footer: clear (the grouped background shows through).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter)
    }

    /// The style's fill when `selected` (selected or highlighted) or not.
    static func fill(for style: Style, selected: Bool) -> StateFill? {
        switch (style, selected) {
        case (.clear, _), (.listGroupedHeaderFooter, _), (.listSidebarCell, false): nil
        case (.listPlainCell, true), (.listGroupedCell, true): .color(.systemGray4)
        case (.listPlainCell, false), (.listPlainHeaderFooter, _): .color(.systemBackground)
        case (.listGroupedCell, false): .color(.secondarySystemGroupedBackground)
        case (.listSidebarCell, true): .tint
        }
    }

    /// This background for `state`: the style's colour for a selected or highlighted view.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        let selected: Bool
        switch state {
        case let cell as UICellConfigurationState: selected = cell.isSelected || cell.isHighlighted
        case let view as UIViewConfigurationState: selected = view.isSelected || view.isHighlighted
        default: selected = false
        }
        updated.stateFill = Self.fill(for: style, selected: selected)
        return updated
    }

    /// The colour the background is filled with, given the view's `tintColor`:
    /// `backgroundColor` (or the tint) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundTransform.apply(backgroundColor ?? tintColor)
    }

    /// The colour the stroke is drawn in, given the view's `tintColor`: `strokeColor` (or the
    /// tint) through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeTransform.apply(strokeColor ?? tintColor)
    }
}

/// The view that draws a `UIBackgroundConfiguration` behind a cell's content: the fill, the
/// image, the custom view and the stroke, inset and rounded as the configuration says.
final class BackgroundConfigurationView: UIView {
    private let fill = UIView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let stroke = UIView(frame: .zero)
    private var shownCustomView: UIView?
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        fill.addSubview(imageView)
        addSubview(stroke)
        apply()
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        let c = configuration
        fill.backgroundColor = c.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = c.cornerRadius
        fill.clipsToBounds = c.cornerRadius > 0
        imageView.image = c.image
        imageView.contentMode = c.imageContentMode
        imageView.isHidden = c.image == nil
        if shownCustomView !== c.customView {
            shownCustomView?.removeFromSuperview()
            shownCustomView = c.customView
            if let custom = c.customView { fill.addSubview(custom) }
        }
        stroke.layer.borderColor = c.resolvedStrokeColor(for: tintColor).resolvedColor(with: traitCollection).cgColor
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.cornerRadius = c.cornerRadius + c.strokeOutset
        stroke.backgroundColor = nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var i = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if let owner = superview, !edges.isEmpty {
            let m = owner.directionalLayoutMargins
            if edges.contains(.top) { i.top += m.top }
            if edges.contains(.leading) { i.leading += m.leading }
            if edges.contains(.bottom) { i.bottom += m.bottom }
            if edges.contains(.trailing) { i.trailing += m.trailing }
        }
        fill.frame = CGRect(
            x: i.leading, y: i.top, width: max(0, bounds.width - i.leading - i.trailing),
            height: max(0, bounds.height - i.top - i.bottom))
        imageView.frame = fill.bounds
        shownCustomView?.frame = fill.bounds
        stroke.frame = fill.frame.insetBy(dx: -configuration.strokeOutset, dy: -configuration.strokeOutset)
    }
}
