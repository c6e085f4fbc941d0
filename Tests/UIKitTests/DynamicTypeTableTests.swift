import Testing
import UIKit

/// `preferredFont(forTextStyle:compatibleWith:)` against every cell of the Human Interface
/// Guidelines' "iOS, iPadOS Dynamic Type sizes" table
/// (https://developer.apple.com/design/human-interface-guidelines/typography, Specifications):
/// one row here per size category, the styles in the table's order.
@Suite struct DynamicTypeTableTests {
    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2,
    ]

    /// The table's point sizes, a row per category, written as the HIG prints them (its
    /// columns), not copied from the façade's table (which is per style).
    static let table: [(UIContentSizeCategory, [CGFloat])] = [
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]

    @Test(arguments: 0..<12) func everySizeOfTheCategory(row: Int) {
        let (category, sizes) = Self.table[row]
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        for (style, size) in zip(Self.styles, sizes) {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
        }
    }

    /// The table's weight column: Semibold for Headline, Regular for every other style.
    @Test func weights() {
        for style in Self.styles {
            let font = UIFont.preferredFont(forTextStyle: style)
            let bold = UIFont.systemFont(ofSize: font.pointSize, weight: style == .headline ? .semibold : .regular)
            #expect(font.fontName == bold.fontName, "\(style.rawValue)")
        }
    }

    /// The content size category notification's name and key are UIKit's.
    @Test func contentSizeCategoryNotification() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        #expect(UIContentSizeCategory("UICTContentSizeCategoryL") == .large)
    }
}
