import Foundation
import Testing
import UIKit

/// `snapshotView(afterScreenUpdates:)`, `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`
/// and `drawHierarchy(in:afterScreenUpdates:)`: the view's tree drawn by Reel's renderer.
@Suite struct ViewSnapshotTests {
    /// A 20 × 10 red view with a blue 10 × 10 square at its right half and a corner radius of 0.
    static func subject() -> UIView {
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 20, height: 10))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(square)
        return view
    }

    @Test(arguments: [true, false])
    func snapshotViewShowsTheTreeAtTheOrigin(afterUpdates: Bool) throws {
        let view = Self.subject()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: afterUpdates))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = try #require(snapshot.layer.contents as? CGImage)
        let scale = Int(UIScreen.main.scale)
        #expect(image.width == 20 * scale && image.height == 10 * scale)
        #expect(Drawn.near(Drawn.rgba(image, 2 * scale, 5 * scale), [255, 0, 0, 255]))
        #expect(Drawn.near(Drawn.rgba(image, 15 * scale, 5 * scale), [0, 0, 255, 255]))
        #expect(snapshot.layer.contentsScale == view.layer.contentsScale)
    }

    @Test func aSnapshotOfNothingIsNil() {
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: true) == nil)
    }

    @Test func resizableSnapshotTakesTheRectAndStretchesInsideTheCaps() throws {
        let view = Self.subject()
        let snapshot = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 8, y: 0, width: 10, height: 10), afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(snapshot.bounds.size == CGSize(width: 10, height: 10))
        let image = try #require(snapshot.layer.contents as? CGImage)
        let scale = Int(UIScreen.main.scale)
        #expect(Drawn.near(Drawn.rgba(image, 1 * scale, 5 * scale), [255, 0, 0, 255]))
        #expect(Drawn.near(Drawn.rgba(image, 5 * scale, 5 * scale), [0, 0, 255, 255]))
        #expect(snapshot.layer.contentsCenter == CGRect(x: 0.2, y: 0.1, width: 0.4, height: 0.6))
    }

    @Test func drawHierarchyDrawsIntoTheCurrentContextScaled() throws {
        let view = Self.subject()
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        let cg = try #require(image.cgImage)
        // Twice the size: red on the left 20 points, blue on the right 20.
        #expect(Drawn.near(Drawn.rgba(cg, 5, 10), [255, 0, 0, 255], 2))
        #expect(Drawn.near(Drawn.rgba(cg, 35, 10), [0, 0, 255, 255], 2))
    }
}
