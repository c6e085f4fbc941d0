import Foundation
import Testing
import UIKit

/// UIKit's focus members as tvOS-minded iOS code writes them: overriding them compiles, and
/// each answers as an unfocused screen does (nothing can take focus in a recording; the members
/// are accepted, docs/ios-coverage.md).
@Suite struct FocusMembersTests {
    final class FocusCard: UIView {
        var updates = 0
        override var canBecomeFocused: Bool { true }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            super.didUpdateFocus(in: context, with: coordinator)
            updates += 1
            coordinator.addCoordinatedAnimations({ self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) })
        }
    }

    final class Screen: UIViewController {
        let card = FocusCard()
        override var preferredFocusEnvironments: [any UIFocusEnvironment] { [card] }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
        }
    }

    @Test func focusMembersAnswerAsAnUnfocusedScreen() {
        let screen = Screen()
        let card = screen.card
        _ = screen.view
        #expect(screen.preferredFocusEnvironments.first === card)
        #expect(card.parentFocusEnvironment === screen.view)
        #expect(screen.view.parentFocusEnvironment === screen)
        #expect(screen.focusItemContainer === screen.view)
        #expect(card.focusItems(in: card.bounds).isEmpty && !card.isFocused && !card.isTransparentFocusItem)
        #expect(card.shouldUpdateFocus(in: UIFocusUpdateContext()))
        card.focusGroupPriority = .prioritized
        card.hoverStyle = .automatic()
        #expect(card.focusGroupPriority == .prioritized && card.hoverStyle?.isEnabled == true)
        // Nothing moves focus, so the override is only reached when code calls it.
        #expect(card.updates == 0)
        card.didUpdateFocus(in: UIFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        #expect(card.updates == 1 && card.transform == .identity)
    }
}
