/// Frame-based layout: a view's `autoresizingMask` says how it follows its superview's size.
extension UIView {
    /// Which of a view's margins and sizes grow when its superview's bounds change, like
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size (none by default).
    public var autoresizingMask: AutoresizingMask {
        get { layoutState.autoresizingMask }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether the subviews' `autoresizingMask` applies when this view's size changes (true by default).
    public var autoresizesSubviews: Bool {
        get { layoutState.autoresizesSubviews }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// The bounds size went from `old`: each frame-based subview's flexible parts take the change,
    /// shared in proportion to their current lengths (UIKit's documented rule: "the larger the
    /// flexible portion, … the more it is likely to grow"), equally when they are all zero.
    func resizeSubviews(from old: CGSize) {
        let new = bounds.size
        for view in subviews where view.layoutState.translatesAutoresizingMask {
            let mask = view.layoutState.autoresizingMask
            guard !mask.isEmpty else { continue }
            var f = view.frame
            let x = Self.share(
                new.width - old.width, [f.minX, f.width, old.width - f.maxX],
                [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin),
                ])
            let y = Self.share(
                new.height - old.height, [f.minY, f.height, old.height - f.maxY],
                [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin),
                ])
            f.origin.x += x[0]
            f.size.width += x[1]
            f.origin.y += y[0]
            f.size.height += y[1]
            if f != view.frame { view.frame = f }
        }
    }

    /// `delta` split among the flexible `parts` in proportion to their lengths.
    private static func share(_ delta: CGFloat, _ parts: [CGFloat], _ flexible: [Bool]) -> [CGFloat] {
        guard delta != 0, flexible.contains(true) else { return [0, 0, 0] }
        let lengths = zip(parts, flexible).map { $1 ? max($0, 0) : 0 }
        let total = lengths.reduce(0, +)
        let count = CGFloat(flexible.filter { $0 }.count)
        return zip(lengths, flexible).map { length, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? delta * length / total : delta / count
        }
    }
}
