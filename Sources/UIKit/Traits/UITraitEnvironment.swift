/// What has traits, like `UITraitEnvironment`: views (and view controllers) have a trait
/// collection and hear when it changes. Layers have none, as on iOS.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
