/// The birth rates an emitter has shown up to a time, so that particles are born at the
/// rate of their moment instead of all being re-timed by the rate shown now
/// (`ParticleEvaluator`): setting `birthRate` to 0 stops births and leaves the live particles
/// to finish their lifetime, as in Core Animation.
///
/// A `Timeline` builds it for each emitter it presents from the changes and animations of the
/// emitter's `birthRate`, `emitterCells` and `emitterCells.NAME.birthRate` (and `enabled`)
/// up to the time shown: one segment per stretch where they are constant, and one per
/// 1/240 s grid cell (on a fixed grid of the emitter's local time) while an animation of them
/// runs, holding the value at the cell's middle. Each segment starts where the previous one
/// ends; the first also covers all time before it. Nothing depends on which frame asks: a
/// segment is the same for every later frame.
public struct EmitterRateHistory: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        /// Where the segment starts, in the emitter's local time (it lasts until the next starts).
        public var start: Double
        /// The layer's `birthRate` multiplier.
        public var layerRate: Double
        /// The cells as they were (each one's `birthRate` and `isEnabled` are read).
        public var cells: EmitterCells

        public init(start: Double, layerRate: Double, cells: EmitterCells) {
            self.start = start
            self.layerRate = layerRate
            self.cells = cells
        }
    }

    /// The segments, by start.
    public var segments: [Segment]

    public init(segments: [Segment]) { self.segments = segments }

    /// The grid step of sampled (animated) stretches, in seconds of the emitter's local time.
    public static let sampleStep = 1.0 / 240

    /// The most segments one history holds; later stretches are then dropped (their births
    /// use the last segment kept).
    public static let maximumSegments = 200_000

    /// The rate of the cell at index path `path` (cell, sub-cell, …) in each segment:
    /// `(start, layer rate × cell rate)`, 0 where the cell is disabled or missing.
    func pieces(at path: [Int]) -> [(start: Double, rate: Double)] {
        segments.map { segment in
            var cells = segment.cells.cells
            var cell: EmitterCell?
            for i in path {
                guard i < cells.count else {
                    cell = nil
                    break
                }
                cell = cells[i]
                cells = cells[i].emitterCells
            }
            guard let cell, cell.isEnabled else { return (segment.start, 0) }
            return (segment.start, cell.birthRate * segment.layerRate)
        }
    }
}
