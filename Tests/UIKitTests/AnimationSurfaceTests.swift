import CoreGraphics
import Foundation
import ReelCore
import Testing
import UIKit

/// The members of Apple's lists for `CAAnimation`, `CAAction`, `CAEmitterCell`,
/// `CATextLayer` and `CAFrameRateRange` (issue 36 item 6).
@Suite struct AnimationSurfaceTests {
    /// `run(forKey:object:arguments:)` adds the animation to the layer under the key, as a
    /// layer's action does; `NSNull`'s does nothing.
    @Test func animationRunsAsAnAction() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.run(forKey: "fade", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
        #expect(layer.animation(forKey: "fade") === fade)
        NSNull().run(forKey: "other", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["fade"])
    }

    /// `defaultValue(forKey:)` gives the defaults of the timing keys, nil for others, and a
    /// subclass's override adds its own.
    @Test func animationDefaults() {
        final class Pulse: CABasicAnimation, @unchecked Sendable {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "pulses" ? 3 : super.defaultValue(forKey: key)
            }
        }
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "progress") == nil)
        #expect(Pulse.defaultValue(forKey: "pulses") as? Int == 3)
        #expect(Pulse.defaultValue(forKey: "duration") as? CFTimeInterval == 0)
        #expect(CABasicAnimation().shouldArchiveValue(forKey: "toValue"))
    }

    /// The timing of an animation is readable through `CAMediaTiming`.
    @Test func animationIsMediaTiming() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        let timing: any CAMediaTiming = spin
        timing.duration = 2
        timing.repeatCount = 3
        timing.autoreverses = true
        timing.fillMode = .forwards
        #expect(spin.duration == 2 && spin.repeatCount == 3 && spin.autoreverses && spin.fillMode == .forwards)
    }

    /// `preferredFrameRateRange` is stored (accepted: the clip's rate is used) and noted once.
    @Test func frameRateRangeIsAccepted() {
        let move = CABasicAnimation(keyPath: "position")
        #expect(move.preferredFrameRateRange == .default)
        move.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(move.preferredFrameRateRange.preferred == 60)
        #expect(AcceptedMember.wasNoted("CAAnimation.preferredFrameRateRange"))
        #expect(CAFrameRateRange() == .default)
    }

    /// An emitter cell's defaults by key and its filters as raw strings.
    @Test func emitterCellDefaults() {
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "velocity") as? CGFloat == 0)
        #expect(CAEmitterCell.defaultValue(forKey: "enabled") as? Bool == true)
        #expect(CAEmitterCell.defaultValue(forKey: "sparkle") == nil)
        let cell = CAEmitterCell()
        #expect(cell.magnificationFilter == "linear")
        cell.minificationFilter = CALayerContentsFilter.nearest.rawValue
        #expect(cell.minificationFilter == "nearest")
    }

    /// `CATextLayer.font` is a `CFTypeRef`: it reads back the font set, and a name as an object.
    @Test func textLayerFontIsAnObject() {
        let layer = CATextLayer()
        layer.font = "DejaVu Sans Mono" as CFTypeRef
        #expect(layer.font as? String == "DejaVu Sans Mono")
        let font = CTFontCreateWithName("DejaVu Serif" as CFString, 12, nil)
        layer.font = font
        #expect(layer.font === font)
        layer.allowsFontSubpixelQuantization = true
        #expect(layer.allowsFontSubpixelQuantization)
        #expect(AcceptedMember.wasNoted("CATextLayer.allowsFontSubpixelQuantization"))
    }
}
