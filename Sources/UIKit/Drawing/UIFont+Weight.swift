extension UIFont {
    /// A font weight, like `UIFont.Weight`: UIKit's values, from −0.8 (ultra light) to 0.62
    /// (black), drawn with the face of the nearest OpenType weight (100 … 900).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// UIKit's weights with their OpenType weights and face names, lightest first.
        static let scale: [(weight: Weight, css: Int, name: String)] = [
            (.ultraLight, 100, "Thin"), (.thin, 200, "ExtraLight"), (.light, 300, "Light"), (.regular, 400, "Regular"),
            (.medium, 500, "Medium"), (.semibold, 600, "SemiBold"), (.bold, 700, "Bold"), (.heavy, 800, "ExtraBold"),
            (.black, 900, "Black"),
        ]

        private var nearest: (weight: Weight, css: Int, name: String) {
            Self.scale.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
        }

        /// The OpenType weight (100 … 900) of the nearest face.
        var openTypeWeight: Int { nearest.css }
        /// The face's style name ("SemiBold").
        var styleName: String { nearest.name }

        /// The weight a face's style name says ("Bold", "Semibold", "DemiBold", "Heavy"…).
        init(styleName: String) {
            let aliases = [
                "ultralight": "thin", "hairline": "thin", "demibold": "semibold", "heavy": "extrabold",
                "ultrabold": "extrabold", "book": "regular", "roman": "regular", "": "regular",
            ]
            let key = styleName.lowercased()
            let name = aliases[key] ?? key
            self = Self.scale.first { $0.name.lowercased() == name }?.weight ?? .regular
        }
    }
}
