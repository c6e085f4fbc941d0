import UIKit

/// A "Text Size" settings preview: a headline and a paragraph set in Dynamic Type text styles
/// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`) for a chosen content size category; moving
/// to a larger category cross-dissolves the preview into the new sizes, and the labels grow to
/// fit with `sizeToFit()`.
public final class TextSizePreviewView: UIView {
    public let headline = UILabel()
    public let body = UILabel()
    public private(set) var category: UIContentSizeCategory = .large

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        headline.text = "Reading"
        headline.textColor = .label
        headline.layer.name = "headline"
        body.text = "Drag the slider to choose the size you like."
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.layer.name = "body"
        addSubview(headline)
        addSubview(body)
        apply(.large)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply(_ category: UIContentSizeCategory) {
        self.category = category
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        headline.font = .preferredFont(forTextStyle: .headline, compatibleWith: traits)
        body.font = .preferredFont(forTextStyle: .body, compatibleWith: traits)
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 32
        headline.frame = CGRect(x: 16, y: 24, width: width, height: 0)
        headline.sizeToFit()
        let fitting = body.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        body.frame = CGRect(x: 16, y: headline.frame.maxY + 8, width: width, height: ceil(fitting.height))
    }

    /// Moves to `category`, dissolving the old sizes into the new.
    public func choose(_ category: UIContentSizeCategory) {
        UIView.transition(
            with: self, duration: 0.35, options: [.transitionCrossDissolve],
            animations: {
                self.apply(category)
                self.layoutIfNeeded()
            })
    }
}
