import Foundation
import IOSSamples
import UIKit

/// The iOS-idiom samples (`samples/ios/Sources/IOSSamples`, plain `import UIKit` code) as
/// clips: the window each plays in, for how long, and what the app does with the view (adds
/// it, starts it, taps it later), played by a `RecordingHost`. Reel's recording code stays
/// here, out of the samples.
public struct IOSSampleClip: Sendable {
    public let name: String
    public let size: CGSize
    public let duration: TimeInterval
    /// Adds the sample's view to the host's root view and scripts what the app does.
    let play: @Sendable (RecordingHost) -> Void

    public static let scale: CGFloat = 2
    public static let fps = 30.0
    /// The window every clip plays in.
    public static let window = CGSize(width: 200, height: 200)
    /// The window of the view-controller clips: a phone's proportions.
    public static let phone = CGSize(width: 180, height: 320)

    /// A host with this clip's sample in place, ready to record.
    public func makeHost() -> RecordingHost {
        let host = RecordingHost(size: size, scale: Self.scale, fps: Self.fps, duration: duration)
        host.rootView.backgroundColor = .white
        host.rootView.layer.name = "root"
        host.run { play(host) }
        return host
    }

    /// The clip called `name`, or nil.
    public static func named(_ name: String) -> IOSSampleClip? { all.first { $0.name == name } }

    /// Where `UIImage(named:)` finds the samples' pictures (the gallery's assets).
    public static let assetsDirectory: String = {
        // …/samples/ios/Sources/IOSSampleClips/IOSSampleClip.swift → …/docs/gallery/assets
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/gallery/assets").path
    }()

    /// Points `UIImage(named:)` at `assetsDirectory`, once per process (a lazy static, so every
    /// clip that needs it reads the directories after the one write).
    static let imagesFound: Void = { UIImage.searchDirectories = [assetsDirectory] }()

    /// `view` added to `host`'s root view, called `view` in the trace.
    static func place<V: UIView>(_ view: V, in host: RecordingHost) -> V {
        view.layer.name = "view"
        host.rootView.addSubview(view)
        return view
    }

    /// A clip of `view`, made to fill `frame` (the whole window when nil), named `name` in the
    /// trace, started by `start` at `startTime`.
    static func clip<V: UIView>(
        _ name: String, duration: TimeInterval, frame: CGRect? = nil, startTime: TimeInterval = 0,
        make: @escaping @Sendable (CGRect) -> V, start: @escaping @Sendable (V) -> Void
    ) -> IOSSampleClip {
        IOSSampleClip(name: name, size: window, duration: duration) { host in
            let view = place(make(frame ?? CGRect(origin: .zero, size: window)), in: host)
            host.at(startTime) { start(view) }
        }
    }

