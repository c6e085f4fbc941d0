/// A table header's or footer's configurations, as UIKit's: a content configuration shows in a
/// view filling the content view (the classic labels hidden), a background configuration draws
/// behind everything. An update (`setNeedsUpdateConfiguration()`, and the first layout) updates
/// the configurations that follow the state, then calls `updateConfiguration(using:)` and
/// `configurationUpdateHandler`.
extension UITableViewHeaderFooterView {
    /// The handler the view calls with its state on each configuration update.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// Asks for a configuration update before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Called with the view and its state on each configuration update, after
    /// `updateConfiguration(using:)`. Setting it asks for an update.
    public var configurationUpdateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler? {
        get { configurations.handler as? UITableViewHeaderFooterView.ConfigurationUpdateHandler }
        set {
            configurations.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// A new list content configuration styled for where the view is: a plain table's header
    /// or footer, or a grouped one's (plain when it is in no table yet), with no content.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        guard let table = view as? UITableView else { return .plainHeader() }
        let footer = (0..<table.numberOfSections).contains { table.footerView(forSection: $0) === self }
        switch (table.style == .plain, footer) {
        case (true, false): return .plainHeader()
        case (true, true): return .plainFooter()
        case (false, false): return .groupedHeader()
        case (false, true): return .groupedFooter()
        }
    }

    /// The configuration the content view shows (nil: the classic labels).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            let shown = automaticallyUpdatesContentConfiguration ? newValue?.updated(for: configurationState) : newValue
            configurations.show(shown, in: contentView)
            textLabel?.isHidden = shown != nil
            detailTextLabel?.isHidden = shown != nil
        }
    }

    /// Whether `contentConfiguration` is updated for each new state (true by default).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.updatesContent }
        set { configurations.updatesContent = newValue }
    }

    /// The configuration the background draws. Setting one sets `backgroundView` to nil.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            if newValue != nil { backgroundView = nil }
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
