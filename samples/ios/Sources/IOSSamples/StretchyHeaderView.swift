import UIKit

/// A profile page whose header stretches when pulled down and collapses to a bar when the page
/// scrolls up: `scrollViewDidScroll(_:)` sets the header's height constraint from the content
/// offset, scales the avatar with the header and fades the large name out as the bar's title
/// fades in. The header sits outside the scroll view, pinned to the top; the page's content
/// starts below the header's full height (`contentInset.top`).
public final class StretchyHeaderView: UIView, UIScrollViewDelegate {
    public static let expandedHeight: CGFloat = 140
    public static let collapsedHeight: CGFloat = 56
    public static let avatarSize: CGFloat = 64

    public let scrollView = UIScrollView()
    public let header = UIView()
    public let avatar = UIView()
    public let nameLabel = UILabel()
    public let barTitle = UILabel()
    private var headerHeight: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.contentInset.top = Self.expandedHeight
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        scrollView.layer.name = "page"
        addSubview(scrollView)

        let rows = UIStackView()
        rows.axis = .vertical
        rows.spacing = 10
        rows.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(rows)
        for index in 0..<8 {
            let row = UIView()
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 10
            row.heightAnchor.constraint(equalToConstant: 52).isActive = true
            let bar = UIView()
            bar.backgroundColor = .systemFill
            bar.layer.cornerRadius = 4
            bar.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 14),
                bar.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                bar.heightAnchor.constraint(equalToConstant: 8),
                bar.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: index % 2 == 0 ? 0.6 : 0.4),
            ])
            rows.addArrangedSubview(row)
        }

        header.backgroundColor = UIColor(red: 0.35, green: 0.3, blue: 0.85, alpha: 1)
        header.clipsToBounds = true
        header.translatesAutoresizingMaskIntoConstraints = false
        header.layer.name = "header"
        addSubview(header)

        avatar.backgroundColor = UIColor(red: 1, green: 0.75, blue: 0.4, alpha: 1)
        avatar.layer.cornerRadius = Self.avatarSize / 2
        avatar.layer.borderWidth = 3
        avatar.layer.borderColor = UIColor.white.cgColor
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.layer.name = "avatar"
        header.addSubview(avatar)

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 17, weight: .bold)
        nameLabel.textColor = .white
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.layer.name = "name"
        header.addSubview(nameLabel)

        barTitle.text = "Ada"
        barTitle.font = .systemFont(ofSize: 15, weight: .semibold)
        barTitle.textColor = .white
        barTitle.alpha = 0
        barTitle.translatesAutoresizingMaskIntoConstraints = false
        barTitle.layer.name = "barTitle"
        header.addSubview(barTitle)

        headerHeight = header.heightAnchor.constraint(equalToConstant: Self.expandedHeight)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),

            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -12),
            rows.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 12),
            rows.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -12),

            header.topAnchor.constraint(equalTo: topAnchor),
            header.leadingAnchor.constraint(equalTo: leadingAnchor),
            header.trailingAnchor.constraint(equalTo: trailingAnchor),
            headerHeight,

            avatar.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            avatar.centerYAnchor.constraint(equalTo: header.centerYAnchor, constant: -10),
            avatar.widthAnchor.constraint(equalToConstant: Self.avatarSize),
            avatar.heightAnchor.constraint(equalToConstant: Self.avatarSize),

            nameLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 6),

            barTitle.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            barTitle.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
        ])
        scrollView.contentOffset = CGPoint(x: 0, y: -Self.expandedHeight)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The header's height for a content offset: the rows' distance from the top, never less
    /// than the collapsed bar (pulled down, it grows past its full height).
    public static func headerHeight(forOffset offset: CGFloat) -> CGFloat {
        max(collapsedHeight, -offset)
    }

    /// How far the header has collapsed, 0 (full height or more) to 1 (a bar).
    public static func collapse(forHeight height: CGFloat) -> CGFloat {
        min(1, max(0, (expandedHeight - height) / (expandedHeight - collapsedHeight)))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let height = Self.headerHeight(forOffset: scrollView.contentOffset.y)
        headerHeight.constant = height
        let progress = Self.collapse(forHeight: height)
        let scale = max(0.01, height / Self.expandedHeight)
        avatar.transform = CGAffineTransform(scaleX: scale, y: scale)
        avatar.alpha = 1 - progress
        nameLabel.alpha = 1 - progress
        barTitle.alpha = progress
        layoutIfNeeded()
    }
}
