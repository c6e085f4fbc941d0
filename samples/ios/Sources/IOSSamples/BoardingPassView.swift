import UIKit

/// "Add to Wallet": a boarding-pass card is photographed with `layer.render(in:)` inside a
/// `UIGraphicsImageRenderer(bounds:)`, the card hides behind the snapshot (a `UIImageView`), and the
/// snapshot flies into the wallet icon in the corner, shrinking and fading, with an ease-in curve.
public final class BoardingPassView: UIView {
    public static let duration: TimeInterval = 0.6
    public static let header = UIColor(red: 0.12, green: 0.3, blue: 0.75, alpha: 1)
    public static let target = CGRect(x: 168, y: 12, width: 20, height: 14)

    public let card = UIView()
    private let band = UIView()
    private let route = UILabel()
    private let details = UILabel()
    public private(set) var snapshot: UIImageView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
        card.clipsToBounds = true
        card.layer.name = "card"
        addSubview(card)
        band.backgroundColor = Self.header
        card.addSubview(band)
        route.text = "SFO → LHR"
        route.font = .systemFont(ofSize: 22, weight: .bold)
        route.textColor = .white
        band.addSubview(route)
        details.numberOfLines = 2
        details.text = "Gate B14 · Seat 32A\nBoards 18:05"
        details.font = .systemFont(ofSize: 13)
        details.textColor = .darkGray
        card.addSubview(details)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = CGRect(x: 24, y: 50, width: bounds.width - 48, height: 110)
        band.frame = CGRect(x: 0, y: 0, width: card.bounds.width, height: 50)
        route.frame = CGRect(x: 14, y: 12, width: band.bounds.width - 28, height: 26)
        details.frame = CGRect(x: 14, y: 60, width: card.bounds.width - 28, height: 40)
    }

    /// The card as a picture, drawn by its layer tree.
    public func makeSnapshot() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: card.bounds)
        return renderer.image { context in
            card.layer.render(in: context.cgContext)
        }
    }

    public func addToWallet() {
        let picture = UIImageView(image: makeSnapshot())
        picture.frame = card.frame
        picture.layer.name = "snapshot"
        addSubview(picture)
        snapshot = picture
        card.isHidden = true
        UIView.animate(
            withDuration: Self.duration, delay: 0.2, options: [.curveEaseIn],
            animations: {
                picture.frame = Self.target
                picture.alpha = 0.2
            },
            completion: { _ in picture.removeFromSuperview() })
    }
}
