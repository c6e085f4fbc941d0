import ReelScene
import Testing

@testable import ReelCore

/// `reel trace` lines for gradient layers: the four gradient keys after `frameInRoot`; other
/// layers' lines are unchanged.
@Suite struct GradientTraceTests {
    @Test func gradientLayersAddTheirKeysAndOthersDoNot() {
        var g = LayerState(kind: .gradient)
        g.name = "g"
        g.colors = [.red, Color(red: 0, green: 0, blue: 1, alpha: 0.5)]
        g.locations = [0, 0.25]
        g.startPoint = Point(x: 0, y: 0.5)
        var plain = LayerState()
        plain.name = "p"
        let line = Trace.line(
            frame: 0, time: 0,
            snapshot: LayerSnapshot(state: LayerState(), sublayers: [.init(state: g), .init(state: plain)]))
        #expect(
            line.contains(
                #"""
                "frameInRoot":[0,0,0,0],"startPoint":[0,0.5],"endPoint":[0.5,1],"locations":[0,0.25],"colors":[[1,0,0,\#
                1],[0,0,1,0.5]]}
                """#
            ))
        #expect(
            line.contains(
                #"""
                "p":{"position":[0,0],"bounds":[0,0,0,0],"anchorPoint":[0.5,0.5],"transform":[1,0,0,1,0,0],\#
                "opacity":1,"hidden":false,"frameInRoot":[0,0,0,0]}
                """#
            ))
        g.colors = nil
        g.locations = nil
        let empty = Trace.line(
            frame: 0, time: 0, snapshot: LayerSnapshot(state: LayerState(), sublayers: [.init(state: g)]))
        #expect(empty.contains(#""locations":null,"colors":null}"#))
    }
}
