import Foundation
import ReelCore

/// A view that blurs what lies behind it, like UIKit's `UIVisualEffectView`.
///
/// With a `UIBlurEffect` its layer draws a backdrop effect (ReelCore's `backdropBlur`,
/// `backdropSaturation`, `backdropTint`): what is drawn beneath the view within its bounds
/// (rounded by the layer's `cornerRadius`), blurred, saturated and washed with the style's
/// material (`UIBlurEffect+Materials.swift`), which follows the view's
/// `traitCollection.userInterfaceStyle`. With a `UIVibrancyEffect` its `contentView` is faded
/// by the vibrancy style's level so the blur beneath shows through.
///
/// Changing `effect` inside `UIView.animate` animates, as on iOS: from nil to a blur the blur
/// radius grows from 0 and the tint fades in, and back again. Subviews belong in
/// `contentView`; adding one to the effect view itself prints UIKit's message (iOS 11 and
/// later raise it as an exception; Reel warns and adds the view above `contentView`).
open class UIVisualEffectView: UIView {
    /// The view that holds the effect view's content, filling its bounds.
    public let contentView: UIView

    /// The effect drawn (nil: none). Setting it inside an animation block animates the change.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// A visual effect view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        prepareContentView()
        applyEffect()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A visual effect view with no effect (Reel reads no archives).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        prepareContentView()
    }

    private func prepareContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// UIKit's rule: subviews go in `contentView`. Adding one here directly prints UIKit's
    /// message.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== contentView else { return }
        FileHandle.standardError.write(Data((Self.directSubviewMessage(subview, in: self) + "\n").utf8))
    }

    /// The message UIKit raises when a view is added to a visual effect view itself.
    static func directSubviewMessage(_ subview: UIView, in effectView: UIVisualEffectView) -> String {
        func describe(_ view: UIView) -> String {
            let f = view.frame
            return "<\(type(of: view)): frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height))>"
        }
        return """
            \(describe(subview)) has been added as a subview to \(describe(effectView)). Do not add subviews \
            directly to the visual effect view itself, instead add them to the -contentView.
            """
    }

    override func traitsChanged() {
        super.traitsChanged()
        applyEffect()
    }

    /// The blur material shown now: the blur effect's for the view's interface style, or none.
    var material: BlurMaterial? {
        (effect as? UIBlurEffect)?.style.material(for: traitCollection.userInterfaceStyle)
    }

    /// Sets the layer's backdrop and the content's fade for `effect`. Inside an animation
    /// block each value animates from the one shown before; a blur coming in starts from its
    /// own tint at alpha 0, so its wash fades in rather than passing through another colour.
    func applyEffect() {
        let reel = layer.reel
        let target = material ?? BlurMaterial(blur: 0, saturation: 1, tint: reel.backdropTint).cleared()
        if reel.backdropTint.alpha == 0 && target.tint.alpha > 0 {
            View.performWithoutAnimation { reel.backdropTint = target.cleared().tint }
        }
        if reel.backdropBlur != target.blur { reel.backdropBlur = target.blur }
        if reel.backdropSaturation != target.saturation { reel.backdropSaturation = target.saturation }
        if reel.backdropTint != target.tint { reel.backdropTint = target.tint }
        let fade = (effect as? UIVibrancyEffect)?.style.contentOpacity ?? 1
        if contentView.alpha != CGFloat(fade) { contentView.alpha = CGFloat(fade) }
    }
}
