import CoreGraphics
import Testing
import UIKit

/// `UISwitch`'s style and its members iOS ignores.
@Suite struct SwitchMembersTests {
    /// Apple: `style` is "the switch's active style"; on iOS a switch slides whatever
    /// `preferredStyle` asks (the checkbox style is Mac Catalyst's).
    @Test(arguments: [UISwitch.Style.automatic, .checkbox, .sliding])
    func aSwitchSlidesWhateverStyleIsPreferred(preferred: UISwitch.Style) {
        let toggle = UISwitch(frame: .zero)
        toggle.preferredStyle = preferred
        #expect(toggle.preferredStyle == preferred)
        #expect(toggle.style == .sliding)
    }

    /// `onImage`, `offImage` and `title` are stored, change nothing drawn, and warn once.
    @Test func ignoredMembersAreStoredAndWarn() throws {
        let plain = UISwitch(frame: .zero)
        let dressed = UISwitch(frame: .zero)
        dressed.onImage = UIImage()
        dressed.title = "Wi-Fi"
        #expect(dressed.title == "Wi-Fi" && dressed.onImage != nil && dressed.offImage == nil)
        #expect(AcceptedMember.wasNoted("UISwitch.onImage") && AcceptedMember.wasNoted("UISwitch.title"))
        #expect(dressed.layer.reel.modelSnapshot() == plain.layer.reel.modelSnapshot())
    }
}
