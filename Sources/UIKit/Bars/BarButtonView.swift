import Foundation

/// The view a bar shows for a `UIBarButtonItem`: its custom view, its image (a template in the
/// tint colour), a system item's glyph, or its title in 17-point text in the tint colour
/// (semibold for `.done`, iOS's bar button font); a tap runs the item's `primaryAction`.
final class BarButtonView: UIControl {
    let item: UIBarButtonItem?
    let label = UILabel()
    private var imageView: UIImageView?
    private var glyph: BarGlyphView?
    /// The back button's chevron (back buttons only).
    private(set) var chevron: UIView?
    /// Attributes from the bar's appearance for the title (merged over the font and tint).
    var attributes: [NSAttributedString.Key: Any] = [:] { didSet { refresh() } }

    /// iOS's bar button text: 17 points (`.body`), semibold for `.done` items.
    static func font(for style: UIBarButtonItem.Style) -> UIFont {
        .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
    }

    /// The gap between a back button's chevron and its title (iOS 17: 6 points).
    static let chevronGap: CGFloat = 6

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        if let custom = item.customView {
            addSubview(custom)
        } else if let image = item.image {
            let view = UIImageView(
                image: image.renderingMode == .alwaysOriginal
                    ? image
                    : image
                        .withRenderingMode(.alwaysTemplate))
            imageView = view
            addSubview(view)
        } else if let systemGlyph = item.systemItem?.content.glyph, item.title == nil {
            let view = BarGlyphView(systemGlyph)
            glyph = view
            addSubview(view)
        } else {
            addSubview(label)
        }
        if let action = item.primaryAction { addAction(action, for: .touchUpInside) }
        refresh()
    }

    /// A back button: the chevron (or `indicator`) and `title` (nil: the chevron alone).
    init(backTitle title: String?, indicator: UIImage?) {
        item = nil
        super.init(frame: .zero)
        let mark: UIView
        if let indicator {
            mark = UIImageView(image: indicator.withRenderingMode(.alwaysTemplate))
        } else {
            mark = BarGlyphView(.chevron)
        }
        chevron = mark
        mark.alpha = 0  // a placeholder: the bar draws one chevron for all its items
        addSubview(mark)
        label.text = title
        if title != nil { addSubview(label) }
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("BarButtonView is made in code") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// The title's text, font and colour from the item, the tint and the appearance.
    func refresh() {
        let style = item?.style ?? .plain
        label.text = item.map { $0.title ?? $0.systemItem?.content.title } ?? label.text
        let font = (attributes[.font] as? UIFont) ?? Self.font(for: item?.systemItem == .done ? .done : style)
        label.font = font
        let enabled = item?.isEnabled ?? true
        let color = (attributes[.foregroundColor] as? UIColor) ?? item?.tintColor ?? tintColor ?? .systemBlue
        label.textColor = enabled ? color : .tertiaryLabel
        if let tint = item?.tintColor {
            imageView?.tintColor = tint
            glyph?.tintColor = tint
        }
        alpha = item?.isHidden == true ? 0 : 1
        isUserInteractionEnabled = enabled
        label.sizeToFit()
        setNeedsLayout()
    }

    /// The width the button takes: the item's `width` when set, else its content's.
    var contentWidth: CGFloat {
        if let width = item?.width, width > 0 { return width }
        if let custom = item?.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            return max(0, size.width)
        }
        if let imageView { return imageView.image?.size.width ?? 0 }
        if let glyph { return glyph.bounds.width }
        var width = label.superview == nil ? 0 : ceil(label.bounds.width)
        if let chevron { width += chevron.bounds.width + (width > 0 ? Self.chevronGap : 0) }
        return width
    }

    /// Where the back button's title starts, in the button.
    var titleOffset: CGFloat { chevron.map { $0.bounds.width + Self.chevronGap } ?? 0 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let mid = bounds.midY
        if let custom = item?.customView {
            let size = custom.frame.size == .zero ? custom.intrinsicContentSize : custom.frame.size
            custom.frame = CGRect(x: 0, y: mid - size.height / 2, width: bounds.width, height: size.height)
        }
        if let imageView, let size = imageView.image?.size {
            imageView.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: mid - size.height / 2,
                width: size.width, height: size.height)
        }
        glyph?.center = CGPoint(x: bounds.midX, y: mid)
        if let chevron {
            chevron.frame.origin = CGPoint(x: 0, y: mid - chevron.bounds.height / 2)
        }
        let height = label.bounds.height
        label.frame = CGRect(x: titleOffset, y: mid - height / 2, width: bounds.width - titleOffset, height: height)
    }
}

/// Lays out bar buttons in a row, as iOS spaces them: `spacing` between neighbours.
enum BarRow {
    /// iOS 17's gap between neighbouring bar buttons on iPhone (Reel's value from screenshots).
    static let spacing: CGFloat = 16

    /// Places `buttons` from `x` (leading first) or back from `x` (trailing); returns the far edge.
    @discardableResult
    static func place(_ buttons: [BarButtonView], from x: CGFloat, trailing: Bool, height: CGFloat) -> CGFloat {
        var edge = x
        for button in buttons {
            let width = button.contentWidth
            let origin = trailing ? edge - width : edge
            button.frame = CGRect(x: origin, y: 0, width: width, height: height)
            edge = trailing ? origin - spacing : origin + width + spacing
        }
        return buttons.isEmpty ? x : (trailing ? edge + spacing : edge - spacing)
    }
}
