/// The cells of an emitter layer, as one animatable (discrete) value: the array type of
/// `LayerState.emitterCells`. `EmitterLayer.emitterCells` reads and writes it as an array.
public struct EmitterCells: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    public var cells: [EmitterCell]

    public init(_ cells: [EmitterCell]) { self.cells = cells }
    public init(arrayLiteral elements: EmitterCell...) { cells = elements }

    public var startIndex: Int { cells.startIndex }
    public var endIndex: Int { cells.endIndex }
    public subscript(position: Int) -> EmitterCell { cells[position] }
}

extension EmitterCells: DiscreteAnimatableValue {}
