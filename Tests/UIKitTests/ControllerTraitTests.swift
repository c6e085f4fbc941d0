import ReelCore
import Testing
import UIKit

/// A settings screen as apps write it for dark mode: semantic colours set in `viewDidLoad`, the
/// controller forcing dark with `overrideUserInterfaceStyle` and told in its own
/// `traitCollectionDidChange(_:)`.
final class SettingsController: UIViewController {
    private(set) var changes: [UIUserInterfaceStyle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let row = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        row.backgroundColor = .secondarySystemGroupedBackground
        view.addSubview(row)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.userInterfaceStyle)
    }
}

@Suite struct ControllerTraitTests {
    /// Apple's grouped backgrounds: light (242, 242, 247) behind white rows; dark black behind
    /// (28, 28, 30) rows.
    @Test func aControllerForcedDarkInALightWindow() throws {
        nonisolated(unsafe) var controller: SettingsController!
        let frame = try Everyday.frame("settings-dark", size: CGSize(width: 120, height: 80)) { host in
            controller = SettingsController()
            controller.overrideUserInterfaceStyle = .dark
            host.window.rootViewController = controller
        }
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(Everyday.rgb(frame, 60, 35) == [28, 28, 30])
        #expect(Everyday.rgb(frame, 5, 5) == [0, 0, 0])
        // Back to the window's light: the controller hears of it after its view.
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        #expect(controller.changes.last == .light)
    }

    @Test func beforeItsViewLoadsAControllerHasTheWindowsTraits() {
        let controller = SettingsController()
        #expect(!controller.isViewLoaded && controller.traitCollection.userInterfaceStyle != .dark)
        let environment: any UITraitEnvironment = controller
        #expect(environment.traitCollection.displayScale > 0)
    }
}
