import Foundation

extension NSLayoutConstraint {
    /// What `constraints(withVisualFormat:options:metrics:views:)` adds to a format, like
    /// `NSLayoutConstraint.FormatOptions`: attributes every pair of neighbouring views is aligned
    /// on (perpendicular to the format's orientation), the direction a horizontal format runs in,
    /// and whether vertical spacing runs between baselines. The raw values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges.
        public static var alignAllLeft: FormatOptions { FormatOptions(rawValue: 1 << 1) }
        /// Aligns the views' right edges.
        public static var alignAllRight: FormatOptions { FormatOptions(rawValue: 1 << 2) }
        /// Aligns the views' top edges.
        public static var alignAllTop: FormatOptions { FormatOptions(rawValue: 1 << 3) }
        /// Aligns the views' bottom edges.
        public static var alignAllBottom: FormatOptions { FormatOptions(rawValue: 1 << 4) }
        /// Aligns the views' leading edges.
        public static var alignAllLeading: FormatOptions { FormatOptions(rawValue: 1 << 5) }
        /// Aligns the views' trailing edges.
        public static var alignAllTrailing: FormatOptions { FormatOptions(rawValue: 1 << 6) }
        /// Aligns the views' horizontal centres.
        public static var alignAllCenterX: FormatOptions { FormatOptions(rawValue: 1 << 9) }
        /// Aligns the views' vertical centres.
        public static var alignAllCenterY: FormatOptions { FormatOptions(rawValue: 1 << 10) }
        /// Aligns the views' last baselines (a view without text: its bottom edge).
        public static var alignAllLastBaseline: FormatOptions { FormatOptions(rawValue: 1 << 11) }
        /// Aligns the views' first baselines (a view without text: its bottom edge).
        public static var alignAllFirstBaseline: FormatOptions { FormatOptions(rawValue: 1 << 12) }
        /// The alignment bits.
        public static var alignmentMask: FormatOptions { FormatOptions(rawValue: 0xFFFF) }
        /// Horizontal formats run from the leading edge to the trailing one (the default).
        public static var directionLeadingToTrailing: FormatOptions { FormatOptions(rawValue: 0 << 16) }
        /// Horizontal formats run from left to right.
        public static var directionLeftToRight: FormatOptions { FormatOptions(rawValue: 1 << 16) }
        /// Horizontal formats run from right to left.
        public static var directionRightToLeft: FormatOptions { FormatOptions(rawValue: 2 << 16) }
        /// The direction bits.
        public static var directionMask: FormatOptions { FormatOptions(rawValue: 0x3 << 16) }
        /// Spacing runs between the views' edges (the default).
        public static var spacingEdgeToEdge: FormatOptions { FormatOptions(rawValue: 0 << 19) }
        /// Vertical spacing runs from a view's last baseline to the next one's first baseline.
        public static var spacingBaselineToBaseline: FormatOptions { FormatOptions(rawValue: 1 << 19) }
        /// The spacing bits.
        public static var spacingMask: FormatOptions { FormatOptions(rawValue: 1 << 19) }
    }

    /// The constraints a Visual Format Language string describes, like UIKit's, in Apple's
    /// grammar:
    ///
    /// ```
    /// (H:|V:)? (|<connection>)? [view(<predicates>)?] (<connection>[view…])* (<connection>|)?
    /// connection: nothing (flush), "-" (standard), "-20-", "-metric-", "-(>=8,<=20@750)-"
    /// predicate:  (==|<=|>=)? (number|metric|view) (@(number|metric))?
    /// ```
    ///
    /// The standard space between siblings is 8 points; `|-` and `-|` (the standard space to the
    /// superview) tie the view to the superview's layout margins, as UIKit has done since iOS 8.
    /// A view's predicates size it along the orientation (`[a(==b)]`: equal widths); a
    /// connection's are the space between edges. The options align every pair of neighbouring
    /// views on the attributes named, choose the direction of a horizontal format (leading to
    /// trailing by default) and, for a vertical one, baseline-to-baseline spacing. The
    /// constraints come back inactive.
    ///
    /// A format UIKit cannot parse makes it raise `NSInvalidArgumentException` with a message
    /// that points at the place; Reel prints that message on stderr (`NSLayoutConstraint: Unable
    /// to parse constraint format:`, the reason, the format and a caret under the place) and
    /// returns no constraints. Spaces between tokens are skipped.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormat.Failure) {
            var reader = VisualFormat(format, options: opts, metrics: metrics ?? [:], views: views)
            return try reader.constraints()
        } catch {
            FileHandle.standardError.write(
                Data(
                    ("NSLayoutConstraint: " + error.message
                        + "\nNo constraints are made (UIKit raises NSInvalidArgumentException here).\n").utf8))
            return []
        }
    }
}

