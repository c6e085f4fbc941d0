import CoreGraphics
import Foundation
import ReelCore
import Testing
import UIKit

/// The `CALayer` members of Apple's list that answer questions about the tree: hit testing,
/// the preferred frame size, local times, scrolling through a `CAScrollLayer`, `style`, the
/// default action and the values Core Animation computes (issue 36 item 6).
@Suite struct LayerSurfaceTests {
    /// A 100×100 root with a 40×40 child at (10, 20) and, in the child, a 10×10 grandchild at (5, 5).
    static func tree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    /// `hitTest(_:)` takes a point in the superlayer's coordinates and returns the deepest layer
    /// containing it: (17, 27) in the root's superlayer space is (7, 7) in the child, inside the
    /// grandchild; (40, 50) is in the child only; (90, 90) in the root only; (200, 0) in none.
    @Test(arguments: [
        (CGPoint(x: 17, y: 27), 2), (CGPoint(x: 40, y: 50), 1), (CGPoint(x: 90, y: 90), 0), (CGPoint(x: 200, y: 0), -1),
    ])
    func hitTestFindsTheDeepestLayer(point: CGPoint, depth: Int) {
        let (root, child, grandchild) = Self.tree()
        let expected: CALayer? = [root, child, grandchild][safe: depth]
        #expect(root.hitTest(point) === expected)
    }

