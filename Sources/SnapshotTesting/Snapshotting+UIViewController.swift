import Foundation
import ReelCore
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view as an image, in a window of its view's size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The controller on a device (`.iPhone13`, `.iPadPro11(.portrait)`): hosted as the root of
    /// a window of the config's size (else `size`, else its view's) whose safe area is the
    /// config's, with the config's traits and then `traits` (each trait `traits` specifies
    /// wins); the view loads (`viewDidLoad`), appears (`viewWillAppear`, `viewDidAppear`) and is
    /// laid out, then the window is drawn as `layer.render(in:)` draws it. Pixels per point:
    /// the traits' `displayScale`, else the reference's, else 2.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
            controller in
            let hosted = HostedController(controller, config: config, size: size, traits: traits)
            do {
                return try hosted.render()
            } catch {
                return SnapshotImage(failure: "Reel cannot render the view controller: \(error)")
            }
        }
    }

    /// The controller in a window of its view's size (else `size`), with `traits`, drawn as
    /// `image(on:…)` draws it. Reel draws every layer itself, so `drawHierarchyInKeyWindow`
    /// gives the same image.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(on: .init(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree as text (`UIView`'s `recursiveDescription`), hosted as
    /// `.image` hosts it.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree as text, hosted on `config` as `image(on:…)` hosts it.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            HostedController(controller, config: config, size: size, traits: traits).describe()
        }
    }
}

/// A controller hosted as upstream's snapshot window hosts it: the root of a window of the
/// config's size and safe area, with the config's traits and the strategy's over them.
struct HostedController {
    let controller: UIViewController
    let size: CGSize
    let safeArea: UIEdgeInsets
    let traits: UITraitCollection

    init(_ controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection) {
        self.controller = controller
        self.size = size ?? config.size ?? controller.view.frame.size
        self.safeArea = config.safeArea
        self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
    }

    /// The window drawn, at the traits' scale, else the reference's, else 2.
    func render() throws -> SnapshotImage {
        let scale =
            explicitScale(traits) ?? snapshotScale(for: Size(width: Double(size.width), height: Double(size.height)))
        return try hosting { window in try renderModel(of: window.layer, scale: scale) }
    }

    /// The controller's view tree, laid out in the window.
    func describe() -> String {
        hosting { _ in
            var lines: [String] = []
            describeTree(controller.view, depth: 0, into: &lines)
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `body` with the controller the root of a fresh window, appeared and laid out, the
    /// traits current; the controller leaves the window afterwards (disappearing).
    private func hosting<T>(_ body: (UIWindow) throws -> T) rethrows -> T {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.traitOverrides = traits
        window.screenSafeArea = safeArea
        window.rootViewController = controller
        defer { window.rootViewController = nil }
        return try window.traitCollection.performingAsCurrent {
            prepare(window, size: nil)
            return try body(window)
        }
    }
}
