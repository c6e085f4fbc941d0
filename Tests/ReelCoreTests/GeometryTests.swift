import Foundation
import Testing

@testable import ReelCore

@Suite struct AffineTransformTests {
    @Test func concatenationAppliesLeftFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 20)
        let p = Point(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == Point(x: 12, y: 23))
        #expect(p.applying(move.concatenating(scale)) == Point(x: 22, y: 63))
    }

    @Test func translatedByPrependsLikeCoreGraphics() {
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(Point.zero.applying(t) == Point(x: 10, y: 0))
    }

    @Test func rotationIsClockwiseOnScreen() {
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func inversionRoundTrips() {
        let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -1).translatedBy(x: 4, y: 7)
        let p = Point(x: 3.5, y: -2)
        let back = p.applying(t).applying(t.inverted())
        #expect(back.distance(to: p) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == AffineTransform(scaleX: 0, y: 1))
    }

    @Test func rectApplyingBoundsCorners() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-12 && abs(r.width - 20) < 1e-12 && abs(r.height - 10) < 1e-12)
    }
}

@Suite struct LayerGeometryTests {
    /// The fly-to-cart case: a label in a cell in a scrolled table, all with non-default
    /// anchors and a transform somewhere on the way.
    @Test func convertThroughScrolledTable() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        root.position = Point(x: 187.5, y: 333.5)
        let table = Layer()
        table.frame = Rect(x: 0, y: 64, width: 375, height: 603)
        table.bounds.origin = Point(x: 0, y: 150)  // scrolled down by 150
        root.addSublayer(table)
        let cell = Layer()
        cell.anchorPoint = Point(x: 0, y: 0)
        cell.bounds = Rect(x: 0, y: 0, width: 375, height: 100)
        cell.position = Point(x: 0, y: 200)  // third cell
        table.addSublayer(cell)
        let label = Layer()
        label.frame = Rect(x: 100, y: 10, width: 120, height: 30)
        cell.addSublayer(label)

        // The post: the label centre converted from the cell to the table, then the table to the root.
        let inTable = cell.convert(Point(x: 160, y: 25), to: table)
        #expect(inTable == Point(x: 160, y: 225))
        let inRoot = root.convert(inTable, from: table)
        #expect(inRoot == Point(x: 160, y: 225 - 150 + 64))
        #expect(label.convert(Point(x: 60, y: 15), to: nil) == inRoot)

        // A scale transform on the table about its centre.
        table.affineTransform = AffineTransform(scaleX: 0.5, y: 0.5)
        let scaled = root.convert(inTable, from: table)
        let center = Point(x: 187.5, y: 64 + 301.5)
        #expect(abs(scaled.x - (center.x + 0.5 * (160 - 187.5))) < 1e-9)
        #expect(abs(scaled.y - (center.y + 0.5 * (225 - (150 + 301.5)))) < 1e-9)
        // and back
        let back = table.convert(scaled, from: root)
        #expect(back.distance(to: inTable) < 1e-9)
    }
}
