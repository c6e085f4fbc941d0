import Foundation
import ReelCore
import Testing

/// The floating-burger clip against the post (`../shared/docs/seeds.md` §3), from its trace.
@Suite("floating-burger follows the post")
struct FloatingBurgerTests {
    /// The post's `lineLengthNormalized` for a screen `width` points wide.
    static func lineLengthNormalized(width: Double) -> Double {
        let radius = 20.0
        let inset = 30.0
        let lineLength = width - inset
        let lineStart = (width - (lineLength - radius)) / 2
        return (lineLength - lineStart) / (2 * Double.pi * radius + lineLength - lineStart)
    }

    /// What the trace should show at every frame: the post's scroll handler replayed on the
    /// traced content offsets (dead zone 10…50), each switch a linear 0.25 s animation from
    /// the model values to the other state's.
    struct Expected {
        var strokeStart: Double
        var strokeEnd: Double
        var headerOpacity: Double
    }

    static func expectedStates(_ run: SampleRun) throws -> (states: [Expected], collapses: Int, opens: Int) {
        let l = lineLengthNormalized(width: run.timeline.size.width)
        let open = Expected(strokeStart: 0, strokeEnd: l, headerOpacity: 1)
        let collapsed = Expected(strokeStart: l, strokeEnd: 1, headerOpacity: 0)
        var isCollapsed = false
        var model = open
        var animation: (start: Double, from: Expected, to: Expected)?
        var collapses = 0
        var opens = 0
        var states: [Expected] = []
        var previousOffset = 0.0
        for (f, frame) in run.trace.enumerated() {
            let t = run.timeline.time(ofFrame: f)
            let offset = try #require(frame["scrollView"]).boundsOrigin.y
            if f > 0 && offset != previousOffset {  // scrollViewDidScroll
                if offset < 10 && isCollapsed {
                    isCollapsed = false
                    opens += 1
                    animation = (t, model, open)
                    model = open
                } else if offset > 50 && !isCollapsed {
                    isCollapsed = true
                    collapses += 1
                    animation = (t, model, collapsed)
                    model = collapsed
                }
            }
            previousOffset = offset
            if let a = animation {
                let x = min(max((t - a.start) / 0.25, 0), 1)
                states.append(
                    Expected(
                        strokeStart: a.from.strokeStart + (a.to.strokeStart - a.from.strokeStart) * x,
                        strokeEnd: a.from.strokeEnd + (a.to.strokeEnd - a.from.strokeEnd) * x,
                        headerOpacity: a.from.headerOpacity + (a.to.headerOpacity - a.from.headerOpacity) * x))
            } else {
                states.append(model)
            }
        }
        return (states, collapses, opens)
    }

    @Test("lineLengthNormalized is the post's number (conformance data)")
    func lineLengthMatchesConformance() throws {
        let seeds = try #require(try Paths.seeds()["floatingBurger"] as? [[String: Any]])
        #expect(seeds.count >= 2)
        for row in seeds {
            let width = try #require(row["screenWidth"] as? Double)
            let expected = try #require(row["postLineLengthNormalized"] as? Double)
            #expect(abs(Self.lineLengthNormalized(width: width) - expected) < 1e-12, "W = \(width)")
        }
        // The post's own figure for its 320 pt screen.
        #expect(abs(Self.lineLengthNormalized(width: 320) - 0.678) < 0.001)
    }

    @Test("strokeStart / strokeEnd and the header's opacity switch at the dead zone, linearly over 0.25 s")
    func strokeFollowsTheScroll() throws {
        let run = SampleRun.floatingBurger
        let (states, collapses, opens) = try Self.expectedStates(run)
        #expect(
            collapses >= 2 && opens >= 2, "the clip should collapse and open at least twice (\(collapses), \(opens))")
        let l = Self.lineLengthNormalized(width: run.timeline.size.width)
        #expect(try #require(run.trace.first?["headerShape"]).strokeEnd == l, "the clip opens in the open state")
        var mismatches = 0
        for (f, frame) in run.trace.enumerated() {
            let shape = try #require(frame["headerShape"])
            let header = try #require(frame["header"])
            let e = states[f]
            let ok =
                abs((shape.strokeStart ?? .nan) - e.strokeStart) < 1e-9
                && abs((shape.strokeEnd ?? .nan) - e.strokeEnd) < 1e-9
                && abs(header.opacity - e.headerOpacity) < 1e-9
            if !ok && mismatches < 5 {
                Issue.record(
                    """
                    frame \(f) (offset \(frame["scrollView"]?.bounds[1] ?? .nan)): stroke \
                    \(shape.strokeStart ?? .nan)…\(shape.strokeEnd ?? .nan), header \(header.opacity); expected \(e)
                    """
                )
            }
            if !ok { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(mismatches) frames differ from the post's handler")
    }

    @Test("at rest the stroke shows exactly the open or the collapsed state")
    func restingStatesAreThePosts() throws {
        let run = SampleRun.floatingBurger
        let l = Self.lineLengthNormalized(width: run.timeline.size.width)
        var sawOpen = false
        var sawCollapsed = false
        for frame in run.trace {
            let shape = try #require(frame["headerShape"])
            let s = shape.strokeStart ?? .nan
            let e = shape.strokeEnd ?? .nan
            if abs(s) < 1e-12 && abs(e - l) < 1e-12 { sawOpen = true }
            if abs(s - l) < 1e-12 && abs(e - 1) < 1e-12 { sawCollapsed = true }
        }
        #expect(sawOpen && sawCollapsed)
    }
}
