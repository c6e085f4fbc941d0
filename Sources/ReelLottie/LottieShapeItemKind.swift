import ReelScene

/// A shape layer item's kind (`ty`): shapes, styles, modifiers, groups and their transform.
enum LottieShapeItemKind: String, Sendable, CaseIterable {
    case group = "gr"
    case transform = "tr"
    case path = "sh"
    case rectangle = "rc"
    case ellipse = "el"
    case star = "sr"
    case fill = "fl"
    case stroke = "st"
    case gradientFill = "gf"
    case gradientStroke = "gs"
    case trim = "tm"
    case roundCorners = "rd"
    case repeater = "rp"
    case mergePaths = "mm"
    case twist = "tw"
    case puckerBloat = "pb"
    case offsetPath = "op"
    case zigZag = "zz"

    /// Whether the item paints the shapes before it (a fill or stroke, solid or gradient).
    var isStyle: Bool { [.fill, .stroke, .gradientFill, .gradientStroke].contains(self) }

    /// Whether the item is a stroke, solid or gradient.
    var isStroke: Bool { self == .stroke || self == .gradientStroke }
}
