import UIKit

/// A bottom sheet that grows: its height is a constraint, and `expand()` changes the constant
/// and animates `layoutIfNeeded()`, the everyday iOS way to move views laid out by Auto Layout.
/// The handle and the button inside follow the sheet because they are constrained to it.
public final class ExpandingPanelView: UIView {
    public static let collapsedHeight: CGFloat = 56
    public static let expandedHeight: CGFloat = 150
    public static let duration: TimeInterval = 0.6

    private let sheet = UIView()
    private let handle = UIView()
    private let button = UIView()
    private var sheetHeight: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)
        sheet.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        sheet.layer.cornerRadius = 16
        handle.backgroundColor = UIColor(white: 1, alpha: 0.7)
        handle.layer.cornerRadius = 2
        button.backgroundColor = .white
        button.layer.cornerRadius = 12
        sheet.layer.name = "sheet"
        handle.layer.name = "handle"
        button.layer.name = "button"
        for view in [sheet, handle, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(sheet)
        sheet.addSubview(handle)
        sheet.addSubview(button)

        sheetHeight = sheet.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            sheet.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sheet.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            sheetHeight,
            handle.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 4),
            button.leadingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.leadingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: sheet.layoutMarginsGuide.trailingAnchor, constant: -8),
            button.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -12),
            button.heightAnchor.constraint(equalTo: sheet.heightAnchor, multiplier: 0.25),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func expand() {
        sheetHeight.constant = Self.expandedHeight
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut]) {
            self.layoutIfNeeded()
        }
    }
}
