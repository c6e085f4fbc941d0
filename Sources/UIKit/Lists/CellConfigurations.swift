/// What a cell, header or footer keeps for its configurations: the content configuration and
/// the view it made, the background configuration and its view, whether each follows the
/// state, and whether an update is due (UIKit updates before the next layout).
final class CellConfigurations {
    var content: (any UIContentConfiguration)?
    var contentView: (any UIView & UIContentView)?
    var updatesContent = true
    var background: UIBackgroundConfiguration?
    var backgroundView: BackgroundConfigurationView?
    var updatesBackground = true
    /// The configuration update handler, typed by its owner.
    var handler: Any?
    /// Whether `updateConfiguration(using:)` is due before the next layout (true at first).
    var needsUpdate = true

    /// Shows `configuration` in `container` (a cell's content view): on the view it made before
    /// if that view supports it, else on a new view pinned to the container's edges. Nil
    /// removes it.
    func show(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        content = configuration
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let view = contentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        contentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        // Pinned by constraints, so a self-sizing table row or collection item is as tall as
        // the content view's intrinsic height says (UIKit's list content views self-size).
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        contentView = view
    }

    /// Shows `configuration` at the back of `owner` (nil removes it).
    func show(_ configuration: UIBackgroundConfiguration?, behind owner: UIView) {
        background = configuration
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        if let view = backgroundView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            view.frame = owner.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            owner.insertSubview(view, at: 0)
            backgroundView = view
        }
    }

    /// Updates the configurations that follow the state for `state`, as UIKit does before it
    /// calls `updateConfiguration(using:)`.
    func applyAutomaticUpdates(for state: any UIConfigurationState, in container: UIView, behind owner: UIView) {
        needsUpdate = false
        if updatesContent, let content { show(content.updated(for: state), in: container) }
        if updatesBackground, let background { show(background.updated(for: state), behind: owner) }
    }
}