    public static let all: [IOSSampleClip] = [
        clip("ball-pulse", duration: 1.5, frame: CGRect(x: 40, y: 80, width: 120, height: 40)) {
            BallPulseIndicatorView(frame: $0)
        } start: {
            $0.startAnimating()
        },
        clip("arc-spinner", duration: 1, frame: CGRect(x: 60, y: 60, width: 80, height: 80)) {
            ArcSpinnerView(frame: $0)
        } start: {
            $0.startAnimating()
        },
        clip("shimmer", duration: 1.5, frame: CGRect(x: 20, y: 70, width: 160, height: 60)) {
            ShimmerView(frame: $0)
        } start: {
            $0.startShimmering()
        },
        clip("ripple", duration: 1.8, frame: CGRect(x: 20, y: 20, width: 160, height: 160)) {
            RippleView(frame: $0)
        } start: {
            $0.startRippling()
        },
        clip("confetti", duration: 3) { (frame: CGRect) -> ConfettiView in
            _ = imagesFound
            return ConfettiView(frame: frame)
        } start: {
            $0.startConfetti()
        },
        clip("checkmark", duration: 1.5, frame: CGRect(x: 40, y: 40, width: 120, height: 120), startTime: 0.2) {
            CheckmarkView(frame: $0)
        } start: {
            $0.animateCheck()
        },
        clip("spring-button", duration: 1.5, frame: CGRect(x: 60, y: 60, width: 80, height: 80), startTime: 0.3) {
            SpringButtonView(frame: $0)
        } start: {
            $0.pop()
        },
        clip("fly-in", duration: 1.6, startTime: 0.2) {
            FlyInView(frame: $0)
        } start: {
            $0.flyIn()
        },
        clip("counter", duration: 2.2) {
            CounterView(frame: $0)
        } start: {
            $0.startCounting()
        },
        clip("gradient-cycle", duration: 3) {
            GradientCycleView(frame: $0)
        } start: {
            $0.startCycling()
        },
        clip("card-flip", duration: 1.6, startTime: 0.2) {
            CardFlipView(frame: $0)
        } start: {
            $0.flip()
        },
        clip("cross-dissolve", duration: 1.4, startTime: 0.3) {
            CrossDissolveView(frame: $0)
        } start: {
            $0.finish()
        },
        clip("pie-timer", duration: 2.4, frame: CGRect(x: 20, y: 20, width: 160, height: 160), startTime: 0.2) {
            PieTimerView(frame: $0)
        } start: {
            $0.start()
        },
        clip("badge", duration: 1.5, startTime: 0.2) {
            BadgeView(frame: $0)
        } start: {
            $0.popIn()
        },
        clip("expanding-panel", duration: 1.2, startTime: 0.3) {
            ExpandingPanelView(frame: $0)
        } start: {
            $0.expand()
        },
        clip("collapsing-list", duration: 1.8, startTime: 0.2) {
            CollapsingListView(frame: $0)
        } start: {
            $0.collapse()
        },
        clip("theme-card", duration: 1.3, startTime: 0.3) {
            ThemeCardView(frame: $0)
        } start: {
            $0.switchToDark()
        },
        clip("download-ring", duration: 1.6, startTime: 0.2) {
            DownloadRingView(frame: $0)
        } start: {
            $0.start()
        },
        IOSSampleClip(name: "chat-bubble", size: window, duration: 2.2) { host in
            let view = place(ChatBubbleView(frame: CGRect(origin: .zero, size: window)), in: host)
            host.at(0.2) { view.send("Are we still on for tonight?", outgoing: false) }
            host.at(0.8) { view.send("Yes! Seven at the usual place, I booked a table", outgoing: true) }
            host.at(1.4) { view.send("Perfect", outgoing: false) }
        },
        IOSSampleClip(name: "passcode", size: window, duration: 1.8) { host in
            let view = place(PasscodeView(frame: CGRect(origin: .zero, size: window)), in: host)
            // A wrong code typed a digit every 0.15 s from 0.2 s: the row shakes at 0.65 s.
            for (index, digit) in "1984".enumerated() {
                host.at(0.2 + 0.15 * Double(index)) { view.type(digit, expected: "1234") }
            }
        },
        clip("stamp", duration: 1.3, startTime: 0.3) {
            StampView(frame: $0)
        } start: {
            $0.approve()
        },
        clip("pixel-heart", duration: 1.2, startTime: 0.1) {
            PixelHeartView(frame: $0)
        } start: {
            $0.startBeating()
        },
        IOSSampleClip(name: "tab-icons", size: window, duration: 1.6) { host in
            let view = place(TabIconsView(frame: CGRect(origin: .zero, size: window)), in: host)
            host.at(0.2) { view.select(2) }
            host.at(1.0) { view.retint(.systemPink) }
        },
        clip("venn", duration: 1.3, startTime: 0.2) {
            VennView(frame: $0)
        } start: {
            $0.merge()
        },
        clip("boarding-pass", duration: 1.4, startTime: 0.3) {
            BoardingPassView(frame: $0)
        } start: {
            $0.addToWallet()
        },
        IOSSampleClip(name: "text-size", size: window, duration: 2.0) { host in
            let view = place(TextSizePreviewView(frame: CGRect(origin: .zero, size: window)), in: host)
            host.at(0.3) { view.choose(.extraExtraExtraLarge) }
            host.at(1.2) { view.choose(.small) }
        },
        clip("gradient-progress", duration: 1.6, startTime: 0.2) {
            GradientProgressView(frame: $0)
        } start: {
            $0.start()
        },
        clip("sale-banner", duration: 1.2, startTime: 0.1) {
            SaleBannerView(frame: $0)
        } start: {
            $0.startShimmering()
        },
        IOSSampleClip(name: "onboarding", size: phone, duration: 2.4) { host in
            host.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 16, right: 0)
            let flow = OnboardingFlow()
            host.window.rootViewController = flow.navigation
            host.at(1.2) { flow.next() }
        },
        IOSSampleClip(name: "circular-reveal", size: phone, duration: 2.2) { host in
            let home = RevealHomeViewController()
            host.window.rootViewController = home
            host.at(0.3) { home.openDetails() }
            host.at(1.3) { home.dismiss(animated: true) }
        },
        IOSSampleClip(name: "half-sheet", size: phone, duration: 2.0) { host in
            let list = FiltersHostViewController()
            host.window.rootViewController = list
            host.at(0.2) { list.showFilters() }
            host.at(1.2) { list.dismiss(animated: true) }
        },
        IOSSampleClip(name: "carousel", size: window, duration: 2.6) { host in
            let view = place(CarouselView(frame: CGRect(origin: .zero, size: window)), in: host)
            // A flick that the layout snaps to the fourth card, then a slow drag back to the second.
            host.scroll(
                view.collectionView, to: CGPoint(x: 3.3 * CarouselLayout.pitch, y: 0), duration: 0.9,
                timing: .decelerating(), at: 0.2)
            host.scroll(view.collectionView, to: view.offset(centring: 1), duration: 0.8, timing: .easeInOut, at: 1.5)
        },
        IOSSampleClip(name: "parallax-list", size: phone, duration: 2.6) { host in
            let view = place(ParallaxListView(frame: CGRect(origin: .zero, size: phone)), in: host)
            // A drag up through the header, then a flick further down the list.
            host.scroll(view.tableView, to: CGPoint(x: 0, y: 20), duration: 0.8, timing: .easeInOut, at: 0.2)
            host.scroll(view.tableView, to: CGPoint(x: 0, y: 420), duration: 1.1, timing: .decelerating(), at: 1.3)
        },
        IOSSampleClip(name: "todo-list", size: phone, duration: 2.4) { host in
            let view = place(TodoListView(frame: CGRect(origin: .zero, size: phone)), in: host)
            // A task added at the top, the third ("Call Sam") done, then the done ones cleared.
            host.at(0.3) { view.add("Book flights") }
            host.at(1.0) { view.complete(at: 2) }
            host.at(1.7) { view.clearDone() }
        },
        IOSSampleClip(name: "tab-strip", size: CGSize(width: 200, height: 60), duration: 2.6) { host in
            let view = place(TabStripView(frame: CGRect(x: 0, y: 0, width: 200, height: 60)), in: host)
            // "Engineering" (the strip scrolls it to the middle), then "Support" (to the end), then back to "Design".
            host.at(0.3) { view.select(2) }
            host.at(1.1) { view.select(5) }
            host.at(1.9) { view.select(1) }
        },
        IOSSampleClip(name: "stretchy-header", size: phone, duration: 3.0) { host in
            let view = place(StretchyHeaderView(frame: CGRect(origin: .zero, size: phone)), in: host)
            let top = -StretchyHeaderView.expandedHeight
            // A pull down that stretches the header, let go; then a flick up that collapses it to a bar.
            host.scroll(view.scrollView, to: CGPoint(x: 0, y: top - 50), duration: 0.4, timing: .easeInOut, at: 0.2)
            host.scroll(view.scrollView, to: CGPoint(x: 0, y: top), duration: 0.35, timing: .easeInOut, at: 0.7)
            host.scroll(view.scrollView, to: CGPoint(x: 0, y: 60), duration: 1.0, timing: .decelerating(), at: 1.3)
        },
        IOSSampleClip(name: "sign-in", size: phone, duration: 2.6) { host in
            let view = place(SignInFormView(frame: CGRect(origin: .zero, size: phone)), in: host)
            // A tap on the email field, typed a key every 0.05 s, return (to the password), the
            // password typed, return: the wrong password shakes the card.
            host.tap(view.emailField, at: 0.2)
            for (i, key) in "ada@mail.com".enumerated() {
                host.at(0.45 + 0.05 * Double(i)) { view.emailField.insertText(String(key)) }
            }
            host.at(1.1) { view.emailField.insertText("\n") }
            for (i, key) in "hunter2".enumerated() {
                host.at(1.3 + 0.05 * Double(i)) { view.passwordField.insertText(String(key)) }
            }
            host.at(1.8) { view.passwordField.insertText("\n") }
        },
        IOSSampleClip(name: "photo-grid", size: phone, duration: 2.0) { host in
            let view = place(PhotoGridView(frame: CGRect(origin: .zero, size: phone)), in: host)
            host.at(0.3) { view.addFavourites() }
            host.at(1.1) { view.tidyRecent() }
        },
        IOSSampleClip(name: "draggable-sheet", size: phone, duration: 2.8) { host in
            let view = place(DraggableSheetView(frame: CGRect(origin: .zero, size: phone)), in: host)
            // A drag that stops short and falls back, then one that opens the sheet.
            host.at(0.2) { view.beginDrag() }
            for step in 1...8 { host.at(0.2 + 0.05 * Double(step)) { view.drag(to: 0.05 * CGFloat(step)) } }
            host.at(0.7) { view.release(open: false) }
            host.at(1.3) { view.beginDrag() }
            for step in 1...6 { host.at(1.3 + 0.05 * Double(step)) { view.drag(to: 0.1 * CGFloat(step)) } }
            host.at(1.7) { view.release(open: true) }
        },
        IOSSampleClip(name: "follow-button", size: window, duration: 1.5) { host in
            let view = place(FollowButtonView(frame: CGRect(origin: .zero, size: window)), in: host)
            host.tap(view.button, at: 0.3, holding: 0.15)
        },
        IOSSampleClip(name: "drag-slider", size: window, duration: 1.6) { host in
            let slider = DragSliderControl(frame: CGRect(x: 20, y: 60, width: 160, height: 80))
            slider.layer.name = "view"
            host.rootView.addSubview(slider)
            // From the knob (value 0.2) to value 0.85, over 0.8 s.
            host.drag(from: CGPoint(x: 59.2, y: 116), to: CGPoint(x: 147.6, y: 116), duration: 0.8, at: 0.3)
        },
        IOSSampleClip(name: "photo-dismiss", size: phone, duration: 3.0) { host in
            let grid = PhotoGridViewController()
            host.window.rootViewController = grid
            host.at(0.2) { grid.openPhoto() }
            // A short drag down the photo that lets go before half way (the photo returns), then a
            // long one past half way that dismisses it.
            host.drag(from: CGPoint(x: 90, y: 150), to: CGPoint(x: 90, y: 230), duration: 0.45, at: 0.9)
            host.drag(from: CGPoint(x: 90, y: 150), to: CGPoint(x: 90, y: 330), duration: 0.5, at: 1.8)
        },
    ]
}
