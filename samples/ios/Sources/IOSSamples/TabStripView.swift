import UIKit

/// A strip of category tabs that scrolls sideways, with an underline under the selected one.
///
/// The tabs are labels in a horizontal `UIStackView` inside a `UIScrollView`, pinned to its
/// `contentLayoutGuide` (the content is as wide as the tabs' intrinsic sizes make it) and as tall
/// as its `frameLayoutGuide`. Selecting a tab remakes the underline's constraints against the new
/// label (the old ones deactivated, the new ones activated) and lays out inside a spring
/// animation, so the underline slides and stretches to the new width; the strip scrolls the tab
/// to the middle with `setContentOffset(_:animated:)`, and the titles' colours cross-fade.
public final class TabStripView: UIView {
    public static let titles = ["All", "Design", "Engineering", "Marketing", "Sales", "Support"]
    public static let stripHeight: CGFloat = 44
    public static let spacing: CGFloat = 24
    public static let inset: CGFloat = 16
    public static let underlineHeight: CGFloat = 3

    public let scrollView = UIScrollView()
    public let stack = UIStackView()
    public let underline = UIView()
    public private(set) var labels: [UILabel] = []
    public private(set) var selectedIndex = 0
    private var underlineConstraints: [NSLayoutConstraint] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.layer.name = "strip"
        addSubview(scrollView)

        stack.axis = .horizontal
        stack.spacing = Self.spacing
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        for (index, title) in Self.titles.enumerated() {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = index == selectedIndex ? .label : .secondaryLabel
            label.layer.name = "tab\(index)"
            labels.append(label)
            stack.addArrangedSubview(label)
        }

        underline.backgroundColor = .systemBlue
        underline.layer.cornerRadius = Self.underlineHeight / 2
        underline.translatesAutoresizingMaskIntoConstraints = false
        underline.layer.name = "underline"
        scrollView.addSubview(underline)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: Self.stripHeight),

            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.inset),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -Self.inset),
            stack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),

            underline.heightAnchor.constraint(equalToConstant: Self.underlineHeight),
            underline.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        ])
        pinUnderline(to: labels[selectedIndex])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Moves the selection to tab `index`: the underline springs to it, the strip scrolls it to
    /// the middle (as far as the content allows), and the titles' colours cross-fade.
    public func select(_ index: Int) {
        guard index != selectedIndex, labels.indices.contains(index) else { return }
        let old = labels[selectedIndex]
        let new = labels[index]
        selectedIndex = index
        pinUnderline(to: new)
        UIView.animate(
            withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [.curveEaseInOut]
        ) {
            self.layoutIfNeeded()
        }
        UIView.transition(with: old, duration: 0.25, options: .transitionCrossDissolve) {
            old.textColor = .secondaryLabel
        }
        UIView.transition(with: new, duration: 0.25, options: .transitionCrossDissolve) {
            new.textColor = .label
        }
        scrollView.setContentOffset(Self.offset(centring: new.frame, in: scrollView), animated: true)
    }

    /// The offset that puts `tabFrame` (stack coordinates, which are content coordinates moved
    /// by the leading inset) in the middle of the strip, clamped to the content.
    public static func offset(centring tabFrame: CGRect, in scrollView: UIScrollView) -> CGPoint {
        let midX = tabFrame.midX + inset
        let maxX = max(0, scrollView.contentSize.width - scrollView.bounds.width)
        let x = min(max(0, midX - scrollView.bounds.width / 2), maxX)
        return CGPoint(x: x, y: 0)
    }

    private func pinUnderline(to label: UILabel) {
        NSLayoutConstraint.deactivate(underlineConstraints)
        underlineConstraints = [
            underline.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            underline.widthAnchor.constraint(equalTo: label.widthAnchor),
        ]
        NSLayoutConstraint.activate(underlineConstraints)
    }
}
