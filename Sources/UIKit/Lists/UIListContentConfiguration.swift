/// The content of a list's cell, header or footer, like `UIListContentConfiguration`: an image,
/// a text and a secondary text, with their styles and the metrics of UIKit's list layouts. Start
/// from a cell's `defaultContentConfiguration()` or one of the factories, set the content, and
/// assign it to the cell's `contentConfiguration`; a `UIListContentView` draws it.
///
/// The factories' fonts and colours are UIKit's (body text in the label colour; a value cell's
/// secondary text trailing in the secondary label colour; a subtitle cell's below in the
/// subheadline style; grouped headers in uppercase footnote). Their margins and paddings are
/// Reel's estimates of what iOS 17 draws (docs/animation.md, "Lists").
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which of UIKit's layouts a configuration has: text and secondary text stacked, or side
    /// by side (a value cell).
    enum Layout: Hashable {
        case stacked, sideBySide
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// The axes along which the content view takes its superview's layout margins where they
    /// are larger than `directionalLayoutMargins` (horizontal for cells: a cell's margins).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content, inside the content view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text sit side by side when they fit (a value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between text and secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between text and secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(
        textStyle: UIFont.TextStyle, textColor: UIColor, secondaryStyle: UIFont.TextStyle, secondaryColor: UIColor,
        margins: NSDirectionalEdgeInsets, sideBySide: Bool = false, verticalPadding: CGFloat = 3
    ) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: textStyle), color: textColor)
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: secondaryStyle), color: secondaryColor)
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    /// A cell's margins: 11 points above and below (a 44-point row for body text), the sides
    /// the cell's own.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 0)

    /// A cell's configuration: body text in the label colour; secondary text below it in the
    /// subheadline style and the secondary label colour.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .subheadline, secondaryColor: .secondaryLabel,
            margins: cellMargins)
    }

    /// A cell with a subtitle: body text with the secondary text below it, subheadline-sized,
    /// in the secondary label colour.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .subheadline, secondaryColor: .secondaryLabel,
            margins: cellMargins)
    }

    /// A cell with a value: body text leading, the secondary text trailing in the body style
    /// and the secondary label colour (stacked when the two do not fit side by side).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .body, textColor: .label, secondaryStyle: .body, secondaryColor: .secondaryLabel,
            margins: cellMargins, sideBySide: true)
    }

    /// A plain list's header: headline-style text in the label colour.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .headline, textColor: .label, secondaryStyle: .subheadline, secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }

    /// A plain list's footer: footnote-style text in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .footnote, textColor: .secondaryLabel, secondaryStyle: .footnote,
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }

    /// A grouped list's header: footnote-style text in uppercase, in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var header = UIListContentConfiguration(
            textStyle: .footnote, textColor: .secondaryLabel, secondaryStyle: .footnote,
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 6, trailing: 0))
        header.textProperties.transform = .uppercase
        return header
    }

    /// A grouped list's footer: footnote-style text in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textStyle: .footnote, textColor: .secondaryLabel, secondaryStyle: .footnote,
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 17, trailing: 0))
    }

    /// A list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`: UIKit's list styles draw the content the same when the
    /// cell is selected or highlighted (the background shows the state), so it is unchanged.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// Whether the text and secondary text are laid side by side.
    var layout: Layout { prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked }
}

extension UIListContentConfiguration {
    /// How a list's text is drawn, like `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// How the text lines up, like `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// How the text's letters are cased, like
        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines (0: as many as the text needs).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        /// Reel: accepted; the full text shows on pointer hover, and there is no pointer.
        public var showsExpansionTextWhenTruncated: Bool {
            get { expansionText }
            set {
                AcceptedMember.note("UIListContentConfiguration.TextProperties.showsExpansionTextWhenTruncated")
                expansionText = newValue
            }
        }
        public var transform = TextTransform.none
        /// A function the colour passes through before it is drawn.
        public var colorTransformer: UIConfigurationColorTransformer? {
            get { colorTransform?.transformer }
            set { colorTransform = newValue.map(ColorTransformerBox.init) }
        }
        private var expansionText = false
        private var colorTransform: ColorTransformerBox?

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransform.apply(color) }

        /// `text` cased by `transform`.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How a list's image is drawn, like `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The colour a template image is tinted (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero on a side: no limit).
        public var maximumSize = CGSize.zero
        /// The space kept for the image, which is centred in it (zero on a side: the image's).
        public var reservedLayoutSize = CGSize.zero
        /// The symbol configuration for a symbol image (kept; Reel's symbol pictures are drawn
        /// at their own size, see `UIImage.SymbolConfiguration`).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Reel: accepted; the colours are never inverted.
        public var accessibilityIgnoresInvertColors: Bool {
            get { ignoresInvert }
            set {
                AcceptedMember.note("UIListContentConfiguration.ImageProperties.accessibilityIgnoresInvertColors")
                ignoresInvert = newValue
            }
        }
        /// A function the tint colour passes through before it is drawn.
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            get { tintTransform?.transformer }
            set { tintTransform = newValue.map(ColorTransformerBox.init) }
        }
        private var ignoresInvert = false
        private var tintTransform: ColorTransformerBox?

        init() {}

        /// Whether the image view's tint is its own (a colour or a transformer is set) rather than
        /// the view's.
        var hasOwnTint: Bool { tintColor != nil || tintTransform != nil }

        /// The colour a template image is tinted, given the view's `tintColor`: `tintColor` (or
        /// the view's) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            tintTransform.apply(self.tintColor ?? tintColor)
        }
    }
}
