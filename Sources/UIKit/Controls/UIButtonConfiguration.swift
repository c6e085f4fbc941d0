extension UIButton {
    /// How a button looks, like `UIButton.Configuration` (iOS 15): its content (title, image)
    /// and a style from one of the system styles (`filled()`, `tinted()`, `gray()`, `plain()`,
    /// and the bordered ones), coloured by `baseBackgroundColor` and `baseForegroundColor`.
    ///
    /// Reel draws the styles as iOS 15 shows them, with values read from screenshots where
    /// Apple documents none (docs/animation.md, "Controls"): the title in the system font at
    /// 17 pt (15 pt for `.small`, 12 pt for `.mini`), content insets of 7 and 12 points at
    /// `.medium` size, and corner radii of 4, 6 and 8 points for small, medium and large.
    public struct Configuration: Hashable {
        /// The background's shape, like `UIButton.Configuration.CornerStyle` (same raw values).
        public enum CornerStyle: Int, Sendable {
            case fixed = -1
            case dynamic, small, medium, large, capsule
        }

        /// The size class of the content, like `UIButton.Configuration.Size` (same raw values).
        public enum Size: Int, Sendable {
            case medium = 0
            case small, mini, large
        }

        /// The system style a configuration started from (what `updated(for:)` draws).
        enum Style {
            case plain, tinted, gray, filled
        }

        var style: Style = .plain
        /// The title: the characters of `attributedTitle` (setting it sets that, without
        /// attributes, as UIKit keeps the two in step).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes. Its characters are drawn in the configuration's font and
        /// foreground (on Linux only Foundation's attribute scope exists, whose attributes UIKit
        /// does not draw).
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        /// The symbol configuration for `image` (kept; Reel's symbol pictures are drawn at
        /// their own size, see `UIImage.SymbolConfiguration`).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The colour the style fills the background with (the tint colour when nil).
        public var baseBackgroundColor: UIColor?
        /// The colour of the title and image (from the style when nil).
        public var baseForegroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// Insets of the content from the background; the size's defaults until set.
        public var contentInsets: NSDirectionalEdgeInsets
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The side of the title the image is on: `.leading` (the default), `.trailing`, `.top` or
        /// `.bottom`, `imagePadding` between them.
        public var imagePlacement: NSDirectionalRectEdge = .leading

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultContentInsets
        }

        /// The insets a configuration starts with.
        static let defaultContentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        /// Puts `contentInsets` back to the insets the configuration started with.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultContentInsets }

        /// Text in the tint colour on no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Text in the tint colour on a pale tint (15 % of it).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Text in the tint colour on the system's pale grey fill (`tertiarySystemFill`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White text on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The bordered styles of iOS 15, drawn as the ones they match on iOS.
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }
        public static func borderless() -> Configuration { plain() }

        /// The configuration for `button`'s state: Reel's styles need no change of the
        /// configuration itself (the button draws the state).
        public func updated(for button: UIButton) -> Configuration { self }

        /// The corner radius for a background `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: return height / 2
            case .small: return 4
            case .medium: return 6
            case .large: return 8
            case .fixed, .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// The title's point size for `buttonSize`.
        var titleFontSize: CGFloat {
            switch buttonSize {
            case .mini: return 12
            case .small: return 15
            case .medium, .large: return 17
            }
        }

        /// The background and foreground for a button tinted `tint`, in `state`.
        /// `state` is `.normal` for a button that does not update its configuration automatically.
        func colors(tint: UIColor, state: UIControl.State) -> (background: UIColor?, foreground: UIColor) {
            let base = baseBackgroundColor ?? tint
            var background: UIColor?
            var foreground: UIColor
            switch style {
            case .plain: (background, foreground) = (nil, baseForegroundColor ?? tint)
            case .tinted: (background, foreground) = (base.withAlphaComponent(0.15), baseForegroundColor ?? tint)
            case .gray:
                (background, foreground) = (baseBackgroundColor ?? .tertiarySystemFill, baseForegroundColor ?? tint)
            case .filled: (background, foreground) = (base, baseForegroundColor ?? .white)
            }
            if state.contains(.disabled) {
                background = background.map { _ in UIColor.tertiarySystemFill }
                foreground = .tertiaryLabel
            } else if state.contains(.highlighted) {
                background = background.map { UIButton.fading($0, to: UIButton.highlightedConfigurationAlpha) }
                foreground = UIButton.fading(foreground, to: UIButton.highlightedConfigurationAlpha)
            }
            return (background, foreground)
        }
    }
}
