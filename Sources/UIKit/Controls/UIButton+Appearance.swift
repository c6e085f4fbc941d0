import Foundation

/// How a button draws its state and lays out its content (UIButton.swift).
extension UIButton {
    /// `color` with `factor` of its opacity (resolved for the traits it is shown with).
    static func fading(_ color: UIColor, to factor: CGFloat) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.cgColor.alpha * factor)
        }
    }

    /// UIKit's title colour when none is set for `state`.
    func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return .systemGray }
        let tint: UIColor = tintColor
        return state.contains(.highlighted) ? Self.fading(tint, to: Self.highlightedSystemAlpha) : tint
    }

    /// The title's colour drawn in `state`: a `.system` button fades the `.normal` colour to 20 %
    /// while highlighted unless a colour is set for the highlighted state itself.
    func shownTitleColor(for state: UIControl.State) -> UIColor? {
        let color = titleColor(for: state)
        guard buttonType == .system, state.contains(.highlighted), !state.contains(.disabled),
            !hasTitleColor(for: state), hasTitleColor(for: .normal), let color
        else { return color }
        return Self.fading(color, to: Self.highlightedSystemAlpha)
    }

    /// Shows the title, image, colours and background for the current state.
    func applyAppearance() {
        guard let titleLabel, let imageView else { return }
        let state = self.state
        if let configuration {
            let shown = automaticallyUpdatesConfiguration ? state : .normal
            let colors = configuration.colors(tint: tintColor, state: shown)
            titleLabel.text = configuration.title
            titleLabel.shadowColor = nil
            titleLabel.font = .systemFont(ofSize: configuration.titleFontSize)
            titleLabel.textColor = colors.foreground
            imageView.image = configuration.image
            imageView.tintColor = colors.foreground
            backgroundView.image = nil
            backgroundView.backgroundColor = colors.background
        } else {
            titleLabel.textColor = shownTitleColor(for: state)
            if let attributed = attributedTitle(for: state) {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = title(for: state)
            }
            titleLabel.shadowColor = titleShadowColor(for: state)
            let reversed = reversesTitleShadowWhenHighlighted && state.contains(.highlighted)
            if reversed != titleShadowReversed {
                titleShadowReversed = reversed
                let offset = titleLabel.shadowOffset
                titleLabel.shadowOffset = CGSize(width: -offset.width, height: -offset.height)
            }
            imageView.image = image(for: state)
            imageView.alpha = buttonType == .system && state.contains(.highlighted) ? Self.highlightedSystemAlpha : 1
            backgroundView.image = backgroundImage(for: state)
            backgroundView.backgroundColor = nil
        }
    }

    /// The insets around the content: the configuration's, else `contentEdgeInsets`.
    private var contentInsets: UIEdgeInsets { configuration?.contentInsets.edgeInsets ?? contentEdgeInsets }

    /// The sizes of the image, the title and the space between them.
    private var contentParts: (image: CGSize, title: CGSize, gap: CGFloat) {
        let image = imageView?.image?.size ?? .zero
        let title =
            (titleLabel?.text ?? "").isEmpty && titleLabel?.attributedText == nil
            ? .zero : titleLabel?.intrinsicContentSize ?? .zero
        let gap = image == .zero || title == .zero ? 0 : configuration?.imagePadding ?? 0
        return (image, title, gap)
    }

    /// The content's size plus the insets (at least 30 points tall for a `.system` button
    /// without a configuration).
    var fittingSize: CGSize {
        let parts = contentParts
        let insets = contentInsets
        var size = CGSize(
            width: parts.image.width + parts.gap + parts.title.width + insets.left + insets.right,
            height: max(parts.image.height, parts.title.height) + insets.top + insets.bottom)
        if stacksImage {
            size = CGSize(
                width: max(parts.image.width, parts.title.width) + insets.left + insets.right,
                height: parts.image.height + parts.gap + parts.title.height + insets.top + insets.bottom)
        }
        if configuration == nil, buttonType == .system { size.height = max(size.height, Self.systemMinimumHeight) }
        return size
    }

    /// Places the background, the image and the title in the rectangles the four rect methods
    /// give (which subclasses may override, as on iOS).
    func layOutContent() {
        backgroundView.frame = backgroundRect(forBounds: bounds)
        if let configuration {
            backgroundView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        }
        let content = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: content)
        titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// Whether the configuration puts the image above or below the title.
    private var stacksImage: Bool {
        guard let placement = configuration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    /// The image and the title one above the other (the configuration's `.top` or `.bottom`
    /// placement), each centred across `box` by the horizontal alignment.
    private func stackedLayout(in box: CGRect) -> (image: CGRect, title: CGRect) {
        let parts = contentParts
        let height = parts.image.height + parts.gap + parts.title.height
        var y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = box.minY
        case .bottom: y = box.maxY - height
        case .center: y = box.midY - height / 2
        }
        func x(_ width: CGFloat) -> CGFloat {
            switch effectiveContentHorizontalAlignment {
            case .left, .fill: box.minX
            case .right: box.maxX - width
            default: box.midX - width / 2
            }
        }
        var frames: [CGRect] = []
        let order = configuration?.imagePlacement == .bottom ? [parts.title, parts.image] : [parts.image, parts.title]
        for size in order {
            frames.append(CGRect(x: x(size.width), y: y, width: size.width, height: size.height))
            y += size.height + parts.gap
        }
        return configuration?.imagePlacement == .bottom ? (frames[1], frames[0]) : (frames[0], frames[1])
    }

    /// The image then the title side by side, placed in `box` by the content alignments; each
    /// then inset by its edge insets as UIKit does (within the place, so `left: 8, right: -8`
    /// moves a centred title 8 points right).
    func contentLayout(in box: CGRect) -> (image: CGRect, title: CGRect) {
        if stacksImage { return stackedLayout(in: box) }
        let parts = contentParts
        let trailing = configuration?.imagePlacement == .trailing
        let alignment = effectiveContentHorizontalAlignment
        // `.fill` stretches the title over the width the image leaves.
        let titleWidth =
            alignment == .fill ? max(box.width - parts.image.width - parts.gap, 0) : parts.title.width
        let width = parts.image.width + parts.gap + titleWidth
        let x: CGFloat
        switch alignment {
        case .left, .fill: x = box.minX
        case .right: x = box.maxX - width
        default: x = box.midX - width / 2
        }
        func placed(_ size: CGSize) -> (y: CGFloat, height: CGFloat) {
            switch contentVerticalAlignment {
            case .top: (box.minY, size.height)
            case .bottom: (box.maxY - size.height, size.height)
            case .fill: (box.minY, box.height)
            case .center: (box.midY - size.height / 2, size.height)
            }
        }
        let image = placed(parts.image)
        let title = placed(parts.title)
        let titleX = trailing ? x : x + parts.image.width + parts.gap
        let imageX = trailing ? x + titleWidth + parts.gap : x
        let imageFrame = CGRect(x: imageX, y: image.y, width: parts.image.width, height: image.height)
        let titleFrame = CGRect(x: titleX, y: title.y, width: titleWidth, height: title.height)
        guard configuration == nil else { return (imageFrame, titleFrame) }
        return (shifted(imageFrame, by: imageEdgeInsets), shifted(titleFrame, by: titleEdgeInsets))
    }

    /// `frame` placed as the alignments place it within its place inset by `insets`.
    private func shifted(_ frame: CGRect, by insets: UIEdgeInsets) -> CGRect {
        let dx: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: dx = insets.left
        case .right: dx = -insets.right
        default: dx = (insets.left - insets.right) / 2
        }
        let dy: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: dy = insets.top
        case .bottom: dy = -insets.bottom
        case .center: dy = (insets.top - insets.bottom) / 2
        }
        return frame.offsetBy(dx: dx, dy: dy)
    }
}
