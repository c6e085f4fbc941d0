import Foundation

/// How a segmented control shows itself: its segments' natural widths, the thumb, the titles'
/// fonts and colours, the dividers.
extension UISegmentedControl {
    /// A segment's width when it sizes itself: its content and the padding each side.
    func naturalWidth(_ segment: SegmentContent) -> CGFloat {
        let content: CGFloat
        if let image = segment.image {
            content = image.size.width
        } else {
            let label = UILabel()
            label.font = font(selected: true)
            label.text = segment.title
            content = label.intrinsicContentSize.width
        }
        return (content + 2 * Self.contentPadding).rounded(.up)
    }

    func thumbFrame(in frames: [CGRect]) -> CGRect {
        guard frames.indices.contains(selectedSegmentIndex) else { return thumb.frame }
        return frames[selectedSegmentIndex].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    func attributes(_ state: UIControl.State) -> [NSAttributedString.Key: Any] {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
    }

    func font(selected: Bool) -> UIFont {
        if let font = attributes(selected ? .selected : .normal)[.font] as? UIFont { return font }
        return .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    /// Shows the selection: the thumb over the selected segment (none when momentary), the
    /// selected title's font and colour, and dividers hidden beside the thumb.
    func showSelection() {
        let shows = !isMomentary && segments.indices.contains(selectedSegmentIndex)
        thumb.isHidden = !shows
        if shows { thumb.frame = thumbFrame(in: segmentFrames()) }
        thumb.backgroundColor = selectedSegmentTintColor ?? Self.systemThumbColor
        for (i, view) in contentViews.enumerated() {
            let selected = shows && i == selectedSegmentIndex
            let color = attributes(selected ? .selected : .normal)[.foregroundColor] as? UIColor ?? .label
            let enabled = isEnabled && segments[i].isEnabled
            if let label = view as? UILabel {
                let font = font(selected: selected)
                let duration = UIView.inheritedAnimationDuration
                if duration > 0, label.font != font || label.textColor != color {
                    // Inside an animation (a tap's slide, or the app's block) the title cross-fades to
                    // its new weight and colour while the thumb moves (docs/animation.md).
                    UIView.transition(with: label, duration: duration, options: .transitionCrossDissolve) {
                        label.font = font
                        label.textColor = color
                    }
                } else {
                    label.font = font
                    label.textColor = color
                }
                label.isEnabled = enabled
            } else {
                view.tintColor = color
            }
            view.alpha = enabled ? 1 : 0.35
        }
        for (i, divider) in dividers.enumerated() {
            divider.isHidden = shows && (selectedSegmentIndex == i || selectedSegmentIndex == i + 1)
        }
        setNeedsLayout()
    }
}
