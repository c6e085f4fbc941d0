import UIKit

/// One page of an onboarding flow: when it appears, its card springs up into the safe area and
/// fades in, and its button fades in after it.
public final class OnboardingViewController: UIViewController {
    public let headline: String
    public let color: UIColor
    public let card = UIView()
    public let button = UIView()
    private let label = UILabel()

    public init(headline: String, color: UIColor) {
        self.headline = headline
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.name = headline
        card.backgroundColor = color
        card.layer.cornerRadius = 18
        card.layer.name = "card"
        card.alpha = 0
        label.text = headline
        label.textColor = .white
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 18)
        card.addSubview(label)
        view.addSubview(card)
        button.backgroundColor = color
        button.layer.cornerRadius = 12
        button.layer.name = "button"
        button.alpha = 0
        view.addSubview(button)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        card.bounds = CGRect(x: 0, y: 0, width: area.width - 32, height: area.height * 0.55)
        card.center = CGPoint(x: area.midX, y: area.minY + 16 + card.bounds.height / 2)
        label.frame = CGRect(x: 0, y: card.bounds.midY - 16, width: card.bounds.width, height: 32)
        button.frame = CGRect(x: area.minX + 16, y: area.maxY - 56, width: area.width - 32, height: 40)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        card.transform = CGAffineTransform(translationX: 0, y: 48)
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
            animations: {
                self.card.alpha = 1
                self.card.transform = .identity
            })
        UIView.animate(withDuration: 0.4, delay: 0.3, options: [.curveEaseOut], animations: { self.button.alpha = 1 })
    }
}

/// The flow: a navigation controller that starts on the welcome page; `next()` pushes the next
/// page with UIKit's slide.
public final class OnboardingFlow {
    public let navigation: UINavigationController

    public init() {
        let welcome = OnboardingViewController(
            headline: "Welcome", color: UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1))
        navigation = UINavigationController(rootViewController: welcome)
        navigation.isNavigationBarHidden = true
    }

    public func next() {
        let sync = OnboardingViewController(
            headline: "Stay in sync", color: UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1))
        navigation.pushViewController(sync, animated: true)
    }
}
