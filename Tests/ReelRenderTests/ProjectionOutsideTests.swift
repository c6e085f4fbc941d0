import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// A projected layer leaves the canvas outside its projected outline untouched.
///
/// pixman's general (projective) fetcher divides the homogeneous coordinates as unsigned
/// 64-bit numbers (`x0 = ((uint64_t)x << 16) / w`, pixman-bits-image.c), so a target pixel
/// whose source coordinate is negative — above or left of the flat picture, as the corners
/// of the projected extent's bounding box are — is fetched from a wrapped-around, arbitrary
/// place in the picture instead of reading as transparent: one-pixel streaks of the
/// layer's colours above a card turned about y (found in the promo-card clip's flip).
@Suite struct ProjectionOutsideTests {
    /// A 300 × 400 white card with a red band along its bottom, centred at (200, 250) on a
    /// 400 × 500 canvas, turned by `angle` about y under `m34 = −1/1000`.
    func frame(angle: Double) throws -> Frame {
        let size = Size(width: 400, height: 500)
        let card = makeLayer(Rect(x: 50, y: 50, width: 300, height: 400), background: .white)
        card.addSublayer(makeLayer(Rect(x: 0, y: 340, width: 300, height: 60), background: .red))
        var p = Transform3D.identity
        p.m34 = -1.0 / 1000
        card.transform = p.rotated(by: angle, x: 0, y: 1, z: 0)
        return try render(makeRoot(size, [card]), size: size)
    }

    /// The card's corners on the canvas, worked out by hand: a point (u, v) from the centre
    /// goes to (u·cos θ, v, −u·sin θ), w = 1 + u·sin θ / 1000, and (X, Y) = (200, 250) + (u·cos θ, v) / w.
    func quad(angle: Double) -> [Point] {
        [(-150.0, -200.0), (150, -200), (150, 200), (-150, 200)].map { u, v in
            let w = 1 + u * sin(angle) / 1000
            return Point(x: 200 + u * cos(angle) / w, y: 250 + v / w)
        }
    }

    @Test("no pixel more than 2 px outside the projected card is drawn", arguments: [0.45, 0.73, 1.1, 2.0, 2.41])
    func nothingOutsideTheOutline(angle: Double) throws {
        let f = try frame(angle: angle)
        let q = quad(angle: angle)
        // The outline is convex; orient its edges so that inside is on the left.
        let area = (0..<4).reduce(0.0) { s, i in s + q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y }
        var outside = 0
        var inked = 0
        var first: (Int, Int)?
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                var distance = -Double.infinity  // the largest signed distance outside an edge
                for i in 0..<4 {
                    let a = q[i]
                    let b = q[(i + 1) % 4]
                    let len = a.distance(to: b)
                    let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                    distance = max(distance, (area > 0 ? -cross : cross) / len)
                }
                if f[x, y].a > 0 { inked += 1 }
                if distance > 2 && f[x, y].a > 0 {
                    outside += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        #expect(inked > 20_000, "the card is not drawn")
        #expect(
            outside == 0,
            "θ = \(angle): \(outside) pixels drawn outside the card, first at \(first.map { "\($0)" } ?? "-")")
    }
}
