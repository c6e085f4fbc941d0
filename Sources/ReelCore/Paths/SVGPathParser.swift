import Foundation

/// Parses SVG path data (the `d` attribute) into path elements.
///
/// Follows the SVG 1.1 / SVG 2 path grammar: commands `M L H V C S Q T A Z` in absolute
/// (upper case) and relative (lower case) forms; repeated argument groups without repeating the
/// letter (after `M`/`m` they are implicit `L`/`l`); numbers with optional sign, fraction and
/// exponent, separated by whitespace, a comma, or nothing where the grammar allows
/// (`"1.5.5"` is 1.5 and .5, `"1-2"` is 1 and −2); arc flags as single digits that need no
/// separator (`"a1 1 0 00 1 1"`). Arcs are converted from endpoint to centre form (SVG 1.1
/// appendix F.6.5, with radii scaled up when too small, F.6.6) and emitted as cubic pieces of
/// at most 90°. `Q`/`T` stay quadratic. The first error stops parsing (no partial result).
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var command: UInt8? = nil
    private var elements: [BezierPath.Element] = []
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The last command's letter, upper-cased, for the reflection rules of `S` and `T`.
    private var previousCommand: UInt8 = 0
    /// The second control point of the last `C`/`S`, or the control point of the last `Q`/`T`.
    private var lastControl = Point.zero
    /// Whether the next argument is the first after a command letter (only whitespace may
    /// separate them; later arguments take `comma-wsp`).
    private var atCommandStart = false

    init(_ data: String) {
        bytes = Array(data.utf8)
    }

    mutating func parse() throws(SVGPathError) -> [BezierPath.Element] {
        skipWhitespace()
        if index == bytes.count { return [] }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw error(.missingMoveTo)
        }
        while true {
            skipWhitespace()
            if index == bytes.count { break }
            let letter = bytes[index]
            guard Self.isCommand(letter) else { throw error(.expectedCommand) }
            index += 1
            command = letter
            try parseArguments(of: letter)
        }
        return elements
    }

    // MARK: - Commands

    /// The arguments of command `letter` (read after it), as many groups as follow.
    private mutating func parseArguments(of letter: UInt8) throws(SVGPathError) {
        let relative = letter >= UInt8(ascii: "a")
        let upper = relative ? letter - 32 : letter
        if upper == UInt8(ascii: "Z") {
            elements.append(.close)
            current = subpathStart
            previousCommand = upper
            return
        }
        var first = true
        atCommandStart = true
        repeat {
            try parseArgumentGroup(of: upper, relative: relative, first: first)
            previousCommand = upper
            first = false
        } while startsAnotherArgument()
    }

    /// One group of arguments of command `upper` (the points of one segment), added to the path;
    /// `first` is whether it is the command's first group.
    private mutating func parseArgumentGroup(of upper: UInt8, relative: Bool, first: Bool) throws(SVGPathError) {
        let base = relative ? current : .zero
        switch upper {
        case UInt8(ascii: "M"):
            let p = try point(base)
            // Further pairs after a moveto are implicit linetos.
            if first { moveTo(p) } else { lineTo(p) }
        case UInt8(ascii: "L"):
            lineTo(try point(base))
        case UInt8(ascii: "H"):
            let x = try number() + (relative ? current.x : 0)
            lineTo(Point(x: x, y: current.y))
        case UInt8(ascii: "V"):
            let y = try number() + (relative ? current.y : 0)
            lineTo(Point(x: current.x, y: y))
        case UInt8(ascii: "C"):
            let c1 = try point(base)
            let c2 = try point(base)
            let p = try point(base)
            curveTo(p, c1, c2)
        case UInt8(ascii: "S"):
            let c1 =
                previousCommand == UInt8(ascii: "C") || previousCommand == UInt8(ascii: "S")
                ? reflectedControl : current
            let c2 = try point(base)
            let p = try point(base)
            curveTo(p, c1, c2)
        case UInt8(ascii: "Q"):
            let c = try point(base)
            let p = try point(base)
            quadTo(p, c)
        case UInt8(ascii: "T"):
            let c =
                previousCommand == UInt8(ascii: "Q") || previousCommand == UInt8(ascii: "T")
                ? reflectedControl : current
            quadTo(try point(base), c)
        case UInt8(ascii: "A"):
            let rx = try number()
            let ry = try number()
            let angle = try number()
            let largeArc = try flag()
            let sweep = try flag()
            arcTo(try point(base), rx: rx, ry: ry, xAxisRotation: angle, largeArc: largeArc, sweep: sweep)
        default:
            break
        }
    }

    private var reflectedControl: Point {
        Point(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y)
    }

    private mutating func moveTo(_ p: Point) {
        elements.append(.move(to: p))
        current = p
        subpathStart = p
    }

    private mutating func lineTo(_ p: Point) {
        elements.append(.line(to: p))
        current = p
    }

    private mutating func curveTo(_ p: Point, _ c1: Point, _ c2: Point) {
        elements.append(.curve(to: p, control1: c1, control2: c2))
        lastControl = c2
        current = p
    }

    private mutating func quadTo(_ p: Point, _ c: Point) {
        elements.append(.quadCurve(to: p, control: c))
        lastControl = c
        current = p
    }

    /// SVG's elliptical arc, from endpoint to centre parameterization (SVG 1.1 F.6.5–F.6.6).
    private mutating func arcTo(
        _ p: Point, rx rxIn: Double, ry ryIn: Double, xAxisRotation degrees: Double, largeArc: Bool, sweep: Bool
    ) {
        // F.6.2: identical endpoints omit the arc; a zero radius makes it a straight line.
        if p == current { return }
        var rx = abs(rxIn)
        var ry = abs(ryIn)
        if rx == 0 || ry == 0 {
            lineTo(p)
            return
        }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        // Step 1: the start point in the ellipse's frame, relative to the chord's midpoint.
        let dx2 = (current.x - p.x) / 2
        let dy2 = (current.y - p.y) / 2
        let x1 = cosPhi * dx2 + sinPhi * dy2
        let y1 = -sinPhi * dx2 + cosPhi * dy2
        // F.6.6: scale radii that cannot reach both ends.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the ellipse's frame.
        let rx2 = rx * rx
        let ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry
        let cyPrime = -coefficient * ry * x1 / rx
        // Step 3: the centre in user space.
        let center = Point(
            x: cosPhi * cxPrime - sinPhi * cyPrime + (current.x + p.x) / 2,
            y: sinPhi * cxPrime + cosPhi * cyPrime + (current.y + p.y) / 2)
        // Step 4: start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cxPrime) / rx
        let uy = (y1 - cyPrime) / ry
        let vx = (-x1 - cxPrime) / rx
        let vy = (-y1 - cyPrime) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        let arc = EllipticalArc(center: center, rx: rx, ry: ry, rotation: phi, startAngle: theta1, sweep: delta)
        if arc.pieceCount == 0 {
            lineTo(p)  // only when the arithmetic broke down (overflow): keep the endpoint
            return
        }
        arc.appendCubics(to: &elements, endPoint: p)
        current = p
    }

    // MARK: - Tokens

    private static func isCommand(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "Z"), UInt8(ascii: "z"),
            UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
            UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
            UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "Q"), UInt8(ascii: "q"),
            UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"):
            return true
        default:
            return false
        }
    }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    private static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// `comma-wsp`: whitespace, at most one comma, whitespace.
    private mutating func skipCommaWhitespace() {
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// Whether another argument group follows (the command repeats implicitly). A comma
    /// commits to one: `"L 1 2, Z"` is an error at the `Z`.
    private mutating func startsAnotherArgument() -> Bool {
        var i = index
        while i < bytes.count && Self.isWhitespace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return false }
        let b = bytes[i]
        return b == UInt8(ascii: ",") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
            || b == UInt8(ascii: ".") || Self.isDigit(b)
    }

    private mutating func point(_ base: Point) throws(SVGPathError) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: base.x + x, y: base.y + y)
    }

    /// Skips the separator before an argument.
    private mutating func skipArgumentSeparator() {
        if atCommandStart {
            skipWhitespace()
            atCommandStart = false
        } else {
            skipCommaWhitespace()
        }
    }

    /// Reads one number, after the separator before it.
    private mutating func number() throws(SVGPathError) -> Double {
        skipArgumentSeparator()
        let start = index
        var i = index
        if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
        var digits = 0
        while i < bytes.count && Self.isDigit(bytes[i]) {
            i += 1
            digits += 1
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < bytes.count && Self.isDigit(bytes[i]) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw error(.expectedNumber, at: start) }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            var j = i + 1
            if j < bytes.count && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
            if j < bytes.count && Self.isDigit(bytes[j]) {
                while j < bytes.count && Self.isDigit(bytes[j]) { j += 1 }
                i = j
            }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        index = i
        guard let value = Double(text) else { throw error(.expectedNumber, at: start) }
        guard value.isFinite else {
            throw SVGPathError(code: .numberOutOfRange, offset: start, command: commandCharacter, found: "'\(text)'")
        }
        return value
    }

    /// Reads an arc flag: one `0` or `1`, which needs no separator after it.
    private mutating func flag() throws(SVGPathError) -> Bool {
        skipArgumentSeparator()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error(.expectedFlag)
        }
        let value = bytes[index] == UInt8(ascii: "1")
        index += 1
        return value
    }

    // MARK: - Errors

    private var commandCharacter: Character? {
        command.map { Character(Unicode.Scalar($0)) }
    }

    private func error(_ code: SVGPathError.Code, at offset: Int? = nil) -> SVGPathError {
        let at = offset ?? index
        return SVGPathError(code: code, offset: at, command: commandCharacter, found: describeByte(at: at))
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of data" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "a space" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }
}
