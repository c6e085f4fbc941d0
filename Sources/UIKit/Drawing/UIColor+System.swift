/// UIKit's system and semantic colours, dynamic: each resolves to Apple's light or dark value
/// for the trait collection's `userInterfaceStyle` (the backgrounds also by
/// `userInterfaceLevel`: elevated dark content is lighter). The system colours and greys are
/// the values of Apple's Human Interface Guidelines, "Color" (iOS, default contrast); the
/// semantic colours are those UIKit returns on iOS 17 (`Tests/UIKitTests/SystemColorTests.swift`
/// lists both with their sources). Increased contrast keeps the default values.
extension UIColor {
    /// sRGB components 0…255 and alpha.
    struct Shade {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double = 1

        init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        var color: UIColor { UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha) }
    }

    /// A dynamic colour: `light`, `dark`, and `elevated` for dark elevated content (else `dark`),
    /// equal to every other colour of its `name` (the calling property's, `systemRed`).
    static func system(_ light: Shade, _ dark: Shade, elevated: Shade? = nil, name: String = #function) -> UIColor {
        let color = UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return light.color }
            return (traits.userInterfaceLevel == .elevated ? elevated ?? dark : dark).color
        }
        color.systemName = name
        return color
    }

    // MARK: System colours (HIG, Color: iOS default light and dark)

    public class var systemRed: UIColor { system(Shade(255, 59, 48), Shade(255, 69, 58)) }
    public class var systemOrange: UIColor { system(Shade(255, 149, 0), Shade(255, 159, 10)) }
    public class var systemYellow: UIColor { system(Shade(255, 204, 0), Shade(255, 214, 10)) }
    public class var systemGreen: UIColor { system(Shade(52, 199, 89), Shade(48, 209, 88)) }
    public class var systemMint: UIColor { system(Shade(0, 199, 190), Shade(99, 230, 226)) }
    public class var systemTeal: UIColor { system(Shade(48, 176, 199), Shade(64, 200, 224)) }
    public class var systemCyan: UIColor { system(Shade(50, 173, 230), Shade(100, 210, 255)) }
    public class var systemBlue: UIColor { system(Shade(0, 122, 255), Shade(10, 132, 255)) }
    public class var systemIndigo: UIColor { system(Shade(88, 86, 214), Shade(94, 92, 230)) }
    public class var systemPurple: UIColor { system(Shade(175, 82, 222), Shade(191, 90, 242)) }
    public class var systemPink: UIColor { system(Shade(255, 45, 85), Shade(255, 55, 95)) }
    public class var systemBrown: UIColor { system(Shade(162, 132, 94), Shade(172, 142, 104)) }

    public class var systemGray: UIColor { system(Shade(142, 142, 147), Shade(142, 142, 147)) }
    public class var systemGray2: UIColor { system(Shade(174, 174, 178), Shade(99, 99, 102)) }
    public class var systemGray3: UIColor { system(Shade(199, 199, 204), Shade(72, 72, 74)) }
    public class var systemGray4: UIColor { system(Shade(209, 209, 214), Shade(58, 58, 60)) }
    public class var systemGray5: UIColor { system(Shade(229, 229, 234), Shade(44, 44, 46)) }
    public class var systemGray6: UIColor { system(Shade(242, 242, 247), Shade(28, 28, 30)) }

    // MARK: Semantic colours (UIKit, iOS 17)

    public class var label: UIColor { system(Shade(0, 0, 0), Shade(255, 255, 255)) }
    public class var secondaryLabel: UIColor { system(Shade(60, 60, 67, 0.6), Shade(235, 235, 245, 0.6)) }
    public class var tertiaryLabel: UIColor { system(Shade(60, 60, 67, 0.3), Shade(235, 235, 245, 0.3)) }
    public class var quaternaryLabel: UIColor { system(Shade(60, 60, 67, 0.18), Shade(235, 235, 245, 0.16)) }
    public class var placeholderText: UIColor { system(Shade(60, 60, 67, 0.3), Shade(235, 235, 245, 0.3)) }
    public class var link: UIColor { system(Shade(0, 122, 255), Shade(9, 132, 255)) }
    public class var separator: UIColor { system(Shade(60, 60, 67, 0.29), Shade(84, 84, 88, 0.6)) }
    public class var opaqueSeparator: UIColor { system(Shade(198, 198, 200), Shade(56, 56, 58)) }

    public class var systemFill: UIColor { system(Shade(120, 120, 128, 0.2), Shade(120, 120, 128, 0.36)) }
    public class var secondarySystemFill: UIColor {
        system(Shade(120, 120, 128, 0.16), Shade(120, 120, 128, 0.32))
    }
    public class var tertiarySystemFill: UIColor { system(Shade(118, 118, 128, 0.12), Shade(118, 118, 128, 0.24)) }
    public class var quaternarySystemFill: UIColor {
        system(Shade(116, 116, 128, 0.08), Shade(118, 118, 128, 0.18))
    }

    public class var systemBackground: UIColor {
        system(Shade(255, 255, 255), Shade(0, 0, 0), elevated: Shade(28, 28, 30))
    }
    public class var secondarySystemBackground: UIColor {
        system(Shade(242, 242, 247), Shade(28, 28, 30), elevated: Shade(44, 44, 46))
    }
    public class var tertiarySystemBackground: UIColor {
        system(Shade(255, 255, 255), Shade(44, 44, 46), elevated: Shade(58, 58, 60))
    }
    public class var systemGroupedBackground: UIColor {
        system(Shade(242, 242, 247), Shade(0, 0, 0), elevated: Shade(28, 28, 30))
    }
    public class var secondarySystemGroupedBackground: UIColor {
        system(Shade(255, 255, 255), Shade(28, 28, 30), elevated: Shade(44, 44, 46))
    }
    public class var tertiarySystemGroupedBackground: UIColor {
        system(Shade(242, 242, 247), Shade(44, 44, 46), elevated: Shade(58, 58, 60))
    }

    /// White at 60 %, in both appearances.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black, in both appearances.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The tint every view has by default: the system blue.
    public class var tintColor: UIColor { systemBlue }
}
