/// A view that draws a `UIListContentConfiguration`, like `UIListContentView`: its image,
/// text and secondary text laid out as UIKit's lists lay them out. A cell makes one for its
/// `contentConfiguration`; it can stand anywhere else too.
///
/// ```
///  margin │ image │ imageToTextPadding │ text            secondary (value) │ margin
///         │(centred in its reserved width)│ secondary (stacked, below)        │
/// ```
/// The texts are centred vertically as one block between the top and bottom margins; side by
/// side texts fall back to stacked when they do not fit. Layout is left to right.
open class UIListContentView: UIView, UIContentView {
    /// The configuration drawn.
    public var configuration: UIListContentConfiguration {
        didSet { apply() }
    }
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        configuration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration.imageProperties.hasOwnTint { apply() }
    }

    /// Whether the view can show `configuration`: a list content configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Sets the labels and image view from the configuration and lays them out again.
    private func apply() {
        let c = configuration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.hasOwnTint ? c.imageProperties.resolvedTintColor(for: tintColor) : nil
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.layer.masksToBounds = c.imageProperties.cornerRadius > 0
        Self.style(textLabel, c.text, c.attributedText, c.textProperties)
        Self.style(secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private static func style(
        _ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties
    ) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = attributed == nil && text == nil
    }

    /// The margins the content keeps: the configuration's, or the superview's along the axes
    /// it preserves where those are larger.
    var contentMargins: NSDirectionalEdgeInsets {
        var m = configuration.directionalLayoutMargins
        guard let parent = superview else { return m }
        let outer = parent.directionalLayoutMargins
        let axes = configuration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            m.leading = max(m.leading, outer.leading)
            m.trailing = max(m.trailing, outer.trailing)
        }
        if axes.contains(.vertical) {
            m.top = max(m.top, outer.top)
            m.bottom = max(m.bottom, outer.bottom)
        }
        return m
    }

    /// The image's drawn size: its own, within `maximumSize` and `height` (the view's: an image
    /// may reach into the margins, as in UIKit's 44-point rows with 29-point icons), aspect kept.
    private func imageSize(fittingHeight height: CGFloat) -> CGSize {
        guard let image = configuration.image, image.size.width > 0, image.size.height > 0 else { return .zero }
        var size = image.size
        let limit = configuration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if limit.width > 0 { scale = min(scale, limit.width / size.width) }
        if limit.height > 0 { scale = min(scale, limit.height / size.height) }
        if height > 0 { scale = min(scale, height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }

    /// The width kept for the image (its reserved width where larger), 0 with no image.
    private func imageColumn(_ size: CGSize) -> CGFloat {
        guard configuration.image != nil else { return 0 }
        return max(size.width, configuration.imageProperties.reservedLayoutSize.width)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let m = contentMargins
        let area = CGRect(
            x: m.leading, y: m.top, width: max(0, bounds.width - m.leading - m.trailing),
            height: max(0, bounds.height - m.top - m.bottom))
        let image = imageSize(fittingHeight: bounds.height)
        let column = imageColumn(image)
        imageView.frame = CGRect(
            x: area.minX + (column - image.width) / 2, y: area.midY - image.height / 2,
            width: image.width, height: image.height)
        let textX = column > 0 ? area.minX + column + configuration.imageToTextPadding : area.minX
        let width = max(0, area.maxX - textX)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        let main = hasText ? textLabel.sizeThatFits(CGSize(width: width, height: 0)) : .zero
        let second = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0)) : .zero
        let padding = configuration.textToSecondaryTextHorizontalPadding
        if configuration.layout == .sideBySide, hasSecondary,
            main.width + padding + second.width <= width || !hasText
        {
            textLabel.frame = CGRect(x: textX, y: area.midY - main.height / 2, width: main.width, height: main.height)
            secondaryTextLabel.frame = CGRect(
                x: area.maxX - second.width, y: area.midY - second.height / 2, width: second.width,
                height: second.height)
            return
        }
        let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
        let top = area.midY - (main.height + gap + second.height) / 2
        textLabel.frame = CGRect(x: textX, y: top, width: width, height: main.height)
        secondaryTextLabel.frame = CGRect(x: textX, y: top + main.height + gap, width: width, height: second.height)
    }

    /// The size the content needs: its natural width (the margins around the image and the
    /// texts on one line each) and its height at the view's width, so Auto Layout (a stack view,
    /// a self-sizing row or item) sizes a list content view as UIKit's.
    open override var intrinsicContentSize: CGSize {
        let natural = measure(width: 10_000)
        let height = bounds.width > 0 ? measure(width: bounds.width).height : natural.height
        return CGSize(width: natural.width, height: height)
    }

    /// The size the content needs at `size`'s width: the margins around the taller of the
    /// image and the texts.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: measure(width: size.width).height)
    }

    /// The content's width (the margins, the image column and the texts' widest line, or the
    /// two side by side) and height (the margins around the taller of image and texts) at `width`.
    private func measure(width total: CGFloat) -> CGSize {
        let m = contentMargins
        let image = imageSize(fittingHeight: 0)
        let column = imageColumn(image)
        let lead = column > 0 ? column + configuration.imageToTextPadding : 0
        let width = max(0, total - m.leading - m.trailing - lead)
        let main = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: width, height: 0))
        let second =
            secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0))
        let both = !textLabel.isHidden && !secondaryTextLabel.isHidden
        let padding = configuration.textToSecondaryTextHorizontalPadding
        let sideBySide = configuration.layout == .sideBySide && main.width + padding + second.width <= width
        let texts =
            sideBySide
            ? CGSize(width: main.width + padding + second.width, height: max(main.height, second.height))
            : CGSize(
                width: max(main.width, second.width),
                height: main.height + second.height + (both ? configuration.textToSecondaryTextVerticalPadding : 0))
        return CGSize(
            width: m.leading + lead + texts.width + m.trailing,
            height: m.top + max(texts.height, image.height) + m.bottom)
    }
}

extension UIListContentView {
    /// The configuration, as `UIContentView` has it: setting a list content configuration
    /// shows it (any other kind is ignored, as `supports(_:)` says).
    @_implements(UIContentView,configuration)
    public var _contentViewConfiguration: any UIContentConfiguration {
        get { configuration }
        set {
            if let list = newValue as? UIListContentConfiguration { configuration = list }
        }
    }
}