/// A Visual Format Language string read into constraints (`constraints(withVisualFormat:…)`).
struct VisualFormat {
    /// Why a format cannot be read, and where.
    struct Failure: Error {
        let reason: String
        /// The offset (in characters) the caret points at.
        let position: Int
        let format: String

        /// UIKit's exception reason: the reason, the format and a caret under the place.
        var message: String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: position) + "^"
        }
    }

    /// One `(relation)(object)(@priority)` of a predicate list.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    /// What lies between two items: nothing, the standard space, or predicates on the space.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    let text: [Character]
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        text = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: - Reading

    func fail(_ reason: String, at position: Int? = nil) -> Failure {
        Failure(reason: reason, position: position ?? index, format: format)
    }

    var current: Character? { index < text.count ? text[index] : nil }

    mutating func skipSpaces() {
        while let c = current, c == " " { index += 1 }
    }

    mutating func take(_ c: Character) -> Bool {
        skipSpaces()
        guard current == c else { return false }
        index += 1
        return true
    }

    mutating func name() -> String? {
        skipSpaces()
        let start = index
        while let c = current, c.isLetter || c == "_" || (index > start && c.isNumber) { index += 1 }
        return index > start ? String(text[start..<index]) : nil
    }

    mutating func number(signed: Bool = true) -> CGFloat? {
        skipSpaces()
        let start = index
        if signed, current == "-" || current == "+" { index += 1 }
        while let c = current, c.isNumber || c == "." { index += 1 }
        guard let value = Double(String(text[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    func metric(_ name: String, at position: Int) throws(Failure) -> CGFloat {
        guard let value = metrics[name] else {
            throw fail("\(name) is not a key in the metrics dictionary.", at: position)
        }
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: throw fail("Metric \(name) must be a number.", at: position)
        }
    }

    func view(_ name: String, at position: Int) throws(Failure) -> UIView {
        guard let value = views[name] else {
            throw fail("\(name) is not a key in the views dictionary.", at: position)
        }
        guard let view = value as? UIView else {
            throw fail("\(name) is not a view in the views dictionary.", at: position)
        }
        return view
    }

    /// A constant: a number or a metric's name.
    mutating func constant(signed: Bool = true) throws(Failure) -> CGFloat? {
        if let n = number(signed: signed) { return n }
        let position = index
        guard let metricName = name() else { return nil }
        return try metric(metricName, at: position)
    }

    /// `(relation)?(object)(@priority)?`; a view may be the object only in a view's predicates.
    mutating func predicate(viewsAllowed: Bool) throws(Failure) -> Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        let pairs: [(String, NSLayoutConstraint.Relation)] = [
            ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ]
        for (symbol, r) in pairs where index + 1 < text.count && String(text[index...index + 1]) == symbol {
            relation = r
            index += 2
            break
        }
        skipSpaces()
        let position = index
        let object: Predicate.Object
        if let n = number() {
            object = .constant(n)
        } else if let word = name() {
            if metrics[word] != nil {
                object = .constant(try metric(word, at: position))
            } else if viewsAllowed, views[word] != nil {
                object = .view(try view(word, at: position))
            } else if viewsAllowed {
                throw fail("\(word) is not a key in the views dictionary.", at: position)
            } else {
                throw fail("\(word) is not a key in the metrics dictionary.", at: position)
            }
        } else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        var priority = UILayoutPriority.required
        if take("@") {
            skipSpaces()
            let at = index
            guard let value = try constant() else { throw fail("Expected a priority after '@'", at: at) }
            guard value > 0, value <= 1000 else { throw fail("Priorities must be within 1 and 1000", at: at) }
            priority = UILayoutPriority(Float(value))
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// `(p, p, …)`, the opening parenthesis already read.
    mutating func predicateList(viewsAllowed: Bool) throws(Failure) -> [Predicate] {
        var list = [try predicate(viewsAllowed: viewsAllowed)]
        while take(",") { list.append(try predicate(viewsAllowed: viewsAllowed)) }
        guard take(")") else { throw fail("Expected ')' to end a predicate list") }
        return list
    }

    /// The connection before the next `[` or `|`.
    mutating func connection() throws(Failure) -> Connection {
        guard take("-") else { return .flush }
        skipSpaces()
        if current == "[" || current == "|" { return .standard }
        let predicates: [Predicate]
        if take("(") {
            predicates = try predicateList(viewsAllowed: false)
        } else {
            let position = index
            guard let value = try constant(signed: false) else {
                throw fail("Expected a view or a number or key from the metrics dictionary", at: position)
            }
            predicates = [Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        guard take("-") else { throw fail("Expected '-' after a connection's predicates") }
        return .predicates(predicates)
    }
}
