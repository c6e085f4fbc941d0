import Foundation

/// A bar's background: the appearance's blur (`backgroundEffect`, iOS's `.systemChromeMaterial`
/// by default, through a `UIVisualEffectView`), its colour and image over it, and its hairline.
/// The one place that makes a bar's background (navigation bars and toolbars).
final class BarBackground: UIView {
    /// Which edge the hairline is on: the bottom for a navigation bar, the top for a toolbar.
    let hairlineAtTop: Bool
    private let effectView = UIVisualEffectView(effect: nil)
    private let fill = UIView()
    private let image = UIImageView()
    private let hairline = UIView()
    private let shadowImage = UIImageView()

    init(hairlineAtTop: Bool) {
        self.hairlineAtTop = hairlineAtTop
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, fill, image, hairline, shadowImage] { addSubview(view) }
    }

    required init?(coder: NSCoder) { fatalError("BarBackground is made in code") }

    /// Shows `appearance` (bar style `dark`: the dark material and a light hairline).
    func show(_ appearance: UIBarAppearance, barTint: UIColor?) {
        effectView.effect = appearance.kind == .material ? appearance.backgroundEffect : nil
        switch appearance.kind {
        case .material: fill.backgroundColor = appearance.backgroundColor ?? barTint ?? .clear
        case .opaque: fill.backgroundColor = appearance.backgroundColor ?? barTint ?? .systemBackground
        case .transparent: fill.backgroundColor = appearance.backgroundColor ?? .clear
        }
        image.image = appearance.backgroundImage
        image.contentMode = appearance.backgroundImageContentMode
        let line = appearance.shadowColor ?? .clear
        hairline.backgroundColor = appearance.shadowImage == nil ? line : .clear
        hairline.isHidden = appearance.shadowColor == nil || appearance.shadowImage != nil
        // A shadow image is drawn in place of the hairline; a template one tinted with the shadow colour.
        shadowImage.image = appearance.shadowImage
        shadowImage.tintColor = appearance.shadowColor
        shadowImage.isHidden = appearance.shadowImage == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        fill.frame = bounds
        image.frame = bounds
        let pixel = 1 / max(1, UIScreen.main.scale)
        hairline.frame = CGRect(
            x: 0, y: hairlineAtTop ? -pixel : bounds.maxY, width: bounds.width, height: pixel)
        let height = shadowImage.image?.size.height ?? 0
        shadowImage.frame = CGRect(
            x: 0, y: hairlineAtTop ? -height : bounds.maxY, width: bounds.width, height: height)
    }
}

/// The back button's chevron, drawn in place of SF Symbols' `chevron.backward` (Reel has no
/// symbols): a 12 × 21-point open angle, 2.5-point round-capped strokes, as iOS 17's back
/// indicator at the bar's 17-point text size.
enum BackChevron {
    static let size = CGSize(width: 12, height: 21)

    static func path(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let inset: CGFloat = 1.5
        path.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        return path
    }

    /// The chevron as a template image (what `backIndicatorImage` gives when none is set).
    static var image: UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.setStroke()
            path(in: CGRect(origin: .zero, size: size)).stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}

/// A drawn glyph in the tint colour, for the system items iOS shows as SF Symbols and for the
/// back chevron: Reel has no symbols, so simple strokes stand in (docs/swift.md lists them).
final class BarGlyphView: UIView {
    enum Glyph { case chevron, plus, cross, play, pause }
    let glyph: Glyph

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: glyph == .chevron ? BackChevron.size : Self.size))
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("BarGlyphView is made in code") }

    /// The size of the symbol glyphs: 22 points square (SF Symbols at 17 points, large scale).
    static let size = CGSize(width: 22, height: 22)

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        tintColor.setStroke()
        tintColor.setFill()
        let box = bounds.insetBy(dx: 2, dy: 2)
        let path = UIBezierPath()
        switch glyph {
        case .chevron:
            BackChevron.path(in: bounds).stroke()
            return
        case .plus:
            path.move(to: CGPoint(x: box.midX, y: box.minY))
            path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
            path.move(to: CGPoint(x: box.minX, y: box.midY))
            path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
        case .cross:
            let inner = box.insetBy(dx: 2, dy: 2)
            path.move(to: CGPoint(x: inner.minX, y: inner.minY))
            path.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
            path.move(to: CGPoint(x: inner.maxX, y: inner.minY))
            path.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        case .play:
            let triangle = UIBezierPath()
            triangle.move(to: CGPoint(x: box.minX + 3, y: box.minY))
            triangle.addLine(to: CGPoint(x: box.maxX, y: box.midY))
            triangle.addLine(to: CGPoint(x: box.minX + 3, y: box.maxY))
            triangle.close()
            triangle.fill()
            return
        case .pause:
            UIBezierPath(rect: CGRect(x: box.minX + 3, y: box.minY, width: 5, height: box.height)).fill()
            UIBezierPath(rect: CGRect(x: box.maxX - 8, y: box.minY, width: 5, height: box.height)).fill()
            return
        }
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.stroke()
    }
}

extension UIBarButtonItem.SystemItem {
    /// What a system item shows: a drawn glyph where iOS shows a symbol Reel can draw simply,
    /// else its title (iOS's English titles; symbols Reel cannot draw fall back to a word).
    var content: (title: String?, glyph: BarGlyphView.Glyph?) {
        switch self {
        case .done: ("Done", nil)
        case .cancel: ("Cancel", nil)
        case .edit: ("Edit", nil)
        case .save: ("Save", nil)
        case .undo: ("Undo", nil)
        case .redo: ("Redo", nil)
        case .add: (nil, .plus)
        case .close, .stop: (nil, .cross)
        case .play: (nil, .play)
        case .pause: (nil, .pause)
        case .compose: ("Compose", nil)
        case .reply: ("Reply", nil)
        case .action: ("Share", nil)
        case .organize: ("Organize", nil)
        case .bookmarks: ("Bookmarks", nil)
        case .search: ("Search", nil)
        case .refresh: ("Refresh", nil)
        case .camera: ("Camera", nil)
        case .trash: ("Delete", nil)
        case .rewind: ("Rewind", nil)
        case .fastForward: ("Forward", nil)
        case .pageCurl: ("Page", nil)
        case .flexibleSpace, .fixedSpace: (nil, nil)
        }
    }
}
