import ReelCore
import ReelRender
import Testing

@testable import UIKit

/// `UIVisualEffectView` with `UIBlurEffect` and `UIVibrancyEffect`: the blur over stripes, the
/// animated effect, the materials in light and dark, the content view.
@Suite struct VisualEffectViewTests {
    /// Black and white stripes 2 points wide over a 200-point square (one pixel per point).
    static func stripes(in host: RecordingHost) {
        for i in 0..<50 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 4, y: 0, width: 2, height: 200))
            stripe.backgroundColor = .black
            host.rootView.addSubview(stripe)
        }
    }

    /// An effect view in the middle of the stripes, more than the blur's reach (3σ, 60 points)
    /// from the canvas's edges.
    static func effectView(_ effect: UIVisualEffect?) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 70, y: 70, width: 60, height: 60)
        view.layer.name = "fx"
        return view
    }

    /// The effect view's layer in the presentation tree at `time`.
    static func effectLayer(_ timeline: Timeline, at time: Double) -> LayerState? {
        var found: LayerState?
        timeline.evaluate(at: time).forEachLayer { layer, _ in
            if layer.state.name == "fx" { found = layer.state }
        }
        return found
    }

    /// `.light` (σ 20, saturation 1.8, white at 0.3): the stripes average to 127.5, saturation
    /// keeps a grey, the wash gives 127.5 · 0.7 + 255 · 0.3 ≈ 166 everywhere inside; outside
    /// the stripes stay sharp.
    @Test func aBlurOverStripesIsEven() throws {
        let frame = try Everyday.frame("blur-stripes", size: CGSize(width: 200, height: 200)) { host in
            Self.stripes(in: host)
            host.rootView.addSubview(Self.effectView(UIBlurEffect(style: .light)))
        }
        for (x, y) in [(71, 71), (100, 100), (101, 100), (128, 129), (90, 110)] {
            let p = Everyday.rgb(frame, x, y)
            #expect(p.allSatisfy { abs($0 - 166) <= 2 }, "(\(x), \(y)): \(p)")
        }
        #expect(Everyday.rgb(frame, 64, 100) == [0, 0, 0] && Everyday.rgb(frame, 66, 100) == [255, 255, 255])
    }

    /// Inside `UIView.animate` the effect animates from none to the blur (the blur radius from
    /// 0, the tint's alpha from 0 with its own colour), and back to none.
    @Test func settingTheEffectInsideAnAnimationBlockAnimatesIt() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 10, duration: 3)
        nonisolated(unsafe) let view = Self.effectView(nil)
        host.run { host.rootView.addSubview(view) }
        host.at(0) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.effect = UIBlurEffect(style: .dark)
            }
        }
        host.at(2) {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { view.effect = nil }
        }
        let timeline = try host.record()
        let start = try #require(Self.effectLayer(timeline, at: 0))
        #expect(start.backdropBlur == 0 && start.backdropTint.alpha == 0 && !start.hasBackdrop)
        let mid = try #require(Self.effectLayer(timeline, at: 0.5))
        #expect(abs(mid.backdropBlur - 10) < 1e-6)
        #expect(abs(mid.backdropSaturation - 1.4) < 1e-6)
        #expect(abs(mid.backdropTint.alpha - 0.365) < 1e-6 && abs(mid.backdropTint.red - 0.11) < 1e-6)
        let end = try #require(Self.effectLayer(timeline, at: 1.5))
        #expect(end.backdropBlur == 20 && abs(end.backdropTint.alpha - 0.73) < 1e-9)
        let leaving = try #require(Self.effectLayer(timeline, at: 2.25))
        #expect(abs(leaving.backdropBlur - 10) < 1e-6 && abs(leaving.backdropTint.red - 0.11) < 1e-6)
        #expect(Self.effectLayer(timeline, at: 2.9)?.hasBackdrop == false)
    }

    /// Part-way (σ 0.8 points at 4 %) the stripes are partly blurred: less contrast than sharp,
    /// more than the full blur (σ 18 at 90 %), which evens them out.
    @Test func partWayTheStripesArePartlyBlurred() throws {
        func contrast(at time: Double) throws -> Int {
            let frame = try Everyday.frame("blur-anim-\(time)", size: CGSize(width: 200, height: 200), at: time) {
                host in
                Self.stripes(in: host)
                nonisolated(unsafe) let view = Self.effectView(nil)
                host.rootView.addSubview(view)
                host.at(0) {
                    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                        view.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
                    }
                }
            }
            let row = (70..<130).map { Everyday.rgb(frame, $0, 100)[0] }
            return row.max()! - row.min()!
        }
        let (start, mid, end) = (try contrast(at: 0), try contrast(at: 0.04), try contrast(at: 0.9))
        #expect(start > 200 && mid < start && mid > end && end <= 4, "\(start) \(mid) \(end)")
    }

    /// System materials follow the interface style; the explicit variants do not.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func systemMaterialsFollowTheInterfaceStyle(style: UIUserInterfaceStyle) throws {
        let frame = try Everyday.frame("material-\(style)", size: CGSize(width: 200, height: 200), appearance: style) {
            host in
            let ground = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            ground.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            host.rootView.addSubview(ground)
            host.rootView.addSubview(Self.effectView(UIBlurEffect(style: .systemMaterial)))
            let fixed = Self.effectView(UIBlurEffect(style: .systemMaterialLight))
            fixed.frame.origin.y = 0
            host.rootView.addSubview(fixed)
        }
        // Grey 128 washed with white (light) or 0.11 grey (dark) at 0.75.
        let expected = style == .dark ? Int((128 * 0.25 + 0.11 * 255 * 0.75).rounded()) : Int((128 * 0.25 + 191.25))
        #expect(abs(Everyday.rgb(frame, 100, 100)[0] - expected) <= 2, "\(Everyday.rgb(frame, 100, 100))")
        #expect(abs(Everyday.rgb(frame, 100, 30)[0] - 223) <= 2, "the light variant stays light")
    }

    /// Every style has a material: light ones wash with white, dark ones with near-black, and
    /// thicker materials wash more.
    @Test func everyStyleHasAMaterial() {
        let all: [UIBlurEffect.Style] = (0...20).compactMap { UIBlurEffect.Style(rawValue: $0) }
        #expect(all.count == 20)
        for style in all {
            let m = style.material(for: .light)
            #expect(m.blur == 20 && m.saturation == 1.8 && m.tint.alpha > 0, "\(style)")
        }
        let thin = UIBlurEffect.Style.systemThinMaterialDark.material(for: .light)
        let thick = UIBlurEffect.Style.systemThickMaterialDark.material(for: .light)
        #expect(thin.tint.red == 0.11 && thin.tint.alpha < thick.tint.alpha)
        #expect(UIBlurEffect.Style.regular.material(for: .dark) == UIBlurEffect.Style.dark.material(for: .light))
    }

    /// Subviews go to `contentView`, which fills the view; vibrancy fades the content by its
    /// style's level; effects compare by style.
    @Test func contentViewAndVibrancy() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        #expect(view.subviews.count == 1 && view.subviews[0] === view.contentView)
        #expect(view.contentView.frame == view.bounds)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(vibrancy.contentView.alpha == 0.6 && !vibrancy.layer.reel.model.hasBackdrop)
        #expect(blur.isEqual(UIBlurEffect(style: .systemMaterial)) && !blur.isEqual(UIBlurEffect(style: .dark)))
        #expect(UIVibrancyEffect(blurEffect: blur).isEqual(UIVibrancyEffect(blurEffect: blur, style: .label)))
        let message = UIVisualEffectView.directSubviewMessage(UILabel(), in: view)
        #expect(
            message.hasSuffix(
                "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."))
    }
}
