import ReelCore
import ReelRender
import Testing
import UIKit

/// `UIButton`'s members beyond titles and images: attributed titles and title shadows per
/// state, the edge insets and layout rectangles, configuration updates, and the members that
/// change nothing on iOS.
@Suite struct ButtonMembersTests {
    /// A 200 × 44 system button titled "Go", laid out.
    private func button(_ setUp: (UIButton) -> Void = { _ in }) -> UIButton {
        TextMeasurer.install()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Go", for: .normal)
        setUp(button)
        button.layoutIfNeeded()
        return button
    }

    /// `titleEdgeInsets` of `left: 8, right: -8` moves a centred title 8 points right (the
    /// iOS idiom); `top: 6` alone moves it 3 points down; neither changes the button's size.
    @Test func titleEdgeInsetsMoveTheTitleNotTheSize() throws {
        let plain = button()
        let moved = button { $0.titleEdgeInsets = UIEdgeInsets(top: 6, left: 8, bottom: 0, right: -8) }
        let a = try #require(plain.titleLabel?.frame)
        let b = try #require(moved.titleLabel?.frame)
        #expect(b.minX - a.minX == 8 && b.minY - a.minY == 3 && b.size == a.size)
        #expect(moved.intrinsicContentSize == plain.intrinsicContentSize)
        // Left-aligned content moves by the left inset alone.
        let left = button {
            $0.contentHorizontalAlignment = .left
            $0.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        }
        #expect(left.titleLabel?.frame.minX == 10)
    }

