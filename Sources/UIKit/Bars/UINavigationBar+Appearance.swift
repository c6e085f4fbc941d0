import Foundation

/// Which appearance the bar shows and what it gives the top item's views.
extension UINavigationBar {
    /// Whether the top item shows a large title: the bar prefers them, the item does not say
    /// `.never` or `.inline`, and the height is not compact (UIKit shows none in landscape).
    var showsLargeTitle: Bool { topItem.map(showsLargeTitle(for:)) ?? false }

    func showsLargeTitle(for item: UINavigationItem) -> Bool {
        prefersLargeTitles && item.largeTitleDisplayMode != .never && item.largeTitleDisplayMode != .inline
            && traitCollection.verticalSizeClass != .compact
    }

    /// How far content scrolls under a bar before it leaves the scroll edge: the large title's
    /// band while one shows (the band collapses first), else nothing.
    var scrollEdgeDistance: CGFloat { showsLargeTitle ? Self.largeTitleBandHeight : 0 }

    /// How much of the standard background shows over the scroll-edge one: none at the scroll
    /// edge, all of it once content is 8 points past it (Reel's fade; iOS animates the change).
    var standardFraction: CGFloat {
        guard isManaged else { return 1 }
        return min(1, max(0, (scrolledDistance - scrollEdgeDistance) / 8))
    }

    private var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The standard appearance in force: the top item's, else the bar's (compact ones in a
    /// compact height).
    var activeStandardAppearance: UINavigationBarAppearance {
        let item = topItem
        if isCompactHeight, let compact = item?.compactAppearance ?? compactAppearance { return compact }
        return item?.standardAppearance ?? standardAppearance
    }

    /// The scroll-edge appearance in force: the top item's, else the bar's, else the standard
    /// one made transparent (iOS 15's rule, `scrollEdgeAppearance`'s documentation).
    var activeEdgeAppearance: UINavigationBarAppearance {
        let item = topItem
        if isCompactHeight, let compact = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance {
            return compact
        }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let made = activeStandardAppearance.duplicate()
        made.configureWithTransparentBackground()
        return made
    }

    /// Shows the appearances on the two backgrounds (the bar style as a dark interface style).
    func refreshAppearance() {
        overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        let standard = activeStandardAppearance.duplicate()
        if !isTranslucent, standard.kind == .material { standard.kind = .opaque }
        if let shadowImage { standard.shadowImage = shadowImage }
        standardBackground.show(standard, barTint: barTintColor)
        edgeBackground.show(activeEdgeAppearance, barTint: barTintColor)
        setNeedsLayout()
    }

    /// The title's attributes: 17-point semibold `label`, under the legacy attributes, under
    /// the appearance's (standard or scroll-edge, as shown).
    var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label,
        ]
        attributes.merge(titleTextAttributes ?? [:]) { $1 }
        attributes.merge(activeStandardAppearance.titleTextAttributes) { $1 }
        return attributes
    }

    /// The large title's attributes: 34-point bold `label` (iOS's `.largeTitle` size, bold as
    /// navigation bars draw it), under the legacy and appearance attributes.
    var largeTitleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label,
        ]
        attributes.merge(largeTitleTextAttributes ?? [:]) { $1 }
        attributes.merge(activeStandardAppearance.largeTitleTextAttributes) { $1 }
        return attributes
    }

    /// What the back button pointing at `back` shows: its `backBarButtonItem`'s title, else its
    /// `backButtonTitle`, else its title ("Back" with `.generic`, nothing with `.minimal`).
    func backTitle(for back: UINavigationItem) -> String? {
        switch back.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default: return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        }
    }

    /// The views for `item`, with a back button pointing at `back`.
    func makeContent(for item: UINavigationItem, back: UINavigationItem?) -> NavigationBarContent {
        for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            button.observer = self
        }
        let appearance = activeStandardAppearance
        let showsBack =
            back != nil && !item.hidesBackButton
            && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
        let indicator = appearance.indicator?.image ?? backIndicatorImage
        let made = NavigationBarContent(
            item: item, back: showsBack ? back.map { (backTitle(for: $0), indicator) } : nil,
            large: showsLargeTitle(for: item))
        made.titleLabel.attributedText = NSAttributedString(string: item.title ?? "", attributes: titleAttributes)
        made.largeLabel.attributedText = NSAttributedString(
            string: item.title ?? "", attributes: largeTitleAttributes)
        made.applyButtonAppearances(appearance)
        made.titleAdjustment = appearance.titlePositionAdjustment
        if let tint = back?.backBarButtonItem?.tintColor { made.backButton?.tintColor = tint }
        made.backButton?.addAction(UIAction { [weak self] _ in self?.backTapped() }, for: .touchUpInside)
        return made
    }

    /// The back button was tapped: the top item's `backAction` runs, else the navigation
    /// controller pops (or the bar pops its item).
    private func backTapped() {
        if let action = topItem?.backAction {
            action.perform(from: content?.backButton)
        } else if let manager {
            manager.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}
