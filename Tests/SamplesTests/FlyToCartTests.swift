import Foundation
import ReelCore
import Testing

/// The fly-to-cart clip against the post (`../shared/docs/seeds.md` §1), from its trace.
@Suite("fly-to-cart follows the post")
struct FlyToCartTests {
    static let liked = "取消收藏"
    static let notLiked = "收藏"

    /// One flight: the tap that started it and what the trace shows at that frame.
    struct Flight {
        var name: String
        var time: Double
        var frame: Int
        var cell: String
        var start: Point
        var end: Point
        var tableOffset: Double
    }

    /// The likes among the script's taps (title 收藏 → 取消收藏), each with its flight `fly<n>`,
    /// numbered in order.
    static func flights(_ run: SampleRun) throws -> [Flight] {
        var flights: [Flight] = []
        for tap in run.taps {
            let cell = try #require(cellPath(of: tap), "tap on \(tap.path) is not a cell's like button")
            guard title(run, cell, at: tap.time - 0.5 / run.timeline.fps) == notLiked else { continue }
            let f = try #require(run.frameIndex(at: tap.time), "tap at \(tap.time) s is not on a frame")
            let label = try #require(run.trace[f]["\(cell)/foodNameLabel"], "no \(cell)/foodNameLabel in the trace")
            let cart = try #require(run.trace[f]["carBG/carButton"], "no carBG/carButton in the trace")
            let table = try #require(run.trace[f]["tableView"])
            flights.append(
                Flight(
                    name: "fly\(flights.count)", time: tap.time, frame: f, cell: cell,
                    start: label.centreInRoot, end: cart.centreInRoot, tableOffset: table.boundsOrigin.y))
        }
        return flights
    }

    /// `tableView/cell4` for a tap on `tableView/cell4/likeButton`.
    static func cellPath(of tap: SampleRun.Tap) -> String? {
        guard tap.path.hasSuffix("/likeButton") else { return nil }
        return String(tap.path.dropLast("/likeButton".count))
    }

    /// The like button's title (model text) at `t`.
    static func title(_ run: SampleRun, _ cell: String, at t: Double) -> String? {
        run.snapshot(at: t).named("\(cell)/likeButton/title")?.state.string
    }

    @Test("every flying item follows the post's quadratic Bézier from the label to the cart with easeIn over 0.8 s")
    func flightsFollowTheBezier() throws {
        let run = SampleRun.flyToCart
        let flights = try Self.flights(run)
        #expect(flights.count >= 3, "the clip needs at least three flights; it has \(flights.count)")
        #expect(Set(flights.map(\.cell)).count >= 3, "flights should start from at least three different cells")
        for flight in flights {
            // The item appears at the tap's frame, not before.
            #expect(
                run.trace[flight.frame][flight.name] != nil, "\(flight.name) missing at its tap frame \(flight.frame)")
            if flight.frame > 0 { #expect(run.trace[flight.frame - 1][flight.name] == nil) }
            let control = Reference.flyControlPoint(start: flight.start, end: flight.end)
            var checks = FrameChecks()
            var checked = 0
            for f in flight.frame..<run.trace.count {
                let t = run.timeline.time(ofFrame: f)
                let progress = (t - flight.time) / 0.8
                let entry = run.trace[f][flight.name]
                if progress > 1 + 1e-9 {
                    checks.check(entry == nil, "\(flight.name) should have landed and gone by frame \(f)")
                    continue
                }
                guard let entry else {
                    checks.check(progress >= 1 - 1e-9, "\(flight.name) vanished at frame \(f), progress \(progress)")
                    continue
                }
                let expected = Reference.quadratic(flight.start, control, flight.end, at: Reference.easeIn(progress))
                checks.check(
                    entry.point.distance(to: expected) <= 1e-6,
                    "\(flight.name) frame \(f): at \(entry.point), the post's curve gives \(expected)")
                // The 20 × 20 item is centred on its position.
                let r = entry.rectInRoot
                checks.check(
                    abs(r.width - 20) < 1e-9 && abs(r.height - 20) < 1e-9
                        && entry.centreInRoot.distance(to: entry.point) < 1e-9,
                    "\(flight.name) frame \(f): frame \(r) is not 20 × 20 about \(entry.point)")
                checked += 1
            }
            checks.finish(flight.name)
            #expect(checked >= 48, "\(flight.name): only \(checked) frames of its 0.8 s flight were checked")
        }
    }

