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

    /// Shows the title, image, colours and background for the current state.
    func applyAppearance() {
        guard let titleLabel, let imageView else { return }
        let state = self.state
        if let configuration {
            let colors = configuration.colors(tint: tintColor, state: state)
            if let attributed = configuration.attributedTitle {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = configuration.title
            }
            titleLabel.font = .systemFont(ofSize: configuration.titleFontSize)
            titleLabel.textColor = colors.foreground
            imageView.image = configuration.image
            imageView.tintColor = colors.foreground
            backgroundView.image = nil
            backgroundView.backgroundColor = colors.background
        } else {
            titleLabel.text = title(for: state)
            titleLabel.textColor = titleColor(for: state)
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
        if configuration == nil, buttonType == .system { size.height = max(size.height, Self.systemMinimumHeight) }
        return size
    }

    /// Places the background over the bounds and the image then the title, centred in the
    /// bounds less the insets.
    func layOutContent() {
        backgroundView.frame = bounds
        if let configuration {
            backgroundView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        }
        let parts = contentParts
        let box = bounds.inset(by: contentInsets)
        let alignment = effectiveContentHorizontalAlignment
        // `.fill` stretches the title over the width the image leaves.
        let titleWidth =
            alignment == .fill ? max(box.width - parts.image.width - parts.gap, 0) : parts.title.width
        let width = parts.image.width + parts.gap + titleWidth
        var x: CGFloat
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
        imageView?.frame = CGRect(x: x, y: image.y, width: parts.image.width, height: image.height)
        x += parts.image.width + parts.gap
        let title = placed(parts.title)
        titleLabel?.frame = CGRect(x: x, y: title.y, width: titleWidth, height: title.height)
    }
}
