import ReelCore
import Testing
import UIKit

/// A card as apps write it for dark mode: semantic colours, a border taken as a `cgColor`
/// (which does not follow the appearance by itself) set again in `traitCollectionDidChange`.
final class DarkModeCard: UIView {
    private(set) var changes: [UIUserInterfaceStyle] = []
    private(set) var tintChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 4
        layer.borderColor = UIColor.label.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.label.cgColor
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// A hairline that takes its colour in `layoutSubviews()`, where UIKit makes the view's traits
/// current, and a brand colour of its own made with `UIColor { traits in … }`.
final class Hairline: UIView {
    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1) : UIColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.backgroundColor = UIColor.separator.cgColor
        layer.borderColor = Hairline.brand.cgColor
        layer.borderWidth = 2
    }
}

@Suite struct TraitTests {
    static let light = UIColor.secondarySystemBackground.resolvedColor(
        with: UITraitCollection(userInterfaceStyle: .light))
    static let dark = UIColor.secondarySystemBackground.resolvedColor(
        with: UITraitCollection(userInterfaceStyle: .dark))

    /// The same card in a light and a dark recording: Apple's secondary background (242, 242,
    /// 247 / 28, 28, 30) inside, the label colour's border (black / white), on the
    /// system background (white / black).
    @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func cardFollowsTheRecordingsAppearance(
        _ style: UIUserInterfaceStyle
    ) throws {
        let frame = try Everyday.frame(
            "card-\(style == .dark ? "dark" : "light")", size: CGSize(width: 120, height: 80), appearance: style
        ) { host in
            host.rootView.backgroundColor = .systemBackground
            host.rootView.addSubview(DarkModeCard(frame: CGRect(x: 20, y: 20, width: 80, height: 40)))
        }
        let dark = style == .dark
        #expect(Everyday.rgb(frame, 60, 40) == (dark ? [28, 28, 30] : [242, 242, 247]))
        #expect(Everyday.rgb(frame, 21, 40) == (dark ? [255, 255, 255] : [0, 0, 0]))
        #expect(Everyday.rgb(frame, 5, 5) == (dark ? [0, 0, 0] : [255, 255, 255]))
    }

