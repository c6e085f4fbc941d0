import Foundation

extension BezierPath {
    /// Parses SVG path data, the `d` attribute of an SVG `<path>` (for icons from designers'
    /// SVG files).
    ///
    /// All commands of SVG 1.1 are understood — `M L H V C S Q T A Z`, absolute (upper case)
    /// and relative (lower case), with implicit repetition and compact number syntax
    /// (`"M10-5.5.5"`, arc flags without separators). `H`/`V` become lines, `S`/`T` curves
    /// with the reflected control point, `Q`/`T` stay quadratic, and arcs `A` are converted
    /// to their centre form (SVG 1.1 F.6.5, radii scaled up when too small, F.6.6) and drawn
    /// as cubic pieces of at most 90° ending exactly at the given end point. An arc to its own
    /// start point is left out; one with a zero radius is a line. Coordinates are SVG's user
    /// units, which match UIKit's points (y grows downwards). Empty data gives an empty path.
    ///
    /// - Throws: `SVGPathError`, naming the byte offset and the command, for data that breaks
    ///   the grammar; nothing is drawn from data with an error (SVG renderers would draw up to
    ///   the error; Reel reports it instead).
    public init(svgPathData data: String) throws(SVGPathError) {
        var parser = SVGPathParser(data)
        self.init(elements: try parser.parse())
    }

    /// The path as SVG path data with absolute commands (`M`, `L`, `Q`, `C`, `Z`), one per
    /// element, each number in the shortest form that reads back as the same `Double`.
    ///
    /// `BezierPath(svgPathData: p.svgPathData)` has exactly `p`'s elements, provided `p` is
    /// empty or starts with `move(to:)` (SVG requires it; a path without one is written with a
    /// leading `M 0 0`, where Reel starts it anyway) and every coordinate is finite (NaN and
    /// infinities are written as `nan` / `inf`, which SVG cannot read: parsing then fails).
    public var svgPathData: String {
        var out = ""
        out.reserveCapacity(elements.count * 24)
        if let first = elements.first, case .move = first {} else if !elements.isEmpty { out = "M0 0" }
        func add(_ letter: String, _ points: Point...) {
            if !out.isEmpty { out += " " }
            out += letter
            for (i, p) in points.enumerated() {
                if i > 0 { out += " " }
                out += Self.svgNumber(p.x) + " " + Self.svgNumber(p.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quadCurve(let p, let c): add("Q", c, p)
            case .curve(let p, let c1, let c2): add("C", c1, c2, p)
            case .close: add("Z")
            }
        }
        return out
    }

    /// A number in the shortest text that reads back exactly (Swift's `description`), with a
    /// redundant `.0` dropped.
    static func svgNumber(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
