import Foundation

/// The `emitterCells.NAME.KEY` key paths of an emitter layer, as Core Animation names a
/// cell's properties: "adding an animation to a cell's enclosing layer with a keypath such as
/// `emitterCells.myCellName.redRange` would animate the `redRange` property of the cell in
/// the layer's emitterCells array with the name `myCellName`" (`CAEmitterCell.name`,
/// developer.apple.com/documentation/quartzcore/caemittercell/name). A sub-cell is reached
/// through its parents: `emitterCells.fire.emitterCells.spark.birthRate`.
///
/// KEY is one of the cell's animatable numbers (`birthRate`, `lifetime`, `velocity`, `scale`,
/// `spin`, the ranges, speeds and accelerations, `emissionLongitude/Latitude/Range`,
/// `contentsScale`), `color`, or `enabled` (`isEnabled`). Reading a cell that is not there
/// gives the default cell's value; writing to it changes nothing (as Core Animation ignores a
/// key path whose cell is missing). With two cells of one name, the first is meant.
extension LayerProperty {
    /// The cell properties reachable by key path, by Core Animation's key.
    static let emitterCellKeys: [String: CellKey] = {
        var keys: [String: CellKey] = [:]
        let numbers: [(String, WritableKeyPath<EmitterCell, Double>)] = [
            ("birthRate", \.birthRate), ("lifetime", \.lifetime), ("lifetimeRange", \.lifetimeRange),
            ("emissionLongitude", \.emissionLongitude), ("emissionLatitude", \.emissionLatitude),
            ("emissionRange", \.emissionRange), ("velocity", \.velocity), ("velocityRange", \.velocityRange),
            ("xAcceleration", \.xAcceleration), ("yAcceleration", \.yAcceleration),
            ("zAcceleration", \.zAcceleration), ("scale", \.scale), ("scaleRange", \.scaleRange),
            ("scaleSpeed", \.scaleSpeed), ("spin", \.spin), ("spinRange", \.spinRange),
            ("redRange", \.redRange), ("greenRange", \.greenRange), ("blueRange", \.blueRange),
            ("alphaRange", \.alphaRange), ("redSpeed", \.redSpeed), ("greenSpeed", \.greenSpeed),
            ("blueSpeed", \.blueSpeed), ("alphaSpeed", \.alphaSpeed), ("contentsScale", \.contentsScale),
        ]
        for (name, kp) in numbers { keys[name] = .number(kp) }
        keys["color"] = .color
        keys["enabled"] = .enabled
        keys["isEnabled"] = .enabled
        return keys
    }()

    /// One settable property of a cell.
    enum CellKey: @unchecked Sendable {
        // @unchecked Sendable: key paths to stored properties of a value type are immutable.
        case number(WritableKeyPath<EmitterCell, Double>)
        case color
        case enabled
    }

    /// The property `emitterCells.NAME(.emitterCells.NAME)*.KEY` names, or nil when the key path
    /// has another shape or KEY is not a cell property.
    static func emitterCellProperty(_ keyPath: String) -> LayerProperty? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1, let key = emitterCellKeys[parts[parts.count - 1]] else {
            return nil
        }
        var names: [String] = []
        for i in Swift.stride(from: 0, to: parts.count - 1, by: 2) {
            guard parts[i] == "emitterCells", !parts[i + 1].isEmpty else { return nil }
            names.append(parts[i + 1])
        }
        let path = names
        switch key {
        case .number(let kp):
            nonisolated(unsafe) let kp = kp
            return LayerProperty(
                keyPath,
                get: {
                    EmitterCells.cell(at: path, in: $0.emitterCells.cells)?[keyPath: kp] ?? EmitterCell()[keyPath: kp]
                },
                set: { state, v in EmitterCells.update(at: path, in: &state.emitterCells.cells) { $0[keyPath: kp] = v }
                })
        case .color:
            return LayerProperty(
                keyPath, get: { EmitterCells.cell(at: path, in: $0.emitterCells.cells)?.color ?? EmitterCell().color },
                set: { state, v in EmitterCells.update(at: path, in: &state.emitterCells.cells) { $0.color = v } })
        case .enabled:
            return LayerProperty(
                keyPath, get: { EmitterCells.cell(at: path, in: $0.emitterCells.cells)?.isEnabled ?? true },
                set: { state, v in EmitterCells.update(at: path, in: &state.emitterCells.cells) { $0.isEnabled = v } })
        }
    }
}

extension EmitterCells {
    /// The cell reached by the names `path` (each the first cell of that name among the
    /// previous one's `emitterCells`).
    static func cell(at path: [String], in cells: [EmitterCell]) -> EmitterCell? {
        guard let first = path.first, let cell = cells.first(where: { $0.name == first }) else { return nil }
        return path.count == 1 ? cell : self.cell(at: Array(path.dropFirst()), in: cell.emitterCells)
    }

    /// Changes the cell reached by `path`, if there is one.
    static func update(at path: [String], in cells: inout [EmitterCell], _ body: (inout EmitterCell) -> Void) {
        guard let first = path.first, let i = cells.firstIndex(where: { $0.name == first }) else { return }
        if path.count == 1 {
            body(&cells[i])
        } else {
            update(at: Array(path.dropFirst()), in: &cells[i].emitterCells, body)
        }
    }
}
