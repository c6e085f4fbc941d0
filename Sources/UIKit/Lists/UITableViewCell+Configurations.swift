/// A table cell's configurations, as UIKit's: a content configuration shows in a view filling
/// the content view (the classic labels and image view hidden), a background configuration
/// draws behind everything. When the state changes (selection, highlight) the cell updates the
/// configurations that follow it (`updated(for:)`), then calls `updateConfiguration(using:)`
/// and `configurationUpdateHandler`; `setNeedsUpdateConfiguration()` asks for that before the
/// next layout.
extension UITableViewCell {
    /// Asks for a configuration update before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Called with the cell and its state on each configuration update, after
    /// `updateConfiguration(using:)`. Setting it asks for an update.
    public var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        get { configurations.handler as? UITableViewCell.ConfigurationUpdateHandler }
        set {
            configurations.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// A new list content configuration with the cell style's styling and no content: a value
    /// cell's for `.value1`, a subtitle cell's for `.subtitle`, a cell's otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        case .default, .value2: .cell()
        }
    }

    /// The configuration the content view shows (nil: the classic labels and image view).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            let shown = automaticallyUpdatesContentConfiguration ? newValue?.updated(for: configurationState) : newValue
            configurations.show(shown, in: contentView)
            let classic = shown == nil
            textLabel?.isHidden = !classic
            detailTextLabel?.isHidden = !classic
            parts.imageView?.isHidden = !classic
        }
    }

    /// Whether `contentConfiguration` is updated for each new state (true by default).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }

    /// The configuration the background draws (nil: `backgroundView` and the selection
    /// backgrounds). Setting one sets `backgroundView` and `selectedBackgroundView` to nil.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            if newValue != nil {
                backgroundView = nil
                parts.selectedBackgroundView = nil
                parts.multipleSelectionBackgroundView = nil
            }
            let shown =
                automaticallyUpdatesBackgroundConfiguration ? newValue?.updated(for: configurationState) : newValue
            configurations.show(shown, behind: self)
            updateSelectionBackground(animated: false)
        }
    }

    /// Whether `backgroundConfiguration` is updated for each new state (true by default).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.updatesBackground }
        set { configurations.updatesBackground = newValue }
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
