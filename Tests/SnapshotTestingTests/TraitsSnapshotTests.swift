import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

@testable import SnapshotTesting

/// `traits:` on the image strategies, as upstream's `.image(traits: .init(userInterfaceStyle: .dark))`:
/// the style reaches the view's dynamic colours, the scale sets the pixels per point.
struct TraitsSnapshotTests {
    /// A 40 × 20 card on `systemBackground` with a `label`-coloured bar, the way an app's cell is coloured.
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .systemBackground
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        bar.backgroundColor = .label
        card.addSubview(bar)
        return card
    }

    static func frame(_ strategy: Snapshotting<UIView, UIImage>, _ view: UIView) throws -> Shaders.Frame {
        var image: UIImage?
        strategy.snapshot(view).run { image = $0 }
        return try #require(image as? SnapshotImage).frame
    }

    @Test func darkTraitsResolveTheSystemColoursDark() throws {
        // Apple's values: systemBackground is white in light and black in dark; label is black
        // in light and white in dark.
        let card = Self.card()
        let dark = try Self.frame(.image(traits: UITraitCollection(userInterfaceStyle: .dark)), card)
        #expect(dark[20, 20].r == 0 && dark[20, 20].g == 0 && dark[20, 20].b == 0)
        #expect(dark[20, 2].r == 255 && dark[20, 2].g == 255)
        let light = try Self.frame(.image(traits: UITraitCollection(userInterfaceStyle: .light)), card)
        #expect(light[20, 20].r == 255 && light[20, 2].r == 0)
        // The view is back where it was: no superview, its own style unset.
        #expect(card.superview == nil && card.overrideUserInterfaceStyle == .unspecified)
    }

    @Test func anExplicitDisplayScaleSetsThePixels() throws {
        let frame = try Self.frame(.image(traits: UITraitCollection(displayScale: 3)), Self.card())
        #expect(frame.width == 120 && frame.height == 60)
        let layer = try {
            var image: UIImage?
            Snapshotting<CALayer, UIImage>.image(traits: UITraitCollection(displayScale: 1)).snapshot(Self.card().layer)
                .run { image = $0 }
            return try #require(image as? SnapshotImage).frame
        }()
        #expect(layer.width == 40 && layer.height == 20)
    }
}
