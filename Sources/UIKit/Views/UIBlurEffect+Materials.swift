import ReelCore

/// What a blur style draws behind a visual effect view: the backdrop's Gaussian σ in points,
/// its saturation, and the colour laid over it (ReelCore's `LayerState.backdropBlur`,
/// `backdropSaturation`, `backdropTint`).
struct BlurMaterial: Equatable, Sendable {
    var blur: Double
    var saturation: Double
    var tint: Color

    /// No effect: what a visual effect view without a blur draws (the tint's colour kept, so
    /// that a blur animating in fades its tint in from transparent).
    func cleared() -> BlurMaterial {
        var tint = tint
        tint.alpha = 0
        return BlurMaterial(blur: 0, saturation: 1, tint: tint)
    }
}

/// The materials' numbers.
///
/// Apple publishes none: `UIVisualEffectView` draws through the private `CABackdropLayer`,
/// whose `gaussianBlur` and `colorSaturate` filters `_UIBackdropViewSettings` configures
/// (iPhone Development Wiki, "UIBackdropView"). Two public recreations that were matched to iOS
/// give the common numbers: a blur of σ 20 points with the colours 180 % saturated, CSS's
/// `backdrop-filter: saturate(180%) blur(20px)` (the recipe of Apple-style bars, whose CSS
/// blur length is σ), and Flutter's iOS alert (`cupertino/dialog.dart`: `ImageFilter.blur`
/// σ `_kBlurAmount = 20`, over it `_kDialogColor = 0xC0FFFFFF`, white at 0.75, the
/// `systemMaterial` light tint below). The other tints (a white or a near-black wash, denser
/// from ultra thin to thick) are Reel's choice, listed in docs/animation.md.
extension UIBlurEffect.Style {
    /// The near-black of the dark materials' wash (Reel's choice).
    static let darkWash = 0.11

    /// The material this style draws for an interface style (`.unspecified` reads as light).
    func material(for interface: UIUserInterfaceStyle) -> BlurMaterial {
        let dark = interface == .dark
        switch self {
        case .extraLight: return Self.wash(white: true, 0.8)
        case .light: return Self.wash(white: true, 0.3)
        case .dark: return Self.wash(white: false, 0.73)
        case .regular: return (dark ? Self.dark : .light).material(for: interface)
        case .prominent: return dark ? Self.wash(white: false, 0.85) : Self.extraLight.material(for: interface)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
            .systemChromeMaterial:
            return Self.material(thickness: rawValue - 6, dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            return Self.material(thickness: rawValue - 11, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return Self.material(thickness: rawValue - 16, dark: true)
        }
    }

    /// σ 20 points, saturation 1.8, and a white (or near-black) wash of `alpha`.
    static func wash(white: Bool, _ alpha: Double) -> BlurMaterial {
        let level = white ? 1 : darkWash
        return BlurMaterial(blur: 20, saturation: 1.8, tint: Color(red: level, green: level, blue: level, alpha: alpha))
    }

    /// The washes of the iOS 13 materials, ultra thin (0) to chrome (4), light and dark.
    static let materialAlphas: [(light: Double, dark: Double)] = [
        (0.35, 0.4), (0.55, 0.6), (0.75, 0.75), (0.9, 0.9), (0.8, 0.8),
    ]

    static func material(thickness: Int, dark: Bool) -> BlurMaterial {
        let alphas = materialAlphas[thickness]
        return wash(white: !dark, dark ? alphas.dark : alphas.light)
    }
}
