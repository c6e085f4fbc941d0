import ReelCore
import Testing

/// The layers carry the posts' names, so that traces read like the code.
@Suite("the samples' layers carry the posts' names")
struct LayerNamesTests {
    /// Every name path seen in any frame of a run's trace.
    static func paths(_ run: SampleRun) -> Set<String> {
        Set(run.trace.flatMap { $0.layers.keys })
    }

    @Test("fly-to-cart: tableView, cell0… with foodNameLabel and likeButton, carBG/carButton, fly0…")
    func flyToCartNames() {
        let paths = Self.paths(SampleRun.flyToCart)
        let cells = (0..<100).prefix { paths.contains("tableView/cell\($0)") }
        #expect(cells.count >= 6, "at least six food cells; found \(cells.count)")
        for i in cells {
            #expect(paths.contains("tableView/cell\(i)/foodNameLabel"))
            #expect(paths.contains("tableView/cell\(i)/likeButton"))
        }
        #expect(paths.isSuperset(of: ["tableView", "carBG", "carBG/carButton", "fly0", "fly1", "fly2"]))
    }

    @Test("qq-arc: button0…button3, head, transition")
    func qqArcNames() {
        let paths = Self.paths(SampleRun.qqArc)
        #expect(paths.isSuperset(of: ["button0", "button1", "button2", "button3", "head", "transition"]))
    }

    @Test("floating-burger: scrollView, headerShape, header")
    func floatingBurgerNames() {
        let paths = Self.paths(SampleRun.floatingBurger)
        #expect(paths.isSuperset(of: ["scrollView", "headerShape", "header"]))
    }
}
