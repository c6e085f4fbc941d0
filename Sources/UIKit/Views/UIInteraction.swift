import Foundation

/// Behaviour added to a view, like `UIInteraction`: told before and after it is added to a
/// view (`addInteraction(_:)`) or removed from it.
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to (nil: none).
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order added. Setting the list removes those
    /// not in it and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { extras.interactions }
        set {
            for old in extras.interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Adds `interaction` (moving it from another view), telling it `willMove(to:)` and
    /// `didMove(to:)`; adding one already here changes nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !extras.interactions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        extras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`, telling it `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = extras.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
