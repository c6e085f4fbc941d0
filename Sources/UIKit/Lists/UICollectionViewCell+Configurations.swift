/// A collection cell's configurations and selection background, as UIKit's: a content
/// configuration shows in a view filling the content view, a background configuration draws
/// behind everything; `selectedBackgroundView` shows above `backgroundView` while the cell is
/// selected or highlighted (a collection cell has no default one). When `isSelected` or
/// `isHighlighted` changes the cell updates the configurations that follow the state, then
/// calls `updateConfiguration(using:)` and `configurationUpdateHandler`.
extension UICollectionViewCell {
    /// The handler a cell calls with its state on each configuration update.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Asks for a configuration update before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Called with the cell and its state on each configuration update, after
    /// `updateConfiguration(using:)`. Setting it asks for an update.
    public var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        get { configurations.handler as? UICollectionViewCell.ConfigurationUpdateHandler }
        set {
            configurations.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The configuration the content view shows.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            let shown = automaticallyUpdatesContentConfiguration ? newValue?.updated(for: configurationState) : newValue
            configurations.show(shown, in: contentView)
        }
    }

    /// Whether `contentConfiguration` is updated for each new state (true by default).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }

    /// The configuration the background draws. Setting one sets `backgroundView` and
    /// `selectedBackgroundView` to nil.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            let shown =
                automaticallyUpdatesBackgroundConfiguration ? newValue?.updated(for: configurationState) : newValue
            configurations.show(shown, behind: self)
        }
    }

    /// Whether `backgroundConfiguration` is updated for each new state (true by default).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.updatesBackground }
        set { configurations.updatesBackground = newValue }
    }

    /// The view drawn above `backgroundView`, behind the content, while the cell is selected or
    /// highlighted (nil by default). Setting a view sets `backgroundConfiguration` to nil.
    public var selectedBackgroundView: UIView? {
        get { selectionBackground }
        set {
            guard newValue !== selectionBackground else { return }
            selectionBackground?.removeFromSuperview()
            selectionBackground = newValue
            guard let newValue else { return }
            backgroundConfiguration = nil
            newValue.frame = bounds
            insertSubview(newValue, belowSubview: contentView)
            newValue.isHidden = !(isSelected || isHighlighted)
        }
    }

    /// The state changed: updates the configurations now and shows or hides the selection
    /// background.
    func selectionStateDidChange() {
        configurations.needsUpdate = true
        updateConfigurationIfNeeded()
        selectionBackground?.isHidden = !(isSelected || isHighlighted)
    }

    /// Runs a due configuration update: the automatic updates, `updateConfiguration(using:)`,
    /// then the handler.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        let state = configurationState
        configurations.applyAutomaticUpdates(for: state, in: contentView, behind: self)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