    /// `imageEdgeInsets` moves the image the same way.
    @Test func imageEdgeInsetsMoveTheImage() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let plain = button { $0.setImage(image, for: .normal) }
        let moved = button {
            $0.setImage(image, for: .normal)
            $0.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 12)
        }
        let a = try #require(plain.imageView?.frame)
        let b = try #require(moved.imageView?.frame)
        #expect(a.size == CGSize(width: 20, height: 20))
        #expect(b.minX - a.minX == -6 && b.minY == a.minY)
    }

    /// A subclass's `titleRect(forContentRect:)` places the title; `contentRect(forBounds:)` is
    /// the bounds less `contentEdgeInsets`.
    @Test func overriddenRectsPlaceTheContent() {
        final class Pinned: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.minY, width: 40, height: 10)
            }
        }
        let button = Pinned(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        button.setTitle("Hi", for: .normal)
        button.layoutIfNeeded()
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 7, y: 5, width: 86, height: 40))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        #expect(button.titleLabel?.frame == CGRect(x: 7, y: 5, width: 40, height: 10))
    }

    /// An attributed title wins over the plain one; per state it falls back to `.normal`'s.
    @Test func attributedTitlesPerState() {
        let button = button()
        let bold = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        button.setAttributedTitle(bold, for: .normal)
        #expect(button.titleLabel?.attributedText == bold && button.currentAttributedTitle == bold)
        #expect(button.currentTitle == "Go")
        button.isSelected = true
        #expect(button.attributedTitle(for: .selected) == bold && button.titleLabel?.text == "Bold")
        let chosen = NSAttributedString(string: "Chosen")
        button.setAttributedTitle(chosen, for: .selected)
        #expect(button.titleLabel?.text == "Chosen")
        button.isSelected = false
        #expect(button.titleLabel?.text == "Bold")
    }

    /// The title's shadow takes the colour set for the state (else `.normal`'s), at the label's
    /// shadow offset, reversed while highlighted with `reversesTitleShadowWhenHighlighted`.
    @Test func titleShadowColorsPerState() {
        let button = button { $0.setTitleShadowColor(.red, for: .normal) }
        #expect(button.titleLabel?.shadowColor == .red && button.currentTitleShadowColor == .red)
        button.setTitleShadowColor(.blue, for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowColor == .blue && button.titleShadowColor(for: .disabled) == .red)
        // Reversed while highlighted when asked: the label's offset, 0 × −1 by default, turns.
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
        button.reversesTitleShadowWhenHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: 1))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
    }

    /// The update handler runs after a change of state, before the next layout pass, and what
    /// it sets is drawn.
    @Test func configurationUpdateHandlerRunsForStateChanges() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        #expect(runs == 1)
        button.isSelected = true
        #expect(runs == 1)  // not yet: the update waits for the layout pass
        button.layoutIfNeeded()
        #expect(runs == 2 && button.currentTitle == "Following" && button.titleLabel?.text == "Following")
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(runs == 3)
    }

    /// A subclass's `updateConfiguration()` runs at each update, before the handler.
    @Test func updateConfigurationRunsBeforeTheHandler() {
        final class Counting: UIButton {
            var log: [String] = []
            override func updateConfiguration() { log.append("update") }
        }
        let button = Counting(type: .system)
        button.configuration = .plain()
        button.configurationUpdateHandler = { ($0 as? Counting)?.log.append("handler") }
        button.layoutIfNeeded()
        #expect(button.log == ["update", "handler"])
    }

    /// A configured button fades its colours while highlighted, unless it does not update its
    /// configuration automatically.
    @Test func automaticUpdatesFadeTheHighlightedColours() {
        func titleAlpha(automatic: Bool) -> CGFloat {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Buy"
            let button = UIButton(configuration: configuration)
            button.automaticallyUpdatesConfiguration = automatic
            button.isHighlighted = true
            var alpha: CGFloat = 0
            _ = button.titleLabel?.textColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return alpha
        }
        #expect(abs(titleAlpha(automatic: true) - UIButton.highlightedConfigurationAlpha) < 1e-9)
        #expect(titleAlpha(automatic: false) == 1)
    }

    /// `changesSelectionAsPrimaryAction`: each tap toggles `isSelected` before the actions run.
    @Test func tapsToggleSelection() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: 1)
        let button = UIButton(type: .system)
        var seen: [Bool] = []
        host.run {
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.changesSelectionAsPrimaryAction = true
            button.addAction(
                UIAction { [unowned button] _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
            host.rootView.addSubview(button)
        }
        host.tap(button, at: 0.2)
        host.tap(button, at: 0.6)
        _ = try host.record()
        #expect(seen == [true, false] && !button.isSelected)
    }

    /// The configuration's enums have UIKit's raw values; `attributedTitle` is Foundation's
    /// `AttributedString`, drawn as the configuration's title.
    @Test func configurationValues() {
        #expect(UIButton.Configuration.Size.medium.rawValue == 0 && UIButton.Configuration.Size.small.rawValue == 1)
        #expect(UIButton.Configuration.Size.mini.rawValue == 2 && UIButton.Configuration.Size.large.rawValue == 3)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.ButtonType.roundedRect == .system && UIButton.ButtonType.close.rawValue == 7)
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Plain"
        configuration.attributedTitle = AttributedString("Styled")
        #expect(configuration.title == "Styled")
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.text == "Styled" && button.currentTitle == "Styled")
        configuration.contentInsets = .zero
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5) && insets == insets)
        #expect(UIOffset(horizontal: 1, vertical: 2) == UIOffset(horizontal: 1, vertical: 2))
        // Configurations compare by value, as Apple's Hashable struct does.
        var other = UIButton.Configuration.tinted()
        other.attributedTitle = AttributedString("Styled")
        #expect(other == configuration)
        other.cornerStyle = .capsule
        #expect(other != configuration && UIButton.Configuration.filled() != UIButton.Configuration.gray())
    }

    /// On iOS a button's and a slider's behavioural style is `.pad` whatever is preferred; the
    /// pointer, hover, menu and drag members are stored, change nothing drawn, and warn once.
    @Test func stylesAndAcceptedMembers() {
        let button = UIButton(type: .system)
        button.preferredBehavioralStyle = .mac
        let slider = UISlider(frame: .zero)
        slider.preferredBehavioralStyle = .mac
        #expect(button.behavioralStyle == .pad && slider.behavioralStyle == .pad)
        #expect(UIBehavioralStyle.mac.rawValue == 2)
        let plain = UIButton(type: .system)
        button.isSpringLoaded = true
        button.isPointerInteractionEnabled = true
        #expect(button.isSpringLoaded && button.isPointerInteractionEnabled && !button.isHovered && !button.isHeld)
        #expect(AcceptedMember.wasNoted("UIButton.isSpringLoaded") && AcceptedMember.wasNoted("UIButton.isHovered"))
        #expect(button.layer.reel.modelSnapshot() == plain.layer.reel.modelSnapshot())
    }

    /// A system button's title set to a colour of its own still fades to 20 % while
    /// highlighted, unless a colour is set for `.highlighted`; a custom button's does not fade.
    @Test func highlightedSystemTitlesFade() {
        func alpha(_ type: UIButton.ButtonType, highlightedColor: UIColor? = nil) -> CGFloat {
            let button = UIButton(type: type)
            button.setTitle("Go", for: .normal)
            button.setTitleColor(.red, for: .normal)
            button.setTitleColor(highlightedColor, for: .highlighted)
            button.isHighlighted = true
            var alpha: CGFloat = 0
            _ = button.titleLabel?.textColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return alpha
        }
        #expect(abs(alpha(.system) - UIButton.highlightedSystemAlpha) < 1e-9)
        #expect(alpha(.system, highlightedColor: .blue) == 1)
        #expect(alpha(.custom) == 1)
    }

    /// `contentEdgeInsets` adds to the size that fits and moves the content in by its insets.
    @Test func contentEdgeInsetsGrowTheButton() throws {
        let plain = button { _ in }
        let padded = button { $0.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20) }
        let fit = plain.sizeThatFits(.zero)
        #expect(padded.sizeThatFits(.zero).width == fit.width + 40)
        #expect(padded.sizeThatFits(.zero).height == max(fit.height, (plain.titleLabel?.frame.height ?? 0) + 20))
        padded.contentHorizontalAlignment = .left
        padded.layoutIfNeeded()
        #expect(padded.titleLabel?.frame.minX == 20)
    }

    /// A configuration's `imagePlacement`: `.trailing` puts the image after the title,
    /// `.top` above it (the button as wide as the wider and as tall as both), `.bottom` below,
    /// `imagePadding` between them.
    @Test func imagePlacement() throws {
        TextMeasurer.install()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        func laidOut(_ placement: NSDirectionalRectEdge) throws -> (UIButton, image: CGRect, title: CGRect) {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Share"
            configuration.image = image
            configuration.imagePadding = 6
            configuration.imagePlacement = placement
            let button = UIButton(configuration: configuration)
            button.layoutIfNeeded()
            return (button, try #require(button.imageView?.frame), try #require(button.titleLabel?.frame))
        }
        let leading = try laidOut(.leading)
        #expect(leading.title.minX == leading.image.maxX + 6)
        let trailing = try laidOut(.trailing)
        #expect(trailing.image.minX == trailing.title.maxX + 6)
        #expect(trailing.0.bounds.size == leading.0.bounds.size)
        let top = try laidOut(.top)
        let title = top.title.size
        #expect(top.title.minY == top.image.maxY + 6 && top.image.midX == top.title.midX)
        #expect(top.0.bounds.size == CGSize(width: max(20, title.width) + 24, height: 20 + 6 + title.height + 14))
        let bottom = try laidOut(.bottom)
        #expect(bottom.image.minY == bottom.title.maxY + 6)
        #expect(NSDirectionalRectEdge.all.rawValue == 15 && NSDirectionalRectEdge.trailing.rawValue == 8)
    }
}