    /// A hidden sublayer is not hit, and a layer that masks to its bounds hides the hits of its
    /// sublayers outside them.
    @Test func hitTestSkipsHiddenAndMaskedLayers() {
        let (root, child, grandchild) = Self.tree()
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 17, y: 27)) === child)
        grandchild.isHidden = false
        grandchild.position = CGPoint(x: 60, y: 10)  // reaches outside the child (55…65, 5…15)
        #expect(root.hitTest(CGPoint(x: 70, y: 30)) === grandchild)
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 30)) === root)
    }

    /// `contains(_:)` is the bounds' test in the layer's own coordinates (a shifted bounds origin
    /// shifts it); `preferredFrameSize()` is the bounds' size through the transform: a 40×20
    /// layer turned a quarter turn is 20×40 in its superlayer.
    @Test func containsAndPreferredFrameSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 100, y: 0, width: 40, height: 20)
        #expect(layer.contains(CGPoint(x: 120, y: 10)))
        #expect(!layer.contains(CGPoint(x: 20, y: 10)))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let size = layer.preferredFrameSize()
        #expect(abs(size.width - 20) < 1e-9 && abs(size.height - 40) < 1e-9)
    }

    /// `convertTime(_:from:)` and `convertTime(_:to:)` follow each layer's clock,
    /// `(t − beginTime) · speed + timeOffset`: a child at speed 2 beginning at 1 with offset 0.5
    /// inside a parent at speed 0.5 is at 2 · (0.5 · 10 − 1) + 0.5 = 8.5 when the recording is at 10.
    @Test func convertTimeFollowsEachClock() {
        let parent = CALayer()
        parent.speed = 0.5
        let child = CALayer()
        child.speed = 2
        child.beginTime = 1
        child.timeOffset = 0.5
        parent.addSublayer(child)
        #expect(abs(child.convertTime(10, from: nil) - 8.5) < 1e-9)
        #expect(abs(child.convertTime(8.5, to: nil) - 10) < 1e-9)
        #expect(abs(parent.convertTime(8.5, from: child) - 5) < 1e-9)
        #expect(abs(child.convertTime(5, from: parent) - 8.5) < 1e-9)
    }

    /// `scroll(_:)` scrolls the enclosing `CAScrollLayer` so the point is at its origin,
    /// `scrollRectToVisible(_:)` the least that shows the rectangle, and `visibleRect` is the
    /// part of the bounds the scroll layer shows.
    @Test func scrollingThroughTheEnclosingScrollLayer() {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scroller.addSublayer(content)
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        content.scroll(CGPoint(x: 50, y: 120))
        #expect(scroller.bounds.origin == CGPoint(x: 50, y: 120))
        #expect(content.visibleRect == CGRect(x: 50, y: 120, width: 100, height: 100))
        content.scrollRectToVisible(CGRect(x: 300, y: 130, width: 20, height: 20))
        #expect(scroller.bounds.origin == CGPoint(x: 220, y: 120))
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(loose.visibleRect == loose.bounds)
    }

    /// `scrollMode` limits `scroll(to:)` to its axes.
    @Test(arguments: [
        (CAScrollLayerScrollMode.both, CGPoint(x: 30, y: 40)), (.horizontally, CGPoint(x: 30, y: 0)),
        (.vertically, CGPoint(x: 0, y: 40)), (.none, CGPoint.zero),
    ])
    func scrollModeLimitsTheAxes(mode: CAScrollLayerScrollMode, origin: CGPoint) {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.scrollMode = mode
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds.origin == origin)
    }

    /// `action(forKey:)` ends with the class's `defaultAction(forKey:)`: a basic animation of an
    /// animatable property, a transition for `contents`, none for keys that are not animated
    /// implicitly or not layer properties; `NSNull` in `actions` stops the search.
    @Test func defaultActions() {
        let layer = CALayer()
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
        #expect(CALayer.defaultAction(forKey: "contents") is CATransition)
        #expect(CALayer.defaultAction(forKey: "speed") == nil)
        #expect(CALayer.defaultAction(forKey: "progress") == nil)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
    }

    /// An action of the code's own runs for a change of a key of the code's own, with the key
    /// and the layer (`CAAction.run(forKey:object:arguments:)`).
    @Test func customActionRuns() {
        final class Recorder: CAAction {
            var runs: [(String, AnyObject)] = []
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                runs.append((event, anObject as AnyObject))
            }
        }
        let recorder = Recorder()
        let layer = CALayer()
        layer.actions = ["progress": recorder]
        layer.setValue(CGFloat(0), forKey: "progress")
        layer.setValue(CGFloat(1), forKey: "progress")
        #expect(recorder.runs.count == 1)
        #expect(recorder.runs.first?.0 == "progress" && recorder.runs.first?.1 === layer)
        recorder.runs.removeAll()  // the recorder holds the layer that holds it: the cycle is broken
    }

    /// `style` gives the value of a key never set, through nested styles; a set value wins.
    @Test func styleGivesUnsetValues() {
        let layer = CALayer()
        layer.style = ["progress": CGFloat(0.25), "style": ["tint": "red", "progress": CGFloat(0.75)]]
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.25)
        #expect(layer.value(forKey: "tint") as? String == "red")
        layer.setValue(CGFloat(0.5), forKey: "progress")
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.5)
    }

    /// A style's layer property fills a property still at its default: the frame shows the
    /// style's background colour (pure blue: (0, 0, 255)).
    @Test func styleColoursTheBackground() throws {
        let frame = try Everyday.frame("layer-style", size: CGSize(width: 20, height: 20)) { host in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.style = ["backgroundColor": UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
            host.rootView.layer.addSublayer(layer)
        }
        #expect(Everyday.rgb(frame, 10, 10) == [0, 0, 255])
    }

    /// The corner curve's extent, the contents' flip (odd flipped layers up the tree) and
    /// archiving.
    @Test func computedAnswers() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 1e-6)
        let (root, child, grandchild) = Self.tree()
        #expect(!grandchild.contentsAreFlipped())
        root.isGeometryFlipped = true
        #expect(grandchild.contentsAreFlipped())
        child.isGeometryFlipped = true
        #expect(!grandchild.contentsAreFlipped())
        #expect(root.shouldArchiveValue(forKey: "position"))
    }

    /// `CATransform3D()` is all zeros, as Swift's initializer of the C struct; the identity is
    /// `CATransform3DIdentity`. A layer with the zero transform draws nothing.
    @Test func zeroTransform() throws {
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let frame = try Everyday.frame("layer-zero-transform", size: CGSize(width: 20, height: 20)) { host in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.backgroundColor = UIColor.black.cgColor
            layer.transform = CATransform3D()
            host.rootView.layer.addSublayer(layer)
        }
        #expect(Everyday.rgb(frame, 10, 10) == [255, 255, 255])
    }

    /// An accepted member stores its value, and its first use writes one warning.
    @Test func acceptedMembersStoreAndWarn() {
        let layer = CALayer()
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.contentsFormat = .gray8Uint
        layer.edgeAntialiasingMask = [.layerTopEdge]
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
        #expect(layer.contentsFormat == .gray8Uint && layer.edgeAntialiasingMask == [.layerTopEdge])
        #expect(AcceptedMember.wasNoted("CALayer.shouldRasterize"))
        #expect(!AcceptedMember.wasNoted("CALayer.wantsExtendedDynamicRangeContent"))
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
