/// A tree of views that a view transition can rearrange: ReelCore's `View`, and a façade's view
/// class that keeps its own tree beside its ReelCore views (UIKit's `UIView`). Both replace
/// one view with another through `View.transition(replacing:with:…)`, so the two trees change
/// the same way.
package protocol ViewTree: AnyObject {
    /// The type of the views in the tree.
    associatedtype Node: ViewTree where Node.Node == Node
    /// The ReelCore view whose layer a transition of this view covers.
    var transitionView: View { get }
    var superview: Node? { get }
    var subviews: [Node] { get }
    var isHidden: Bool { get set }
    func removeFromSuperview()
    func insertSubview(_ view: Node, at index: Int)
}

extension View: ViewTree {
    package var transitionView: View { self }
}

extension View {
    /// Replaces `fromView` with `toView` in `fromView`'s superview under a transition of the
    /// superview's layer (what `transition(from:to:…)` does, for any `ViewTree`): `fromView` is
    /// removed and `toView` inserted where it was, or with `.showHideTransitionViews` `fromView`
    /// is hidden and `toView` shown. Nothing happens when `fromView` has no superview.
    package static func transition<Node: ViewTree>(
        replacing fromView: Node, with toView: Node, duration: Double, options: TransitionOptions,
        completion: ((_ finished: Bool) -> Void)?
    ) where Node.Node == Node {
        guard let container = fromView.superview else { return }
        transition(
            with: container.transitionView, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
                    fromView.removeFromSuperview()
                    container.insertSubview(toView, at: index)
                }
            }, completion: completion)
    }
}
