import ReelCore

/// The JSON form of `EmitterCell`: an object with Core Animation's property names
/// (`"enabled"` for `isEnabled`), every key optional, `"emitterCells"` nesting sub-cells.
///
/// ```json
/// {"name": "piece", "birthRate": 20, "lifetime": 4, "velocity": 80, "emissionLongitude": 1.5708,
///  "color": "#ff3366", "contents": "assets/confetti.png", "emitterCells": []}
/// ```
enum EmitterCellCoding {
    /// The numeric keys, in the documented order.
    /// (`nonisolated(unsafe)`: an immutable table of key paths, which Swift 6.3 does not mark Sendable.)
    nonisolated(unsafe) static let numbers:
        [(key: String, keyPath: WritableKeyPath<EmitterCell, Double>, range: DecodingContext.NumberRange)] = [
            ("birthRate", \.birthRate, .between(0, 100_000)),
            ("lifetime", \.lifetime, .between(0, 1e6)),
            ("lifetimeRange", \.lifetimeRange, .between(0, 1e6)),
            ("emissionLongitude", \.emissionLongitude, .between(-1000, 1000)),
            ("emissionLatitude", \.emissionLatitude, .between(-1000, 1000)),
            ("emissionRange", \.emissionRange, .between(-1000, 1000)),
            ("velocity", \.velocity, .coordinate),
            ("velocityRange", \.velocityRange, .coordinate),
            ("xAcceleration", \.xAcceleration, .coordinate),
            ("yAcceleration", \.yAcceleration, .coordinate),
            ("zAcceleration", \.zAcceleration, .coordinate),
            ("scale", \.scale, .between(0, 10_000)),
            ("scaleRange", \.scaleRange, .between(0, 10_000)),
            ("scaleSpeed", \.scaleSpeed, .between(-10_000, 10_000)),
            ("spin", \.spin, .between(-10_000, 10_000)),
            ("spinRange", \.spinRange, .between(0, 10_000)),
            ("redRange", \.redRange, .unit), ("greenRange", \.greenRange, .unit),
            ("blueRange", \.blueRange, .unit), ("alphaRange", \.alphaRange, .unit),
            ("redSpeed", \.redSpeed, .between(-1000, 1000)), ("greenSpeed", \.greenSpeed, .between(-1000, 1000)),
            ("blueSpeed", \.blueSpeed, .between(-1000, 1000)), ("alphaSpeed", \.alphaSpeed, .between(-1000, 1000)),
            ("contentsScale", \.contentsScale, .positive),
            ("beginTime", \.beginTime, .time),
            ("duration", \.duration, .between(0, 1e7)),
        ]

    /// Every key a cell object can have.
    static let keys = ["name", "enabled"] + numbers.map(\.key) + ["color", "contents", "emitterCells"]

    /// The most cells in one emitter, sub-cells included, and the deepest nesting.
    static let maximumCells = 1_000
    static let maximumDepth = 8

    static func decodeCells(_ value: JSONValue, _ path: JSONPath, decoder d: SceneDecoder, depth: Int = 0)
        -> EmitterCells?
    {
        guard let elements = value.arrayValue else {
            d.context.expected("an array of emitter cell objects", got: value, at: path)
            return nil
        }
        guard depth < maximumDepth, elements.count <= maximumCells else {
            d.context.report(
                .range, path, value.location,
                "emitter cells nest at most \(maximumDepth) deep, at most \(maximumCells) a list; remove some")
            return nil
        }
        var cells: [EmitterCell] = []
        for (i, e) in elements.enumerated() {
            if let cell = decodeCell(e, path.appending(i), decoder: d, depth: depth) { cells.append(cell) }
        }
        return EmitterCells(cells)
    }

    static func decodeCell(_ value: JSONValue, _ path: JSONPath, decoder d: SceneDecoder, depth: Int) -> EmitterCell? {
        guard let o = d.context.object(value, path, "an emitter cell object") else { return nil }
        var cell = EmitterCell()
        if let name = o.read("name", { v, p in d.context.readNonEmptyString(v, p, "a non-empty name") }) {
            cell.name = name
        }
        if let b = o.read("enabled", d.context.readBool) { cell.isEnabled = b }
        for n in numbers {
            if let x = o.read(n.key, { v, p in d.context.readNumber(v, p, n.range) }) { cell[keyPath: n.keyPath] = x }
        }
        if let c = o.read("color", d.context.readColor) { cell.color = c }
        if let (v, p) = o.member("contents"), !v.isNull,
            let asset = d.readAssetPath(v, p, extensions: SceneDecoder.imageExtensions, what: "image")
        {
            cell.contents = Image(path: asset)
        }
        if let (v, p) = o.member("emitterCells"), let subs = decodeCells(v, p, decoder: d, depth: depth + 1) {
            cell.emitterCells = subs.cells
        }
        o.rejectUnknownKeys(known: keys, misplaced: ["isEnabled": "is not a cell key; write \"enabled\""])
        return cell
    }

    static func encode(_ cells: EmitterCells) -> JSONValue {
        .array(cells.map(encode))
    }

    static func encode(_ cell: EmitterCell) -> JSONValue {
        let defaults = EmitterCell()
        var m: [(String, JSONValue)] = []
        if let name = cell.name { m.append(("name", .string(name))) }
        if cell.isEnabled != defaults.isEnabled { m.append(("enabled", .bool(cell.isEnabled))) }
        for n in numbers where cell[keyPath: n.keyPath] != defaults[keyPath: n.keyPath] {
            m.append((n.key, .number(cell[keyPath: n.keyPath])))
        }
        if cell.color != defaults.color { m.append(("color", color(cell.color))) }
        if let image = cell.contents { m.append(("contents", .string(image.path))) }
        if !cell.emitterCells.isEmpty { m.append(("emitterCells", .array(cell.emitterCells.map(encode)))) }
        return JSONValue.object(m)
    }
}
