import Testing
import UIKit

/// The traits added after the first ten: made one by one, merged, changed, and a window's.
@Suite struct TraitAdditionTests {
    /// Each single-trait collection specifies its trait only; merging takes the last one that
    /// specifies each; `modifyingTraits` and `init(mutations:)` set them.
    @Test func laterTraitsMergeAndChange() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(displayGamut: .SRGB), UITraitCollection(sceneCaptureState: .active),
            UITraitCollection(displayGamut: .P3), UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(merged.displayGamut == .P3 && merged.sceneCaptureState == .active)
        #expect(merged.userInterfaceStyle == .dark && merged.forceTouchCapability == .unknown)
        let changed = merged.modifyingTraits {
            $0.typesettingLanguage = "ar"
            $0.imageDynamicRange = .high
        }
        #expect(changed.typesettingLanguage == "ar" && changed.imageDynamicRange == .high)
        #expect(changed.displayGamut == .P3 && changed != merged)
        let made = UITraitCollection { $0.activeAppearance = .inactive }
        #expect(made.activeAppearance == .inactive && made.userInterfaceStyle == .unspecified)
        #expect(UITraitCollection(forceTouchCapability: .available) != UITraitCollection())
    }

    /// A recording's window is active, on a P3 display, without 3D Touch, not captured.
    @Test func windowTraits() {
        let window = UITraitCollection.current
        #expect(window.displayGamut == .P3 && window.activeAppearance == .active)
        #expect(window.forceTouchCapability == .unavailable && window.sceneCaptureState == .inactive)
    }
}