    @Test("a flight after the table scrolled starts at its cell's scrolled label centre")
    func conversionFollowsTheScroll() throws {
        let run = SampleRun.flyToCart
        let flights = try Self.flights(run)
        let first = try #require(run.trace.first)
        for flight in flights {
            // The label's unscrolled centre, moved up by the table's content offset at the tap.
            let unscrolled = try #require(first["\(flight.cell)/foodNameLabel"]).centreInRoot
            let expected = Point(x: unscrolled.x, y: unscrolled.y - flight.tableOffset)
            #expect(
                flight.start.distance(to: expected) < 1e-9,
                """
                \(flight.name) from \(flight.cell) starts at \(flight.start), expected \(expected) (offset \
                \(flight.tableOffset))
                """
            )
        }
        #expect(flights.contains { $0.tableOffset > 1 }, "no flight starts after the table has scrolled")
        #expect(Set(flights.map { $0.start.y }).count == flights.count, "two flights start at the same point")
    }

    @Test("tapping a liked food un-likes it: the title goes back to 收藏 and nothing flies")
    func unlikeMakesNoFlight() throws {
        let run = SampleRun.flyToCart
        var unlikes = 0
        var likes = 0
        for tap in run.taps {
            let cell = try #require(Self.cellPath(of: tap))
            let before = Self.title(run, cell, at: tap.time - 0.5 / run.timeline.fps)
            let after = Self.title(run, cell, at: tap.time)
            let f = try #require(run.frameIndex(at: tap.time))
            let newFlyers = run.trace[f].layers.keys.filter {
                $0.hasPrefix("fly") && (f == 0 || run.trace[f - 1][$0] == nil)
            }
            if before == Self.liked {
                unlikes += 1
                #expect(after == Self.notLiked, "un-liking \(cell) left the title \(after ?? "nil")")
                #expect(newFlyers.isEmpty, "un-liking \(cell) started a flight: \(newFlyers)")
            } else {
                likes += 1
                #expect(before == Self.notLiked)
                #expect(after == Self.liked, "liking \(cell) left the title \(after ?? "nil")")
                #expect(
                    newFlyers == ["fly\(likes - 1)"], "liking \(cell) should start fly\(likes - 1); new: \(newFlyers)")
            }
        }
        #expect(unlikes >= 1, "the script has no un-like tap")
        // Every flying layer in the trace comes from a like.
        let names = Set(run.trace.flatMap { $0.layers.keys.filter { $0.hasPrefix("fly") } })
        #expect(names == Set((0..<likes).map { "fly\($0)" }))
    }

    @Test("the cart badge counts arrivals: it changes when each flight lands")
    func badgeCountsArrivals() throws {
        let run = SampleRun.flyToCart
        let arrivals = try Self.flights(run).map { $0.time + 0.8 }.filter { $0 < run.timeline.duration }.sorted()
        #expect(arrivals.count >= 3)
        let halfFrame = 0.5 / run.timeline.fps
        func badge(at t: Double) -> (hidden: Bool, text: String?) {
            let b = run.snapshot(at: t).named("carBG/badge")
            return (b?.state.isHidden ?? true, b?.firstText?.state.string)
        }
        #expect(badge(at: 0).hidden, "the badge shows before anything arrived")
        for (i, t) in arrivals.enumerated() {
            let before = badge(at: t - halfFrame)
            let after = badge(at: t + halfFrame)
            if i == 0 { #expect(before.hidden) } else { #expect(before.text == "\(i)" && !before.hidden) }
            #expect(
                !after.hidden && after.text == "\(i + 1)", "after arrival \(i + 1) at \(t) s the badge shows \(after)")
        }
    }

    @Test("the reference easeIn and Bézier agree with the conformance data")
    func referenceMatchesConformance() throws {
        let fly = try #require(try Paths.seeds()["flyToCart"] as? [String: Any])
        let start = try #require(fly["start"] as? [Double])
        let end = try #require(fly["end"] as? [Double])
        let s = Point(x: start[0], y: start[1])
        let e = Point(x: end[0], y: end[1])
        let control = Reference.flyControlPoint(start: s, end: e)
        let c = try #require(fly["controlPoint"] as? [Double])
        #expect(control.distance(to: Point(x: c[0], y: c[1])) < 1e-9)
        let frames = try #require(fly["frames60fps"] as? [[String: Any]])
        #expect(frames.count >= 48)
        for row in frames {
            let t = try #require(row["t"] as? Double)
            let u = try #require(row["u"] as? Double)
            let p = try #require(row["position"] as? [Double])
            #expect(abs(Reference.easeIn(t / 0.8) - u) < 1e-12, "easeIn(\(t / 0.8))")
            #expect(Reference.quadratic(s, control, e, at: u).distance(to: Point(x: p[0], y: p[1])) < 1e-9)
        }
    }
}
