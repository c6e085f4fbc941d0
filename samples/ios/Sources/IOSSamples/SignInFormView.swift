import UIKit

/// A text field whose placeholder floats up into a small title when editing begins or the
/// field has text, as the floating-label libraries do it: `textRect(forBounds:)` and
/// `editingRect(forBounds:)` keep the text below the title's room, and the title label moves
/// and shrinks inside `UIView.animate` from `becomeFirstResponder()`/`resignFirstResponder()`.
public final class FloatingLabelTextField: UITextField {
    public static let titleHeight: CGFloat = 16
    public let titleLabel = UILabel()
    private let underline = UIView()

    public var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// Shows the field as wrong: its title and underline red.
    public var hasError = false {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 16)
        textColor = .label
        tintColor = .systemBlue
        titleLabel.font = .systemFont(ofSize: 16)
        titleLabel.textColor = .secondaryLabel
        titleLabel.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        addSubview(titleLabel)
        underline.backgroundColor = .separator
        addSubview(underline)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Whether the title sits up top (editing or holding text).
    public var isFloating: Bool { isEditing || !(text ?? "").isEmpty }

    public override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: Self.titleHeight, left: 0, bottom: 2, right: 0))
    }

    public override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        underline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        placeTitle()
    }

    @discardableResult public override func becomeFirstResponder() -> Bool {
        let began = super.becomeFirstResponder()
        if began { animateTitle() }
        return began
    }

    @discardableResult public override func resignFirstResponder() -> Bool {
        let ended = super.resignFirstResponder()
        if ended { animateTitle() }
        return ended
    }

    private func animateTitle() {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
            self.placeTitle()
        }
    }

    /// Up top at 75 % in the tint colour while floating; over the text, full size, otherwise;
    /// red when wrong. The underline takes the tint colour while editing.
    private func placeTitle() {
        underline.backgroundColor = hasError ? .systemRed : isEditing ? tintColor : .separator
        let text = textRect(forBounds: bounds)
        titleLabel.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: Self.titleHeight + 4)
        if isFloating {
            titleLabel.center = CGPoint(x: 0, y: Self.titleHeight / 2)
            titleLabel.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
            titleLabel.textColor = hasError ? .systemRed : isEditing ? tintColor : .secondaryLabel
        } else {
            titleLabel.center = CGPoint(x: 0, y: text.midY)
            titleLabel.transform = .identity
            titleLabel.textColor = hasError ? .systemRed : .secondaryLabel
        }
    }
}

/// A sign-in card: an email and a password field with floating titles, and a button. A wrong
/// password shakes the card (an additive `CAKeyframeAnimation` on `transform.translation.x`)
/// and turns the password's underline red.
public final class SignInFormView: UIView, UITextFieldDelegate {
    public let emailField = FloatingLabelTextField()
    public let passwordField = FloatingLabelTextField()
    public let signInButton = UIButton(type: .system)
    private let card = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        card.layer.name = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        addSubview(card)

        emailField.title = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.layer.name = "email"
        emailField.titleLabel.layer.name = "emailTitle"
        passwordField.title = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.layer.name = "password"
        passwordField.titleLabel.layer.name = "passwordTitle"
        for field in [emailField, passwordField] {
            field.delegate = self
            field.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(field)
        }

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.titleLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
        signInButton.translatesAutoresizingMaskIntoConstraints = false
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)
        card.addSubview(signInButton)

        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            card.centerYAnchor.constraint(equalTo: centerYAnchor),

            emailField.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
            emailField.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
            emailField.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
            emailField.heightAnchor.constraint(equalToConstant: 44),

            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 10),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),

            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 12),
            signInButton.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            signInButton.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Return in the email field moves on to the password; in the password it signs in.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signIn()
        }
        return true
    }

    /// The card's horizontal offsets while it shakes, in points.
    public static let shakeValues: [CGFloat] = [0, -10, 10, -8, 8, -4, 4, 0]

    /// Every password is wrong here: the keyboard goes away, the card shakes and the password's
    /// title and underline turn red.
    public func signIn() {
        endEditing(true)
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = Self.shakeValues
        shake.duration = 0.45
        shake.isAdditive = true
        card.layer.add(shake, forKey: "shake")
        passwordField.hasError = true
    }
}