    /// `overrideUserInterfaceStyle` turns one subtree dark in a light window, at 0.5 s: the
    /// dynamic background resolves again, and the card's `traitCollectionDidChange` sets the
    /// border again; a `cgColor` taken before keeps its light value.
    @Test func overrideTurnsASubtreeDark() throws {
        nonisolated(unsafe) var card: DarkModeCard!
        nonisolated(unsafe) let stale = CALayer()
        let after = try Everyday.frame("override-dark", size: CGSize(width: 120, height: 80), at: 0.7) { host in
            let panel = UIView(frame: host.rootView.bounds)
            host.rootView.addSubview(panel)
            card = DarkModeCard(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
            panel.addSubview(card)
            stale.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            stale.backgroundColor = UIColor.label.cgColor
            panel.layer.addSublayer(stale)
            host.at(0.5) { panel.overrideUserInterfaceStyle = .dark }
        }
        #expect(Everyday.rgb(after, 60, 40) == [28, 28, 30])
        #expect(Everyday.rgb(after, 21, 40) == [255, 255, 255])
        #expect(Everyday.rgb(after, 5, 5) == [0, 0, 0])
        #expect(card.changes == [.dark])
    }

    /// In a dark recording, colours taken in `layoutSubviews()` are the dark ones: the
    /// separator (84, 84, 88 at 60 %) over the black system background, and the brand colour.
    @Test func layoutRunsWithTheViewsTraitsCurrent() throws {
        let frame = try Everyday.frame("hairline-dark", size: CGSize(width: 60, height: 40), appearance: .dark) {
            host in
            host.rootView.backgroundColor = .systemBackground
            host.rootView.addSubview(Hairline(frame: CGRect(x: 10, y: 10, width: 40, height: 20)))
        }
        let separator = Everyday.rgb(frame, 30, 20)
        for (got, want) in zip(separator, [84 * 0.6, 84 * 0.6, 88 * 0.6]) { #expect(abs(Double(got) - want) <= 1) }
        #expect(Everyday.rgb(frame, 10, 20) == [255, 153, 51])
    }

    /// A light and a dark recording made at once, on two threads, each resolve the same
    /// semantic colours for their own window (`UITraitCollection.current` reads the recording).
    @Test func twoRecordingsAtOnceKeepTheirAppearances() throws {
        let draw: @Sendable (UIUserInterfaceStyle) throws -> [Int] = { style in
            let frame = try Everyday.frame(
                "at-once-\(style.rawValue)", size: CGSize(width: 40, height: 40), appearance: style
            ) {
                host in
                host.rootView.backgroundColor = .systemGroupedBackground
                let current = UITraitCollection.current.userInterfaceStyle
                #expect(current == style)
            }
            return Everyday.rgb(frame, 20, 20)
        }
        let (light, dark) = try ConcurrentRecordingTests.onTwoThreads({ try draw(.light) }, { try draw(.dark) })
        #expect(light == [242, 242, 247] && dark == [0, 0, 0])
    }

    @Test func traitCollectionsCombineAndBecomeCurrent() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(traits.userInterfaceStyle == .light && traits.displayScale == 3)
        #expect(traits.preferredContentSizeCategory == .extraLarge && traits.horizontalSizeClass == .unspecified)
        #expect(traits.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!traits.containsTraits(in: UITraitCollection(displayScale: 2)))
        var inside: UIUserInterfaceStyle = .unspecified
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current.userInterfaceStyle
        }
        #expect(inside == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge)
        #expect(
            UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory
                && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    /// A phone-sized window is compact by regular with the screen's scale; an iPad-sized one
    /// regular by regular; a landscape phone compact by compact.
    @Test func windowTraitsFollowTheWindow() {
        let phone = RecordingHost(size: CGSize(width: 390, height: 844), scale: 3, duration: 1)
        let traits = phone.run { phone.rootView.traitCollection }
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.displayScale == 3 && traits.userInterfaceIdiom == .phone)
        let pad = RecordingHost(size: CGSize(width: 1024, height: 768), scale: 2, duration: 1, appearance: .dark)
        let padTraits = pad.run { pad.rootView.traitCollection }
        #expect(padTraits.horizontalSizeClass == .regular && padTraits.verticalSizeClass == .regular)
        #expect(padTraits.userInterfaceStyle == .dark)
        let landscape = RecordingHost(size: CGSize(width: 844, height: 390), duration: 1)
        let landscapeTraits = landscape.run { landscape.rootView.traitCollection }
        #expect(landscapeTraits.horizontalSizeClass == .regular && landscapeTraits.verticalSizeClass == .compact)
    }

    /// Tint is inherited down the tree; setting it on an ancestor tells the views that inherit
    /// it, not one with its own; a dynamic tint changes with the traits.
    @Test func tintColorIsInherited() {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), duration: 1)
        host.run {
            let container = UIView(frame: host.rootView.bounds)
            host.rootView.addSubview(container)
            let inherits = DarkModeCard(frame: .zero)
            let own = DarkModeCard(frame: .zero)
            own.tintColor = .systemPink
            container.addSubview(inherits)
            container.addSubview(own)
            #expect(Everyday.rgb(inherits.tintColor) == [0, 122, 255])
            container.tintColor = .systemGreen
            #expect(Everyday.rgb(inherits.tintColor) == [52, 199, 89])
            #expect(Everyday.rgb(own.tintColor) == [255, 45, 85])
            #expect(inherits.tintChanges == 1 && own.tintChanges == 0)
            container.overrideUserInterfaceStyle = .dark
            #expect(Everyday.rgb(inherits.tintColor.resolvedColor(with: inherits.traitCollection)) == [48, 209, 88])
            #expect(inherits.tintChanges == 2 && own.tintChanges == 1)
        }
    }
}
