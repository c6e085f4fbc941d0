import ReelScene

/// A dotLottie archive's `manifest.json`, version 1 or 2: its animations (each with the theme
/// applied when none is chosen), its themes, and the animation shown first.
struct DotLottieManifest: Decodable, Sendable {
    struct Animation: Decodable, Sendable {
        var id: String?
        /// Version 2's `initialTheme`, version 1's `defaultTheme`.
        var initialTheme: String?
        var defaultTheme: String?
    }

    /// A theme: `{"id": …}` (version 2) or its id alone.
    struct Theme: Decodable, Sendable {
        var id: String?

        private enum CodingKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .id)
            if id == nil { id = try? decoder.singleValueContainer().decode(String.self) }
        }
    }

    struct Initial: Decodable, Sendable {
        var animation: String?
    }

    var animations: [Animation]?
    var themes: [Theme]?
    /// Version 2's first animation (`initial.animation`), version 1's `activeAnimationId`.
    var initial: Initial?
    var activeAnimationId: String?

    /// The animation to show when none is chosen, if the manifest names one.
    var initialAnimation: String? { initial?.animation ?? activeAnimationId }
}
