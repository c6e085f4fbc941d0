import UIKit

/// A checkout screen: a summary card pinned to the safe area's top and a pay button pinned to its
/// bottom, so the same controller lays out differently under a notch and above a home indicator.
public final class CheckoutViewController: UIViewController {
    public let card = UIView()
    public let total = UILabel()
    public let pay = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        total.text = "Total  $42.00"
        total.font = .systemFont(ofSize: 22, weight: .semibold)
        total.textColor = .label
        pay.backgroundColor = .systemBlue
        pay.layer.cornerRadius = 14
        for subview in [card, total, pay] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: 120),
            total.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            total.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            pay.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            pay.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            pay.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            pay.heightAnchor.constraint(equalToConstant: 52),
        ])
    }
}
