import Foundation

/// `UIButton`'s attributed titles and title shadows per state, and its configuration update
/// (UIButton.swift).
extension UIButton {
    // MARK: - Attributed titles and title shadows per state

    /// Sets the attributed title for `state`; where one applies it wins over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        applyAppearance()
        setNeedsLayout()
    }

    /// The attributed title for `state`, else the one for `.normal`.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// The attributed title shown in the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the colour of the title's shadow for `state` (drawn at the title label's
    /// `shadowOffset`, 0 × −1 points unless changed).
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        applyAppearance()
    }

    /// The title shadow's colour for `state`, else the one for `.normal`.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[0]
    }

    /// The title shadow's colour in the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Runs the update asked for: `updateConfiguration()`, then the handler.
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        updateConfiguration()
        configurationUpdateHandler?(self)
    }
}

extension UIButton {
    /// Sets the symbol configuration for the button's symbol image in `state` (nil removes it).
    /// Kept and read back as UIKit keeps it; Reel's symbol pictures are drawn at their own size
    /// (see `UIImage.SymbolConfiguration`).
    public func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) {
        symbolConfigurations[state.rawValue] = configuration
    }

    /// The symbol configuration for `state`: its own, else the normal state's.
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[0]
    }

    /// The symbol configuration for the button's current state.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
}
