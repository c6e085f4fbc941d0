import Foundation
import ReelScene
import Testing

@testable import ReelCore

@Suite struct TraceTests {
    static func tree() -> Stage {
        let stage = Stage(size: Size(width: 200, height: 100), fps: 10, duration: 0.5)
        let table = ScrollLayer()
        table.name = "tableView"
        table.frame = Rect(x: 0, y: 20, width: 200, height: 80)
        let wrapper = Layer()  // unnamed: skipped in keys
        wrapper.frame = Rect(x: 0, y: 0, width: 200, height: 300)
        let cell = Layer()
        cell.name = "cell2"
        cell.frame = Rect(x: 0, y: 88, width: 200, height: 44)
        let label = TextLayer()
        label.name = "foodNameLabel"
        label.frame = Rect(x: 10, y: 5, width: 100, height: 20)
        let ring = ShapeLayer()
        ring.name = "ring"
        ring.frame = Rect(x: 150, y: 10, width: 30, height: 30)
        ring.strokeEnd = 0.25
        stage.rootLayer.addSublayer(table)
        table.addSublayer(wrapper)
        wrapper.addSublayer(cell)
        cell.addSublayer(label)
        cell.addSublayer(ring)
        let hiddenOne = Layer()
        hiddenOne.name = "ring"  // same path as another layer? no: different parent
        hiddenOne.isHidden = true
        hiddenOne.opacity = 0.5
        stage.rootLayer.addSublayer(hiddenOne)
        table.contentOffset = Point(x: 0, y: 30)
        return stage
    }

    @Test func lineHasTheDocumentedShape() throws {
        let stage = Self.tree()
        let line = Trace.line(frame: 3, time: 0.3, snapshot: stage.snapshot())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["frame"] as? Int == 3)
        #expect(line.hasPrefix("{\"frame\":3,\"time\":0.3,\"layers\":{"))
        let layers = try #require(object["layers"] as? [String: [String: Any]])
        #expect(
            Set(layers.keys) == [
                "tableView", "tableView/cell2", "tableView/cell2/foodNameLabel",
                "tableView/cell2/ring", "ring",
            ])
        let label = try #require(layers["tableView/cell2/foodNameLabel"])
        // bounds (0,0,100,20) → cell (10,5) → wrapper (0,88) → table scrolled by 30, at y 20.
        #expect(AnimationConformance.numbers(label["frameInRoot"]) == [10, 83, 100, 20])
        #expect(AnimationConformance.numbers(label["position"]) == [60, 15])
        #expect(AnimationConformance.numbers(label["transform"]) == [1, 0, 0, 1, 0, 0])
        #expect(label["strokeStart"] == nil)
        let ring = try #require(layers["tableView/cell2/ring"])
        #expect(AnimationConformance.number(ring["strokeEnd"]) == 0.25)
        #expect(AnimationConformance.number(ring["strokeStart"]) == 0)
        let top = try #require(layers["ring"])
        #expect(top["hidden"] as? Bool == true)
        #expect(AnimationConformance.number(top["opacity"]) == 0.5)
        // Keys in the documented order.
        #expect(
            line.contains(
                "{\"position\":[60,15],\"bounds\":[0,0,100,20],\"anchorPoint\":[0.5,0.5],"
                    + "\"transform\":[1,0,0,1,0,0],\"opacity\":1,\"hidden\":false,\"frameInRoot\":[10,83,100,20]}"))
    }

    @Test func layersCanBeSelectedByPathOrName() throws {
        let snapshot = Self.tree().snapshot()
        let line = Trace.line(frame: 0, time: 0, snapshot: snapshot, layers: ["foodNameLabel", "tableView/cell2"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let layers = try #require(object["layers"] as? [String: Any])
        #expect(Set(layers.keys) == ["tableView/cell2", "tableView/cell2/foodNameLabel"])
    }

    @Test func numbersPrintStably() {
        #expect(Trace.number(1) == "1")
        #expect(Trace.number(-0.0) == "0")
        #expect(Trace.number(0.1) == "0.1")
        #expect(Trace.number(1.0 / 3) == "0.3333333333333333")
        #expect(Trace.number(1e-5) == "1e-05")
        #expect(Trace.number(.nan) == "null")
        #expect(
            Trace.line(frame: 0, time: 0, snapshot: LayerSnapshot(state: LayerState()))
                == "{\"frame\":0,\"time\":0.0,\"layers\":{}}")
    }

    @Test func duplicatePathsAreNumbered() {
        let root = Layer()
        for _ in 0..<3 {
            let l = Layer()
            l.name = "dot"
            root.addSublayer(l)
        }
        let line = Trace.line(frame: 0, time: 0, snapshot: root.modelSnapshot())
        #expect(line.contains("\"dot\":{") && line.contains("\"dot#2\":{") && line.contains("\"dot#3\":{"))
    }

    @Test func timelineTraceShowsPresentationValuesPerFrame() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 0.5)
        let dot = Layer()
        dot.name = "dot"
        stage.rootLayer.addSublayer(dot)
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 0.4
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        dot.add(a, forKey: nil)
        stage.at(0.2) {
            stage.rootLayer.addSublayer(
                {
                    let l = Layer()
                    l.name = "late"
                    return l
                }())
        }
        let lines = Trace.lines(stage.run())
        #expect(lines.count == 5)
        #expect(lines[1].contains("\"opacity\":0.25"))
        #expect(lines[4].contains("\"opacity\":1"))
        #expect(!lines[1].contains("late") && lines[2].contains("\"late\":{"))
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
    }
}
