/// What a content view shows, like `UIContentConfiguration`: a value that makes its content view
/// and returns itself updated for a configuration state (a cell's selection, its traits). A
/// cell's `contentConfiguration` is one; `UIListContentConfiguration` is UIKit's own.
public protocol UIContentConfiguration {
    /// A new content view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// A copy of this configuration styled for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, like `UIContentView`: setting `configuration`
/// updates what it shows.
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: one of the type it shows), so a cell sets a new
    /// configuration on its content view instead of making a new view.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: by default, one of the same type as the one
    /// it shows (as UIKit assumes when a content view does not say).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
