import CoreGraphics
import ReelCore
import Testing
import UIKit

/// Haptics, as apps trigger them around animations, compile and change nothing in a recording:
/// each generator's first use writes its one warning.
@Suite struct FeedbackGeneratorTests {
    @Test func generatorsAreAcceptedAndWarnOnce() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred(intensity: 0.7)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.error)
        UISelectionFeedbackGenerator().selectionChanged()
        for member in [
            "UIFeedbackGenerator.prepare()", "UIImpactFeedbackGenerator.impactOccurred(intensity:)",
            "UINotificationFeedbackGenerator.notificationOccurred(_:)",
            "UISelectionFeedbackGenerator.selectionChanged()",
        ] {
            #expect(AcceptedMember.wasNoted(member), "\(member)")
        }
        #expect(!AcceptedMember.wasNoted("UIImpactFeedbackGenerator.impactOccurred(at:)"))
    }

    /// A button that taps out a haptic records the same layers as one that does not.
    @Test func aHapticChangesNothingInTheRecording() throws {
        func record(haptic: Bool) throws -> [LayerSnapshot] {
            let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 0.5)
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            box.backgroundColor = .systemRed
            host.rootView.addSubview(box)
            host.at(0.1) {
                if haptic { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
                UIView.animate(withDuration: 0.3) { box.center.x = 70 }
            }
            let timeline = try host.record()
            return (0..<timeline.frameCount).map { timeline.evaluate(at: timeline.time(ofFrame: $0)) }
        }
        #expect(try record(haptic: true) == (try record(haptic: false)))
    }
}
