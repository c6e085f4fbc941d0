import ReelCore
import Testing

@testable import ReelRender

/// Damage analysis on its own, without drawing: which rectangles of a frame a change between
/// two layer trees can reach, and the rules that grow, merge and drop them.
@Suite struct DamageAnalysisTests {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let blue = Color(red: 0.1, green: 0.2, blue: 0.9)

    /// A square of `side` points centred at `centre`, filled with `colour`.
    static func square(_ centre: Point, side: Double = 20, colour: Color = red) -> LayerSnapshot {
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: side, height: side)
        s.position = centre
        s.backgroundColor = colour
        return LayerSnapshot(state: s)
    }

    /// A root of `size` points at the canvas's origin holding `sublayers`, with `opacity`.
    static func root(_ size: Double, _ sublayers: [LayerSnapshot], opacity: Double = 1) -> LayerSnapshot {
        var s = LayerState()
        s.bounds = Rect(x: 0, y: 0, width: size, height: size)
        s.position = Point(x: size / 2, y: size / 2)
        s.opacity = opacity
        return LayerSnapshot(state: s, sublayers: sublayers)
    }

    static func analysis(_ size: Int, scale: Double = 1) -> DamageAnalysis {
        DamageAnalysis(images: [:], canvas: PixelRect(x: 0, y: 0, width: size, height: size), scale: scale)
    }

    /// Whether some rectangle of `rects` holds all of `box`.
    static func holds(_ rects: [PixelRect], _ box: PixelRect) -> Bool {
        rects.contains { $0.union(box) == $0 }
    }

    @Test func anUnchangedTreeHasNoDamage() throws {
        let tree = Self.root(200, [Self.square(Point(x: 50, y: 50)), Self.square(Point(x: 150, y: 120))])
        let damage = try #require(Self.analysis(200).rects(old: tree, new: tree))
        #expect(damage.rects.isEmpty)
    }

    /// A square that moves damages where it was and where it is (its box, 2 pixels of
    /// antialiasing around it), at the canvas's scale, and not the rows of a square elsewhere.
    @Test func aMovedLayerDamagesItsOldAndNewPlaces() throws {
        let still = Self.square(Point(x: 150, y: 160))
        let old = Self.root(200, [Self.square(Point(x: 50, y: 50)), still])
        let new = Self.root(200, [Self.square(Point(x: 80, y: 60)), still])
        let damage = try #require(Self.analysis(400, scale: 2).rects(old: old, new: new))
        #expect(damage.culls)
        #expect(Self.holds(damage.rects, PixelRect(x: 78, y: 78, width: 44, height: 44)))
        #expect(Self.holds(damage.rects, PixelRect(x: 138, y: 98, width: 44, height: 44)))
        #expect(damage.rects.allSatisfy { $0.y + $0.height <= 142 }, "\(damage.rects)")
    }

    /// Changes far apart are separate rectangles, sorted by row, each near its change.
    @Test func distantChangesAreSeparateRectangles() throws {
        let old = Self.root(1000, [Self.square(Point(x: 900, y: 900)), Self.square(Point(x: 50, y: 50))])
        let new = Self.root(
            1000,
            [
                Self.square(Point(x: 900, y: 900), colour: Self.blue),
                Self.square(Point(x: 50, y: 50), colour: Self.blue),
            ])
        let damage = try #require(Self.analysis(1000).rects(old: old, new: new))
        #expect(
            damage.rects == [
                PixelRect(x: 38, y: 38, width: 24, height: 24), PixelRect(x: 888, y: 888, width: 24, height: 24),
            ])
    }

    /// Inside a translucent group (drawn offscreen, then painted with its opacity) a change
    /// anywhere damages the group's whole extent: a part of it alone would blend differently.
    @Test func aChangeInsideAGroupDamagesTheWholeGroup() throws {
        let far = Self.square(Point(x: 400, y: 400))
        let old = Self.root(500, [Self.square(Point(x: 50, y: 50)), far], opacity: 0.5)
        let new = Self.root(500, [Self.square(Point(x: 50, y: 50), colour: Self.blue), far], opacity: 0.5)
        let damage = try #require(Self.analysis(500).rects(old: old, new: new))
        #expect(Self.holds(damage.rects, PixelRect(x: 38, y: 38, width: 374, height: 374)), "\(damage.rects)")
    }

    /// Only the ends of the stroked part that move are damaged; a frame pair stroking nothing
    /// has nothing to trim.
    @Test func strokeRangesThatChangeAreTheMovedEnds() {
        func state(_ start: Double, _ end: Double) -> LayerState {
            var s = LayerState(kind: .shape)
            (s.strokeStart, s.strokeEnd) = (start, end)
            return s
        }
        #expect(DamageAnalysis.changedStrokeRanges(old: state(0, 0.5), new: state(0, 0.7)) == [0.5...0.7])
        #expect(
            DamageAnalysis.changedStrokeRanges(old: state(0.1, 0.5), new: state(0.2, 0.4)) == [0.1...0.2, 0.4...0.5])
        #expect(DamageAnalysis.changedStrokeRanges(old: state(-1, 0.5), new: state(0, 0.5)) == [])
        #expect(DamageAnalysis.changedStrokeRanges(old: state(0.6, 0.6), new: state(0.9, 0.2)) == nil)
    }

    /// Rectangles whose union costs little more than the two are drawn as one; distant ones stay apart.
    @Test func nearbyRectanglesMergeAndDistantOnesDoNot() {
        let a = PixelRect(x: 0, y: 0, width: 20, height: 20)
        let near = PixelRect(x: 30, y: 0, width: 20, height: 20)
        let far = PixelRect(x: 900, y: 900, width: 20, height: 20)
        #expect(DamageAnalysis.mergedRects([a, near], sharing: []) == [PixelRect(x: 0, y: 0, width: 50, height: 20)])
        #expect(DamageAnalysis.mergedRects([a, far], sharing: []) == [a, far])
        #expect(DamageAnalysis.withoutContained([a, PixelRect(x: 5, y: 5, width: 5, height: 5), a]) == [a])
    }

    /// Row bands merge when they overlap or lie within the gap.
    @Test func rowBandsMergeWithinTheGap() {
        #expect(DamageAnalysis.merged([40..<50, 0..<10, 12..<20], gap: 2) == [0..<20, 40..<50])
        #expect(DamageAnalysis.merged([0..<10, 12..<20], gap: 0) == [0..<10, 12..<20])
    }
}
