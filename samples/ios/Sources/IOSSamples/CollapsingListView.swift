import UIKit

/// A settings list in a `UIStackView`: `collapse()` hides the second row inside
/// `UIView.animate` (the rows below slide up as it folds away), and shows it again when done.
public final class CollapsingListView: UIView {
    public static let rowHeight: CGFloat = 36
    public static let spacing: CGFloat = 8
    public static let duration: TimeInterval = 0.4

    private let stack = UIStackView()
    public private(set) var rows: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        stack.axis = .vertical
        stack.spacing = Self.spacing
        stack.alignment = .fill
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.layer.name = "stack"
        addSubview(stack)
        let colors: [UIColor] = [
            UIColor(red: 0.95, green: 0.35, blue: 0.3, alpha: 1), UIColor(red: 1, green: 0.75, blue: 0.2, alpha: 1),
            UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1), UIColor(red: 0.25, green: 0.5, blue: 0.95, alpha: 1),
        ]
        for (i, color) in colors.enumerated() {
            let row = UIView()
            row.backgroundColor = color
            row.layer.cornerRadius = 8
            row.layer.name = "row\(i)"
            // 999: a required height would fight the stack's hiding constraint (UIKit logs that).
            let height = row.heightAnchor.constraint(equalToConstant: Self.rowHeight)
            height.priority = UILayoutPriority(999)
            height.isActive = true
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func collapse() {
        UIView.animate(
            withDuration: Self.duration,
            animations: { self.rows[1].isHidden = true },
            completion: { _ in
                UIView.animate(withDuration: Self.duration, delay: 0.3, options: []) {
                    self.rows[1].isHidden = false
                }
            })
    }
}
