import ReelCore

/// What a view keeps for its traits and colours: the colours as set (dynamic ones resolve
/// against the view's traits, again whenever they change) and the traits and tint it last
/// told its code about.
struct ViewTraitState {
    /// `backgroundColor` as set (the layer holds its resolution).
    var backgroundColor: UIColor?
    /// `tintColor` as set; nil inherits the superview's.
    var tintColor: UIColor?
    var overrideStyle: UIUserInterfaceStyle = .unspecified
    /// The traits `traitCollectionDidChange(_:)` last reported (nil: never).
    var reportedTraits: UITraitCollection?
    /// The tint colour, resolved, that `tintColorDidChange()` last reported.
    var reportedTint: CGColor?
}

extension UIViewController: UITraitEnvironment {}

extension UIView: UITraitEnvironment {
    /// The view's traits: its superview's (a view outside a hierarchy: the current
    /// recording's window, with a window's `traitOverrides`), with `overrideUserInterfaceStyle`
    /// applied.
    func inheritedTraits() -> UITraitCollection {
        var base = superview?.traitCollection ?? UITraitCollection.window(of: UIScreen.main)
        if let overrides = (self as? UIWindow)?.traitOverrides {
            base = UITraitCollection(traitsFrom: [base, overrides])
        }
        if let controller = owningController {
            let presentation = controller.presentingViewController == nil ? nil : controller.presentationController
            for overrides in [
                controller.parent?.overrideTraitCollection(forChild: controller),
                presentation?.overrideTraitCollection,
            ].compactMap({ $0 }) {
                base = UITraitCollection(traitsFrom: [base, overrides])
            }
        }
        return base.replacing(style: traitState.overrideStyle)
    }

    /// The tint colour the view inherits: its own, else its superview's, else the system blue.
    func inheritedTint() -> UIColor {
        traitState.tintColor ?? superview?.inheritedTint() ?? .systemBlue
    }

    /// The background colour as set, when the layer still shows it; else the layer's colour.
    func currentBackground() -> UIColor? {
        guard let shown = reelView.backgroundColor else { return nil }
        if let set = traitState.backgroundColor, set.resolvedColor(with: traitCollection).cgColor.reel == shown {
            return set
        }
        return UIColor(cgColor: CGColor(shown))
    }

    func setBackground(_ color: UIColor?) {
        traitState.backgroundColor = color
        reelView.backgroundColor = color?.resolvedColor(with: traitCollection).cgColor.reel
    }

    /// Brings this view and those inside it up to date with their traits, as UIKit does when
    /// a view moves into a hierarchy or a trait changes: dynamic background colours resolve
    /// again, `traitCollectionDidChange(_:)` is called where the traits changed and
    /// `tintColorDidChange()` where the tint colour resolves differently, with the view's
    /// traits current.
    func updateTraits(inherited: (traits: UITraitCollection, tint: UIColor)? = nil) {
        let traits = inherited.map { $0.traits.replacing(style: traitState.overrideStyle) } ?? traitCollection
        let tintColor = traitState.tintColor ?? inherited?.tint ?? self.tintColor!
        let previous = traitState.reportedTraits
        traits.performAsCurrent {
            if previous != traits {
                traitState.reportedTraits = traits
                if let color = traitState.backgroundColor {
                    reelView.backgroundColor = color.resolvedColor(with: traits).cgColor.reel
                }
                traitsChanged()
                if previous != nil {
                    traitCollectionDidChange(previous)
                    owningController?.traitCollectionDidChange(previous)
                }
            }
            let tint = adjustedTint(tintColor).resolvedColor(with: traits).cgColor
            if traitState.reportedTint != tint {
                let first = traitState.reportedTint == nil
                traitState.reportedTint = tint
                if !first { tintColorDidChange() }
            }
        }
        for view in subviews { view.updateTraits(inherited: (traits, tintColor)) }
    }
}
